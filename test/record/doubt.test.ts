import t from 'tap';
import { DOUBT_FACTOR, FEW_RESULTS, doubtsOf, eachDoubt, type DoubtFacts, type DoubtRule, type FigureToCheck } from '../../src/record/doubt.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';

/**
 * The doubt rule: two figures disagree when a sibling (same vendor and design) that should be no
 * faster on paper does DOUBT_FACTOR times better; the one on fewer results is doubted, the lower
 * one on equal counts, and a doubted figure casts no doubt itself. Each case changes one fact of a
 * pair and says whether, and which way, the pair contradicts.
 */
const MULTI: DoubtRule = { direction: 'higher', scope: 'multi-thread', rankedSamples: 3 };
const SINGLE: DoubtRule = { direction: 'higher', scope: 'single-thread', rankedSamples: 2 };
const part = (id: string, facts: Partial<DoubtFacts> = {}): DoubtFacts => ({
  vendor: 'amd',
  id,
  generation: 'EPYC 9004',
  microarchitecture: 'Zen 4',
  codename: 'Genoa',
  cores: 96,
  threads: 192,
  tdpW: 360,
  boostClockGHz: 3.7,
  memory: { channels: 12 },
  ...facts,
});
const figure = (processor: DoubtFacts, score: number, samples = 10): FigureToCheck => ({ processor, score, samples });
const flagged = (figures: FigureToCheck[], rule = MULTI) => Object.fromEntries(doubtsOf(figures, rule));

/** Ice Lake and Comet Lake U parts as their records state them: 4 cores, 8 threads, 15 W, two channels. */
const iceLake = (id: string, boostClockGHz: number) =>
  part(id, {
    vendor: 'intel',
    generation: '10th Generation Intel Core i5 Processors',
    microarchitecture: null,
    codename: 'Ice Lake',
    cores: 4,
    threads: 8,
    tdpW: 15,
    boostClockGHz,
    memory: { channels: 2 },
  });
const cometLake = (id: string) => ({ ...iceLake(id, 4.9), codename: 'Comet Lake' });

t.test('siblings that disagree: the figure on fewer results is doubted, whichever side it is on', async (t) => {
  // Blender: the i5-1035G1 on 44 submissions and the i7-1065G7 on 19 against the i5-1035G4 on 4.
  const icelake = [
    figure(iceLake('core-i5-1035g1', 3.6), 38.488, 44),
    figure(iceLake('core-i7-1065g7', 3.9), 37.96, 19),
    figure(iceLake('core-i5-1035g4', 3.7), 66.834, 4),
  ];
  t.same(
    flagged(icelake),
    {
      'intel:core-i5-1035g4': { cause: 'few-samples', side: 'above', sibling: 'intel:core-i7-1065g7', ratio: 1.76 },
    },
    'the 4-result figure above its siblings is doubted, not the two below it',
  );
  // The i5-10210U on 13 and the i7-10510U on 10 against the i7-10610U on 4.
  const cometlake = [
    figure(cometLake('core-i5-10210u'), 36.189, 13),
    figure(cometLake('core-i7-10510u'), 37.883, 10),
    figure(cometLake('core-i7-10610u'), 62.743, 4),
  ];
  t.same(Object.keys(flagged(cometlake)), ['intel:core-i7-10610u']);
  t.equal(flagged(cometlake)['intel:core-i7-10610u']!.sibling, 'intel:core-i5-10210u', 'the sibling named is the one it contradicts most');
  // The same pair the other way round: the lower figure on fewer results is the doubted one.
  t.same(flagged([figure(cometLake('a'), 36, 4), figure(cometLake('b'), 63, 13)]), {
    'intel:a': { cause: 'few-samples', side: 'below', sibling: 'intel:b', ratio: 1.75 },
  });
});

t.test('across the TDP variants and lines of one design: EPYC 7543P and 74F3 against the Threadripper PRO 5000 parts', async (t) => {
  const zen3 = (id: string, generation: string, codename: string, cores: number, tdpW: number) =>
    part(id, { generation, codename, microarchitecture: 'Zen 3', cores, threads: cores * 2, tdpW, memory: { channels: 8 } });
  const figures = [
    figure(zen3('epyc-7543p', 'EPYC 7003', 'Milan', 32, 225), 74.059, 4),
    figure(zen3('epyc-74f3', 'EPYC 7003', 'Milan', 24, 240), 116.365, 3),
    figure(zen3('ryzen-threadripper-pro-5975wx', 'Ryzen Threadripper PRO 5000 WX', 'Chagall PRO', 32, 280), 744.405, 6),
    figure(zen3('ryzen-threadripper-pro-5955wx', 'Ryzen Threadripper PRO 5000 WX', 'Chagall PRO', 16, 280), 412.157, 8),
  ];
  const doubts = flagged(figures);
  t.same(Object.keys(doubts).sort(), ['amd:epyc-74f3', 'amd:epyc-7543p'], 'both EPYC figures are doubted, neither Threadripper');
  t.match(
    doubts['amd:epyc-7543p'],
    { side: 'below', sibling: 'amd:ryzen-threadripper-pro-5975wx', ratio: 10.05 },
    'the same cores at a higher TDP: a sibling all the same',
  );
  t.match(doubts['amd:epyc-74f3'], { side: 'below', sibling: 'amd:ryzen-threadripper-pro-5955wx' }, 'fewer cores at a higher TDP, 3.5 times better');
});

t.test('a higher TDP allows its part more, by the square root of the ratio of the TDPs', async (t) => {
  const laptop = part('u', { cores: 8, threads: 16, tdpW: 15, memory: { channels: 2 } });
  const bigger = part('h', { cores: 8, threads: 16, tdpW: 45, memory: { channels: 2 } });
  const allowed = DOUBT_FACTOR * Math.sqrt(3);
  t.same(flagged([figure(laptop, 100), figure(bigger, 100 * allowed - 0.1)]), {}, 'three times the TDP: up to 2.6 times faster is no contradiction');
  t.same(Object.keys(flagged([figure(laptop, 100), figure(bigger, 100 * allowed + 0.1)])), ['amd:u'], 'beyond it, the figure below is doubted');
  t.same(
    Object.keys(flagged([figure(bigger, 100), figure(laptop, 100 * DOUBT_FACTOR)])),
    ['amd:h'],
    'a lower TDP allows nothing: the bigger part below the smaller is doubted',
  );
});

t.test('no doubt where the sibling might rightly be faster, or the gap is small', async (t) => {
  const p = part('a');
  const cases: [string, DoubtFacts, number, number?][] = [
    ['more cores', part('b', { cores: 128 }), 1000],
    ['more threads (Hyper-Threading on the same cores)', part('b', { threads: 384 }), 1000],
    ['more memory channels', part('b', { cores: 64, threads: 128, memory: { channels: 24 } }), 1000],
    ['another microarchitecture', part('b', { microarchitecture: 'Zen 5' }), 1000],
    ['another vendor', part('b', { vendor: 'intel' }), 1000],
    ['just under the factor', part('b', { cores: 64 }), 100 * DOUBT_FACTOR - 0.01],
    ['an unknown TDP', part('b', { tdpW: null }), 1000],
  ];
  for (const [what, sibling, score, samples] of cases) t.same(flagged([figure(p, 100), figure(sibling, score, samples)]), {}, what);
  t.same(flagged([figure(p, 100), figure(part('b'), 100)]), {}, 'equal figures never contradict');
  t.same(
    Object.keys(flagged([figure(p, 100), figure(part('b', { cores: 64 }), 1000, 2)])),
    ['amd:b'],
    'a sibling on too few results to rank casts no doubt: it is the one doubted',
  );
  t.same(Object.keys(flagged([figure(p, 100), figure(part('b', { cores: 64 }), 100 * DOUBT_FACTOR)])), ['amd:a'], 'at the factor: doubtful');
  t.same(
    Object.keys(flagged([figure(p, 100), figure(part('b', { cores: 64, generation: 'EPYC 9005' }), 1000)])),
    ['amd:a'],
    'another line of the same design: a sibling',
  );
  t.same(
    Object.keys(flagged([figure(p, 100), figure(part('b', { cores: 64, memory: { channels: null } }), 1000)])),
    ['amd:a'],
    'channels one record does not state are not compared',
  );
});

t.test('weighing the evidence: equal counts, steady medians, and doubted figures casting none', async (t) => {
  const strong = part('strong');
  const weak = part('weak', { cores: 64, threads: 128 });
  t.same(Object.keys(flagged([figure(strong, 100, 6), figure(weak, 200, 6)])), ['amd:strong'], 'equal counts: the lower figure is doubted');
  t.same(
    flagged([figure(strong, 100, 4), figure(weak, 200, 3)]),
    {},
    'more results below, but fewer than 5: too few to doubt the higher one, and the lower one has more',
  );
  t.same(
    flagged([figure(strong, 100, FEW_RESULTS), figure(weak, 200, 3)]),
    {
      'amd:weak': { cause: 'few-samples', side: 'above', sibling: 'amd:strong', ratio: 2 },
    },
    'a steady median below doubts the higher one on fewer results',
  );
  t.same(
    flagged([figure(strong, 100, 20), figure(weak, 200, 8)])['amd:weak']?.cause,
    'above-rating',
    'on 5 results or more, the likely cause is a run above the rating',
  );
  // A laptop part on 6 results far below a desktop sibling on 40 (SysBench: an i7-10875H and an
  // i7-10700K) is doubted first, so the one-result parts it outnumbers keep their figures undoubted.
  const clocked = (id: string, boostClockGHz: number) => part(id, { boostClockGHz });
  const figures = [
    figure(clocked('outlier', 5.1), 879, 6),
    figure(clocked('desktop', 5.1), 1644, 40),
    figure(clocked('one', 5.0), 1446, 1),
    figure(clocked('other', 5.0), 1458, 1),
  ];
  t.same(Object.keys(flagged(figures, SINGLE)), ['amd:outlier']);
  t.same(
    Object.keys(
      flagged(
        figures.filter((entry) => entry.processor.id !== 'desktop'),
        SINGLE,
      ),
    ).sort(),
    ['amd:one', 'amd:other'],
    'without the desktop, the steady outlier is taken at its word',
  );
});

t.test('single-thread: a sibling with no higher boost clock; cores and TDP do not count', async (t) => {
  const slow = part('laptop', { boostClockGHz: 4.5, cores: 8, threads: 16, tdpW: 15 });
  t.same(flagged([figure(slow, 1000, 1), figure(part('desktop', { boostClockGHz: 4.4, cores: 6, threads: 12, tdpW: 65 }), 2000, 2)], SINGLE), {
    'amd:laptop': { cause: 'few-samples', side: 'below', sibling: 'amd:desktop', ratio: 2 },
  });
  t.same(flagged([figure(slow, 1000, 6), figure(part('desktop', { boostClockGHz: 4.4 }), 2000, 6)], SINGLE)['amd:laptop']?.cause, 'reduced-clock');
  t.same(flagged([figure(slow, 1000, 1), figure(part('desktop', { boostClockGHz: 5.0 }), 2000, 2)], SINGLE), {}, 'a higher clock may be why');
  t.same(flagged([figure(slow, 1000, 1), figure(part('desktop', { boostClockGHz: null }), 2000, 2)], SINGLE), {}, 'no clock, no comparison');
});

t.test('lower is better: the rule turns round', async (t) => {
  const rule: DoubtRule = { ...MULTI, direction: 'lower' };
  t.same(Object.keys(flagged([figure(part('a'), 30), figure(part('b', { cores: 64 }), 10)], rule)), ['amd:a'], '30 s against 10 s for a smaller part');
  t.same(flagged([figure(part('a'), 10), figure(part('b', { cores: 64 }), 30)], rule), {});
});

t.test('the shipped figures: the doubt falls on the figure with fewer results', async (t) => {
  const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
  const blender = catalogue.findBenchmark('blender')!;
  const doubtOf = (key: string) => {
    const [vendor, id] = key.split(':') as ['amd' | 'intel', string];
    return blender.figureOf({ vendor, id })?.doubt ?? null;
  };
  for (const key of [
    'intel:core-i5-1035g4',
    'intel:core-i7-10610u',
    'amd:epyc-7543p',
    'amd:epyc-74f3',
    'amd:epyc-9684x',
    'amd:ryzen-threadripper-pro-7985wx',
  ]) {
    t.ok(doubtOf(key), `${key} is doubtful: ${JSON.stringify(doubtOf(key))}`);
  }
  for (const key of [
    'intel:core-i5-1035g1',
    'intel:core-i7-1065g7',
    'intel:core-i5-10210u',
    'intel:core-i7-10510u',
    'amd:ryzen-threadripper-7980x',
    'amd:ryzen-threadripper-pro-5975wx',
  ]) {
    t.equal(doubtOf(key), null, `${key} is not`);
  }
});

t.test('eachDoubt hands back the very figures doubtsOf names, each with the same doubt', async (t) => {
  const figures = [figure(part('epyc-9684x'), 100), figure(part('epyc-9554', { cores: 64, threads: 128 }), 60), figure(part('epyc-9654'), 200)];
  const visited: [FigureToCheck, unknown][] = [];
  eachDoubt(figures, MULTI, (doubtful, doubt) => visited.push([doubtful, doubt]));
  const byKey = doubtsOf(figures, MULTI);
  t.ok(byKey.size > 0, 'the case has doubts to hand back');
  t.same(
    visited.map(([doubtful]) => `${doubtful.processor.vendor}:${doubtful.processor.id}`),
    [...byKey.keys()],
  );
  t.ok(
    visited.every(([doubtful]) => figures.includes(doubtful)),
    'the figures given, not copies',
  );
  t.same(
    visited.map(([, doubt]) => doubt),
    [...byKey.values()],
  );
});

t.test('the answer does not depend on the order the figures come in', async (t) => {
  const figures = [
    figure(part('a'), 100, 12),
    figure(part('b', { cores: 64, threads: 128 }), 170, 4),
    figure(part('c', { cores: 48, threads: 96 }), 260, 9),
    figure(part('d', { tdpW: 280 }), 40, 2),
    figure(part('e', { cores: 32, threads: 64 }), 150, 6),
  ];
  const forward = flagged(figures);
  t.ok(Object.keys(forward).length >= 2, 'the case has doubts');
  t.same(flagged([...figures].reverse()), forward);
});
