import { ENGINE_FAMILIES } from '../shared/bench/submission.js';
import { BENCH_MODES, BENCH_SOURCE, RANKED_RESULTS, benchBenchmarkId } from './figures.js';
import type { BenchmarkDeclaration, BenchmarkModule } from '../record/benchmarks/declaration.js';

/**
 * CPU Atlas Bench (docs/bench.md): the results visitors send from /bench and the command-line
 * runner, published under CC0. Per engine family (V8, SpiderMonkey, JavaScriptCore, Node: a
 * kernel compiled by one engine is no measure of another, so they are never mixed) one single-
 * thread and one multi-thread benchmark, each figure the median of the accepted results' overall
 * scores. Unlike the other modules its figures are not a file the importer writes: they come from
 * the results database while the server runs (src/bench-results/figure-refresh.ts), so it is not
 * in BENCHMARK_MODULES, which the importers and the score files walk.
 */
const declarations: BenchmarkDeclaration[] = ENGINE_FAMILIES.flatMap((engineFamily) =>
  BENCH_MODES.map(
    (mode): BenchmarkDeclaration => ({
      id: benchBenchmarkId(engineFamily, mode),
      direction: 'higher',
      scope: mode === 'single' ? 'single-thread' : 'multi-thread',
      rankedSamples: RANKED_RESULTS,
    }),
  ),
);

export const ATLAS_BENCH: BenchmarkModule = {
  id: BENCH_SOURCE,
  sourceName: 'CPU Atlas Bench',
  // The method, the kernels and the reference machine are the source a reader can check.
  sourceUrl: 'https://github.com/cpu-atlas/cpu-atlas/blob/main/docs/bench.md',
  licence: 'CC0-1.0',
  licenceUrl: 'https://creativecommons.org/publicdomain/zero/1.0/',
  attribution: 'CPU Atlas Bench results contributed by visitors, CC0-1.0',
  notice: null,
  benchmarks: declarations,
};
