import { fileURLToPath } from 'node:url';
import t from 'tap';
import { loadCatalogue } from '../../../src/catalogue/load.js';
import { buildPlatforms, type UpgradeAdvice } from '../../../src/catalogue/platforms/platforms.js';
import { advisorMeasures } from '../../../src/catalogue/socket-listing.js';
import type { BenchmarkMeasure } from '../../../src/catalogue/platforms/upgrade-advisor.js';
import type { Processor } from '../../../src/shared/processor.js';
import { separation } from '../../../src/shared/benchmark.js';
import { FIT_GROUPS } from '../../../src/catalogue/platforms/fits.js';
import { ALL_PROCESSORS, BOARDS, FILES, PROCESSORS as P, processor } from './platform-fixtures.js';

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
  'ryzen-5-1600': 100,
  'ryzen-5-2600': 115,
  'ryzen-5-3400g': 80,
  'ryzen-5-3600': 150,
  'ryzen-7-5700x': 210,
  'ryzen-7-5800x3d': 220,
  'ryzen-9-5950x': 400,
  'core-i7-6700k': 100,
  'core-i7-7700k': 110,
  'core-i7-8700k': 150,
  'core-i9-9900k': 190,
};
const COMPILE_SECONDS: Record<string, number> = {
  'ryzen-5-3600': 60,
  'ryzen-7-5700x': 50,
  'ryzen-9-5950x': 20,
  'ryzen-5-2600': 75,
  'ryzen-5-5600g': 40,
};
/** every figure on 5 results unless `samples` says otherwise; `answers`: the benchmark that answers its scope's goal and orders the list */
const measure = (
  id: string,
  figures: Record<string, number>,
  higherIsBetter: boolean,
  scope: 'multi-thread' | 'single-thread',
  samples: Record<string, number> = {},
  answers = true,
): BenchmarkMeasure => ({
  id,
  higherIsBetter,
  scope,
  answers,
  figureOf: (p: Processor) => (figures[p.id] === undefined ? null : { score: figures[p.id]!, samples: samples[p.id] ?? 5 }),
});
const render = measure('render', RENDER, true, 'multi-thread');
/** multi-thread too, but not the one that answers: shown, never ordering */
const compile = measure('compile', COMPILE_SECONDS, false, 'multi-thread', {}, false);
/** the single-thread goal's benchmark */
const SINGLE: Record<string, number> = {
  'ryzen-5-3600': 100,
  'ryzen-7-5700x': 130,
  'ryzen-5-5600g': 125,
  'ryzen-9-5950x': 110,
  'ryzen-5-3400g': 140,
  'ryzen-7-5800x3d': 102,
  'ryzen-5-2600': 80,
};
const single = measure('single', SINGLE, true, 'single-thread');

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
  t.same(
    advice.candidates.map((c) => c.processor.id),
    expected,
  );
  t.equal(advice.notFaster, am4.filter((p) => RENDER[p.id] !== undefined && RENDER[p.id]! <= RENDER['ryzen-5-3600']!).length);
  t.same(
    advice.unmeasured.map((p) => p.id),
    am4.filter((p) => RENDER[p.id] === undefined).map((p) => p.id),
    'fits, but no figure to compare',
  );

  const best = advice.candidates[0]!;
  t.same(best.gains, [{ benchmark: 'render', from: 150, to: 400, fromSamples: 5, toSamples: 5, gain: 400 / 150 - 1 }]);
  t.equal(best.gain, 400 / 150 - 1);
  t.equal(best.gainPerDollar, (400 / 150 - 1) / 799);
  t.equal(best.tdpChangeW, 105 - 65);
});

t.test("several benchmarks: each gain reported, the goal's benchmark alone orders, lower-is-better read the right way", async (t) => {
  const advice = upgrades(platforms.upgrades(P.r5_3600, [compile, render]));
  t.equal(advice.orderedBy, 'render', 'the benchmark that answers the goal, whatever order they were given in');
  // Faster in the render benchmark, by its gain alone; what only the compile benchmark measures is not ordered.
  const am4 = ALL_PROCESSORS.filter((p) => p.socket === 'AM4');
  const mine = RENDER['ryzen-5-3600']!;
  const byRender = am4.filter((p) => (RENDER[p.id] ?? 0) > mine).sort((a, b) => RENDER[b.id]! - RENDER[a.id]!);
  t.same(
    advice.candidates.map((c) => c.processor.id),
    byRender.map((p) => p.id),
  );
  t.ok(
    advice.unmeasured.some((p) => p.id === 'ryzen-5-5600g'),
    "the 5600G has a compile figure only: not ordered, named as unmeasured in the goal's benchmark",
  );

  const x5700 = advice.candidates.find((c) => c.processor.id === 'ryzen-7-5700x')!;
  t.same(
    x5700.gains.map((g) => [g.benchmark, g.gain]),
    [
      ['compile', 60 / 50 - 1],
      ['render', 210 / 150 - 1],
    ],
    'every shared benchmark, in the order given, compile read as lower-is-better',
  );
  t.equal(x5700.gain, 210 / 150 - 1, "the headline gain is the render benchmark's");
  t.equal(x5700.gainPerDollar, (210 / 150 - 1) / 299);
  const x3d = advice.candidates.find((c) => c.processor.id === 'ryzen-7-5800x3d')!;
  t.same(
    x3d.gains.map((g) => g.benchmark),
    ['render'],
    'a benchmark only one of the two has is left out',
  );
});

t.test('on a given chipset, what it rules out comes after everything that may work, whatever the gain', async (t) => {
  const advice = upgrades(platforms.upgrades(P.i7_6700k, [render], { board: BOARDS.z170 }));
  t.same(
    advice.candidates.map((c) => [c.processor.id, c.fit.status, c.group]),
    [
      ['core-i7-7700k', 'bios-update', 'supported'],
      ['core-i9-9900k', 'unsupported', 'ruled-out'],
      ['core-i7-8700k', 'unsupported', 'ruled-out'],
    ],
  );
  const onB450 = upgrades(platforms.upgrades(P.r5_2600, [render], { chipset: 'b450' }));
  for (const candidate of onB450.candidates.filter((c) => c.processor.generation === 'Ryzen 5000')) {
    t.equal(candidate.fit.status, 'bios-update', candidate.processor.name);
  }
  const onB550 = upgrades(platforms.upgrades(P.r5_1600, [render], { chipset: 'b550' }));
  const statuses = onB550.candidates.map((c) => c.fit.status);
  t.same(
    statuses,
    [...statuses].sort((a, b) => Number(a === 'unsupported') - Number(b === 'unsupported')),
    'usable first',
  );
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

t.test("shipped: the Ryzen 5 3600's upgrades on X570 are AM4 parts faster in Blender, grouped by what X570 takes, best first in each group", async (t) => {
  const catalogue = await shippedCatalogue();
  const owned = catalogue.find('amd', 'ryzen-5-3600')!;
  const figure = (p: Processor) => catalogue.findBenchmark('blender')!.figureOf(p);
  const blender: BenchmarkMeasure = { id: 'blender', higherIsBetter: true, scope: 'multi-thread', answers: true, figureOf: figure };
  const advice = upgrades(catalogue.platforms.upgrades(owned, [blender], { chipset: 'x570' }));
  const mine = figure(owned)!.score;
  const expected = catalogue.processors.filter((p) => p !== owned && p.socket === 'AM4' && (figure(p)?.score ?? 0) > mine && figure(p)!.samples >= 2);
  t.ok(expected.length > 5, `${expected.length} faster AM4 parts`);
  t.same(new Set(advice.candidates.map((c) => c.processor)), new Set(expected));
  // faster ones first, then those about the same; each by group, then best first
  const order = (c: (typeof advice.candidates)[number]) => Number(c.standing === 'too-close') * 10 + FIT_GROUPS.indexOf(c.group);
  advice.candidates.forEach((c, i) => {
    const before = advice.candidates[i - 1];
    if (!before) return;
    const place = order(before) - order(c);
    t.ok(place < 0 || (place === 0 && figure(before.processor)!.score >= figure(c.processor)!.score), `${before.processor.name} before ${c.processor.name}`);
  });
});

t.test('the goal chooses the benchmark: single-thread orders by its own figures, multi-thread by render; a figure on one result orders nothing', async (t) => {
  const multi = upgrades(platforms.upgrades(P.r5_3600, [render, single]));
  t.same([multi.goal, multi.orderedBy, multi.markedBy, multi.mode], ['multi-thread', 'render', 'single', 'gains'], 'multi-thread by default');
  t.notOk(
    multi.candidates.some((c) => c.processor.id === 'ryzen-5-3400g'),
    'slower in render: not called faster, whatever its single-thread figure',
  );

  const one = upgrades(platforms.upgrades(P.r5_3600, [render, single], {}, { goal: 'single-thread' }));
  t.same([one.orderedBy, one.markedBy], ['single', 'render']);
  const mine = SINGLE['ryzen-5-3600']!;
  const apart = (id: string) => separation('higher', { score: SINGLE[id]! }, { score: mine });
  const am4 = ALL_PROCESSORS.filter((p) => p.socket === 'AM4' && p !== P.r5_3600 && SINGLE[p.id] !== undefined);
  const faster = am4.filter((p) => apart(p.id) === 'better');
  const shownFaster = one.candidates.filter((c) => c.standing === 'faster');
  t.same(new Set(shownFaster.map((c) => c.processor.id)), new Set(faster.map((p) => p.id)), 'faster on one thread');
  shownFaster.forEach((c, i) => {
    const before = shownFaster[i - 1];
    if (before && before.group === c.group) t.ok(before.gain! >= c.gain!, `${before.processor.name} before ${c.processor.name}: best first in its group`);
  });
  t.ok(
    faster.some((p) => p.id === 'ryzen-5-3400g'),
    'the 3400G, slower in render, is an answer here',
  );
  t.equal(one.candidates.find((c) => c.processor.id === 'ryzen-5-3400g')?.slowerIn, 'render', 'and marked slower in multi-thread work');
  t.equal(one.candidates.find((c) => c.processor.id === 'ryzen-9-5950x')?.slowerIn, null, 'the 5950X is faster in render: no mark');
  // 102 against 100: higher, but too close to tell
  const x3d = one.candidates.find((c) => c.processor.id === 'ryzen-7-5800x3d')!;
  t.equal(x3d.standing, 'too-close', 'a higher figure too close to tell is about the same');
  t.equal(x3d.gainPerDollar, null, 'and no gain per dollar: it is no upgrade to price');
  t.equal(one.candidates.at(-1), x3d, 'after every faster one');
  t.equal(one.tooClose, 1);
  t.equal(one.total, faster.length + 1);

  // The owner's render figure rests on one result: it shows in the gains, but orders nothing.
  const lonely = measure('render', RENDER, true, 'multi-thread', { 'ryzen-5-3600': 1 });
  const onOne = upgrades(platforms.upgrades(P.r5_3600, [lonely, single]));
  t.equal(onOne.mode, 'own-figures', "no gain without an ordering figure of the owner's");
  t.ok(onOne.candidates.every((c) => c.gain === null && c.standing === 'unknown'));
  t.same(
    onOne.candidates.find((c) => c.processor.id === 'ryzen-9-5950x')?.gains.map((g) => [g.benchmark, g.fromSamples]),
    [
      ['render', 1],
      ['single', 5],
    ],
    'its gain is still shown, with its one result',
  );
});

t.test('the owner has no figure in the goal\'s benchmark: the candidates that have one are listed by their own figure, never "none faster"', async (t) => {
  const without = measure('render', Object.fromEntries(Object.entries(RENDER).filter(([id]) => id !== 'ryzen-5-3600')), true, 'multi-thread');
  const advice = upgrades(platforms.upgrades(P.r5_3600, [without, single]));
  t.equal(advice.mode, 'own-figures');
  const am4 = ALL_PROCESSORS.filter((p) => p.socket === 'AM4' && RENDER[p.id] !== undefined && p !== P.r5_3600);
  t.same(new Set(advice.candidates.map((c) => c.processor.id)), new Set(am4.map((p) => p.id)), 'every one with a render figure, slower ones too');
  t.ok(
    advice.candidates.every((c) => c.figure.score === RENDER[c.processor.id]),
    'each with its own figure',
  );
  advice.candidates.forEach((c, i) => {
    const before = advice.candidates[i - 1];
    if (before && before.group === c.group)
      t.ok(before.figure.score >= c.figure.score, `${before.processor.name} before ${c.processor.name}: best first in its group`);
  });
  t.equal(advice.notFaster, 0, 'none called slower either');
  t.same(advice.candidates.find((c) => c.processor.id === 'ryzen-5-2600')?.slowerIn, 'single', 'the other goal still marks: the 2600 is slower on one thread');
  t.same(advice.candidates.find((c) => c.processor.id === 'ryzen-5-3400g')?.slowerIn, null, 'the 3400G is not');
});

t.test("with a chipset given, the owner's own line is not ruled out by a statement the owner's board contradicts", async (t) => {
  // A second Ryzen 2000 part: B550 is stated not to take the line, yet a 2600 owner's B550 board runs one.
  const r7_2700x = processor({ ...P.r5_2600, id: 'ryzen-7-2700x', name: 'Ryzen 7 2700X' });
  const world = buildPlatforms([...ALL_PROCESSORS, r7_2700x], FILES);
  const figures = measure('render', { ...RENDER, 'ryzen-7-2700x': 130 }, true, 'multi-thread');
  const advice = upgrades(world.upgrades(P.r5_2600, [figures], { chipset: 'b550' }));
  t.equal(advice.ownerRefusedBy?.chipset, 'b550');
  t.same(advice.ownerRefusedBy?.statement.line, { generation: 'Ryzen 2000', codename: null, graphics: null });
  const x2700 = advice.candidates.find((c) => c.processor.id === 'ryzen-7-2700x')!;
  t.same([x2700.group, x2700.fit.caveats.map((k) => k.kind)], ['check-board', ['owner-line']], "same line: check the board's list");
  t.ok(
    advice.candidates.filter((c) => c.processor.generation === 'Ryzen 1000').every((c) => c.group === 'ruled-out'),
    'another line the chipset refuses stays ruled out',
  );
  const places = advice.candidates.map((c) => FIT_GROUPS.indexOf(c.group));
  t.same(
    places,
    [...places].sort((a, b) => a - b),
    "in the groups' order: after those that fit, before those not stated or ruled out",
  );
  // Where the statement speaks of another line than the owner's, nothing changes.
  const onB550 = upgrades(platforms.upgrades(P.r5_1600, [render], { chipset: 'b550' }));
  t.same(
    onB550.candidates.filter((c) => c.processor.generation === 'Ryzen 2000').map((c) => c.group),
    ['ruled-out'],
  );
  t.equal(upgrades(platforms.upgrades(P.r5_3600, [render], { chipset: 'b550' })).ownerRefusedBy, null, 'B550 runs the 3600: no contradiction');
});

t.test('shipped: the Ryzen 7 1700 owner sees the Ryzen 9 5900X above the Athlon 3000G, and no slower Ryzen 5 3400G called faster', async (t) => {
  const catalogue = await shippedCatalogue();
  const owned = catalogue.find('amd', 'ryzen-7-1700')!;
  const advice = upgrades(catalogue.platforms.upgrades(owned, advisorMeasures(catalogue)));
  const blender = catalogue.findBenchmark('blender')!;
  t.equal(blender.info.scope, 'multi-thread');
  t.equal(advice.orderedBy, 'blender', 'ordered by the multi-thread answer');
  const names = advice.candidates.map((c) => c.processor.name);
  const x5900 = advice.candidates.find((c) => c.processor.name === 'Ryzen 9 5900X')!;
  t.ok(x5900, 'the 5900X is suggested');
  t.equal(
    Math.round(x5900.gain! * 100),
    Math.round((blender.figureOf(x5900.processor)!.score / blender.figureOf(owned)!.score - 1) * 100),
    "its gain is Blender's",
  );
  const athlon = catalogue.find('amd', 'athlon-3000g')!;
  const athlonAt = names.indexOf(athlon.name);
  t.ok(athlonAt === -1 || athlonAt > names.indexOf('Ryzen 9 5900X'), 'the Athlon 3000G never ranks above it');
  t.notOk(
    advisorMeasures(catalogue).some((m) => m.id.startsWith('sysbench')),
    "SysBench, a narrow test, is never the advisor's figure: it counts through the index",
  );
  const apu = catalogue.find('amd', 'ryzen-5-3400g')!;
  t.ok(blender.figureOf(apu)!.score < blender.figureOf(owned)!.score, 'the 3400G is slower in Blender');
  t.notOk(
    advice.candidates.some((c) => c.processor === apu),
    'so it is not among the faster ones',
  );
});

t.test('shipped: an i5-6600K owner is never told an 8th- or 9th-gen part fits; the Xeon E3 v5 fits some chipsets', async (t) => {
  const catalogue = await shippedCatalogue();
  const owned = catalogue.find('intel', 'core-i5-6600k')!;
  const advice = upgrades(catalogue.platforms.upgrades(owned, advisorMeasures(catalogue)));
  t.same(advice.weighedOn?.basis, 'stated', 'weighed on the chipsets a source says run the 6600K');
  t.same(new Set(advice.weighedOn?.chipsets), new Set(['z170', 'h170', 'b150', 'h110', 'q170', 'c232', 'c236']));
  const usable = advice.candidates.filter((c) => c.group !== 'ruled-out');
  t.notOk(
    usable.some((c) => c.processor.codename === 'Coffee Lake'),
    'no Coffee Lake part (8th, 9th gen, Xeon E) among those that fit',
  );
  const coffee = advice.candidates.filter((c) => c.processor.codename === 'Coffee Lake');
  t.ok(coffee.length > 10 && coffee.every((c) => c.group === 'ruled-out'), `${coffee.length} Coffee Lake parts, each ruled out with its reason`);
  t.ok(coffee.every((c) => c.fit.caveats.some((k) => k.kind === 'chipset-unsupported' && k.statement?.source.kind === 'vendor-statement')));
  const xeons = advice.candidates.filter((c) => c.processor.generation.startsWith('Xeon E3'));
  t.ok(xeons.length > 0);
  for (const xeon of xeons) {
    t.equal(xeon.group, 'some-chipsets', xeon.processor.name);
    t.same(xeon.fit.caveats.find((k) => k.kind === 'supported')?.chipsets, ['c232', 'c236'], 'the chipsets concerned');
  }
  t.ok(
    advice.candidates.some((c) => c.processor.generation === '7th gen' && c.group === 'bios-update'),
    'a 7th-gen part: after a BIOS update on some boards',
  );
  // Choosing a chipset turns the groups into the answer for it.
  const onC236 = upgrades(catalogue.platforms.upgrades(owned, advisorMeasures(catalogue), { chipset: 'c236' }));
  t.ok(onC236.candidates.filter((c) => c.processor.generation === 'Xeon E3 v5').every((c) => c.group === 'supported'));
});

t.test('a large synthetic socket still answers, and every generated socket is placed', async (t) => {
  const catalogue = await loadCatalogue('fake:20000', root);
  t.same([...catalogue.platforms.unmatchedSocketTexts], []);
  const owned = catalogue.platforms.processorsOn('am5')[0]!;
  const advice = upgrades(catalogue.platforms.upgrades(owned, advisorMeasures(catalogue)));
  // Within each group, best first.
  const first = advice.candidates[0]!;
  const gains = advice.candidates.filter((c) => c.group === first.group && c.standing === first.standing).map((c) => c.gain ?? c.figure.score);
  t.ok(gains.length > 1 && gains.every((gain, index) => gain > 0 && (index === 0 || gains[index - 1]! >= gain)), `${gains.length} candidates, best first`);
  const single = upgrades(catalogue.platforms.upgrades(owned, advisorMeasures(catalogue), {}, { goal: 'single-thread' }));
  t.equal(single.orderedBy, 'single-thread-index', 'the synthetic catalogue answers the single-thread goal too');
});
