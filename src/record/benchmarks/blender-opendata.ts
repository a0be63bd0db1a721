import type { BenchmarkModule } from './declaration.js';

/**
 * Blender Open Data (CC0): Cycles rendering on the CPU, samples per minute summed over the
 * snapshot's scenes, the median over at least three submissions per device name. Multi-thread
 * rendering throughput, nothing else. Its one benchmark keeps the id pages have used as the
 * default since it was the only one.
 */
export const BLENDER_OPEN_DATA: BenchmarkModule = {
  id: 'blender-opendata',
  sourceName: 'Blender Open Data',
  sourceUrl: 'https://opendata.blender.org/',
  licence: 'CC0-1.0',
  licenceUrl: 'https://creativecommons.org/publicdomain/zero/1.0/',
  attribution: 'Blender Open Data (opendata.blender.org), CC0-1.0',
  notice: null,
  benchmarks: [
    // Every device kept has at least three submissions (the source's floor), so every figure ranks.
    { id: 'blender', direction: 'higher', scope: 'multi-thread', rankedSamples: 3 },
  ],
};
