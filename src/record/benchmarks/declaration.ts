import type { BenchmarkScope, Direction, SourceCredit } from '../benchmark-vocabulary.js';

/**
 * What a benchmark module declares: one source of open results (its folder under the importer's
 * `--sources`, its licence and credit) and the benchmarks computed from it, each one figure per
 * processor ranked on its own. The figures live in data/scores/<module id>.json, or one file per
 * benchmark in data/scores/<module id>/ for a module that declares it, which the importer writes
 * and the server checks against this declaration at start-up. The words a
 * visitor reads are in the locale files: `benchmarkSource.<module id>.*` for the source,
 * `benchmarks.<benchmark id>.*` for each benchmark.
 */
export interface BenchmarkModule extends SourceCredit {
  /** "spec-cpu2017": the folder the importer reads, the data file's name, the locale keys */
  id: string;
  benchmarks: readonly BenchmarkDeclaration[];
  /**
   * each benchmark in a file of its own, data/scores/<module id>/<benchmark id>.json: for a
   * source whose cited results would make one file heavier than a tracked file may be (1 MiB)
   */
  filePerBenchmark?: true;
  /** how each cited result's URL is made from its id, where the source links every result */
  resultUrl?: ResultUrl;
  /**
   * for a module computed from other modules' figures (the single-thread index) rather than read
   * from a source folder: the benchmarks it is made of. The score importer computes it after them.
   */
  derivedFrom?: readonly DerivedInput[];
}

/** A benchmark a derived module is made of, with the module it belongs to. */
export interface DerivedInput {
  module: BenchmarkModule;
  benchmark: BenchmarkDeclaration;
}

/**
 * A source whose results all sit at one address pattern: the files keep each result's id and the
 * header keeps the template, so a person can still follow every result by hand.
 */
export interface ResultUrl {
  /** the pattern as the file's header writes it for a reader */
  template: string;
  /** what each placeholder stands for, in the header beside the template */
  placeholders: string;
  /** the result's URL from its id and its month of publication (YYYY-MM) */
  url(id: string, published: string): string;
  /** the id that gives back exactly this URL for this month, or null when the URL does not follow the pattern */
  id(url: string, published: string): string | null;
}

export interface BenchmarkDeclaration {
  /** stable, used in URLs (`benchmark=`) and locale keys */
  id: string;
  direction: Direction;
  scope: BenchmarkScope;
  /** a figure on fewer results is kept and shown, but not ranked by default */
  rankedSamples: number;
  /** every figure states its uncertainty as a range (low, high), which places it (BenchmarkInfo.ranged); false when not given */
  ranged?: boolean;
  /** false where a ratio of two figures is no ratio of speeds (BenchmarkInfo.proportional); true when not given */
  proportional?: boolean;
  /** the processors in the system each figure was measured on (a SPECrate 2-chip figure: 2); 1 when not given */
  chips?: number;
}

/** A file of a module's figures: where it is, under the repository root, and the benchmarks it holds. */
export interface ScoreFilePart {
  label: string;
  benchmarks: readonly string[];
}

/** Where a module's figures are, under the repository root. */
export function scoreFilesOf(module: Pick<BenchmarkModule, 'id' | 'benchmarks' | 'filePerBenchmark'>): ScoreFilePart[] {
  const ids = module.benchmarks.map((benchmark) => benchmark.id);
  return module.filePerBenchmark
    ? ids.map((id) => ({ label: `data/scores/${module.id}/${id}.json`, benchmarks: [id] }))
    : [{ label: `data/scores/${module.id}.json`, benchmarks: ids }];
}

/** The credit fields alone, in the order every file and payload writes them. */
export function sourceCredit({ sourceName, sourceUrl, licence, licenceUrl, attribution, notice }: SourceCredit): SourceCredit {
  return { sourceName, sourceUrl, licence, licenceUrl, attribution, notice };
}
