import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { main as audit } from '../../src/pipeline/audit/cli.js';
import { countAudit } from '../../src/pipeline/audit/report.js';
import { agrees, auditRecords, drawSample } from '../../src/pipeline/audit/sample.js';
import { parsePublishedIds } from '../../src/pipeline/records/assign-ids.js';
import { main as runImport } from '../../src/pipeline/records/cli.js';
import { runPipeline } from '../../src/pipeline/records/pipeline.js';
import { SOURCES } from '../../src/pipeline/records/sources.js';

/*
 * The self-audit on the pipeline's fixtures (test/fixtures/pipeline/): the same seed draws the same
 * records, each fact stands beside every row the import read for it, and a row that gives another
 * value is marked — unless a rule of the import refused that value, which the audit names.
 */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/pipeline/${name}`, import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));
const ledger = parsePublishedIds((await readFile(fixture('published-ids.txt'), 'utf8')).trim().split('\n'));
const report = await runPipeline({
  sources: SOURCES,
  sourcesDir: fixture('sources'),
  curatedDir: fixture('curated'),
  curatedLabel: 'curated',
  published: ledger,
});
const record = (id: string) => report.records.find((r) => r.id === id)!;

t.test('a seed draws the same records every time, each once', async (t) => {
  const ids = (seed: number) => drawSample(report.records, seed, 10).map((r) => `${r.vendor}:${r.id}`);
  t.same(ids(36), ids(36));
  t.equal(new Set(ids(36)).size, 10);
  t.not(ids(36).join(), ids(37).join(), 'another seed, another sample');
  t.equal(drawSample(report.records, 1, 10_000).length, report.records.length, 'never more than the catalogue');
});

t.test('what counts as the same fact: clocks within 10 MHz, fewer decimals, packages, periods, spellings, fewer memory types', async (t) => {
  t.ok(agrees('baseClockGHz', 2.93, 2.9), "PassMark's 2.9 GHz is ARK's 2.93 to fewer decimals");
  t.notOk(agrees('baseClockGHz', 2.93, 3.0));
  t.ok(agrees('socket', 'FP7, FP7r2, FP8', 'FP8'));
  t.ok(agrees('launched', '2017-Q4', '2017-10-05'));
  t.ok(agrees('codename', 'Ivy Bridge EP', 'Ivy Bridge-EP'));
  t.ok(agrees('codename', 'Haswell', 'Haswell-EP'), 'a die variant of the same codename names the same line more narrowly');
  t.notOk(agrees('codename', 'Haswell', 'Broadwell-EP'));
  t.ok(agrees('igpu', { name: 'Intel HD Graphics 4400', maxFreqMHz: 950 }, { name: 'Intel HD 4400', maxFreqMHz: null }));
  t.notOk(agrees('igpu', null, { name: 'Intel GMA 3150', maxFreqMHz: null }), 'none against named graphics');
  t.ok(
    agrees(
      'memory.types',
      [
        { type: 'DDR4', speedMTs: 3200 },
        { type: 'LPDDR4', speedMTs: 4266 },
      ],
      [{ type: 'DDR4', speedMTs: 3200 }],
    ),
  );
  t.notOk(agrees('memory.types', [{ type: 'DDR3L', speedMTs: 1600 }], [{ type: 'DDR3', speedMTs: 1600 }]));
  t.ok(agrees('codename', 'Rocket Lake', 'Rocket Lake-E'), "TechPowerUp's die variant of the same codename");
  t.ok(agrees('codename', 'Coffee Lake', 'Coffee Lake-S WS'));
  t.notOk(agrees('codename', 'Coffee Lake', 'Kaby Lake-R'), 'another codename still differs');
  t.ok(
    agrees('igpu', { name: 'Intel HD Graphics for 3rd Generation Intel Processors', maxFreqMHz: 1050 }, { name: 'Intel HD', maxFreqMHz: null }),
    "ARK's generation naming and TechPowerUp's brand alone",
  );
  t.ok(
    agrees('igpu', { name: 'Intel HD Graphics for 2nd Generation Intel Processors', maxFreqMHz: 1100 }, { name: 'Intel HD (Sandy Bridge)', maxFreqMHz: null }),
  );
  t.notOk(agrees('igpu', { name: 'Intel Iris Pro Graphics 5200', maxFreqMHz: 1300 }, { name: 'Intel HD 5200', maxFreqMHz: null }));
});

t.test("another copy of the vendor's table that only says less or earlier is judged as the import judges copies", async (t) => {
  // the Xeon E3-1240 v5's two ARK rows, the older one made to say what older copies say of later parts
  const key = 'intel:xeon-e3-1240-v5';
  const rows = report.rows.get(key)!.map((member) => ({ ...member, candidate: { ...member.candidate, facts: { ...member.candidate.facts } } }));
  const [newer, older] = rows.filter((m) => m.source.kind === 'vendor-table');
  t.ok(newer && older && newer.rank < older.rank, 'two copies of ARK, the newer first');
  newer!.candidate.facts.status = 'discontinued';
  older!.candidate.facts.status = 'launched';
  newer!.candidate.facts['memory.maxGB'] = 96;
  older!.candidate.facts['memory.maxGB'] = 64;
  const shipped = { ...record('xeon-e3-1240-v5'), status: 'discontinued' as const, memory: { ...record('xeon-e3-1240-v5').memory, maxGB: 96 } };
  const [audited] = auditRecords([shipped], { ...report, rows: new Map([[key, rows]]), refusals: [], moves: [] });
  t.match(
    audited!.facts.find((f) => f.field === 'status'),
    { verdict: 'known', references: [{}, { refusedBy: /before the part was discontinued/ }] },
  );
  t.match(
    audited!.facts.find((f) => f.field === 'memory.maxGB'),
    { verdict: 'known', references: [{}, { refusedBy: /smaller maximum/ }] },
  );
  older!.candidate.facts['memory.maxGB'] = 128;
  const [larger] = auditRecords([shipped], { ...report, rows: new Map([[key, rows]]), refusals: [], moves: [] });
  t.equal(larger!.facts.find((f) => f.field === 'memory.maxGB')!.verdict, 'differs', 'an older copy with a larger maximum still differs');
});

t.test('a core name offered as the codename is a known slip even where no rule was asked (the record had its codename from a vendor)', async (t) => {
  const [raptor] = auditRecords([record('core-i9-14900')], { ...report, refusals: [], moves: [] });
  t.match(
    raptor!.facts.find((f) => f.field === 'codename'),
    { verdict: 'known', references: [{ value: 'Raptor Cove', refusedBy: 'a microarchitecture given as codename' }] },
    'BuildCores\' "Raptor Cove" beside ARK\'s Raptor Lake Refresh',
  );
});

t.test('each fact beside every row the import read for it; a differing row is marked, a refused one named', async (t) => {
  const [phenom, h, strix, xe] = auditRecords(
    [record('phenom-ii-x2-570'), record('core-i9-11950h'), record('ryzen-ai-9-hx-370'), record('core-i9-10980xe')],
    report,
  );
  const base = phenom!.facts.find((f) => f.field === 'baseClockGHz')!;
  t.same(
    base.references
      .filter((r) => r.differs)
      .map((r) => report.sources[r.source - 1]!.name)
      .sort(),
    ['PassMark CPU list', 'TechPowerUp CPU Database'],
    "AMD's 4 GHz against TechPowerUp's and PassMark's 3.5",
  );
  t.equal(base.verdict, 'known', 'which the record shows as disputed: no silent difference');
  t.equal(base.references.find((r) => r.differs)?.refusedBy, 'shown as disputed (references)', 'and the audit says so');
  const tdp = h!.facts.find((f) => f.field === 'tdpW')!;
  t.equal(tdp.verdict, 'known', "TechPowerUp's 35 W, the only TDP any row gives, is the cTDP-down point a rule refused");
  t.equal(tdp.references[0]?.refusedBy, 'cTDP-down as TDP', 'and the audit names the rule');
  t.match(
    strix!.facts.find((f) => f.field === 'launched')!,
    { verdict: 'known', references: [{}, { value: '2024-07', refusedBy: 'shown as disputed (doubt)' }] },
    "the curated record's July 2024 against AMD's table, shown as a maintainer's doubt",
  );
  const boost = xe!.facts.find((f) => f.field === 'boostClockGHz')!;
  t.match(
    boost,
    { value: 4.8, verdict: 'known', references: [{ value: 4.8 }, { value: 4.6, refusedBy: /another of ARK's maximum frequencies/ }] },
    "a copy's 4.6 is ARK's Max Turbo, beside the Turbo Boost Max 3.0 the record takes",
  );
  const counts = countAudit(auditRecords(report.records, report));
  t.equal(counts.records, report.records.length);
  t.ok(counts.checked > counts.differs && counts.differs > 0);
});

t.test('npm run audit-sample prints the sample, the counts and every difference, the same for one seed', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'atlas-audit-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  await mkdir(join(dir, 'data'));
  await copyFile(fixture('published-ids.txt'), join(dir, 'data/published-ids.txt'));
  const quiet = { out: () => undefined, err: () => undefined };
  t.equal(await runImport(['--sources', fixture('sources'), '--curated', fixture('curated'), '--data', join(dir, 'data')], quiet, root), 0);
  const run = async (...args: string[]) => {
    const out: string[] = [];
    const code = await audit(
      ['--sources', fixture('sources'), '--curated', fixture('curated'), '--data', join(dir, 'data'), ...args],
      { out: (s) => out.push(s), err: (s) => out.push(s) },
      root,
    );
    return { code, text: out.join('\n') };
  };
  const first = await run('--seed', '36', '--count', '5');
  t.equal(first.code, 0);
  t.match(first.text, /^Self-audit: 5 of \d+ AMD and Intel records, drawn with seed 36\./);
  t.match(first.text, /\nSummary: 5 records, \d+ facts checked against at least one reference:/);
  t.equal((await run('--seed', '36', '--count', '5')).text, first.text, 'reproducible');
  t.equal((await run('--count', '5')).code, 1, 'a seed is needed');
  t.equal((await run('--seed', 'x')).code, 1);
});
