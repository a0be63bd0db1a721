import t from 'tap';
import { INDEX_BASE, REFERENCE_MINIMUM, computeIndex, type IndexTest } from '../../src/catalogue/single-thread-index.js';

/**
 * The single-thread index on a fixture small enough to check by hand: tests of different units and
 * spreads put on one scale by the processors ranked in all of them, every result weighing the same,
 * doubtful figures left out, and a refusal when the tests share too few processors.
 */
type Figure = { score: number; samples: number; doubtful?: boolean };
const test = (id: string, figures: Record<string, Figure>, rankedSamples = 2, direction: 'higher' | 'lower' = 'higher'): IndexTest<string> => ({
  id, direction, rankedSamples,
  figures: new Map(Object.entries(figures).map(([key, figure]) => [key, { doubtful: false, ...figure }])),
});

// Ten reference processors r0…r9: in "wide" a figure of 100·4^x, in "narrow" 10·2^x, for x from -1
// to 1: the same order, but "wide" spreads twice as far (in logarithms) as "narrow".
const xs = Array.from({ length: REFERENCE_MINIMUM }, (_, i) => -1 + (2 * i) / (REFERENCE_MINIMUM - 1));
const reference = (scale: number, base: number) => Object.fromEntries(xs.map((x, i) => [`r${i}`, { score: scale * base ** x, samples: 3 }]));
const wide = (extra: Record<string, Figure> = {}) => test('wide', { ...reference(100, 4), ...extra });
const narrow = (extra: Record<string, Figure> = {}) => test('narrow', { ...reference(10, 2), ...extra });

const indexOf = (result: ReturnType<typeof computeIndex<string>>, key: string) => {
  if (result.kind !== 'index') throw new Error(result.reason);
  return result.figures.find((figure) => figure.processor === key);
};

t.test('the reference set sets each test\'s scale: its geometric mean reads 100, whatever the unit', async (t) => {
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
  // A processor one reference step up: 4^x in wide, 2^x in narrow. Measured in either test alone, its index is the same.
  const x = xs[7]!;
  const inWide = indexOf(computeIndex([wide({ only: { score: 100 * 4 ** x, samples: 2 } }), narrow()]), 'only')!;
  const inNarrow = indexOf(computeIndex([wide(), narrow({ only: { score: 10 * 2 ** x, samples: 2 } })]), 'only')!;
  t.ok(Math.abs(inWide.score - inNarrow.score) < 0.02, `${inWide.score} from the wide test, ${inNarrow.score} from the narrow one`);
  t.same(inWide.tests, ['wide']);
  t.ok(inWide.score > INDEX_BASE, 'above the typical processor');
  // Without the spreads, the wide test would have read it as 4^x / 2^x = 2^x times the narrow one's.
  t.ok(Math.abs(Math.log(inWide.score / INDEX_BASE) - x * Math.log(Math.sqrt(8))) < 0.01, 'the index spreads as the tests do on average: √(4·2) per step');
});

t.test('every result weighs the same: a figure on three results counts three times', async (t) => {
  const up = { score: 100 * 4 ** xs[9]!, samples: 3 };
  const down = { score: 10 * 2 ** xs[0]!, samples: 1 };
  const figure = indexOf(computeIndex([wide({ p: up }), narrow({ p: down })]), 'p')!;
  t.equal(figure.samples, 4, 'its results: the sum of its figures\' results');
  t.same(figure.tests, ['wide', 'narrow']);
  // Standings of +1 and -1 reference spreads, the first three times: a mean of +0.5 spreads, on the tests' mean
  // spread ((ln 4 + ln 2) / 2 per step), 100 · 8^(1/4).
  t.equal(figure.score, Math.round(100 * 8 ** 0.25 * 100) / 100);
});

t.test('a doubtful figure is left out; a processor with nothing else has no index', async (t) => {
  const result = computeIndex([wide({ p: { score: 100, samples: 5, doubtful: true }, q: { score: 1, samples: 1, doubtful: true } }), narrow({ p: { score: 10, samples: 1 } })]);
  t.same(indexOf(result, 'p')!.tests, ['narrow']);
  t.equal(indexOf(result, 'p')!.samples, 1);
  t.equal(indexOf(result, 'q'), undefined);
});

t.test('lower is better: a time is read the other way round', async (t) => {
  const seconds = test('seconds', { ...Object.fromEntries(xs.map((x, i) => [`r${i}`, { score: 50 / 3 ** x, samples: 3 }])), p: { score: 50 / 3 ** xs[9]!, samples: 2 } }, 2, 'lower');
  const fast = indexOf(computeIndex([wide(), seconds]), 'p')!;
  t.ok(fast.score > INDEX_BASE, `fewer seconds than the reference set's typical processor: a higher index (${fast.score})`);
});

t.test('too few processors in every test, and the tests cannot be put on one scale: refused, saying why', async (t) => {
  const few = test('few', { r0: { score: 1, samples: 5 }, r1: { score: 2, samples: 5 } });
  t.match(computeIndex([wide(), few]), { kind: 'refused', reason: /only 2 processors have a ranked figure in every test \(wide, few\); the index needs 10/ });
  t.match(computeIndex([wide(), test('thin', reference(10, 2), 4)]), { kind: 'refused' }, 'figures on too few results to rank are not part of the reference set');
  t.match(computeIndex([]), { kind: 'refused' });
});

t.test('the same figures in any order give the same index', async (t) => {
  const a = computeIndex([wide({ p: { score: 300, samples: 2 } }), narrow({ q: { score: 12, samples: 1 } })]);
  const b = computeIndex([wide({ p: { score: 300, samples: 2 } }), narrow({ q: { score: 12, samples: 1 } })].map((entry) => ({ ...entry, figures: new Map([...entry.figures].reverse()) })));
  if (a.kind !== 'index' || b.kind !== 'index') throw new Error('refused');
  const byKey = (result: typeof a) => Object.fromEntries(result.figures.map((figure) => [figure.processor, figure.score]));
  t.same(byKey(b), byKey(a));
});
