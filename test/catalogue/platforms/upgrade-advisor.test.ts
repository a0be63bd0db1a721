import { fileURLToPath } from 'node:url';
import t from 'tap';
import { loadCatalogue } from '../../../src/catalogue/load.js';
import { buildPlatforms, type UpgradeAdvice } from '../../../src/catalogue/platforms/platforms.js';
import { advisorMeasures } from '../../../src/catalogue/socket-listing.js';
import type { BenchmarkMeasure } from '../../../src/catalogue/platforms/upgrade-advisor.js';
import type { Processor } from '../../../src/shared/processor.js';
import { ALL_PROCESSORS, BOARDS, FILES, PROCESSORS as P } from './platform-fixtures.js';

/**
 * The upgrade advisor: what it suggests, in which order, and why it suggests nothing. The
 * expected order is worked out here from the figures, the same way a person would, not read off
 * the advisor's output.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const platforms = buildPlatforms(ALL_PROCESSORS, FILES);
/** the shipped catalogue, loaded once for the tests that read it */
let shipped: ReturnType<typeof loadCatalogue> | undefined;
const shippedCatalogue = () => (shipped ??= loadCatalogue(undefined, root));

/** a render benchmark (higher is better) and a compile time in seconds (lower is better) */
const RENDER: Record<string, number> = {
  'ryzen-5-1600': 100, 'ryzen-5-2600': 115, 'ryzen-5-3400g': 80, 'ryzen-5-3600': 150,
  'ryzen-7-5700x': 210, 'ryzen-7-5800x3d': 220, 'ryzen-9-5950x': 400,
  'core-i7-6700k': 100, 'core-i7-7700k': 110, 'core-i7-8700k': 150, 'core-i9-9900k': 190,
};
const COMPILE_SECONDS: Record<string, number> = {
  'ryzen-5-3600': 60, 'ryzen-7-5700x': 50, 'ryzen-9-5950x': 20, 'ryzen-5-2600': 75, 'ryzen-5-5600g': 40,
};
/** every figure on 5 results unless `samples` says otherwise */
const measure = (id: string, figures: Record<string, number>, higherIsBetter: boolean, scope: 'multi-thread' | 'single-thread', samples: Record<string, number> = {}): BenchmarkMeasure =>
  ({ id, higherIsBetter, scope, figureOf: (p: Processor) => (figures[p.id] === undefined ? null : { score: figures[p.id]!, samples: samples[p.id] ?? 5 }) });
const render = measure('render', RENDER, true, 'multi-thread');
const compile = measure('compile', COMPILE_SECONDS, false, 'multi-thread');

function upgrades(advice: UpgradeAdvice) {
  if (advice.kind !== 'upgrades') throw new Error(`expected upgrades, got ${advice.kind}: ${advice.reason}`);
  return advice;
}

t.test('faster processors on the same socket, best gain first; slower ones are not suggested', async (t) => {
  const advice = upgrades(platforms.upgrades(P.r5_3600, [render]));
  t.equal(advice.socket.id, 'am4');
  const am4 = ALL_PROCESSORS.filter((p) => p.socket === 'AM4' && p !== P.r5_3600);
  const faster = am4.filter((p) => (RENDER[p.id] ?? 0) > RENDER['ryzen-5-3600']!);
  const expected = faster.sort((a, b) => RENDER[b.id]! - RENDER[a.id]!).map((p) => p.id);
  t.same(advice.candidates.map((c) => c.processor.id), expected);
  t.equal(advice.notFaster, am4.filter((p) => RENDER[p.id] !== undefined && RENDER[p.id]! <= RENDER['ryzen-5-3600']!).length);
  t.same(advice.unmeasured.map((p) => p.id), am4.filter((p) => RENDER[p.id] === undefined).map((p) => p.id), 'fits, but no figure to compare');

  const best = advice.candidates[0]!;
  t.same(best.gains, [{ benchmark: 'render', from: 150, to: 400, fromSamples: 5, toSamples: 5, gain: 400 / 150 - 1 }]);
  t.equal(best.gain, 400 / 150 - 1);
  t.equal(best.gainPerDollar, (400 / 150 - 1) / 799);
  t.equal(best.tdpChangeW, 105 - 65);
});

t.test('several benchmarks: each gain reported, all ranked by the one most of the socket has, lower-is-better read the right way', async (t) => {
  const advice = upgrades(platforms.upgrades(P.r5_3600, [compile, render]));
  const am4 = ALL_PROCESSORS.filter((p) => p.socket === 'AM4');
  const covered = (figures: Record<string, number>) => am4.filter((p) => figures[p.id] !== undefined).length;
  t.ok(covered(RENDER) > covered(COMPILE_SECONDS), 'the fixture measures more AM4 parts in the render benchmark');
  t.same(advice.basis, ['render', 'compile'], 'the most widely measured benchmark first, whatever order they were given in');

  // Faster in the render benchmark, by its gain alone; then what only the compile benchmark measures.
  const mine = { render: RENDER['ryzen-5-3600']!, compile: COMPILE_SECONDS['ryzen-5-3600']! };
  const byRender = am4.filter((p) => (RENDER[p.id] ?? 0) > mine.render).sort((a, b) => RENDER[b.id]! - RENDER[a.id]!);
  const byCompile = am4.filter((p) => RENDER[p.id] === undefined && (COMPILE_SECONDS[p.id] ?? Infinity) < mine.compile);
  t.same(advice.candidates.map((c) => c.processor.id), [...byRender, ...byCompile].map((p) => p.id));
  t.same(advice.candidates.map((c) => c.rankedBy), [...byRender.map(() => 'render'), ...byCompile.map(() => 'compile')]);

  const x5700 = advice.candidates.find((c) => c.processor.id === 'ryzen-7-5700x')!;
  t.same(x5700.gains.map((g) => [g.benchmark, g.gain]), [['compile', 60 / 50 - 1], ['render', 210 / 150 - 1]], 'every shared benchmark, in the order given');
  t.equal(x5700.gain, 210 / 150 - 1, 'the headline gain is the ranking benchmark\'s');
  t.equal(x5700.gainPerDollar, (210 / 150 - 1) / 299);
  const x3d = advice.candidates.find((c) => c.processor.id === 'ryzen-7-5800x3d')!;
  t.same(x3d.gains.map((g) => g.benchmark), ['render'], 'a benchmark only one of the two has is left out');
  t.ok(x3d.gain < advice.candidates.find((c) => c.processor.id === 'ryzen-9-5950x')!.gain);
  const g5600 = advice.candidates.at(-1)!;
  t.equal(g5600.processor.id, 'ryzen-5-5600g');
  t.ok(g5600.gain > x5700.gain, 'measured only in the second benchmark: after every part the first one ranks, even with a larger gain');
  t.equal(advice.notFaster, am4.filter((p) => p !== P.r5_3600 && (RENDER[p.id] !== undefined ? RENDER[p.id]! <= mine.render : (COMPILE_SECONDS[p.id] ?? 0) >= mine.compile && COMPILE_SECONDS[p.id] !== undefined)).length);
});

t.test('on a given chipset, what it rules out comes after everything that may work, whatever the gain', async (t) => {
  const advice = upgrades(platforms.upgrades(P.i7_6700k, [render], { board: BOARDS.z170 }));
  t.same(advice.candidates.map((c) => [c.processor.id, c.fit.status, c.group]), [
    ['core-i7-7700k', 'bios-update', 'supported'],
    ['core-i9-9900k', 'unsupported', 'ruled-out'],
    ['core-i7-8700k', 'unsupported', 'ruled-out'],
  ]);
  const onB450 = upgrades(platforms.upgrades(P.r5_2600, [render], { chipset: 'b450' }));
  for (const candidate of onB450.candidates.filter((c) => c.processor.generation === 'Ryzen 5000')) {
    t.equal(candidate.fit.status, 'bios-update', candidate.processor.name);
  }
  const onB550 = upgrades(platforms.upgrades(P.r5_1600, [render], { chipset: 'b550' }));
  const statuses = onB550.candidates.map((c) => c.fit.status);
  t.same(statuses, [...statuses].sort((a, b) => Number(a === 'unsupported') - Number(b === 'unsupported')), 'usable first');
  t.ok(statuses.includes('unsupported'), 'the Ryzen 2000 part is listed, with its caveat');
});

t.test('a soldered processor, or one we cannot place, gets a reason instead of a list', async (t) => {
  const reason = (p: Processor, on = {}) => {
    const advice = platforms.upgrades(p, [render], on);
    return advice.kind === 'no-upgrade-path' ? [advice.reason, advice.socket?.id ?? null] : ['upgrades', advice.socket.id];
  };
  t.same(reason(P.laptopBga), ['soldered', 'bga1449']);
  t.same(reason(P.laptopAmd), ['package-unknown', 'fp6'], 'AMD names FP6 without saying it is soldered, and no board is sold with it');
  t.same(reason(P.noSocket), ['no-socket', null]);
  t.same(reason(P.oddSocket), ['unknown-socket', null]);
  t.same(reason(P.r5_3600, { board: BOARDS.z690ddr4 }), ['other-socket', 'am4']);
  t.same(reason(P.r5_3600, { chipset: 'z690' }), ['other-socket', 'am4']);
  t.same(reason(P.r5_3600), ['upgrades', 'am4']);
});

t.test('shipped: the Ryzen 5 3600\'s upgrades on X570 are AM4 parts faster in Blender, grouped by what X570 takes, best first in each group', async (t) => {
  const catalogue = await shippedCatalogue();
  const owned = catalogue.find('amd', 'ryzen-5-3600')!;
  const figure = (p: Processor) => catalogue.findBenchmark('blender')!.figureOf(p);
  const blender: BenchmarkMeasure = { id: 'blender', higherIsBetter: true, scope: 'multi-thread', figureOf: figure };
  const advice = upgrades(catalogue.platforms.upgrades(owned, [blender], { chipset: 'x570' }));
  const mine = figure(owned)!.score;
  const expected = catalogue.processors.filter((p) => p !== owned && p.socket === 'AM4' && (figure(p)?.score ?? 0) > mine && figure(p)!.samples >= 2);
  t.ok(expected.length > 5, `${expected.length} faster AM4 parts`);
  t.same(new Set(advice.candidates.map((c) => c.processor)), new Set(expected));
  const order = ['every-board', 'supported', 'bios-update', 'some-chipsets', 'not-stated', 'ruled-out'];
  advice.candidates.forEach((c, i) => {
    const before = advice.candidates[i - 1];
    if (!before) return;
    const place = order.indexOf(before.group) - order.indexOf(c.group);
    t.ok(place < 0 || (place === 0 && figure(before.processor)!.score >= figure(c.processor)!.score), `${before.processor.name} before ${c.processor.name}`);
  });
});

t.test('the order rests on multi-thread figures both have, a single-thread one only after; a figure on one result orders nothing', async (t) => {
  const single = measure('single', { 'ryzen-5-3600': 100, 'ryzen-7-5700x': 130, 'ryzen-5-5600g': 125, 'ryzen-9-5950x': 110, 'ryzen-5-3400g': 140 }, true, 'single-thread');
  // The single-thread benchmark is the most widely measured here, and given first: the multi-thread one still leads.
  const advice = upgrades(platforms.upgrades(P.r5_3600, [single, render]));
  t.same(advice.basis, ['render', 'single']);
  const byRender = advice.candidates.filter((c) => c.rankedBy === 'render').map((c) => c.processor.id);
  t.ok(byRender.includes('ryzen-9-5950x') && !byRender.includes('ryzen-5-5600g'));
  t.notOk(advice.candidates.some((c) => c.processor.id === 'ryzen-5-3400g'), 'slower in the multi-thread figure both have: not called faster, whatever its single-thread figure');
  t.equal(advice.candidates.find((c) => c.processor.id === 'ryzen-5-5600g')?.rankedBy, 'single', 'no render figure: placed by the single-thread one');
  // The owner's render figure rests on one result: it shows in the gains, but orders nothing.
  const lonely = measure('render', RENDER, true, 'multi-thread', { 'ryzen-5-3600': 1 });
  const onOne = upgrades(platforms.upgrades(P.r5_3600, [lonely, single]));
  t.same(onOne.basis, ['single']);
  t.ok(onOne.candidates.every((c) => c.rankedBy === 'single'));
  t.same(onOne.candidates.find((c) => c.processor.id === 'ryzen-9-5950x')?.gains.map((g) => [g.benchmark, g.fromSamples]), [['render', 1], ['single', 5]], 'its gain is still shown, with its one result');
});

t.test('shipped: the Ryzen 7 1700 owner sees the Ryzen 9 5900X above the Athlon 3000G, and no slower Ryzen 5 3400G called faster', async (t) => {
  const catalogue = await shippedCatalogue();
  const owned = catalogue.find('amd', 'ryzen-7-1700')!;
  const advice = upgrades(catalogue.platforms.upgrades(owned, advisorMeasures(catalogue)));
  const blender = catalogue.findBenchmark('blender')!;
  t.equal(blender.info.scope, 'multi-thread');
  t.equal(advice.basis[0], 'blender', 'ordered by the multi-thread figure both have');
  const names = advice.candidates.map((c) => c.processor.name);
  const x5900 = advice.candidates.find((c) => c.processor.name === 'Ryzen 9 5900X')!;
  t.ok(x5900, 'the 5900X is suggested');
  t.equal(x5900.rankedBy, 'blender');
  t.equal(Math.round(x5900.gain * 100), Math.round((blender.figureOf(x5900.processor)!.score / blender.figureOf(owned)!.score - 1) * 100), 'its gain is Blender\'s');
  const athlon = catalogue.find('amd', 'athlon-3000g')!;
  const athlonAt = names.indexOf(athlon.name);
  t.ok(athlonAt === -1 || athlonAt > names.indexOf('Ryzen 9 5900X'), 'the Athlon 3000G never ranks above it');
  t.notOk(catalogue.platforms.processorsOn('am4').some((p) => p === athlon) && advice.candidates.some((c) => c.processor === athlon && c.rankedBy.startsWith('sysbench')), 'a one-result SysBench figure orders nothing');
  const apu = catalogue.find('amd', 'ryzen-5-3400g')!;
  t.ok(blender.figureOf(apu)!.score < blender.figureOf(owned)!.score, 'the 3400G is slower in Blender');
  t.notOk(advice.candidates.some((c) => c.processor === apu), 'so it is not among the faster ones');
});

t.test('shipped: an i5-6600K owner is never told an 8th- or 9th-gen part fits; the Xeon E3 v5 fits some chipsets', async (t) => {
  const catalogue = await shippedCatalogue();
  const owned = catalogue.find('intel', 'core-i5-6600k')!;
  const advice = upgrades(catalogue.platforms.upgrades(owned, advisorMeasures(catalogue)));
  t.same(advice.weighedOn?.basis, 'stated', 'weighed on the chipsets a source says run the 6600K');
  t.same(new Set(advice.weighedOn?.chipsets), new Set(['z170', 'h170', 'b150', 'h110', 'q170', 'c232', 'c236']));
  const usable = advice.candidates.filter((c) => c.group !== 'ruled-out');
  t.notOk(usable.some((c) => c.processor.codename === 'Coffee Lake'), 'no Coffee Lake part (8th, 9th gen, Xeon E) among those that fit');
  const coffee = advice.candidates.filter((c) => c.processor.codename === 'Coffee Lake');
  t.ok(coffee.length > 10 && coffee.every((c) => c.group === 'ruled-out'), `${coffee.length} Coffee Lake parts, each ruled out with its reason`);
  t.ok(coffee.every((c) => c.fit.caveats.some((k) => k.kind === 'chipset-unsupported' && k.statement?.source.kind === 'vendor-statement')));
  const xeons = advice.candidates.filter((c) => c.processor.generation.startsWith('Xeon E3'));
  t.ok(xeons.length > 0);
  for (const xeon of xeons) {
    t.equal(xeon.group, 'some-chipsets', xeon.processor.name);
    t.same(xeon.fit.caveats.find((k) => k.kind === 'supported')?.chipsets, ['c232', 'c236'], 'the chipsets concerned');
  }
  t.ok(advice.candidates.some((c) => c.processor.generation === '7th gen' && c.group === 'bios-update'), 'a 7th-gen part: after a BIOS update on some boards');
  // Choosing a chipset turns the groups into the answer for it.
  const onC236 = upgrades(catalogue.platforms.upgrades(owned, advisorMeasures(catalogue), { chipset: 'c236' }));
  t.ok(onC236.candidates.filter((c) => c.processor.generation === 'Xeon E3 v5').every((c) => c.group === 'supported'));
});

t.test('a large synthetic socket still answers, and every generated socket is placed', async (t) => {
  const catalogue = await loadCatalogue('fake:20000', root);
  t.same([...catalogue.platforms.unmatchedSocketTexts], []);
  const owned = catalogue.platforms.processorsOn('am5')[0]!;
  const blender: BenchmarkMeasure = { id: 'blender', higherIsBetter: true, scope: 'multi-thread', figureOf: (p) => catalogue.findBenchmark('blender')!.figureOf(p) };
  const advice = upgrades(catalogue.platforms.upgrades(owned, [blender]));
  // Within each group, best first.
  const gains = advice.candidates.filter((c) => c.group === advice.candidates[0]!.group).map((c) => c.gain);
  t.ok(gains.every((gain, index) => gain > 0 && (index === 0 || gains[index - 1]! >= gain)), `${gains.length} candidates, best first`);
});
