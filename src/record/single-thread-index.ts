import type { Direction } from './benchmark-vocabulary.js';
import { isaOf, type Processor as ProcessorRecord } from './processor.js';

/**
 * The single-thread index: one figure for "how fast on one thread", put together from every
 * single-thread test the catalogue imports (today hardinfo2's SysBench CPU, Blowfish and ray
 * tracing; a test added later joins through its module), with the range it most likely lies in.
 * docs/single-thread-index.md explains the method, what the index cannot tell and how it was
 * checked against published single-thread figures; in short:
 *
 * 1. What enters: a test figure that ranks in its own test (enough results, no doubt), of a
 *    processor whose tests behave like the rest (`comparable`: x86; on Arm one test ran twice as
 *    fast and another half as fast as the others say, so its figures cannot share the scale).
 * 2. The reference set is the processors with such a figure in every test. Each test's figures are
 *    read as logarithms; over the reference set a test has a mean and a spread (the standard
 *    deviation of the logarithms), and a figure becomes its standing: how many spreads it sits
 *    from its test's mean.
 * 3. A processor with such figures in two tests or more (MINIMUM_TESTS) has an index: the mean
 *    of its tests' standings, weighted by the results behind each. 100 is the reference set's
 *    typical processor. It orders processors; its ratios are wider than speed's (docs), so pages
 *    never state one as a percentage.
 * 4. Its uncertainty: each test leans by design (SysBench's integer division favours some cores,
 *    ray tracing others), so an index made of some tests strays from one made of all. How far is
 *    measured on the reference set, for each mix of tests (`strays`), on top of how far all the
 *    tests disagree about one processor; an index whose own tests disagree more than usual is
 *    wider still. The range is the standing ± RANGE_WIDTH of these uncertainties: two ranges that
 *    do not overlap differ at the usual 5% level, and overlapping ones are too close to tell.
 *
 * The function is generic in how a processor is named: the score importer passes keys
 * (`vendor:id`), the synthetic catalogue the records' places.
 */
export interface IndexTest<Processor> {
  id: string;
  direction: Direction;
  /** a figure on fewer results does not rank in its own test, and so is not part of any index */
  rankedSamples: number;
  figures: ReadonlyMap<Processor, { score: number; samples: number; doubtful: boolean }>;
}

export interface IndexFigure<Processor> {
  processor: Processor;
  /** 100 is the reference set's typical processor; higher is faster on one thread (an order, not a ratio of speeds) */
  score: number;
  /** the range the processor's index most likely lies in: overlapping ranges are too close to tell */
  low: number;
  high: number;
  /** results behind the figures it is made of */
  samples: number;
  /** the tests it is made of, in the order given */
  tests: string[];
}

export interface IndexScale {
  /** the reference set's geometric mean in the test */
  mean: number;
  /** the standard deviation of the logarithms of the reference set's figures */
  spread: number;
}

export type IndexResult<Processor> =
  | {
      kind: 'index';
      reference: number;
      scales: Record<string, IndexScale>;
      /** for each mix of tests (ids joined by "+"), the uncertainty of an index made of it, in standings */
      uncertainties: Record<string, number>;
      figures: IndexFigure<Processor>[];
    }
  /** the tests share too few processors to be put on one scale: a person must look */
  | { kind: 'refused'; reason: string };

/**
 * Whose test figures share the index's scale: x86 processors. hardinfo2's tests lean on Arm far
 * more than by design on x86 (an Apple M2's SysBench figure reads 2.2 spreads above its ray
 * tracing, an M1's Blowfish 2.2 spreads below), and too few Arm or LoongArch processors have every
 * test to set a scale of their own: their test figures are shown, but they get no index.
 */
export function sharesIndexScale(processor: Pick<ProcessorRecord, 'isa' | 'vendor' | 'family'>): boolean {
  const isa = isaOf(processor);
  return isa === 'x86-64' || isa === 'x86-32';
}

/**
 * An index rests on this many tests or more: one test alone is that test with its leaning (a Ryzen
 * 5 3600 measured only in Blowfish read 174, its faster 3600X measured only in SysBench 95), so its
 * figure stays that test's, on that test's ladder.
 */
export const MINIMUM_TESTS = 2;

/** Fewer processors than this in every test, and the tests' scales would rest on too few to trust. */
export const REFERENCE_MINIMUM = 10;
/** The index of the reference set's typical processor. */
export const INDEX_BASE = 100;
/**
 * How many uncertainties a range reaches either side: 1.39 makes it an 83% range, and two such
 * ranges that do not overlap differ at the 5% level (Goldstein and Healy, 1995), the usual bar for
 * saying one is faster.
 */
export const RANGE_WIDTH = 1.39;

export function computeIndex<Processor>(
  tests: readonly IndexTest<Processor>[],
  comparable: (processor: Processor) => boolean = () => true,
): IndexResult<Processor> {
  if (!tests.length) return { kind: 'refused', reason: 'there is no single-thread test' };
  // Kept in the order the tests list them (a loop rather than a list of entries filtered, which
  // made an array per figure: about 240,000 at fake:100000).
  const usable = tests.map((test) => {
    const kept = new Map<Processor, { score: number; samples: number; doubtful: boolean }>();
    for (const [processor, figure] of test.figures) {
      if (!figure.doubtful && figure.samples >= test.rankedSamples && comparable(processor)) kept.set(processor, figure);
    }
    return kept;
  });
  const reference = [...usable[0]!.keys()].filter((processor) => usable.every((figures) => figures.has(processor)));
  if (reference.length < REFERENCE_MINIMUM) {
    return {
      kind: 'refused',
      reason: `only ${reference.length} processors have a ranked figure in every test (${tests.map((test) => test.id).join(', ')}); the index needs ${REFERENCE_MINIMUM}`,
    };
  }
  const logOf = (t: number, score: number) => Math.log(tests[t]!.direction === 'higher' ? score : 1 / score);
  const scales: Record<string, IndexScale> = {};
  const logScales = tests.map((test, t) => {
    const logs = reference.map((processor) => logOf(t, usable[t]!.get(processor)!.score));
    const mean = average(logs);
    const spread = Math.sqrt(average(logs.map((value) => (value - mean) ** 2)));
    scales[test.id] = { mean: round(Math.exp(mean), 3), spread: round(spread, 4) };
    return { mean, spread };
  });
  if (logScales.some(({ spread }) => !(spread > 0))) return { kind: 'refused', reason: 'a test gives every processor of the reference set the same figure' };
  const meanSpread = average(logScales.map(({ spread }) => spread));
  const standingIn = (t: number, processor: Processor) => (logOf(t, usable[t]!.get(processor)!.score) - logScales[t]!.mean) / logScales[t]!.spread;
  const all = tests.map((_, t) => t);
  const uncertainty = uncertaintiesOf(all, reference, standingIn, (t, processor) => usable[t]!.get(processor)!.samples);

  // Every processor a test names, in the order first named, so the figures come out in a stable order.
  const named = new Set<Processor>();
  for (const figures of usable) for (const processor of figures.keys()) named.add(processor);
  const figures: IndexFigure<Processor>[] = [];
  // A mix of tests, its key and its tests' ids, made once per mix (one bit per test) rather than
  // once per processor: an index of fake:100000 has about 60,000 processors and a dozen mixes.
  const mixes = new Map<number, { mix: number[]; key: string; ids: string[] }>();
  for (const processor of named) {
    let bits = 0;
    for (let t = 0; t < usable.length; t++) if (usable[t]!.has(processor)) bits |= 1 << t;
    let known = mixes.get(bits);
    if (!known) {
      const mix = all.filter((t) => bits & (1 << t));
      mixes.set(bits, (known = { mix, key: mixKey(mix), ids: mix.map((t) => tests[t]!.id) }));
    }
    const { mix } = known;
    if (mix.length < Math.min(MINIMUM_TESTS, tests.length)) continue;
    const samples = mix.reduce((sum, t) => sum + usable[t]!.get(processor)!.samples, 0);
    const { standing, disagreement } = standingOf(mix, processor, standingIn, (t) => usable[t]!.get(processor)!.samples);
    const { value, typical } = uncertainty.get(known.key)!;
    // An index whose own tests disagree more than they usually do is that much less certain.
    const width = RANGE_WIDTH * value * (typical > 0 ? Math.max(1, disagreement / typical) : 1);
    const toIndex = (x: number) => INDEX_BASE * Math.exp(meanSpread * x);
    // A range's ends to four significant figures (a far-off index's low end can be a small
    // fraction), never rounded past the figure they hold.
    const score = round(toIndex(standing), 2);
    const low = Math.min(score, significant(toIndex(standing - width), 4));
    const high = Math.max(score, significant(toIndex(standing + width), 4));
    figures.push({ processor, score, low, high, samples, tests: known.ids });
  }
  const uncertainties = Object.fromEntries(
    [...uncertainty].map(([key, { value }]) => [
      key
        .split('+')
        .map((t) => tests[Number(t)]!.id)
        .join('+'),
      round(value, 4),
    ]),
  );
  return { kind: 'index', reference: reference.length, scales, uncertainties, figures };
}

/**
 * A processor's standing in a mix of tests (the mean of the tests' standings, weighted by the
 * results behind each) and how far the tests' standings spread about it (0 for one test).
 */
function standingOf<Processor>(
  mix: readonly number[],
  processor: Processor,
  standingIn: (t: number, processor: Processor) => number,
  samplesOf: (t: number) => number,
): { standing: number; disagreement: number } {
  const weights = mix.map(samplesOf);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const standings = mix.map((t) => standingIn(t, processor));
  const standing = standings.reduce((sum, value, i) => sum + weights[i]! * value, 0) / total;
  return { standing, disagreement: Math.sqrt(average(standings.map((value) => (value - standing) ** 2))) };
}

/**
 * For every mix of tests, measured on the reference set (which has every test): how far an index
 * made of that mix strays from the index made of all of them (the root mean square of the
 * difference), combined with the uncertainty of the full index itself (its tests' disagreement
 * about one processor, as the standard error of their mean); and how far the mix's tests usually
 * disagree, to widen an index whose tests disagree more.
 */
function uncertaintiesOf<Processor>(
  all: readonly number[],
  reference: readonly Processor[],
  standingIn: (t: number, processor: Processor) => number,
  samplesIn: (t: number, processor: Processor) => number,
): Map<string, { value: number; typical: number }> {
  const mixes = subsetsOf(all);
  // Each reference processor's standing in all the tests, worked out once for every mix, and its
  // standing in a mix once for both measures of that mix: the reference set holds thousands of
  // processors at fake:100000, where this was most of the index's start-up cost.
  const standingsIn = (mix: readonly number[]) => reference.map((processor) => standingOf(mix, processor, standingIn, (t) => samplesIn(t, processor)));
  const inAll = standingsIn(all);
  const measured = mixes.map((mix) => {
    const inMix = standingsIn(mix);
    const stray = inMix.map(({ standing }, i) => standing - inAll[i]!.standing);
    const disagreements = inMix.map(({ disagreement }) => disagreement);
    return { mix, stray: rootMeanSquare(stray), typical: mix.length > 1 ? rootMeanSquare(disagreements) : 0 };
  });
  const full = measured.find(({ mix }) => mix.length === all.length)!;
  const fullUncertainty = all.length > 1 ? full.typical / Math.sqrt(all.length - 1) : 0;
  return new Map(measured.map(({ mix, stray, typical }) => [mixKey(mix), { value: Math.hypot(stray, fullUncertainty), typical }]));
}

const mixKey = (mix: readonly number[]) => mix.join('+');

/** Every non-empty subset of `items`, each in the order given. */
function subsetsOf(items: readonly number[]): number[][] {
  const subsets: number[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++) subsets.push(items.filter((_, i) => mask & (1 << i)));
  return subsets;
}

function average(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function rootMeanSquare(values: readonly number[]): number {
  return Math.sqrt(average(values.map((value) => value * value)));
}

function significant(value: number, digits: number): number {
  return Number(value.toPrecision(digits));
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
