import { BLENDER_OPEN_DATA } from './blender-opendata.js';
import type { BenchmarkModule } from './declaration.js';
import { HARDINFO2 } from './hardinfo2.js';
import { singleThreadIndexModule } from './single-thread-index.js';
import { SPEC_CPU2017 } from './spec-cpu2017.js';

/** The modules read from a source folder, each with its importer (src/pipeline/scores/importers.ts). */
const SOURCE_MODULES: readonly BenchmarkModule[] = [BLENDER_OPEN_DATA, SPEC_CPU2017, HARDINFO2];

/** The single-thread index, made of every single-thread benchmark of the source modules. */
export const SINGLE_THREAD_INDEX = singleThreadIndexModule(SOURCE_MODULES);

/**
 * Every benchmark module, in the order pages list their benchmarks: the two answers a visitor asks
 * first — Blender's multi-thread rendering (the ladder's default) and the single-thread index —
 * then SPECrate2017, then hardinfo2's single-thread tests. A new benchmark is a module here, its
 * importer and the data file the importer writes; a new single-thread one also joins the index.
 * Pages take the list as it is.
 */
export const BENCHMARK_MODULES: readonly BenchmarkModule[] = [BLENDER_OPEN_DATA, SINGLE_THREAD_INDEX, SPEC_CPU2017, HARDINFO2];

/**
 * The benchmarks a derived figure is made of (hardinfo2's three single-thread tests): each leans by
 * design, so no answer that says "faster" (compare's verdict, the upgrade advisor's order) rests on
 * one of them alone; the figure made of them answers instead.
 */
export const DERIVED_INPUTS: ReadonlySet<string> = new Set(BENCHMARK_MODULES.flatMap((module) => module.derivedFrom?.map((input) => input.benchmark.id) ?? []));
