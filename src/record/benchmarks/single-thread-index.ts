import { publishedApart } from '../benchmark-vocabulary.js';
import type { BenchmarkModule, DerivedInput } from './declaration.js';

/**
 * The single-thread index (src/record/single-thread-index.ts, docs/single-thread-index.md): a
 * figure CPU Atlas derives from every single-thread benchmark of the other modules, so a test added
 * later joins it through its own module. It is computed by the score importer and published as its
 * sources allow: a figure derived from GPL figures (hardinfo2's) is itself under the GPL, in a file
 * and a download of its own, apart from the CC0 data, with their credit and notice.
 */
export const SINGLE_THREAD_INDEX_ID = 'single-thread-index';

export function singleThreadIndexModule(sources: readonly BenchmarkModule[]): BenchmarkModule {
  const inputs: DerivedInput[] = sources.flatMap((module) =>
    module.derivedFrom ? [] : module.benchmarks.filter((benchmark) => benchmark.scope === 'single-thread').map((benchmark) => ({ module, benchmark })),
  );
  const modules = [...new Set(inputs.map((input) => input.module))];
  const { licence, licenceUrl } = combinedLicence(modules);
  const notices = [...new Set(modules.map((module) => module.notice).filter((notice): notice is string => notice !== null))];
  return {
    id: SINGLE_THREAD_INDEX_ID,
    sourceName: 'CPU Atlas single-thread index',
    // Its method is the source a reader can check; the repository's page says how it is made.
    sourceUrl: 'https://github.com/cpu-atlas/cpu-atlas/blob/main/docs/single-thread-index.md',
    licence,
    licenceUrl,
    attribution: `CPU Atlas single-thread index, derived from: ${[...new Set(modules.map((module) => module.attribution))].join('; ')}`,
    notice: [
      `Derived by CPU Atlas from the single-thread tests of ${modules.map((module) => module.sourceName).join(', ')}: not a result of any of them.`,
      ...notices,
    ].join(' '),
    // Every index carries the range it most likely lies in, and pages place it by that range.
    benchmarks: [{ id: SINGLE_THREAD_INDEX_ID, direction: 'higher', scope: 'single-thread', rankedSamples: 2, ranged: true, proportional: false }],
    derivedFrom: inputs,
  };
}

/**
 * The licence a figure derived from these modules' figures carries: a copyleft licence among them
 * passes on to it (one only: two different ones could not be combined), else all must be CC0. Any
 * other mix needs a person to read the terms, so it stops the server and the importer.
 */
function combinedLicence(modules: readonly BenchmarkModule[]): Pick<BenchmarkModule, 'licence' | 'licenceUrl'> {
  const copyleft = [...new Map(modules.filter(publishedApart).map((module) => [module.licence, module])).values()];
  if (copyleft.length === 1) return { licence: copyleft[0]!.licence, licenceUrl: copyleft[0]!.licenceUrl };
  const cc0 = modules.find((module) => module.licence === 'CC0-1.0');
  if (copyleft.length === 0 && cc0 && modules.every((module) => module.licence === 'CC0-1.0')) return { licence: cc0.licence, licenceUrl: cc0.licenceUrl };
  throw new Error(
    `the single-thread index cannot combine figures under ${modules.map((module) => `${module.id} (${module.licence})`).join(', ')}: read their terms and decide its licence`,
  );
}
