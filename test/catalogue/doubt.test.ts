import t from 'tap';
import { DOUBT_FACTOR, FEW_RESULTS, doubtsOf, eachDoubt, type DoubtFacts, type DoubtRule, type FigureToCheck } from '../../src/catalogue/doubt.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';

/**
 * The doubt rule: a figure is doubtful when a sibling of its line that should be no faster on
 * paper does DOUBT_FACTOR times better. Each case changes one fact of a pair and says whether the
 * pair still contradicts.
 */
const MULTI: DoubtRule = { direction: 'higher', scope: 'multi-thread', rankedSamples: 3 };
const SINGLE: DoubtRule = { direction: 'higher', scope: 'single-thread', rankedSamples: 2 };
const part = (id: string, facts: Partial<DoubtFacts> = {}): DoubtFacts => ({
  vendor: 'amd', id, generation: 'EPYC 9004', microarchitecture: 'Zen 4', codename: 'Genoa', cores: 96, threads: 192, tdpW: 360, boostClockGHz: 3.7, ...facts,
});
const figure = (processor: DoubtFacts, score: number, samples = 10): FigureToCheck => ({ processor, score, samples });
const flagged = (figures: FigureToCheck[], rule = MULTI) => Object.fromEntries(doubtsOf(figures, rule));

t.test('far below a sibling with no more cores, threads or power: doubtful, with the sibling and the ratio', async (t) => {
  const big = part('epyc-9684x', { tdpW: 400 });
  t.same(flagged([figure(big, 118.633, 9), figure(part('epyc-9654'), 2016.677)]), {
    'amd:epyc-9684x': { cause: 'part-of-cores', sibling: 'amd:epyc-9654', ratio: 17 },
  });
  t.same(flagged([figure(big, 100, FEW_RESULTS - 1), figure(part('epyc-9654'), 200)])['amd:epyc-9684x']?.cause, 'few-samples', 'on fewer than 5 results the likely cause is the few results');
  const fewer = part('epyc-9554', { cores: 64, threads: 128 });
  t.same(Object.keys(flagged([figure(big, 100), figure(fewer, 150), figure(part('epyc-9654'), 160)])), ['amd:epyc-9684x'], 'the sibling doing best is named');
  t.equal(flagged([figure(big, 100), figure(fewer, 150), figure(part('epyc-9654'), 160)])['amd:epyc-9684x']!.sibling, 'amd:epyc-9654');
});

t.test('no doubt where the sibling might rightly be faster, or the gap is small', async (t) => {
  const p = part('a');
  const cases: [string, DoubtFacts, number, number?][] = [
    ['more cores', part('b', { cores: 128 }), 1000],
    ['more threads (Hyper-Threading on the same cores)', part('b', { threads: 384 }), 1000],
    ['a higher TDP', part('b', { tdpW: 400 }), 1000],
    ['another line', part('b', { generation: 'EPYC 9005' }), 1000],
    ['another microarchitecture in one generation label', part('b', { microarchitecture: 'Zen 5' }), 1000],
    ['another vendor', part('b', { vendor: 'intel' }), 1000],
    ['just under the factor', part('b', { cores: 64 }), 100 * DOUBT_FACTOR - 0.01],
    ['a sibling on too few results to rank', part('b', { cores: 64 }), 1000, 2],
    ['an unknown TDP', part('b', { tdpW: null }), 1000],
  ];
  for (const [what, sibling, score, samples] of cases) t.same(flagged([figure(p, 100), figure(sibling, score, samples)]), {}, what);
  t.same(flagged([figure(p, 100), figure(part('b'), 100)]), {}, 'equal figures never contradict');
  t.same(Object.keys(flagged([figure(p, 100), figure(part('b', { cores: 64 }), 100 * DOUBT_FACTOR)])), ['amd:a'], 'at the factor: doubtful');
});

t.test('single-thread: a sibling with no higher boost clock; cores do not count', async (t) => {
  const slow = part('laptop', { boostClockGHz: 4.5, cores: 8, threads: 16 });
  t.same(flagged([figure(slow, 1000, 1), figure(part('desktop', { boostClockGHz: 4.4, cores: 6, threads: 12, tdpW: 65 }), 2000, 2)], SINGLE), {
    'amd:laptop': { cause: 'few-samples', sibling: 'amd:desktop', ratio: 2 },
  });
  t.same(flagged([figure(slow, 1000, 6), figure(part('desktop', { boostClockGHz: 4.4 }), 2000, 2)], SINGLE)['amd:laptop']?.cause, 'reduced-clock');
  t.same(flagged([figure(slow, 1000, 1), figure(part('desktop', { boostClockGHz: 5.0 }), 2000, 2)], SINGLE), {}, 'a higher clock may be why');
  t.same(flagged([figure(slow, 1000, 1), figure(part('desktop', { boostClockGHz: null }), 2000, 2)], SINGLE), {}, 'no clock, no comparison');
});

t.test('lower is better: the rule turns round', async (t) => {
  const rule: DoubtRule = { ...MULTI, direction: 'lower' };
  t.same(Object.keys(flagged([figure(part('a'), 30), figure(part('b', { cores: 64 }), 10)], rule)), ['amd:a'], '30 s against 10 s for a smaller part');
  t.same(flagged([figure(part('a'), 10), figure(part('b', { cores: 64 }), 30)], rule), {});
});

t.test('the shipped figures: the contradictions that prompted the rule are flagged and not ranked', async (t) => {
  const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
  const blender = catalogue.findBenchmark('blender')!;
  for (const id of ['epyc-9684x', 'ryzen-threadripper-pro-7985wx']) {
    const figure = blender.figureOf({ vendor: 'amd', id });
    t.ok(figure?.doubt, `amd:${id} is doubtful: ${JSON.stringify(figure?.doubt)}`);
    t.equal(figure?.ranked, false);
  }
  t.equal(blender.figureOf({ vendor: 'amd', id: 'ryzen-threadripper-7980x' })?.doubt, null, 'the 7980X beside it is not flagged');
});

t.test('eachDoubt hands back the very figures doubtsOf names, each with the same doubt', async (t) => {
  const figures = [figure(part('epyc-9684x'), 100), figure(part('epyc-9554', { cores: 64, threads: 128 }), 60), figure(part('epyc-9654'), 200)];
  const visited: [FigureToCheck, unknown][] = [];
  eachDoubt(figures, MULTI, (doubtful, doubt) => visited.push([doubtful, doubt]));
  const byKey = doubtsOf(figures, MULTI);
  t.ok(byKey.size > 0, 'the case has doubts to hand back');
  t.same(visited.map(([doubtful]) => `${doubtful.processor.vendor}:${doubtful.processor.id}`), [...byKey.keys()]);
  t.ok(visited.every(([doubtful]) => figures.includes(doubtful)), 'the figures given, not copies');
  t.same(visited.map(([, doubt]) => doubt), [...byKey.values()]);
});
