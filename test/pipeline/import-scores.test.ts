import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import t from 'tap';
import { main } from '../../src/pipeline/scores/cli.js';
import { parseScoreTsv } from '../../src/pipeline/scores/tsv.js';
import { readScoreFiles } from '../../src/record/score-files.js';
import { BLENDER_OPEN_DATA } from '../../src/record/benchmarks/blender-opendata.js';
import { HARDINFO2 } from '../../src/record/benchmarks/hardinfo2.js';
import { SPEC_CPU2017 } from '../../src/record/benchmarks/spec-cpu2017.js';
import { SINGLE_THREAD_INDEX } from '../../src/record/benchmarks/list.js';
import { BENCHMARK_MODULES } from '../../src/record/benchmarks/list.js';
import { scoreFilesOf, type BenchmarkModule } from '../../src/record/benchmarks/declaration.js';
import type { Processor } from '../../src/shared/processor.js';

/**
 * `npm run import-scores -- --sources DIR` end to end, on source folders made for the tests
 * (test/fixtures/benchmark-sources/) and a catalogue of a few records: what it reports per
 * benchmark, what it writes, that it writes the same bytes every time, and what --check says.
 */
const FIXTURES = fileURLToPath(new URL('../fixtures/benchmark-sources', import.meta.url));
const base = JSON.parse(readFileSync(new URL('../fixtures/processor-ryzen-7-7700x.json', import.meta.url), 'utf8')) as Processor;
const json = (value: unknown) => JSON.stringify(value, null, 2);
// Each Intel record its own line and design, so the doubt rule weighs none against another.
const intel = (id: string, name: string, changes: Partial<Processor> = {}): Processor => ({
  ...base,
  vendor: 'intel',
  id,
  name,
  family: name.split('-')[0]!,
  generation: name,
  microarchitecture: null,
  codename: null,
  ...changes,
});
const epyc = (id: string, name: string, tdpW: number): Processor => ({
  ...base,
  id,
  name,
  family: 'EPYC',
  generation: 'EPYC 9004',
  segment: 'server',
  cores: 96,
  threads: 192,
  tdpW,
  microarchitecture: 'Zen 4',
});

/**
 * Ten processors with two results in each single-thread test: the reference set the single-thread
 * index needs (at least ten), added to the hardinfo2 fixture's rows as records and results.
 */
const REFERENCE = Array.from({ length: 10 }, (_, i) => ({ id: `core-i3-810${i}`, name: `Core i3-810${i}`, i }));
const TESTS = [
  ['SysBench CPU (Single-thread)', 1000020, 1000],
  ['CPU Blowfish (Single-thread)', 1, 10],
  ['FPU Raytracing (Single-thread)', 2, 2000],
] as const;
const referenceRows = REFERENCE.flatMap(({ name, i }) =>
  TESTS.flatMap(([test, version, base]) =>
    [0, 1].map((run) =>
      JSON.stringify({
        MachineId: `reference-${i}-${run}`,
        MachineType: 'Desktop',
        BenchmarkResult: base * (1 + i / 10) + run,
        CpuName: `Intel ${name}`,
        NumCpus: 1,
        NumCores: 4,
        NumThreads: 8,
        UsedThreads: 1,
        Benchmark: test,
        FirstSeenCommit: '0'.repeat(40),
        CommitDate: '2026-05-01T10:00:00+02:00',
        BenchmarkVersion: version,
      }),
    ),
  ),
);
/** A second ray-tracing result for the Ryzen 7 7700X: with its three SysBench results, two tests that rank it, so it has an index. */
const secondRaytracing = JSON.stringify({
  MachineId: 'n',
  MachineType: 'Desktop',
  BenchmarkResult: 3500,
  CpuName: 'AMD Ryzen 7 7700X',
  NumCpus: 1,
  NumCores: 8,
  NumThreads: 16,
  UsedThreads: 1,
  Benchmark: 'FPU Raytracing (Single-thread)',
  FirstSeenCommit: '0'.repeat(40),
  CommitDate: '2026-05-01T10:00:00+02:00',
  BenchmarkVersion: 2,
});

/** A repository root with a small catalogue, and a sources folder holding the fixtures as the real ones are packed. */
function setUp(t: { testdir(content: Record<string, Record<string, Record<string, string>>>): string }) {
  const root = t.testdir({
    data: {
      amd: {
        'ryzen.json': json([base, { ...base, id: 'ryzen-7-7700', name: 'Ryzen 7 7700' }]),
        'epyc.json': json([epyc('epyc-9654', 'EPYC 9654', 360), epyc('epyc-9684x', 'EPYC 9684X', 400)]),
      },
      intel: {
        'core.json': json([
          intel('core-i5-12400f', 'Core i5-12400F'),
          intel('core-i9-13900k', 'Core i9-13900K'),
          intel('xeon-gold-6548y-plus', 'Xeon Gold 6548Y+', { segment: 'server' }),
        ]),
        'reference.json': json(REFERENCE.map(({ id, name }) => intel(id, name))),
      },
      scores: {},
    },
    sources: {},
  });
  const sources = join(root, 'sources');
  cpSync(FIXTURES, sources, { recursive: true });
  writeFileSync(
    join(sources, 'hardinfo2', 'hardinfo2-cpu-results.jsonl'),
    `${readFileSync(join(sources, 'hardinfo2', 'hardinfo2-cpu-results.jsonl'), 'utf8')}${[...referenceRows, secondRaytracing].join('\n')}\n`,
  );
  for (const [dir, name] of [
    ['spec-cpu2017', 'cpu2017-results.csv'],
    ['hardinfo2', 'hardinfo2-cpu-results.jsonl'],
  ]) {
    writeFileSync(join(sources, dir!, `${name}.gz`), gzipSync(readFileSync(join(sources, dir!, name!))));
  }
  return { root, sources };
}
async function run(argv: string[], rootDir: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (text) => out.push(text), err: (text) => err.push(text) }, rootDir);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** a module's figures as the server reads them from its file or files */
const read = async (root: string, module: BenchmarkModule) => (await readScoreFiles(root, module, null))!;
/** every file the modules write, as text */
const writtenFiles = (root: string) => Promise.all(BENCHMARK_MODULES.flatMap(scoreFilesOf).map(({ label }) => readFile(join(root, label), 'utf8')));

t.test("import-scores --sources DIR: every module's figures, reported benchmark by benchmark", async (t) => {
  const { root, sources } = setUp(t);
  const { code, out, err } = await run(['--sources', sources], root);
  t.equal(code, 0, err);

  // Blender: the source's medians as written; of two spellings, the one with more submissions.
  t.match(out, /blender: 13 rows read, 4 processors matched \(4 rows\), 9 rows unmatched\./);
  // the 7700X3D, the i5-12400, the i7-920, and the M4 Pro and X1E-80-100 of vendors the test's catalogue holds no record of
  t.match(out, /unmatched, not in the catalogue: 5 rows/);
  t.match(out, /unmatched, another spelling of a processor matched by a row with more submissions: 1 rows/);
  const blender = await read(root, BLENDER_OPEN_DATA);
  t.same(
    Object.keys(blender.benchmarks.blender!.figures),
    ['amd:ryzen-7-7700', 'amd:ryzen-7-7700x', 'intel:core-i5-12400f', 'intel:core-i9-13900k'],
    'keys in order',
  );
  t.same(blender.benchmarks.blender!.figures['intel:core-i9-13900k'], { score: 484.378, samples: 79, device: '13th Gen Intel Core i9-13900K' });
  t.match(blender, { snapshot: '2026-10-03', licence: 'CC0-1.0', benchmarks: { blender: { version: '4.5.0', minimumSamples: 3 } } });

  // SPEC: SPECrate results only, 1 and 2 chips apart, a median over the compliant results with each one cited.
  t.match(out, /13 rows read|SPEC CPU 2017 \(spec-cpu2017\), snapshot 2026-03-24/);
  t.match(out, /1 rows not for any benchmark: CINT2017 results \(speed, not SPECrate\)/);
  t.match(out, /1 rows not for any benchmark: SPECrate results of systems with 4 chips/);
  t.match(out, /specrate2017-int-base-1chip: 9 rows read, 3 processors matched \(5 rows\), 4 rows unmatched\./);
  t.match(out, /unmatched, no valid result: 1 rows/);
  t.match(out, /specrate2017-int-base-2chip: 1 rows read, 1 processors matched/);
  const spec = await read(root, SPEC_CPU2017);
  const int1 = spec.benchmarks['specrate2017-int-base-1chip']!.figures;
  t.same(
    int1['amd:epyc-9654'],
    {
      score: 1050,
      samples: 2,
      device: 'AMD EPYC 9654',
      results: [
        {
          url: 'https://www.spec.org/cpu2017/results/res2023q1/cpu2017-20230101-00001.html',
          sponsor: 'Maker A',
          system: 'Server A1 (AMD EPYC 9654)',
          published: '2023-01',
          score: 1000,
        },
        {
          url: 'https://www.spec.org/cpu2017/results/res2023q1/cpu2017-20230201-00002.html',
          sponsor: 'Maker B',
          system: 'Server B1 (AMD EPYC 9654)',
          published: '2023-02',
          score: 1100,
        },
      ],
    },
    'the median of the two 1-chip results, each cited',
  );
  t.equal(int1['intel:xeon-gold-6548y-plus']?.samples, 2, 'two spellings of one processor pool their results');
  t.equal(spec.benchmarks['specrate2017-int-base-2chip']!.figures['amd:epyc-9654']?.score, 2000, 'the 2-chip system apart, never halved');
  t.equal(spec.benchmarks['specrate2017-fp-base-1chip']!.figures['amd:epyc-9654']?.score, 900);
  t.same(
    int1['amd:epyc-9684x']?.doubt,
    { cause: 'few-samples', side: 'below', sibling: 'amd:epyc-9654', ratio: 10.5 },
    'flagged: a sibling with no more cores or threads does 10.5× better on more results',
  );
  t.match(out, /amd:epyc-9684x 100 \(1 results\) is 10\.5× below amd:epyc-9654 1050 \(2 results\); likely cause few-samples/);
  t.match(spec, {
    snapshot: '2026-03-24',
    licence: 'LicenseRef-SPEC-Fair-Use',
    notice: /registered trademarks of the Standard Performance Evaluation Corporation/,
  });
  t.same(spec.inputs, [
    'https://www.spec.org/cgi-bin/osgresults?conf=cpu2017;op=dump;format=csvdump',
    'https://github.com/example/spec-copy/blob/0123456789abcdef0123456789abcdef01234567/data/cpu2017-results.csv.gz',
  ]);
  // On disk: one file per benchmark, each with the whole header; a result's id in place of its URL, the template in the header.
  for (const { label } of scoreFilesOf(SPEC_CPU2017)) {
    const file = JSON.parse(await readFile(join(root, label), 'utf8'));
    t.match(
      file,
      {
        sourceUrl: SPEC_CPU2017.sourceUrl,
        licence: SPEC_CPU2017.licence,
        attribution: SPEC_CPU2017.attribution,
        notice: SPEC_CPU2017.notice,
        snapshot: '2026-03-24',
      },
      `${label} names its source`,
    );
    t.equal(file.resultRows.url, 'https://www.spec.org/cpu2017/results/res{year}q{quarter}/cpu2017-{result}.html');
  }
  const int1File = JSON.parse(await readFile(join(root, 'data/scores/spec-cpu2017/specrate2017-int-base-1chip.json'), 'utf8'));
  t.same(Object.keys(int1File.benchmarks), ['specrate2017-int-base-1chip']);
  t.same(int1File.benchmarks['specrate2017-int-base-1chip'].figures['amd:epyc-9654'].results[0], [
    '20230101-00001',
    'Maker A',
    'Server A1 (AMD EPYC 9654)',
    '2023-01',
    1000,
  ]);

  // hardinfo2: one version per test, the one with the most results; one socket only; absurd results out.
  t.match(out, /sysbench-cpu-single-thread: 30 rows read, 12 processors matched \(24 rows\), 6 rows unmatched\./);
  t.match(out, /version 1000020 kept, the one with the most results; results by version: 1000019 \(1\), 1000020 \(28\), unstated \(1\)/);
  t.match(out, /unmatched, a system of several sockets: 2 rows/);
  t.match(out, /unmatched, another version of the test \(results compare only within one\): 2 rows/);
  t.match(out, /blowfish-single-thread: 24 rows read, 11 processors matched \(22 rows\)/);
  t.match(out, /1 rows not for any benchmark: SysBench CPU \(Multi-thread\) results \(a test not imported\)/);
  const hardinfo2 = await read(root, HARDINFO2);
  t.match(hardinfo2.benchmarks['sysbench-cpu-single-thread']!.figures, {
    'amd:ryzen-7-7700x': { score: 6000, samples: 3, device: 'AMD Ryzen 7 7700X' },
    'intel:core-i9-13900k': { score: 7000, samples: 1, device: 'Intel Core i9-13900K' },
  });
  t.notOk(hardinfo2.benchmarks['sysbench-cpu-single-thread']!.figures['intel:core-i5-12400f'], 'the 2-package machine is left out');
  t.match(hardinfo2, {
    snapshot: '2026-07-03',
    licence: 'GPL-2.0-or-later',
    inputs: ['https://github.com/hardinfo2/hardinfo2/blob/0123abcd/data/benchmark.json'],
  });
  t.match(hardinfo2.benchmarks['blowfish-single-thread'], { version: '1', figures: { 'amd:ryzen-7-7700': { score: 31, samples: 2 } } });

  // The single-thread index, from the tests' figures as just written: the reference set of ten, each
  // test's scale over it, and a figure per processor with its results and tests.
  t.match(out, /single-thread-index: 11 processors from 34 test figures, 11 of them ranked/);
  t.match(out, /reference set: 10 processors with a ranked figure in every test/);
  const index = await read(root, SINGLE_THREAD_INDEX);
  t.match(index, { licence: 'GPL-2.0-or-later', notice: /Derived by CPU Atlas from the single-thread tests of hardinfo2/, snapshot: '2026-07-03' });
  t.same(index.benchmarks['single-thread-index']!.reference?.processors, 10);
  const ryzen = index.benchmarks['single-thread-index']!.figures['amd:ryzen-7-7700x']!;
  t.match(ryzen, { samples: 5, tests: ['sysbench-cpu-single-thread', 'raytracing-single-thread'] }, 'made of the tests that rank it, their results summed');
  t.ok(ryzen.low! < ryzen.score && ryzen.score < ryzen.high!, `with its range: ${ryzen.low}–${ryzen.high}`);
  t.match(index.benchmarks['single-thread-index']!.reference?.uncertainties, { 'sysbench-cpu-single-thread+raytracing-single-thread': Number });
  t.equal(index.benchmarks['single-thread-index']!.figures['intel:core-i9-13900k'], undefined, 'one SysBench result ranks in no test: no index');
  t.equal(
    index.benchmarks['single-thread-index']!.figures['intel:core-i3-8100']!.score <
      index.benchmarks['single-thread-index']!.figures['intel:core-i3-8109']!.score,
    true,
    'the reference set in its order',
  );

  t.match(out, /Coverage:\n\s+17 of 17 processors have at least one figure/);
  t.match(out, /11 processors have a single-thread index \(11 of them ranked: two tests or more behind it\)/);
  const written = await writtenFiles(root);
  await run(['--sources', sources], root);
  t.same(await writtenFiles(root), written, 'the same sources and catalogue write the same bytes');
});

t.test('--verbose lists every unmatched row under its reason, rows of one name together', async (t) => {
  const { root, sources } = setUp(t);
  const { out } = await run(['--sources', sources, '--verbose'], root);
  t.match(out, /"AMD Ryzen 7 7700X3D 8-Core Processor" \(line 4\): read as AMD "Ryzen 7 7700X3D"; the catalogue has "Ryzen 7 7700X", "Ryzen 7 7700"/);
  t.match(out, /"Intel Xeon 6787P" ×2 \(lines 12, 13\): read as Intel "Xeon 6787P"/);
  t.match(out, /"Intel Xeon E5-2670 v2 \(Dual\)" \(line 5\): "\(Dual\)" in the name/);
  t.match(out, /"Intel Core i5-12400F" \(line 6\): 2 CPU packages/);
  t.match(out, /"Intel Core i9-13900K" \(line 7\): result 1771942\.5, over 100 times from the median of the test's results \(\d+(\.\d+)?\)/);
  t.match(out, /"Intel Xeon Platinum 8253" \(line 8\): base result 0: not a compliant result/);
  t.notMatch((await run(['--sources', sources], root)).out, /read as Intel "Xeon 6787P"/, 'without --verbose, counts only');
});

t.test('--check: passes when data/scores is what the sources give, fails naming each file that would change', async (t) => {
  const { root, sources } = setUp(t);
  const first = await run(['--sources', sources, '--check'], root);
  t.equal(first.code, 1, 'nothing written yet: every file would change');
  t.match(
    first.err,
    /--check: data\/scores\/blender-opendata\.json, data\/scores\/spec-cpu2017\/specrate2017-int-base-1chip\.json, .*, data\/scores\/hardinfo2\.json, data\/scores\/single-thread-index\.json would change/,
  );
  await run(['--sources', sources], root);
  const clean = await run(['--sources', sources, '--check'], root);
  t.equal(clean.code, 0, clean.err);
  t.match(clean.out, /data\/scores\/spec-cpu2017\/specrate2017-fp-base-2chip\.json: unchanged\./);
  // the single file of the layout before one file per benchmark is left over: --check says so, a run removes it
  writeFileSync(join(root, 'data', 'scores', 'spec-cpu2017.json'), '{}');
  const leftover = await run(['--sources', sources, '--check'], root);
  t.equal(leftover.code, 1);
  t.match(leftover.out, /data\/scores\/spec-cpu2017\.json: WOULD BE REMOVED/);
  await run(['--sources', sources], root);
  t.equal((await run(['--sources', sources, '--check'], root)).code, 0, 'removed');
  const path = join(root, 'data', 'scores', 'hardinfo2.json');
  writeFileSync(path, readFileSync(path, 'utf8').replace('"score":6000', '"score":6001'));
  const stale = await run(['--sources', sources, '--check'], root);
  t.equal(stale.code, 1);
  t.match(stale.err, /--check: data\/scores\/hardinfo2\.json would change/, 'the index is made from the sources again, not from the edited file');
  t.equal(readFileSync(path, 'utf8').includes('"score":6001'), true, '--check writes nothing');
});

t.test('a missing or broken source stops the import, naming the file and the line', async (t) => {
  const { root, sources } = setUp(t);
  t.equal((await run([], root)).code, 1, 'no --sources: usage');
  t.match((await run(['--sources'], root)).err, /--sources needs a value/);
  t.match((await run(['--sources', join(root, 'nowhere')], root)).err, /nowhere\/blender-opendata\/cpu-medians\.tsv: file not found/);
  writeFileSync(join(sources, 'blender-opendata', 'cpu-medians.tsv'), 'id\tname\tscore\n');
  t.match((await run(['--sources', sources], root)).err, /cpu-medians\.tsv: line 1: the header must be "id<TAB>name<TAB>score<TAB>samples"/);
  const fresh = setUp(t);
  writeFileSync(join(fresh.sources, 'spec-cpu2017', 'SOURCE.txt'), 'nothing useful\n');
  t.match((await run(['--sources', fresh.sources], fresh.root)).err, /spec-cpu2017\/SOURCE\.txt: the notes do not give the date the copy was made/);
  const broken = setUp(t);
  writeFileSync(join(broken.sources, 'hardinfo2', 'hardinfo2-cpu-results.jsonl.gz'), gzipSync('{"Benchmark": 1}\n'));
  t.match(
    (await run(['--sources', broken.sources], broken.root)).err,
    /hardinfo2-cpu-results\.jsonl\.gz: line 1: needs Benchmark, CpuName, BenchmarkResult and CommitDate/,
  );
});

t.test('tests that share too few processors cannot make the single-thread index: the import stops, saying why', async (t) => {
  const { root, sources } = setUp(t);
  // Only the fixture's own rows: no processor has a ranked figure in all three tests.
  writeFileSync(
    join(sources, 'hardinfo2', 'hardinfo2-cpu-results.jsonl.gz'),
    gzipSync(readFileSync(join(FIXTURES, 'hardinfo2', 'hardinfo2-cpu-results.jsonl'))),
  );
  const { code, err } = await run(['--sources', sources], root);
  t.equal(code, 1);
  t.match(
    err,
    /single-thread-index: only 0 processors have a ranked figure in every test \(sysbench-cpu-single-thread, blowfish-single-thread, raytracing-single-thread\); the index needs 10/,
  );
});

t.test('the table parser keeps names exactly, spaces included', async (t) => {
  const rows = parseScoreTsv('id\tname\tscore\tsamples\r\nx\tIntel Core i5-4460  CPU @ 3.20GHz\t2752.0\t6\r\n');
  t.same(rows, [{ line: 2, id: 'x', name: 'Intel Core i5-4460  CPU @ 3.20GHz', score: 2752, samples: 6 }]);
});
