import { processorKey } from '../../shared/processor.js';
import type { ScoreFile, ScoreFileBenchmark } from '../benchmark-file.js';
import type { BenchmarkModule } from '../benchmarks/declaration.js';
import { doubtsOf } from '../doubt.js';
import type { ModuleImport } from './module-import.js';

/**
 * A module's figures file made from what its importer read: the module's own declaration (source,
 * licence, credit, notice), the data's date, and per benchmark its figures with the doubts the
 * rule finds (src/catalogue/doubt.ts). Keys are in code-unit order and numbers as computed, so
 * the same inputs and catalogue always give the same bytes.
 */
export function scoreFileFrom(module: BenchmarkModule, imported: ModuleImport): ScoreFile {
  const benchmarks: Record<string, ScoreFileBenchmark> = {};
  for (const declaration of module.benchmarks) {
    const benchmark = imported.benchmarks[declaration.id];
    if (!benchmark) throw new Error(`the importer of ${module.id} gave no figures for ${declaration.id}`);
    const doubts = doubtsOf(benchmark.figures, declaration);
    const figures = benchmark.figures
      .map((figure) => {
        const key = processorKey(figure.processor);
        const doubt = doubts.get(key);
        return [key, {
          score: figure.score,
          samples: figure.samples,
          device: figure.device,
          ...(figure.results ? { results: figure.results } : {}),
          ...(doubt ? { doubt } : {}),
        }] as const;
      })
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    benchmarks[declaration.id] = {
      method: benchmark.method,
      version: benchmark.version,
      minimumSamples: benchmark.minimumSamples,
      figures: Object.fromEntries(figures),
    };
  }
  return {
    module: module.id,
    sourceName: module.sourceName,
    sourceUrl: module.sourceUrl,
    licence: module.licence,
    licenceUrl: module.licenceUrl,
    attribution: module.attribution,
    notice: module.notice,
    snapshot: imported.snapshot,
    inputs: imported.inputs,
    benchmarks,
  };
}
