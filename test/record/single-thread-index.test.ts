import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from '../../src/config.js';
import { SINGLE_THREAD_INDEX } from '../../src/record/benchmarks/list.js';
import { loadShippedProcessors } from '../../src/record/shipped-records.js';
import { processorKey } from '../../src/shared/processor.js';
import {
  INDEX_BASE,
  MINIMUM_TESTS,
  RANGE_WIDTH,
  REFERENCE_MINIMUM,
  computeIndex,
  sharesIndexScale,
  type IndexTest,
} from '../../src/record/single-thread-index.js';

/**
 * The single-thread index on fixtures small enough to check by hand: tests of different units and
 * spreads put on one scale by the processors ranked in all of them, every result weighing the same,
 * only figures that rank in their own test entering, an index only on two tests or more, and each
 * index's range: as wide as its mix of tests strays from all of them, wider where its own tests
 * disagree.
 */
type Figure = { score: number; samples: number; doubtful?: boolean };
const test = (id: string, figures: Record<string, Figure>, rankedSamples = 2, direction: 'higher' | 'lower' = 'higher'): IndexTest<string> => ({
  id,
  direction,
  rankedSamples,
  figures: new Map(Object.entries(figures).map(([key, figure]) => [key, { doubtful: false, ...figure }])),
});

// Ten reference processors r0…r9: in "wide" a figure of 100·4^x, in "narrow" 10·2^x, for x from -1
// to 1: the same order, but "wide" spreads twice as far (in logarithms) as "narrow".
const xs = Array.from({ length: REFERENCE_MINIMUM }, (_, i) => -1 + (2 * i) / (REFERENCE_MINIMUM - 1));
const reference = (scale: number, base: number, lean: (i: number) => number = () => 0) =>
  Object.fromEntries(xs.map((x, i) => [`r${i}`, { score: scale * base ** (x + lean(i)), samples: 3 }]));
const wide = (extra: Record<string, Figure> = {}) => test('wide', { ...reference(100, 4), ...extra });
const narrow = (extra: Record<string, Figure> = {}) => test('narrow', { ...reference(10, 2), ...extra });

// A third test of the reference processors alone (as "narrow"): a processor measured in wide and narrow
// only is then not part of the reference set, whose scales stay those above.
const anchor = () => test('anchor', reference(10, 2));
/** The index of a standing of `steps` reference steps, on wide, narrow and anchor's mean spread ((ln 4 + 2 ln 2) / 3 per step). */
const indexAt = (steps: number) => Math.round(100 * 2 ** ((4 / 3) * steps) * 100) / 100;

const indexOf = (result: ReturnType<typeof computeIndex<string>>, key: string) => {
  if (result.kind !== 'index') throw new Error(result.reason);
  return result.figures.find((figure) => figure.processor === key);
};

t.test("the reference set sets each test's scale: its geometric mean reads 100, whatever the unit", async (t) => {
  const result = computeIndex([wide(), narrow()]);
  if (result.kind !== 'index') throw new Error(result.reason);
  t.equal(result.reference, REFERENCE_MINIMUM);
  t.equal(result.scales.wide!.mean, 100, 'the geometric mean of 100·4^x over x symmetric about 0');
  t.equal(result.scales.narrow!.mean, 10);
  t.ok(Math.abs(result.scales.wide!.spread / result.scales.narrow!.spread - 2) < 1e-3, 'wide spreads twice as far as narrow');
  // The reference set's middle processor in both tests: the typical processor, 100.
  t.equal(indexOf(computeIndex([wide({ mid: { score: 100, samples: 2 } }), narrow({ mid: { score: 10, samples: 2 } })]), 'mid')!.score, INDEX_BASE);
});

t.test('tests of different spreads are put on one scale: one standing reads the same from either test', async (t) => {
  // A processor one reference step up in both tests: 4^x in wide, 2^x in narrow: one standing, read alike from each.
  const x = xs[7]!;
  const figure = indexOf(computeIndex([wide({ p: { score: 100 * 4 ** x, samples: 2 } }), narrow({ p: { score: 10 * 2 ** x, samples: 2 } }), anchor()]), 'p')!;
  t.same(figure.tests, ['wide', 'narrow']);
  // Without the spreads, the wide test would have read it 2^x times as high as the narrow one.
  t.equal(figure.score, indexAt(x), 'the index spreads as the tests do on average');
  t.ok(figure.score > INDEX_BASE, 'above the typical processor');
});

t.test('every result weighs the same: a figure on three results counts three times', async (t) => {
  const up = { score: 100 * 4 ** xs[9]!, samples: 3 };
  const down = { score: 10 * 2 ** xs[0]!, samples: 2 };
  const figure = indexOf(computeIndex([wide({ p: up }), narrow({ p: down }), anchor()]), 'p')!;
  t.equal(figure.samples, 5, "its results: the sum of its figures' results");
  // Standings of the top and the bottom reference processor's, the first weighing 3 and the second 2: a mean of 0.2 steps up.
  t.equal(figure.score, indexAt(0.2));
});

t.test('only a figure that ranks in its own test enters, and an index needs two tests', async (t) => {
  const result = computeIndex([
    wide({ p: { score: 100, samples: 5, doubtful: true }, q: { score: 100, samples: 1 }, s: { score: 100, samples: 2 } }),
    narrow({ p: { score: 10, samples: 2 }, q: { score: 10, samples: 2 }, s: { score: 10, samples: 2 } }),
  ]);
  t.equal(MINIMUM_TESTS, 2);
  t.equal(indexOf(result, 'p'), undefined, 'a doubtful figure is left out, and one test is left: no index');
  t.equal(indexOf(result, 'q'), undefined, 'a figure on one result does not rank in its own test, and does not enter');
  t.same(indexOf(result, 's')!.tests, ['wide', 'narrow']);
});

t.test('a processor whose tests do not share the scale gets no index and is not in the reference set', async (t) => {
  const arm = (key: string) => key.startsWith('arm');
  const result = computeIndex([wide({ arm1: { score: 400, samples: 3 } }), narrow({ arm1: { score: 5, samples: 3 } })], (key) => !arm(key));
  t.equal(indexOf(result, 'arm1'), undefined);
  t.equal(
    indexOf(computeIndex([wide({ arm1: { score: 400, samples: 3 } }), narrow({ arm1: { score: 5, samples: 3 } })]), 'arm1')!.tests.length,
    2,
    'the same figures of a processor that shares it: an index',
  );
  t.ok(sharesIndexScale({ vendor: 'amd', isa: undefined, family: 'Ryzen 7' }), 'x86 shares it');
  t.notOk(sharesIndexScale({ vendor: 'apple', isa: undefined, family: 'M' }), 'Arm does not');
  t.notOk(sharesIndexScale({ vendor: 'loongson', isa: undefined, family: '3A6000' }), 'LoongArch does not');
});

t.test('lower is better: a time is read the other way round', async (t) => {
  const seconds = test(
    'seconds',
    { ...Object.fromEntries(xs.map((x, i) => [`r${i}`, { score: 50 / 3 ** x, samples: 3 }])), p: { score: 50 / 3 ** xs[9]!, samples: 2 } },
    2,
    'lower',
  );
  const fast = indexOf(computeIndex([wide({ p: { score: 100 * 4 ** xs[9]!, samples: 2 } }), seconds]), 'p')!;
  t.ok(fast.score > INDEX_BASE, `fewer seconds than the reference set's typical processor: a higher index (${fast.score})`);
});

t.test('the range: as wide as an index of its mix of tests strays from one of all tests', async (t) => {
  // Three tests that lean: "even" follows the reference order; "odd" favours the odd-numbered processors by a
  // quarter step, "third" every third one by a fifth. An index of fewer tests strays from the index of all three.
  const even = test('even', { ...reference(100, 4), p: { score: 100 * 4 ** 0.5, samples: 2 }, q: { score: 100 * 4 ** 0.5, samples: 2 } });
  const odd = test('odd', { ...reference(10, 2, (i) => (i % 2 ? 0.25 : 0)), p: { score: 10 * 2 ** 0.5, samples: 2 }, q: { score: 10 * 2 ** 1.5, samples: 2 } });
  const third = test('third', { ...reference(1000, 3, (i) => (i % 3 ? 0 : 0.2)), p: { score: 1000 * 3 ** 0.5, samples: 2 } });
  const result = computeIndex([even, odd, third]);
  if (result.kind !== 'index') throw new Error(result.reason);
  const u = result.uncertainties;
  t.ok(u['even+odd+third']! < u['even+odd']! && u['even+odd+third']! < u['odd+third']!, `all three tests are the surest: ${JSON.stringify(u)}`);
  t.ok(u['even']! > u['even+odd']!, 'one test alone strays further than two');
  const p = indexOf(result, 'p')!;
  t.ok(p.low < p.score && p.score < p.high, `the range holds the figure: ${p.low}–${p.score}–${p.high}`);
  const meanSpread = (result.scales.even!.spread + result.scales.odd!.spread + result.scales.third!.spread) / 3;
  t.ok(
    Math.abs(Math.log(p.high / p.score) - meanSpread * RANGE_WIDTH * u['even+odd+third']!) < 0.01,
    `${RANGE_WIDTH} uncertainties either side, for tests that agree about it`,
  );
  // q's two tests put it a whole step apart: its range is wider than its mix's usual.
  const q = indexOf(result, 'q')!;
  t.ok(Math.log(q.high / q.score) > meanSpread * RANGE_WIDTH * u['even+odd']! * 1.5, `tests that disagree about it widen its range: ${q.low}–${q.high}`);
});

t.test('too few processors in every test, and the tests cannot be put on one scale: refused, saying why', async (t) => {
  const few = test('few', { r0: { score: 1, samples: 5 }, r1: { score: 2, samples: 5 } });
  t.match(computeIndex([wide(), few]), { kind: 'refused', reason: /only 2 processors have a ranked figure in every test \(wide, few\); the index needs 10/ });
  t.match(
    computeIndex([wide(), test('thin', reference(10, 2), 4)]),
    { kind: 'refused' },
    'figures on too few results to rank are not part of the reference set',
  );
  t.match(computeIndex([]), { kind: 'refused' });
});

t.test('the same figures in any order give the same index', async (t) => {
  const tests = [wide({ p: { score: 300, samples: 2 }, q: { score: 50, samples: 3 } }), narrow({ p: { score: 12, samples: 2 }, q: { score: 9, samples: 2 } })];
  const a = computeIndex(tests);
  const b = computeIndex(tests.map((entry) => ({ ...entry, figures: new Map([...entry.figures].reverse()) })));
  if (a.kind !== 'index' || b.kind !== 'index') throw new Error('refused');
  const byKey = (result: typeof a) => Object.fromEntries(result.figures.map((figure) => [figure.processor, [figure.score, figure.low, figure.high]]));
  t.same(byKey(b), byKey(a));
});

t.test('the shipped index is what computeIndex makes of the shipped test figures, ranges and uncertainties included', async (t) => {
  // The importer writes data/scores/single-thread-index.json with this function (`--check` proves
  // it); made again here from hardinfo2's file, every figure's range and the uncertainty of every
  // mix of tests must come out the same, to the last digit written.
  const readScores = (name: string) => JSON.parse(readFileSync(join(readConfig({}).rootDir, 'data/scores', name), 'utf8'));
  const hardinfo2 = readScores('hardinfo2.json');
  const shipped = readScores('single-thread-index.json').benchmarks['single-thread-index'];
  const processors = new Map((await loadShippedProcessors(readConfig({}).rootDir)).map((p) => [processorKey(p), p]));
  const tests = SINGLE_THREAD_INDEX.derivedFrom!.map(({ benchmark }) => ({
    id: benchmark.id,
    direction: benchmark.direction,
    rankedSamples: benchmark.rankedSamples,
    figures: new Map(
      Object.entries(hardinfo2.benchmarks[benchmark.id].figures as Record<string, { score: number; samples: number; doubt?: unknown }>).map(([key, figure]) => [
        key,
        { score: figure.score, samples: figure.samples, doubtful: figure.doubt !== undefined },
      ]),
    ),
  }));
  const result = computeIndex(tests, (key) => processors.has(key) && sharesIndexScale(processors.get(key)!));
  if (result.kind !== 'index') return t.fail(result.reason);
  t.same(result.uncertainties, shipped.reference.uncertainties);
  t.ok(result.figures.length > 100, `${result.figures.length} figures`);
  t.same(
    Object.fromEntries(result.figures.map(({ processor, score, samples, tests, low, high }) => [processor, { score, samples, tests, low, high }])),
    shipped.figures,
  );
});
