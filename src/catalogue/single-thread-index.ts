import type { Direction } from '../shared/benchmark.js';

/**
 * The single-thread index: one figure for "how fast on one thread", put together from every
 * single-thread test the catalogue imports (today hardinfo2's SysBench CPU, Blowfish and ray
 * tracing; a test added later joins through its module). docs/single-thread-index.md explains the
 * method and what the index cannot tell; in short:
 *
 * 1. The reference set is the processors with a ranked figure (enough results, no doubt) in every
 *    test. Each test's figures are read as logarithms; over the reference set a test has a mean
 *    (its geometric mean) and a spread (the standard deviation of the logarithms).
 * 2. Tests of different units and spreads are put on one scale by the reference set: a figure
 *    becomes how many spreads it sits above or below its test's mean. SysBench's figures spread
 *    wider than ray tracing's (a 2026 desktop part is 2.8 times the reference set's mean in one, 1.7
 *    in the other); without this step a processor measured only in the wider test would read faster.
 * 3. A processor's index is the mean of its tests' standings weighted by the results behind each
 *    figure, so every result weighs the same, taken back to a ratio with the tests' mean spread and
 *    scaled so that 100 is the reference set's typical processor. Doubtful figures are left out.
 * 4. Its result count is the sum of its figures' results, its tests the tests it has a figure in.
 *
 * The function is generic in how a processor is named: the score importer passes keys
 * (`vendor:id`), the synthetic catalogue the records' places.
 */
export interface IndexTest<Processor> {
  id: string;
  direction: Direction;
  /** a figure on fewer results does not rank, and so is not part of the reference set */
  rankedSamples: number;
  figures: ReadonlyMap<Processor, { score: number; samples: number; doubtful: boolean }>;
}

export interface IndexFigure<Processor> {
  processor: Processor;
  /** 100 is the reference set's typical processor; twice as fast on one thread reads about twice as high */
  score: number;
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
  | { kind: 'index'; reference: number; scales: Record<string, IndexScale>; figures: IndexFigure<Processor>[] }
  /** the tests share too few processors to be put on one scale: a person must look */
  | { kind: 'refused'; reason: string };

/** Fewer processors than this in every test, and the tests' scales would rest on too few to trust. */
export const REFERENCE_MINIMUM = 10;
/** The index of the reference set's typical processor. */
export const INDEX_BASE = 100;

export function computeIndex<Processor>(tests: readonly IndexTest<Processor>[]): IndexResult<Processor> {
  if (!tests.length) return { kind: 'refused', reason: 'there is no single-thread test' };
  const ranks = (test: IndexTest<Processor>, processor: Processor) => {
    const figure = test.figures.get(processor);
    return figure !== undefined && !figure.doubtful && figure.samples >= test.rankedSamples;
  };
  const reference = [...tests[0]!.figures.keys()].filter((processor) => tests.every((test) => ranks(test, processor)));
  if (reference.length < REFERENCE_MINIMUM) {
    return { kind: 'refused', reason: `only ${reference.length} processors have a ranked figure in every test (${tests.map((test) => test.id).join(', ')}); the index needs ${REFERENCE_MINIMUM}` };
  }
  const logOf = (test: IndexTest<Processor>, score: number) => Math.log(test.direction === 'higher' ? score : 1 / score);
  const scales: Record<string, IndexScale> = {};
  const logScales = tests.map((test) => {
    const logs = reference.map((processor) => logOf(test, test.figures.get(processor)!.score));
    const mean = logs.reduce((sum, value) => sum + value, 0) / logs.length;
    const spread = Math.sqrt(logs.reduce((sum, value) => sum + (value - mean) ** 2, 0) / logs.length);
    scales[test.id] = { mean: round(Math.exp(mean), 3), spread: round(spread, 4) };
    return { mean, spread };
  });
  if (logScales.some(({ spread }) => !(spread > 0))) return { kind: 'refused', reason: 'a test gives every processor of the reference set the same figure' };
  const meanSpread = logScales.reduce((sum, { spread }) => sum + spread, 0) / logScales.length;
  // Every processor a test names, in the order first named, so the figures come out in a stable order.
  const named = new Set<Processor>();
  for (const test of tests) for (const processor of test.figures.keys()) named.add(processor);
  const figures: IndexFigure<Processor>[] = [];
  for (const processor of named) {
    let weighted = 0;
    let samples = 0;
    const made: string[] = [];
    tests.forEach((test, t) => {
      const figure = test.figures.get(processor);
      if (!figure || figure.doubtful) return;
      const { mean, spread } = logScales[t]!;
      weighted += figure.samples * ((logOf(test, figure.score) - mean) / spread);
      samples += figure.samples;
      made.push(test.id);
    });
    if (!samples) continue;
    figures.push({ processor, score: round(INDEX_BASE * Math.exp(meanSpread * (weighted / samples)), 2), samples, tests: made });
  }
  return { kind: 'index', reference: reference.length, scales, figures };
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
