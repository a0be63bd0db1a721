import { ranks, type BenchmarkFigure, type BenchmarkInfo } from '../shared/benchmark.js';
import { parseProcessorKey, VENDORS, type Processor, type Vendor } from '../shared/processor.js';
import { scoreFilesOf, sourceCredit, type BenchmarkDeclaration, type BenchmarkModule } from '../record/benchmarks/declaration.js';
import type { ScoreFile } from '../record/benchmark-file.js';
import { CatalogueError } from '../record/catalogue-error.js';
import type { FiguresByPlace } from './figure-columns.js';

/**
 * A benchmark's figures as the catalogue holds them, looked up by processor. A processor without
 * an entry has no figure in that benchmark — never an estimate: its pages say "no open benchmark
 * result yet".
 */
export interface Benchmark {
  readonly info: BenchmarkInfo;
  /** how many processors have a figure */
  readonly count: number;
  figureOf(processor: Pick<Processor, 'vendor' | 'id'>): BenchmarkFigure | null;
  /**
   * The figures listed by the places of the records they were made for, where the benchmark keeps
   * them so (a synthetic catalogue's, as columns: figure-columns.ts): a reader that walks a whole
   * catalogue made of those very records (`processors` is its array) reads the figure of its i-th
   * record at i instead of looking each record up, a million look-ups a ladder's start at 100,000
   * processors.
   */
  readonly byPlace?: {
    processors: readonly Processor[];
    figures: FiguresByPlace;
    /** a record's place: one look-up serves every benchmark that shares these processors */
    placeOf(processor: Pick<Processor, 'vendor' | 'id'>): number | undefined;
  };
}

/**
 * A processor's score in a benchmark, or null where it has no figure: read from the columns where
 * the benchmark keeps its figures by place, without making the figure object (the library's sort
 * orders and the search's "with a figure" read every record of every benchmark at start-up: 1.8
 * million objects made and dropped at fake:100000).
 */
export function scoreOf(benchmark: Pick<Benchmark, 'figureOf' | 'byPlace'>, processor: Processor): number | null {
  const byPlace = benchmark.byPlace;
  if (!byPlace) return benchmark.figureOf(processor)?.score ?? null;
  const place = byPlace.placeOf(processor);
  return place !== undefined && byPlace.figures.has(place) ? byPlace.figures.score(place) : null;
}

/**
 * `scoreOf` for a reader that walks `processors` in order and knows each record's place: where the
 * benchmark keeps its figures by those places, the score is read at the place, with no look-up of
 * the record (the library's sort orders and the search's "with a figure" ask every benchmark about
 * every record at start-up: about two million look-ups at fake:100000).
 */
export function scoreAtPlace(
  benchmark: Pick<Benchmark, 'figureOf' | 'byPlace'>,
  processors: readonly Processor[],
): (processor: Processor, place: number) => number | null {
  const byPlace = benchmark.byPlace;
  if (byPlace?.processors !== processors) return (processor) => scoreOf(benchmark, processor);
  const { figures } = byPlace;
  return (_, place) => (figures.has(place) ? figures.score(place) : null);
}

/** A benchmark's figures by vendor, then id: a look-up builds no key string (ladders and similar
 * lists ask for every processor of a segment, a hundred thousand times in a large catalogue). */
export type FiguresByProcessor = Record<Vendor, Map<string, BenchmarkFigure>>;

/** A map per vendor, each empty, to fill. */
export function noFigures(): FiguresByProcessor {
  return Object.fromEntries(VENDORS.map((vendor) => [vendor, new Map()])) as FiguresByProcessor;
}

export function createBenchmark(info: BenchmarkInfo, figures: FiguresByProcessor): Benchmark {
  const count = VENDORS.reduce((sum, vendor) => sum + figures[vendor].size, 0);
  return { info, count, figureOf: (processor) => figures[processor.vendor].get(processor.id) ?? null };
}

/** The benchmarks of one module's file, in the order the module declares them. */
export function benchmarksFromFile(file: ScoreFile, module: BenchmarkModule): Benchmark[] {
  return module.benchmarks.map((declaration) => {
    const written = file.benchmarks[declaration.id]!;
    const figures = noFigures();
    for (const [key, entry] of Object.entries(written.figures)) {
      const named = parseProcessorKey(key);
      if (!named) continue;
      const doubt = entry.doubt ?? null;
      // A benchmark placed by its ranges cannot place a figure without one.
      if (declaration.ranged && entry.low === undefined) {
        const file = scoreFilesOf(module).find((part) => part.benchmarks.includes(declaration.id))!.label;
        throw new CatalogueError({ file, id: key, field: 'low' }, `is missing: every ${declaration.id} figure states its range (re-run npm run import-scores)`);
      }
      figures[named.vendor].set(named.id, {
        score: entry.score,
        samples: entry.samples,
        results: entry.results ?? [],
        doubt,
        ranked: ranks(declaration, entry),
        ...(entry.tests ? { tests: entry.tests } : {}),
        ...(entry.low !== undefined && entry.high !== undefined ? { range: { low: entry.low, high: entry.high } } : {}),
      });
    }
    return createBenchmark(benchmarkInfo(module, declaration, { snapshot: file.snapshot, version: written.version, synthetic: false }), figures);
  });
}

/** What pages say of a benchmark: the module's declaration, with the data's date and version. */
export function benchmarkInfo(
  module: BenchmarkModule,
  declaration: BenchmarkDeclaration,
  data: Pick<BenchmarkInfo, 'snapshot' | 'version' | 'synthetic'>,
): BenchmarkInfo {
  return {
    id: declaration.id,
    source: module.id,
    ...sourceCredit(module),
    direction: declaration.direction,
    scope: declaration.scope,
    rankedSamples: declaration.rankedSamples,
    ranged: declaration.ranged ?? false,
    proportional: declaration.proportional ?? true,
    chips: declaration.chips ?? 1,
    derivedFrom: module.derivedFrom
      ? { benchmarks: module.derivedFrom.map((input) => input.benchmark.id), sources: [...new Set(module.derivedFrom.map((input) => input.module.sourceName))] }
      : null,
    ...data,
  };
}
