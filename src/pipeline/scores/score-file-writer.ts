import type { Doubt } from '../../shared/benchmark.js';
import { processorKey } from '../../shared/processor.js';
import type { ScoreFile, ScoreFileBenchmark } from '../../record/benchmark-file.js';
import { sourceCredit, type BenchmarkModule } from '../../record/benchmarks/declaration.js';
import { doubtsOf } from '../../record/doubt.js';
import type { ModuleImport } from './module-import.js';

/**
 * A module's figures file made from what its importer read: the module's own declaration (source,
 * licence, credit, notice), the data's date, and per benchmark its figures with the doubts the
 * rule finds (src/record/doubt.ts). Keys are in code-unit order and numbers as computed, so
 * the same inputs and catalogue always give the same bytes.
 */
export function scoreFileFrom(module: BenchmarkModule, imported: ModuleImport): ScoreFile {
  const benchmarks: Record<string, ScoreFileBenchmark> = {};
  for (const declaration of module.benchmarks) {
    const benchmark = imported.benchmarks[declaration.id];
    if (!benchmark) throw new Error(`the importer of ${module.id} gave no figures for ${declaration.id}`);
    // A derived figure is made of figures that passed the doubt rule already; two of them differ by what
    // their tests favour as much as by speed, so the rule is not run again on them (docs/single-thread-index.md).
    const doubts = module.derivedFrom ? new Map<string, Doubt>() : doubtsOf(benchmark.figures, declaration);
    const figures = benchmark.figures
      .map((figure) => {
        const key = processorKey(figure.processor);
        const doubt = doubts.get(key);
        return [
          key,
          {
            score: figure.score,
            samples: figure.samples,
            ...(figure.device ? { device: figure.device } : {}),
            ...(figure.tests ? { tests: figure.tests } : {}),
            ...(figure.range ? { low: figure.range.low, high: figure.range.high } : {}),
            ...(figure.results ? { results: figure.results } : {}),
            ...(doubt ? { doubt } : {}),
          },
        ] as const;
      })
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    benchmarks[declaration.id] = {
      method: benchmark.method,
      version: benchmark.version,
      minimumSamples: benchmark.minimumSamples,
      ...(benchmark.reference ? { reference: benchmark.reference } : {}),
      figures: Object.fromEntries(figures),
    };
  }
  return {
    module: module.id,
    ...sourceCredit(module),
    snapshot: imported.snapshot,
    inputs: imported.inputs,
    benchmarks,
  };
}
