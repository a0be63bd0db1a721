import { fileURLToPath } from 'node:url';
import t from 'tap';
import { loadCatalogue } from '../../../src/catalogue/load.js';
import { buildPlatforms, type UpgradeAdvice } from '../../../src/catalogue/platforms/platforms.js';
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

/** a render benchmark (higher is better) and a compile time in seconds (lower is better) */
const RENDER: Record<string, number> = {
  'ryzen-5-1600': 100, 'ryzen-5-2600': 115, 'ryzen-5-3400g': 80, 'ryzen-5-3600': 150,
  'ryzen-7-5700x': 210, 'ryzen-7-5800x3d': 220, 'ryzen-9-5950x': 400,
  'core-i7-6700k': 100, 'core-i7-7700k': 110, 'core-i7-8700k': 150, 'core-i9-9900k': 190,
};
const COMPILE_SECONDS: Record<string, number> = {
  'ryzen-5-3600': 60, 'ryzen-7-5700x': 50, 'ryzen-9-5950x': 20, 'ryzen-5-2600': 75, 'ryzen-5-5600g': 40,
};
const measure = (id: string, figures: Record<string, number>, higherIsBetter: boolean): BenchmarkMeasure =>
  ({ id, higherIsBetter, figureOf: (p: Processor) => figures[p.id] ?? null });
const render = measure('render', RENDER, true);
const compile = measure('compile', COMPILE_SECONDS, false);

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
  t.same(best.gains, [{ benchmark: 'render', from: 150, to: 400, gain: 400 / 150 - 1 }]);
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
  t.same(advice.candidates.map((c) => [c.processor.id, c.fit.status]), [
    ['core-i7-7700k', 'not-stated'],
    ['core-i9-9900k', 'unsupported'],
    ['core-i7-8700k', 'unsupported'],
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

t.test('shipped: the Ryzen 5 3600\'s upgrades are AM4 parts faster in Blender, best first', async (t) => {
  const catalogue = await loadCatalogue(undefined, root);
  const owned = catalogue.find('amd', 'ryzen-5-3600')!;
  const blender: BenchmarkMeasure = { id: 'blender', higherIsBetter: true, figureOf: (p) => catalogue.findBenchmark('blender')!.figureOf(p)?.score ?? null };
  const advice = upgrades(catalogue.platforms.upgrades(owned, [blender]));
  const mine = catalogue.findBenchmark('blender')!.figureOf(owned)!.score;
  const expected = catalogue.processors
    .filter((p) => p !== owned && p.socket === 'AM4' && (catalogue.findBenchmark('blender')!.figureOf(p)?.score ?? 0) > mine)
    .sort((a, b) => catalogue.findBenchmark('blender')!.figureOf(b)!.score - catalogue.findBenchmark('blender')!.figureOf(a)!.score)
    .map((p) => p.id);
  t.ok(expected.length > 5, `${expected.length} faster AM4 parts`);
  t.same(advice.candidates.map((c) => c.processor.id), expected);
});

t.test('a large synthetic socket still answers, and every generated socket is placed', async (t) => {
  const catalogue = await loadCatalogue('fake:20000', root);
  t.same([...catalogue.platforms.unmatchedSocketTexts], []);
  const owned = catalogue.platforms.processorsOn('am5')[0]!;
  const blender: BenchmarkMeasure = { id: 'blender', higherIsBetter: true, figureOf: (p) => catalogue.findBenchmark('blender')!.figureOf(p)?.score ?? null };
  const advice = upgrades(catalogue.platforms.upgrades(owned, [blender]));
  const gains = advice.candidates.map((c) => c.gain);
  t.ok(gains.every((gain, index) => gain > 0 && (index === 0 || gains[index - 1]! >= gain)), `${gains.length} candidates, best first`);
});
