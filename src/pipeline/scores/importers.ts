import { BENCHMARK_MODULES } from '../../record/benchmarks/list.js';
import { blenderOpenDataImporter } from './blender-opendata.js';
import { hardinfo2Importer } from './hardinfo2.js';
import type { ScoreImporter } from './module-import.js';
import { specCpu2017Importer } from './spec-cpu2017.js';

/** How each benchmark module's figures are computed from its source folder, by module id. */
const IMPORTERS: readonly ScoreImporter[] = [blenderOpenDataImporter, specCpu2017Importer, hardinfo2Importer];

/**
 * Every source module's importer, in the modules' order; a module without one is a mistake the
 * tests catch. A derived module (the single-thread index) has none: it is computed from the others'
 * figures afterwards (src/pipeline/scores/derived-modules.ts).
 */
export function importersOfModules(): ScoreImporter[] {
  return BENCHMARK_MODULES.filter((module) => !module.derivedFrom).map((module) => {
    const importer = IMPORTERS.find((candidate) => candidate.module === module);
    if (!importer) throw new Error(`benchmark module "${module.id}" has no importer in src/pipeline/scores/importers.ts`);
    return importer;
  });
}
