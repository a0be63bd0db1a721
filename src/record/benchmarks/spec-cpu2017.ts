import type { BenchmarkDeclaration, BenchmarkModule, ResultUrl } from './declaration.js';

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
  chips,
});

/**
 * SPEC files each result's disclosure under the quarter it was published in:
 * https://www.spec.org/cpu2017/results/res2025q1/cpu2017-20241216-45800.html for a result of
 * January 2025. The id kept is what follows "cpu2017-" (the run's date and SPEC's number); the
 * importer refuses a link that this pattern would not give back.
 */
const DISCLOSURE: ResultUrl = {
  template: 'https://www.spec.org/cpu2017/results/res{year}q{quarter}/cpu2017-{result}.html',
  placeholders:
    "{result} is a result's first column; {year} and {quarter} are the year and quarter (1-4) of its month of publication: published 2025-01 is res2025q1",
  url(id, published) {
    const [year, month] = published.split('-').map(Number) as [number, number];
    return `https://www.spec.org/cpu2017/results/res${year}q${Math.ceil(month / 3)}/cpu2017-${id}.html`;
  },
  id(url, published) {
    const id = /\/cpu2017-(\d{8}-\d{5})\.html$/.exec(url)?.[1];
    return id !== undefined && DISCLOSURE.url(id, published) === url ? id : null;
  },
};

export const SPEC_CPU2017: BenchmarkModule = {
  id: 'spec-cpu2017',
  sourceName: 'SPEC CPU 2017',
  sourceUrl: 'https://www.spec.org/cpu2017/results/',
  licence: 'LicenseRef-SPEC-Fair-Use',
  licenceUrl: 'https://www.spec.org/fairuse.html',
  attribution: 'Published SPEC CPU 2017 results, www.spec.org; each result is cited with its test sponsor, system and disclosure.',
  notice:
    'SPEC®, SPECrate® and SPEC CPU® are registered trademarks of the Standard Performance Evaluation Corporation (SPEC). ' +
    'Figures here are medians of published results, computed by CPU Atlas: derived values, not SPEC results. ' +
    'See www.spec.org for the results themselves.',
  benchmarks: [rate('int', 1), rate('int', 2), rate('fp', 1), rate('fp', 2)],
  // some eight thousand cited results in a 2-chip benchmark alone
  filePerBenchmark: true,
  resultUrl: DISCLOSURE,
};
