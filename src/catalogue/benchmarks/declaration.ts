import type { BenchmarkScope, Direction } from '../../shared/benchmark.js';

/**
 * What a benchmark module declares: one source of open results (its folder under the importer's
 * `--sources`, its licence and credit) and the benchmarks computed from it, each one figure per
 * processor ranked on its own. The figures live in data/scores/<module id>.json, which the
 * importer writes and the server checks against this declaration at start-up. The words a
 * visitor reads are in the locale files: `benchmarkSource.<module id>.*` for the source,
 * `benchmarks.<benchmark id>.*` for each benchmark.
 */
export interface BenchmarkModule {
  /** "spec-cpu2017": the folder the importer reads, the data file's name, the locale keys */
  id: string;
  /** the source's name as its makers write it */
  sourceName: string;
  /** the source's public home, where a visitor finds more */
  sourceUrl: string;
  /** an SPDX identifier, or a LicenseRef- for terms SPDX does not list */
  licence: string;
  licenceUrl: string;
  /** the credit every page and download carries */
  attribution: string;
  /** a notice that must accompany the figures wherever they appear, or null */
  notice: string | null;
  benchmarks: readonly BenchmarkDeclaration[];
}

export interface BenchmarkDeclaration {
  /** stable, used in URLs (`benchmark=`) and locale keys */
  id: string;
  direction: Direction;
  scope: BenchmarkScope;
  /** a figure on fewer results is kept and shown, but not ranked by default */
  rankedSamples: number;
}

/** Where a module's figures are, under the repository root. */
export function scoreFileOf(module: Pick<BenchmarkModule, 'id'>): string {
  return `data/scores/${module.id}.json`;
}
