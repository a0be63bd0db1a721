import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { main } from '../../src/catalogue/import/cli.js';
import { runPipeline } from '../../src/catalogue/import/pipeline.js';
import type { PipelineReport } from '../../src/catalogue/import/pipeline.js';
import { formatPipelineReport } from '../../src/catalogue/import/report.js';
import { catalogueFiles } from '../../src/catalogue/import/write-catalogue.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import type { Processor } from '../../src/shared/processor.js';

/*
 * The pipeline on small exports made for the purpose (test/fixtures/pipeline/: a dozen rows of
 * each source, in the real files' layouts, covering the known traps, duplicate names, quarter-only
 * dates, embedded and out-of-scope rows, and facts the vendor leaves blank) plus the shipped
 * data/curated (records and corrections).
 */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/pipeline/${name}`, import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));
const inputs = {
  intel: fixture('intel-ark.csv'),
  amd: fixture('amd.csv'),
  techpowerup: fixture('techpowerup.csv'),
  passmark: fixture('passmark.csv'),
  curatedDir: join(root, 'data/curated'),
};

const report: PipelineReport = await runPipeline(inputs);
const find = (vendor: string, id: string): Processor => {
  const record = report.records.find((r) => r.vendor === vendor && r.id === id);
  if (!record) throw new Error(`${vendor}:${id} is not in the output`);
  return record;
};

t.test('every row is taken or skipped with a reason', async (t) => {
  t.same(report.sources.map((s) => [s.label, s.rows, s.taken]), [
    ['Intel ARK export', 13, 13], ['AMD export', 12, 12], ['TechPowerUp', 16, 15], ['PassMark', 4, 3],
  ]);
  t.same(report.skipped.map((s) => [s.name, s.reason]), [
    ['Opteron 2384', 'launched before 2010 (out of scope)'],
    ['Core 2 Duo E8400', 'launched before 2010 (out of scope)'],
  ]);
});

t.test('the Ryzen 7 4800HS is 35 W, not the 45 W of AMD\'s export (a correction, named on the record)', async (t) => {
  const hs = find('amd', 'ryzen-7-4800hs');
  t.equal(hs.tdpW, 35);
  t.same(hs.configurableTdpW, { min: 35, max: 54 });
  t.match(hs.sources.corrections, [{ field: 'tdpW', vendorValue: 45, url: /^https:\/\// }]);
  t.equal(find('amd', 'ryzen-7-4800h').tdpW, 45, 'the H part keeps its 45 W');
});

t.test('the Core i9-11980HK is 45 W / 2.6 GHz; 65 W / 3.3 GHz is its cTDP-up point', async (t) => {
  const hk = find('intel', 'core-i9-11980hk');
  t.equal(hk.tdpW, 45);
  t.equal(hk.baseClockGHz, 2.6);
  t.same(hk.configurableTdpW, { min: 45, max: 65 });
  t.same(hk.sources.corrections.map((c) => [c.field, c.vendorValue]), [['tdpW', 65], ['baseClockGHz', 3.3]]);
  t.notOk(hk.sources.secondary.some((s) => s.fields.includes('tdpW') || s.fields.includes('baseClockGHz')), 'no source is named for the corrected facts');
});

t.test("TechPowerUp's 11–12 MB L3 for Renoir is refused: unknown stays null", async (t) => {
  const renoir = find('amd', 'ryzen-5-pro-4650u');
  t.equal(renoir.l3CacheMB, null);
  t.equal(renoir.codename, 'Renoir', 'other facts from the same row are taken');
  t.ok(report.refused.some((r) => r.field === 'l3CacheMB' && /Renoir/.test(r.reason)));
});

t.test("TechPowerUp's 25 W for 15 W U-series parts is refused", async (t) => {
  t.equal(find('intel', 'core-i5-8250u').tdpW, 15, 'the vendor states 15 W: nothing to fill');
  const blank = find('intel', 'core-i5-8265u');
  t.not(blank.tdpW, 25, 'never the cTDP-up point');
  t.equal(blank.tdpW, 15, "PassMark's 15 W fills it instead");
  t.match(blank.sources.secondary, [{ name: 'TechPowerUp CPU Database' }, { name: 'PassMark CPU list', fields: ['tdpW'] }]);
});

t.test("PassMark's PL2 is never an Alder Lake part's TDP", async (t) => {
  const alder = find('intel', 'core-i5-12600t');
  t.equal(alder.tdpW, null);
  t.equal(alder.maxTurboPowerW, 74, 'the PL2 is where ARK puts it');
  t.ok(report.refused.some((r) => r.source === 'PassMark CPU list' && r.field === 'tdpW'));
});

t.test('one TDP convention: the nominal in tdpW, a range in configurableTdpW', async (t) => {
  const tiger = find('intel', 'core-i5-1135g7');
  t.same(tiger.configurableTdpW, { min: 12, max: 28 });
  t.equal(tiger.tdpW, 28, 'ARK leaves the TDP blank; TechPowerUp names the nominal 28 W');
  const embedded = find('amd', 'ryzen-embedded-v1605b');
  t.same(embedded.configurableTdpW, { min: 12, max: 25 });
  for (const record of report.records) {
    const range = record.configurableTdpW;
    if (record.tdpW !== null && range?.max != null && range.min != null && record.tdpW === range.max && range.min < range.max && record.vendor === 'amd') {
      t.fail(`${record.id}: tdpW is the top of its range`);
    }
  }
});

t.test('multiplier-locked X3D parts are unlocked: false; later X3D parts as their sources say', async (t) => {
  for (const id of ['ryzen-7-5800x3d', 'ryzen-5-5600x3d', 'ryzen-7-5700x3d', 'ryzen-5-5500x3d']) t.equal(find('amd', id).unlocked, false, id);
  t.equal(find('amd', 'ryzen-9-7950x3d').unlocked, true);
});

t.test('duplicate names get distinct ids that do not depend on row order', async (t) => {
  // ARK lists the i5-3210M twice (rPGA 67355, BGA 72164), the BGA row first in the file
  const plain = find('intel', 'core-i5-3210m');
  t.equal(plain.sources.vendor.productId, '67355', 'the smaller product id keeps the plain slug');
  t.equal(find('intel', 'core-i5-3210m-ark-72164').sources.vendor.productId, '72164');
  t.ok(report.records.some((r) => r.id === 'fx-8350') && report.records.some((r) => r.id === 'fx-8350-fd8350frw8khk'));
  t.equal(find('intel', 'xeon-platinum-8480-plus').name, 'Xeon Platinum 8480+', '"+" is written "plus"');
});

t.test('quarter-only dates: a finer date inside the quarter fills launched, one outside is refused', async (t) => {
  t.equal(find('intel', 'core-i7-8700k').launched, '2017-10-05');
  t.equal(find('intel', 'core-i5-8265u').launched, null, "TechPowerUp's October 2018 is not in ARK's Q3'18");
  t.ok(report.refused.some((r) => r.field === 'launched'), 'and the report says so');
  t.equal(find('intel', 'core-i7-6700k').launched, '2015-08-05', "a curated day inside ARK's quarter, not TechPowerUp's January 2016");
  t.equal(find('amd', 'ryzen-5-3500u').launched, '2019-01-06', "AMD's Q1 2019 and TechPowerUp's day agree");
});

t.test('embedded parts get the embedded segment; vendor blanks are filled and named', async (t) => {
  t.equal(find('intel', 'atom-x5-e3940').segment, 'embedded');
  t.equal(find('intel', 'atom-x5-e3940').maxTempC, 110, 'the top of an operating range');
  t.equal(find('amd', 'ryzen-embedded-v1605b').segment, 'embedded');
  const apu = find('amd', 'a10-7870k');
  t.equal(apu.threads, 4);
  t.match(apu.sources.secondary, [{ name: 'TechPowerUp CPU Database', url: /c1792$/ }]);
  t.same(apu.sources.secondary[0]?.fields, ['launched', 'threads', 'memory.ecc']);
  const n100 = find('intel', 'processor-n100');
  t.equal(n100.threads, 4);
  t.same(n100.memory.types, [{ type: 'DDR4', speedMTs: 3200 }, { type: 'DDR5', speedMTs: 4800 }, { type: 'LPDDR5', speedMTs: 4800 }]);
  t.equal(n100.sources.vendor.url, 'https://ark.intel.com/content/www/us/en/ark/products/231803/intel-processor-n100-6m-cache-up-to-3-40-ghz.html');
});

t.test('the deeper facts come from the exports', async (t) => {
  const xeon = find('intel', 'xeon-platinum-8480-plus');
  t.same(xeon.instructionSets, ['SSE4.2', 'AVX', 'AVX2', 'AVX-512', 'AMX', 'AES']);
  t.equal(xeon.memory.ecc, true);
  t.same(xeon.pcie, { version: '5.0', lanes: 80 });
  t.equal(xeon.memory.maxGB, 4096);
  t.equal(xeon.status, 'launched');
  const epyc = find('amd', 'epyc-7302');
  t.equal(epyc.launchPriceUSD, 978);
  t.same(epyc.pcie, { version: '4.0', lanes: 128 });
  t.same(epyc.sources.vendor, { name: 'AMD product specifications', url: null, productId: '100-000000043' });
  t.same(find('intel', 'core-i9-11980hk').igpu, { name: 'Intel UHD Graphics for 11th Gen Intel Processors', maxFreqMHz: 1450 });
  t.equal(find('amd', 'ryzen-9-7950x3d').ccds, 2);
});

t.test('an export row and a curated record for one part: the curated id stays, the export wins', async (t) => {
  // data/curated/amd/first-catalogue.json holds the Ryzen 7 4800H written before the pipeline
  const h = find('amd', 'ryzen-7-4800h');
  t.equal(h.sources.vendor.productId, '100-000000098', "the export's vendor source");
  t.ok(report.curated.matchedExport >= 10);
});

t.test('the same inputs give the same bytes, and --check says so', async (t) => {
  const again = await runPipeline(inputs);
  const first = catalogueFiles(report.records);
  const second = catalogueFiles(again.records);
  t.same([...second.keys()], [...first.keys()]);
  t.ok([...first].every(([path, text]) => second.get(path) === text), 'byte-identical files');
  t.equal(formatPipelineReport(again), formatPipelineReport(report), 'the report too');

  const dir = await mkdtemp(join(tmpdir(), 'atlas-pipeline-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const args = ['--intel', inputs.intel, '--amd', inputs.amd, '--techpowerup', inputs.techpowerup, '--passmark', inputs.passmark, '--data', join(dir, 'data')];
  const out: string[] = [];
  const io = { out: (s: string) => out.push(s), err: (s: string) => out.push(s) };
  t.equal(await main(args, io, root), 0);
  const files = (await readdir(join(dir, 'data/amd'))).length + (await readdir(join(dir, 'data/intel'))).length;
  t.equal(files, first.size);
  const written = await Promise.all([...first].map(async ([path, text]) => (await readFile(join(dir, 'data', path), 'utf8')) === text));
  t.ok(written.every(Boolean), 'the files on disk are those bytes');
  t.equal(await main([...args, '--check'], io, root), 0, 'a second run would change nothing');
  t.match(out.join('\n'), /Corrections applied: 7/);
  t.ok([...first.values()].every((text) => Buffer.byteLength(text) < 1024 * 1024), 'every file under 1 MB');

  // what it wrote is a catalogue the server loads
  const loaded = await loadCatalogue(undefined, dir);
  t.equal(loaded.processors.length, report.records.length);
});

t.test('bad arguments and inputs are refused with a message', async (t) => {
  const out: string[] = [];
  const io = { out: (s: string) => out.push(s), err: (s: string) => out.push(s) };
  t.equal(await main(['--intel'], io, root), 1);
  t.match(out.pop(), /--intel needs a value/);
  t.equal(await main(['--intel', fixture('amd.csv')], io, root), 1);
  t.match(out.pop(), /not the expected export; columns missing: CpuId/);
  t.equal(await main(['--amd', fixture('nowhere.csv')], io, root), 1);
  t.match(out.pop(), /nowhere\.csv: file not found/);
});
