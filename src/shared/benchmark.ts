import type { BenchmarkResult, BenchmarkScope, Direction, Doubt, DoubtCause, DoubtSide, SourceCredit } from '../record/benchmark-vocabulary.js';
import type { Isa } from './processor.js';

// The record wing's terms for a figure (which way is better, its scope, the source's credit, the
// results behind it, doubts) are declared there, where the benchmark files are read; the pages
// take them from here with the rest, as before.
export { DOUBT_CAUSES, DOUBT_SIDES, publishedApart } from '../record/benchmark-vocabulary.js';
export type { BenchmarkResult, BenchmarkScope, Direction, Doubt, DoubtCause, DoubtSide, SourceCredit } from '../record/benchmark-vocabulary.js';

/**
 * Open benchmark results as pages show them: which benchmark a figure comes from (its source,
 * licence, unit, which direction is better, its snapshot), and per processor the figure, how many
 * results it rests on, links to those results where the source has them, and whether the results
 * contradict it. Several benchmarks sit side by side (Blender's multi-thread render, SPECrate2017
 * per system size, hardinfo2's single-thread tests); none is "the" speed of a processor, and
 * every page that shows a figure names its benchmark. Safe to import in the browser.
 */

/**
 * The benchmark a page ranks and sorts by when the visitor names none: Blender's multi-thread
 * render, the figure with the most processors behind it. `sort=score` in a library URL means it.
 */
export const DEFAULT_BENCHMARK = 'blender';

/** A figure and the number of results behind it. */
export interface BenchmarkScore {
  /** the benchmark's figure, in its unit (Blender: samples per minute summed over the scenes) */
  score: number;
  /** results (submissions, or systems) the figure is the median of */
  samples: number;
}

/**
 * Fewer results than this, and a list says how many a figure rests on beside it: one odd machine
 * can still move such a median, even where it ranks.
 */
export const FEW_SAMPLES = 10;

/**
 * A figure on fewer results than this orders no list (the upgrade advisor's): shown, with its
 * count, but one odd machine must not decide which processor comes first.
 */
export const ORDERING_SAMPLES = 2;

/**
 * A benchmark as a page names it. The words (its name, unit, what it measures) are in the locale
 * files under `benchmarks.<id>.*`, the source's credit and notice under `benchmarkSource.<source>.*`.
 */
export interface BenchmarkInfo extends SourceCredit {
  /** stable, used in URLs (`benchmark=`): "blender", "specrate2017-int-base-1chip" */
  id: string;
  /** the source module it belongs to: "blender-opendata", "spec-cpu2017", "hardinfo2" */
  source: string;
  direction: Direction;
  scope: BenchmarkScope;
  /** the date of the data the figures were computed from (for SPEC: when it was retrieved), YYYY-MM-DD */
  snapshot: string;
  /** the one version of the test every counted result ran ("4.5.0", sysbench "1000020"), or null */
  version: string | null;
  /** a figure on fewer results than this is shown but not ranked by default */
  rankedSamples: number;
  /**
   * every figure states its uncertainty as a range (the single-thread index): pages place such
   * figures by separation(), as the span of places each could hold, never by the figure alone
   */
  ranged: boolean;
  /**
   * whether a ratio of two figures is a ratio of speeds (Blender's samples per minute, SPEC's
   * rates). The single-thread index's is not: its tests spread processors wider than speed does
   * (docs/single-thread-index.md), so pages state how it orders two processors, never a percentage
   */
  proportional: boolean;
  /** the processors in the system a figure was measured on: per watt and per dollar divide by the system's (src/shared/figure-metrics.ts) */
  chips: number;
  /**
   * a figure CPU Atlas derives from other benchmarks (the single-thread index): their ids and their
   * sources' names; null for a source's own figures. Pages label such a figure as derived.
   */
  derivedFrom: { benchmarks: readonly string[]; sources: readonly string[] } | null;
  /** generated for a synthetic catalogue (`fake:N`): no real measurement */
  synthetic: boolean;
  /**
   * figures made while the server runs, from results it takes (CPU Atlas Bench), not read from a
   * file at start-up: the library's sort orders, built once, do not hold them
   */
  live?: true;
}

/**
 * The causes each side can have: a figure above its sibling's is never put down to part of the
 * cores. A spread of its own results has no side; it is filed under `below`, whose words it has.
 */
export const DOUBT_CAUSES_BY_SIDE: Readonly<Record<DoubtSide, readonly DoubtCause[]>> = {
  below: ['few-samples', 'part-of-cores', 'reduced-clock', 'wide-spread'],
  above: ['few-samples', 'above-rating'],
};

/** The words that explain a doubt: `doubt.<cause>` below the sibling's figure, `doubt.above.<cause>` above it. */
export function doubtMessage(doubt: Pick<Doubt, 'cause' | 'side'>): `doubt.${DoubtCause}` | `doubt.above.${DoubtCause}` {
  return doubt.side === 'above' ? `doubt.above.${doubt.cause}` : `doubt.${doubt.cause}`;
}

/** A processor's figure in one benchmark. */
export interface BenchmarkFigure extends BenchmarkScore {
  /** the published results behind it where the source links each one (SPEC); empty otherwise */
  results: readonly BenchmarkResult[];
  doubt: Doubt | null;
  /** counted in rankings by default: enough results and no doubt */
  ranked: boolean;
  /** for a derived figure, the benchmarks it is made of (its results are theirs) */
  tests?: readonly string[];
  /**
   * for a figure that states its uncertainty (the single-thread index), the range the processor's
   * true standing most likely lies in: two figures whose ranges overlap are too close to tell
   */
  range?: FigureRange;
}

/** The low and high ends of a figure's uncertainty, in the figure's unit. */
export interface FigureRange {
  low: number;
  high: number;
}

/** A difference smaller than this (3%) between two figures without a range is not one to state: medians of a few results move that much. */
export const DIFFERENCE_THAT_MATTERS = 0.03;

/**
 * How figure `a` stands against figure `b` of one benchmark: 'better', 'worse', or 'too-close'
 * to tell. Where both figures state their uncertainty, they are apart only when their ranges do
 * not overlap; otherwise a difference under DIFFERENCE_THAT_MATTERS is too close. The one place
 * compare, the ladder, the detail page and the upgrade advisor decide "faster".
 */
export function separation(
  direction: Direction,
  a: Pick<BenchmarkFigure, 'score' | 'range'>,
  b: Pick<BenchmarkFigure, 'score' | 'range'>,
): 'better' | 'worse' | 'too-close' {
  if (a.range && b.range) {
    if (a.range.low > b.range.high) return direction === 'higher' ? 'better' : 'worse';
    if (b.range.low > a.range.high) return direction === 'higher' ? 'worse' : 'better';
    return 'too-close';
  }
  const change = direction === 'higher' ? a.score / b.score - 1 : b.score / a.score - 1;
  if (Math.abs(change) < DIFFERENCE_THAT_MATTERS) return 'too-close';
  return change > 0 ? 'better' : 'worse';
}

/**
 * Why a processor has no single-thread index, as src/catalogue/index-absence.ts finds it and the
 * detail page and the ladder say it:
 *   not-x86     an Arm or LoongArch processor: hardinfo2's tests lean too differently on it to share
 *               the index's scale (`measured`: it has test figures, shown on their own)
 *   one-test    one test alone ranks it (`test`): one test is that test's leaning, not an index
 *   one-result  its test figures (`figures` of them) rest on one result each, and none ranks
 *   doubtful    none of its test figures ranks, and results contradict some of them
 *   no-test     no single-thread test names it yet
 */
export type IndexAbsence =
  | { reason: 'not-x86'; isa: Isa; measured: boolean }
  | { reason: 'one-test'; test: string }
  | { reason: 'one-result'; figures: number }
  | { reason: 'doubtful' }
  | { reason: 'no-test' };

/**
 * The headline benchmarks: the first of each scope in the catalogue's order — multi-thread
 * rendering in Blender and the single-thread index — the two answers a visitor asks first. The
 * detail page leads with them, and compare's sentence says when one of a pair lacks a ranked figure
 * in them (a missing figure in every other test would make a list, not a sentence).
 */
export function headlinesOf(benchmarks: readonly Pick<BenchmarkInfo, 'id' | 'scope'>[]): string[] {
  const seen = new Set<string>();
  return benchmarks.flatMap((benchmark) => (seen.has(benchmark.scope) ? [] : (seen.add(benchmark.scope), [benchmark.id])));
}

/**
 * Whether a figure ranks by default: no doubt and enough results. The one place this is decided, so
 * the catalogue, the importer's report and the synthetic figures agree. (A derived figure needs two
 * tests or more to exist at all: src/record/single-thread-index.ts.)
 */
export function ranks(benchmark: Pick<BenchmarkInfo, 'rankedSamples'>, figure: { samples: number; doubt?: unknown }): boolean {
  return !figure.doubt && figure.samples >= benchmark.rankedSamples;
}

/** Why a figure does not rank by default, or null when it does: doubtful, or too few results. */
export function unrankedBy(benchmark: Pick<BenchmarkInfo, 'rankedSamples'>, figure: { samples: number; doubt?: unknown }): 'doubtful' | 'few-samples' | null {
  if (figure.doubt) return 'doubtful';
  return figure.samples < benchmark.rankedSamples ? 'few-samples' : null;
}

/**
 * The download apart (publishedApart) a benchmark's figures are in, named by source: its source's
 * own, or, for a figure derived from one source's figures under the same licence (the single-thread
 * index, from hardinfo2's tests), that source's, beside the figures it comes from.
 */
export function downloadApartOf(
  benchmarks: readonly Pick<BenchmarkInfo, 'id' | 'source' | 'licence'>[],
  info: Pick<BenchmarkInfo, 'source' | 'licence' | 'derivedFrom'>,
): string {
  if (!info.derivedFrom) return info.source;
  const inputs = info.derivedFrom.benchmarks.map((id) => benchmarks.find((benchmark) => benchmark.id === id));
  const [first] = inputs;
  return first && inputs.every((input) => input?.source === first.source && input.licence === info.licence) ? first.source : info.source;
}

/** Whether `a` is a better figure than `b` in a benchmark going `direction`. */
export function isBetter(direction: Direction, a: number, b: number): boolean {
  return direction === 'higher' ? a > b : a < b;
}

/** `figure` as a share of `best` (1 for the best itself), whichever way the benchmark goes. */
export function shareOfBest(direction: Direction, figure: number, best: number): number {
  return direction === 'higher' ? figure / best : best / figure;
}
