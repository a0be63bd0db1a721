import type { BenchmarkDeclaration, BenchmarkModule } from './declaration.js';

/**
 * SPEC CPU 2017's published SPECrate results (SPEC's fair-use rule, not an open licence). A
 * result belongs to a system: a 2-chip system runs about twice the copies of a 1-chip one, so
 * each metric is a benchmark per system size, and no figure is ever divided into a per-chip or
 * per-core number. Each published, compliant result counts once; a single audited result is a
 * figure worth ranking, so one is enough.
 */
const rate = (metric: 'int' | 'fp', chips: 1 | 2): BenchmarkDeclaration => ({
  id: `specrate2017-${metric}-base-${chips}chip`,
  direction: 'higher',
  scope: 'multi-thread',
  rankedSamples: 1,
});

export const SPEC_CPU2017: BenchmarkModule = {
  id: 'spec-cpu2017',
  sourceName: 'SPEC CPU 2017',
  sourceUrl: 'https://www.spec.org/cpu2017/results/',
  licence: 'LicenseRef-SPEC-Fair-Use',
  licenceUrl: 'https://www.spec.org/fairuse.html',
  attribution: 'Published SPEC CPU 2017 results, www.spec.org; each result is cited with its test sponsor, system and disclosure.',
  notice: 'SPEC®, SPECrate® and SPEC CPU® are registered trademarks of the Standard Performance Evaluation Corporation (SPEC). ' +
    'Figures here are medians of published results, computed by CPU Atlas: derived values, not SPEC results. ' +
    'See www.spec.org for the results themselves.',
  benchmarks: [rate('int', 1), rate('int', 2), rate('fp', 1), rate('fp', 2)],
};
