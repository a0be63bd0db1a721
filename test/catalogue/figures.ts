import type { BenchmarkFigure } from '../../src/shared/benchmark.js';
import { benchmarkInfo, createBenchmark, noFigures, type Benchmark } from '../../src/catalogue/benchmark.js';
import { BENCHMARK_MODULES } from '../../src/record/benchmarks/list.js';
import { parseProcessorKey } from '../../src/shared/processor.js';

/**
 * A benchmark of the real declarations (`blender`, `sysbench-cpu-single-thread`, …) holding the
 * figures a test writes by hand: `{ 'amd:a1': { score: 1000, samples: 40 } }`. A figure ranks as
 * the catalogue would decide (enough results, no doubt) unless the test says otherwise.
 */
export type FigureSpec = Pick<BenchmarkFigure, 'score' | 'samples'> & Partial<BenchmarkFigure>;

export function benchmarkWith(id: string, specs: Record<string, FigureSpec>, synthetic = false): Benchmark {
  const module = BENCHMARK_MODULES.find((candidate) => candidate.benchmarks.some((benchmark) => benchmark.id === id))!;
  const declaration = module.benchmarks.find((benchmark) => benchmark.id === id)!;
  const figures = noFigures();
  for (const [key, spec] of Object.entries(specs)) {
    const { vendor, id: processorId } = parseProcessorKey(key)!;
    const doubt = spec.doubt ?? null;
    figures[vendor].set(processorId, { results: [], ranked: !doubt && spec.samples >= declaration.rankedSamples, ...spec, doubt });
  }
  return createBenchmark(benchmarkInfo(module, declaration, { snapshot: '2026-10-03', version: '4.5.0', synthetic }), figures);
}
