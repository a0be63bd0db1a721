import t from 'tap';
import en from '../../locales/en.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import { ATLAS_BENCH } from '../../src/bench-results/atlas-bench.js';
import { BENCHMARK_MODULES } from '../../src/record/benchmarks/list.js';
import { DEFAULT_BENCHMARK } from '../../src/shared/benchmark.js';
import { importersOfModules } from '../../src/pipeline/scores/importers.js';
import { DOUBT_CAUSES, DOUBT_CAUSES_BY_SIDE, DOUBT_SIDES, doubtMessage } from '../../src/shared/benchmark.js';

/**
 * A benchmark is a module: what each declares is enough for every page, in both languages, and
 * for the importer. Adding one without its words or its importer fails here, not on a page.
 */
// CPU Atlas Bench's figures come from the results database, not a file, but pages show them alike.
const SHOWN_MODULES = [...BENCHMARK_MODULES, ATLAS_BENCH];
const benchmarks = SHOWN_MODULES.flatMap((module) => module.benchmarks);

t.test('every benchmark has its words in both languages', async (t) => {
  for (const { id } of benchmarks) {
    for (const field of ['name', 'short', 'unit', 'measures', 'samples', 'basis']) {
      const key = `benchmarks.${id}.${field}`;
      t.ok(key in zh && key in en, `${key} in zh.json and en.json`);
    }
    t.match((en as Record<string, string>)[`benchmarks.${id}.samples`], /\{count\}/, `${id}: the sample count has its place`);
  }
  for (const { id } of SHOWN_MODULES) {
    for (const field of ['credit', 'notice'])
      t.ok(`benchmarkSource.${id}.${field}` in zh && `benchmarkSource.${id}.${field}` in en, `benchmarkSource.${id}.${field}`);
  }
  for (const side of DOUBT_SIDES) {
    for (const cause of DOUBT_CAUSES_BY_SIDE[side]) {
      const key = doubtMessage({ side, cause });
      t.ok(key in zh && key in en, `${key}: a page can explain every cause, on either side`);
    }
  }
  t.same(new Set(Object.values(DOUBT_CAUSES_BY_SIDE).flat()), new Set(DOUBT_CAUSES), 'every cause belongs to a side');
});

t.test('ids are unique and the default is one of them; every module has an importer', async (t) => {
  const ids = benchmarks.map((benchmark) => benchmark.id);
  t.equal(new Set(ids).size, ids.length, 'benchmark ids are unique');
  t.equal(new Set(BENCHMARK_MODULES.map((module) => module.id)).size, BENCHMARK_MODULES.length, 'module ids are unique');
  t.ok(ids.includes(DEFAULT_BENCHMARK));
  for (const id of ids) t.match(id, /^[a-z0-9]+(-[a-z0-9]+)*$/, `${id} fits a URL as it is`);
  t.same(
    importersOfModules().map((importer) => importer.module.id),
    BENCHMARK_MODULES.filter((module) => !module.derivedFrom).map((module) => module.id),
    'every module read from a source folder; a derived one is computed from the others',
  );
});

t.test('the single-thread index is made of every single-thread benchmark, and under the licence its sources carry', async (t) => {
  const index = BENCHMARK_MODULES.find((module) => module.derivedFrom)!;
  t.equal(index.id, 'single-thread-index');
  const singleThread = BENCHMARK_MODULES.filter((module) => !module.derivedFrom).flatMap((module) =>
    module.benchmarks.filter((b) => b.scope === 'single-thread').map((b) => b.id),
  );
  t.same(
    index.derivedFrom!.map((input) => input.benchmark.id),
    singleThread,
    'a single-thread benchmark of any module joins it',
  );
  t.ok(singleThread.length >= 3);
  t.equal(index.licence, 'GPL-2.0-or-later', 'derived from GPL figures: GPL, published apart');
  t.match(index.notice, /Derived by CPU Atlas/);
  t.match(index.attribution, /hardinfo2 benchmark database/);
  t.match(en['benchmarks.single-thread-index.short'], /derived/, 'labelled as derived wherever its name appears');
  t.match(zh['benchmarks.single-thread-index.short'], /派生/);
});

t.test("SPEC figures carry the trademark notice; hardinfo2's the GPL, apart from the CC0 data", async (t) => {
  const spec = BENCHMARK_MODULES.find((module) => module.id === 'spec-cpu2017')!;
  t.match(spec.notice, /SPEC®, SPECrate® and SPEC CPU® are registered trademarks of the Standard Performance Evaluation Corporation/);
  t.match(spec.notice, /not SPEC results/);
  t.match(en['benchmarkSource.spec-cpu2017.notice'], /registered trademarks/);
  t.match(zh['benchmarkSource.spec-cpu2017.notice'], /注册商标/);
  const hardinfo2 = BENCHMARK_MODULES.find((module) => module.id === 'hardinfo2')!;
  t.equal(hardinfo2.licence, 'GPL-2.0-or-later');
  t.match(hardinfo2.attribution, /hardinfo2 benchmark database, GPL-2\.0-or-later, https:\/\/github\.com\/hardinfo2\/hardinfo2/);
});
