import { readFileSync } from 'node:fs';
import t from 'tap';
import { sharesIndexScale } from '../../src/record/single-thread-index.js';
import { checkScoreKeys, formatScoreFile, validateScoreFile, type ScoreFile } from '../../src/record/benchmark-file.js';
import { BLENDER_OPEN_DATA } from '../../src/record/benchmarks/blender-opendata.js';
import { scoreFilesOf } from '../../src/record/benchmarks/declaration.js';
import { BENCHMARK_MODULES } from '../../src/record/benchmarks/list.js';
import { SPEC_CPU2017 } from '../../src/record/benchmarks/spec-cpu2017.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { loadShippedProcessors } from '../../src/record/shipped-records.js';
import { readConfig } from '../../src/config.js';
import type { Processor } from '../../src/shared/processor.js';

/**
 * data/scores/<module>.json is validated at start-up like the catalogue, against its module's
 * declaration: a bad entry, a key that names no processor, or a licence the module does not
 * declare stops the server with the file, the entry and the field named.
 */
const rootDir = readConfig({}).rootDir;
const good: ScoreFile = {
  module: 'blender-opendata',
  sourceName: 'Blender Open Data',
  sourceUrl: 'https://opendata.blender.org/',
  licence: 'CC0-1.0',
  licenceUrl: 'https://creativecommons.org/publicdomain/zero/1.0/',
  attribution: BLENDER_OPEN_DATA.attribution,
  notice: null,
  snapshot: '2026-10-03',
  inputs: [],
  benchmarks: {
    blender: {
      method: 'Cycles CPU rendering',
      version: '4.5.0',
      minimumSamples: 3,
      figures: { 'amd:ryzen-7-7700x': { score: 301.5, samples: 134, device: 'AMD Ryzen 7 7700X 8-Core Processor' } },
    },
  },
};
const entry = good.benchmarks.blender!.figures['amd:ryzen-7-7700x']!;
const withEntry = (changes: Record<string, unknown>, key = 'amd:ryzen-7-7700x') => ({
  ...good,
  benchmarks: { blender: { ...good.benchmarks.blender!, figures: { [key]: { ...entry, ...changes } } } },
});
const validate = (file: unknown) => validateScoreFile(file, BLENDER_OPEN_DATA, 'scores.json');

t.test("a good file validates, and the importer's layout reads back the same", async (t) => {
  t.same(validate(good), good);
  t.same(JSON.parse(formatScoreFile(good)), good);
  t.match(
    formatScoreFile(good),
    /\n {8}"amd:ryzen-7-7700x": \{"score":301\.5,"samples":134,"device":"AMD Ryzen 7 7700X 8-Core Processor"\}\n/,
    'one figure, one line',
  );
});

t.test('a bad entry names the file, the benchmark and processor, and the field', async (t) => {
  const cases: [unknown, RegExp][] = [
    [withEntry({ score: -1 }), /^scores\.json: blender amd:ryzen-7-7700x: score is invalid/],
    [withEntry({ score: '301.5' }), /^scores\.json: blender amd:ryzen-7-7700x: score is invalid/],
    [withEntry({ samples: 2 }), /^scores\.json: blender amd:ryzen-7-7700x: samples is 2, fewer than minimumSamples \(3\)$/],
    [withEntry({ samples: 3.5 }), /^scores\.json: blender amd:ryzen-7-7700x: samples is invalid/],
    [withEntry({ device: undefined }), /^scores\.json: blender amd:ryzen-7-7700x: device is missing$/],
    [withEntry({ estimated: true }), /^scores\.json: blender amd:ryzen-7-7700x: has unknown fields: estimated$/],
    [
      withEntry({ doubt: { cause: 'few-samples', side: 'below', sibling: 'amd:ryzen-9-9950x', ratio: 2 } }),
      /^scores\.json: blender amd:ryzen-7-7700x: doubt\.sibling names amd:ryzen-9-9950x, which has no figure here$/,
    ],
    [
      withEntry({ doubt: { cause: 'bad luck', side: 'below', sibling: 'amd:ryzen-7-7700x', ratio: 2 } }),
      /^scores\.json: blender amd:ryzen-7-7700x: doubt\.cause is invalid/,
    ],
    [
      withEntry({ samples: 3, results: [{ url: 'https://www.spec.org/x.html', sponsor: 'A', system: 'S', published: '2024-01', score: 1 }] }),
      /^scores\.json: blender amd:ryzen-7-7700x: results lists 1 results for 3 samples$/,
    ],
    [withEntry({}, 'AMD Ryzen 7 7700X'), /^scores\.json: blender: "AMD Ryzen 7 7700X" is not a processor key \(vendor:id\)$/],
    [{ ...good, snapshot: '2026-13-01' }, /^scores\.json: snapshot must be a date, YYYY-MM-DD$/],
    [{ ...good, sourceUrl: 'http://opendata.blender.org/' }, /^scores\.json: sourceUrl is invalid/],
    [{ ...good, licence: undefined }, /^scores\.json: licence is missing$/],
  ];
  for (const [file, message] of cases) t.throws(() => validate(file), { name: 'CatalogueError', message }, String(message));
});

t.test('the file must say what its module declares: a new licence needs a person first', async (t) => {
  t.throws(() => validate({ ...good, licence: 'CC-BY-4.0' }), { message: /^scores\.json: licence is "CC-BY-4\.0", but the module declares "CC0-1\.0"$/ });
  t.throws(() => validate({ ...good, module: 'passmark' }), { message: /^scores\.json: module is "passmark", expected "blender-opendata"$/ });
  t.throws(() => validate({ ...good, benchmarks: { ...good.benchmarks, cinebench: good.benchmarks.blender } }), {
    message: /has benchmarks the module does not declare: cinebench/,
  });
  t.throws(
    () =>
      validateScoreFile(
        { ...good, module: 'spec-cpu2017', licence: SPEC_CPU2017.licence, licenceUrl: SPEC_CPU2017.licenceUrl, notice: SPEC_CPU2017.notice },
        SPEC_CPU2017,
        'spec.json',
      ),
    { message: /^spec\.json: benchmarks has benchmarks the module does not declare: blender$/ },
  );
});

t.test('a key that names no processor stops start-up', async (t) => {
  const processors = [{ vendor: 'amd', id: 'ryzen-7-7700' }] as Pick<Processor, 'vendor' | 'id'>[];
  t.throws(() => checkScoreKeys(good, processors, scoreFilesOf(BLENDER_OPEN_DATA)[0]!.label), {
    message: 'data/scores/blender-opendata.json: blender amd:ryzen-7-7700x: names no processor in the catalogue (re-run npm run import-scores)',
  });
});

t.test("the shipped catalogue loads every module's figures; a bad file stops it, a missing one means none of its benchmarks", async (t) => {
  const catalogue = await loadCatalogue(undefined, rootDir);
  t.same(
    catalogue.benchmarks.map((b) => b.info.id),
    BENCHMARK_MODULES.flatMap((m) => m.benchmarks.map((b) => b.id)),
    'every declared benchmark, in order',
  );
  for (const benchmark of catalogue.benchmarks) t.ok(benchmark.count > 0, `${benchmark.info.id}: ${benchmark.count} processors have a figure`);
  t.match(catalogue.findBenchmark('blender')?.info, { sourceName: 'Blender Open Data', version: '4.5.0', licence: 'CC0-1.0', synthetic: false });
  for (const { label } of BENCHMARK_MODULES.flatMap(scoreFilesOf)) {
    const shipped = JSON.parse(readFileSync(`${rootDir}/${label}`, 'utf8')) as ScoreFile;
    for (const [id, benchmark] of Object.entries(shipped.benchmarks)) {
      const keys = Object.keys(benchmark.figures);
      t.same(keys, [...keys].sort(), `${id}: keys in order (deterministic output)`);
    }
  }

  const fixture = JSON.parse(readFileSync(new URL('../fixtures/processor-ryzen-7-7700x.json', import.meta.url), 'utf8')) as Processor;
  const layout = (scores?: unknown) =>
    t.testdir({
      data: {
        amd: { 'a.json': JSON.stringify([fixture]) },
        intel: {},
        ...(scores === undefined ? {} : { scores: { 'blender-opendata.json': JSON.stringify(scores) } }),
      },
    });
  const loaded = await loadCatalogue(undefined, layout(good));
  t.match(loaded.findBenchmark('blender')?.figureOf(fixture), { score: 301.5, samples: 134, results: [], doubt: null, ranked: true });
  t.equal(loaded.findBenchmark('specrate2017-int-base-1chip'), undefined, 'no SPEC file: no SPEC benchmarks');
  await t.rejects(loadCatalogue(undefined, layout(withEntry({ samples: 0 }))), {
    message: /^data\/scores\/blender-opendata\.json: blender amd:ryzen-7-7700x: samples/,
  });
  await t.rejects(loadCatalogue(undefined, layout(withEntry({}, 'intel:core-i9-13900k'))), {
    message: /^data\/scores\/blender-opendata\.json: blender intel:core-i9-13900k: names no processor/,
  });
  const none = await loadCatalogue(undefined, layout());
  t.same(none.benchmarks, []);
  t.equal(none.findBenchmark('blender'), undefined, 'no file, no figures: nothing is estimated');
  t.equal((await loadShippedProcessors(layout())).length, 1);
});

t.test('fake:N gets synthetic figures in every benchmark, marked as such, the same every time', async (t) => {
  const catalogue = await loadCatalogue('fake:3000', rootDir);
  t.same(
    catalogue.benchmarks.map((b) => b.info.id),
    BENCHMARK_MODULES.flatMap((m) => m.benchmarks.map((b) => b.id)),
  );
  for (const benchmark of catalogue.benchmarks) {
    t.equal(benchmark.info.synthetic, true, `${benchmark.info.id} says synthetic`);
    const share = benchmark.count / catalogue.processors.length;
    if (benchmark.info.derivedFrom) {
      // The index: every x86 processor with a figure that ranks in two of its tests or more, made by the importer's own function.
      const inputs = benchmark.info.derivedFrom.benchmarks.map((id) => catalogue.findBenchmark(id)!);
      const measured = catalogue.processors.filter((p) => sharesIndexScale(p) && inputs.filter((input) => input.figureOf(p)?.ranked).length >= 2).length;
      t.equal(benchmark.count, measured, `${benchmark.info.id}: ${(share * 100).toFixed(0)}% have a figure, every x86 processor ranked in two of its tests`);
      t.ok(measured > 0, 'some do');
      t.ok(
        catalogue.processors.every(
          (p) => !benchmark.figureOf(p) || (benchmark.figureOf(p)!.ranked && benchmark.figureOf(p)!.range!.low < benchmark.figureOf(p)!.range!.high),
        ),
        'every one ranks, with its range',
      );
    } else {
      t.ok(share > 0.35 && share < 0.75, `${benchmark.info.id}: ${(share * 100).toFixed(0)}% have a figure`);
    }
  }
  const again = await loadCatalogue('fake:3000', rootDir);
  const p = catalogue.processors[10]!;
  t.same(
    again.benchmarks.map((b) => b.figureOf(p)),
    catalogue.benchmarks.map((b) => b.figureOf(p)),
    'the same seed, the same figures',
  );
  const flagged = catalogue.benchmarks.flatMap((b) => catalogue.processors.map((q) => b.figureOf(q)).filter((f) => f?.doubt));
  t.ok(flagged.length > 0 && flagged.every((f) => !f!.ranked), 'the doubt rule runs on synthetic figures too, and flagged ones do not rank');
});
