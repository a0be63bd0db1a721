/**
 * What the benchmark files of data/ and the processor record say of a figure, beside the figure
 * itself: which way is better and what it scales with (each benchmark's declaration), whose results
 * they are and under which terms, the published results behind it, and whether results contradict
 * it. The record wing's own terms; src/shared/benchmark.ts gives them to the pages with the rest of
 * what a page shows of a benchmark. Plain constants and types, importing nothing: the browser
 * bundles them.
 */

/** Which way is faster. */
export type Direction = 'higher' | 'lower';

/**
 * What a figure scales with, which decides what can contradict it: a multi-thread figure grows
 * with the cores a run used, a single-thread one with the clock and the core's design.
 */
export type BenchmarkScope = 'multi-thread' | 'single-thread';

/**
 * Where open results come from and what their terms ask: declared once per source (its benchmark
 * module) and carried by each of its benchmarks to every page and download that shows a figure.
 */
export interface SourceCredit {
  /** the source's name as its makers write it (a proper name, the same in every language) */
  sourceName: string;
  /** the source's public home, where a visitor finds more */
  sourceUrl: string;
  /** an SPDX identifier, or a LicenseRef- for terms SPDX does not list (SPEC's fair-use rule) */
  licence: string;
  licenceUrl: string;
  /** the credit a page and a download carry, in the source's own terms */
  attribution: string;
  /** a notice that must accompany the figures wherever they appear (trademarks, fair use, the GPL), or null */
  notice: string | null;
}

/** One published result behind a figure, enough to cite it (SPEC's fair-use rule asks for each). */
export interface BenchmarkResult {
  /** the result's full disclosure */
  url: string;
  /** who published it (SPEC's test sponsor) */
  sponsor: string;
  /** the system it was measured on */
  system: string;
  /** when it was published, YYYY-MM */
  published: string;
  /** the result's own figure */
  score: number;
}

/**
 * Why results may contradict a figure, as a page explains it:
 *   few-samples    the median rests on so few results that one or two odd machines set it
 *   part-of-cores  a multi-thread figure below what a sibling with no more cores reaches: the runs
 *                  most likely used only part of the cores (a virtual machine, an operating-system
 *                  limit, a power setting)
 *   reduced-clock  a single-thread figure below a sibling with no higher clock: the machines most
 *                  likely ran slower than the part can (power saving, heat, a virtual machine)
 *   above-rating   a figure above what a sibling with no less on paper reaches on more results: the
 *                  machines most likely ran above the processor's rating (raised power limits,
 *                  overclocking)
 *   wide-spread    the figure's own results disagree too much for their median to speak for them
 *                  (CPU Atlas Bench: the middle half spreads wider than a quarter of the median); no
 *                  sibling is named, and `ratio` is how many times the third quartile is the first
 */
export const DOUBT_CAUSES = ['few-samples', 'part-of-cores', 'reduced-clock', 'above-rating', 'wide-spread'] as const;
export type DoubtCause = (typeof DOUBT_CAUSES)[number];

/** Which way the doubted figure is off: below what its sibling says it should reach, or above. */
export const DOUBT_SIDES = ['below', 'above'] as const;
export type DoubtSide = (typeof DOUBT_SIDES)[number];

/** Results contradict the figure (the rule is in src/record/doubt.ts and docs/decisions.md). */
export interface Doubt {
  cause: DoubtCause;
  side: DoubtSide;
  /** the processor whose figure contradicts it, on at least as many results, `vendor:id`; empty for `wide-spread` */
  sibling: string;
  /** how many times apart the two figures are (≥ the rule's factor) */
  ratio: number;
}

/**
 * Figures under a copyleft licence (hardinfo2's GPL) cannot sit in the catalogue's CC0 files: they
 * are published apart, each source in a download of its own (src/http/open-data.ts).
 */
export function publishedApart(info: Pick<SourceCredit, 'licence'>): boolean {
  return /^(A|L)?GPL-/.test(info.licence);
}
