import { BLENDER_OPEN_DATA } from './blender-opendata.js';
import type { BenchmarkModule } from './declaration.js';
import { HARDINFO2 } from './hardinfo2.js';
import { SPEC_CPU2017 } from './spec-cpu2017.js';

/**
 * Every benchmark module, in the order pages list their benchmarks: Blender first (the ladder's
 * default), then SPECrate2017, then hardinfo2's single-thread tests. A new benchmark is a module
 * here, its importer (src/catalogue/import-scores/importers.ts) and the data file the importer
 * writes; pages take the list as it is.
 */
export const BENCHMARK_MODULES: readonly BenchmarkModule[] = [BLENDER_OPEN_DATA, SPEC_CPU2017, HARDINFO2];

/** The benchmark pages show when none is asked for. */
export const DEFAULT_BENCHMARK = 'blender';
