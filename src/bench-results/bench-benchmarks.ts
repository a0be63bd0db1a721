import { benchmarkInfo, createBenchmark, noFigures, type Benchmark } from '../catalogue/benchmark.js';
import { ATLAS_BENCH } from './atlas-bench.js';
import { SUITE_VERSION } from '../shared/bench/suite.js';
import type { BenchmarkFigure } from '../shared/benchmark.js';
import type { BenchBenchmark, BenchFigure } from './figures.js';

/**
 * The bench's figures (src/bench-results/figures.ts) as benchmarks of the catalogue, beside
 * Blender's and the others: the same cards, ranks, ladders, compare rows and open data. Only a
 * benchmark with at least one figure is listed, so that no page offers an empty ladder; a
 * processor without a figure is invited to a run instead (the detail page). `snapshot` is the day
 * of the newest accepted result.
 */
export function benchBenchmarks(measured: readonly BenchBenchmark[], snapshot: string): Benchmark[] {
  return ATLAS_BENCH.benchmarks.flatMap((declaration) => {
    const found = measured.find((benchmark) => benchmark.id === declaration.id);
    if (!found || found.figures.length === 0) return [];
    const figures = noFigures();
    for (const figure of found.figures) figures[figure.vendor].set(figure.id, catalogueFigure(figure));
    const info = { ...benchmarkInfo(ATLAS_BENCH, declaration, { snapshot, version: String(SUITE_VERSION), synthetic: false }), live: true as const };
    return [createBenchmark(info, figures)];
  });
}

/**
 * A figure as pages read it. A doubtful one names no sibling: its own results disagree, by how many
 * times the third quartile is the first. The quartiles are no range in the index's sense (pages
 * would place figures by them), so they stay in the bench's own open data.
 */
function catalogueFigure(figure: BenchFigure): BenchmarkFigure {
  return {
    score: figure.score,
    samples: figure.samples,
    results: [],
    doubt: figure.doubtful ? { cause: 'wide-spread', side: 'below', sibling: '', ratio: figure.low > 0 ? figure.high / figure.low : 0 } : null,
    ranked: figure.ranked,
  };
}
