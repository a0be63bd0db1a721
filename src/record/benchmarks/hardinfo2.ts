import type { BenchmarkDeclaration, BenchmarkModule } from './declaration.js';

/**
 * hardinfo2's user-submitted results (GPL-2.0-or-later, kept in a file of their own apart from
 * the CC0 data). Three single-thread tests, each its own benchmark: results compare only within
 * one test and one version of it. None is a general single-thread score, so each is named for
 * its test. Most processors have one or two results; one alone is shown but not ranked.
 */
export interface Hardinfo2Declaration extends BenchmarkDeclaration {
  /** the test's name in the results, exactly */
  test: string;
}

const singleThread = (id: string, test: string): Hardinfo2Declaration => ({
  id,
  test,
  direction: 'higher',
  scope: 'single-thread',
  rankedSamples: 2,
});

export const HARDINFO2_TESTS: readonly Hardinfo2Declaration[] = [
  singleThread('sysbench-cpu-single-thread', 'SysBench CPU (Single-thread)'),
  singleThread('blowfish-single-thread', 'CPU Blowfish (Single-thread)'),
  singleThread('raytracing-single-thread', 'FPU Raytracing (Single-thread)'),
];

export const HARDINFO2: BenchmarkModule = {
  id: 'hardinfo2',
  sourceName: 'hardinfo2',
  sourceUrl: 'https://github.com/hardinfo2/hardinfo2',
  licence: 'GPL-2.0-or-later',
  licenceUrl: 'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html',
  attribution: 'hardinfo2 benchmark database, GPL-2.0-or-later, https://github.com/hardinfo2/hardinfo2',
  notice:
    'These figures are derived from the hardinfo2 benchmark database and are distributed under the GNU General Public ' +
    "License, version 2 or (at your option) any later version, apart from the rest of CPU Atlas's data.",
  benchmarks: HARDINFO2_TESTS,
};
