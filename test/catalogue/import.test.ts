import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { formatReport, main, runImport } from '../../src/catalogue/import/cli.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import type { Processor } from '../../src/shared/processor.js';

const SAMPLE = fileURLToPath(new URL('../fixtures/techpowerup-sample.csv', import.meta.url));

function byName(records: readonly Processor[], name: string): Processor[] {
  return records.filter((r) => r.name === name);
}

t.test('TechPowerUp sample: every row is taken or skipped with a reason', async (t) => {
  const report = await runImport(SAMPLE);
  t.equal(report.shape, 'techpowerup');
  t.equal(report.rowsRead, 11);
  t.equal(report.records.length, 8);
  t.equal(report.records.length + report.skipped.length, report.rowsRead, 'no row is lost');
  t.same(
    report.skipped.map(({ line, name, category }) => ({ line, name, category })),
    [
      { line: 10, name: 'VIA Nano X2 U4300', category: 'vendor not supported' },
      { line: 11, name: 'AMD Opteron 6176', category: 'no core count' },
      { line: 12, name: 'Intel Xeon E5-4620', category: 'boostClockGHz must be ≥ baseClockGHz' },
    ],
  );
  t.equal(report.skipped[2]?.reason, 'boostClockGHz must be ≥ baseClockGHz (2.6 < 2.7)', "the validator's reason");
  t.same(report.skippedByReason.map(([, count]) => count), [1, 1, 1]);
  t.equal(report.out, null);
});

t.test('TechPowerUp sample: fields are mapped', async (t) => {
  const { records } = await runImport(SAMPLE);

  const [ryzen] = byName(records, 'Ryzen 7 7700X');
  t.match(ryzen, {
    id: 'ryzen-7-7700x',
    vendor: 'amd',
    family: 'Ryzen 7',
    generation: 'Ryzen 7000',
    codename: 'Raphael',
    microarchitecture: 'Zen 4',
    segment: 'desktop',
    launched: '2022-09-27',
    socket: 'AM5',
    processNm: 5,
    cores: 8,
    threads: 16,
    baseClockGHz: 4.5,
    boostClockGHz: 5.4,
    l2CacheMB: 8, // 1 MB per core × 8
    l3CacheMB: 32,
    tdpW: 105,
    memory: { types: ['DDR5-5200'], channels: 2, maxGB: null },
    pcie: { version: '5.0', lanes: 24 },
    igpu: 'Radeon Graphics',
    launchPriceUSD: 399,
    unlocked: true,
    source: 'TechPowerUp CPU Database',
  });

  const [raptor] = byName(records, 'Core i9-13900K');
  t.match(raptor, {
    vendor: 'intel',
    generation: '13th gen',
    performanceCores: 8,
    efficientCores: 16,
    l2CacheMB: 32, // 8 P-cores × 2 MB + 4 E-core modules × 4 MB
    socket: 'LGA1700',
    memory: { types: ['DDR4', 'DDR5'], channels: 2 },
  });

  t.match(byName(records, 'EPYC 9654')[0], { segment: 'server', generation: 'EPYC 9004', memory: { channels: 12, maxGB: 6144 }, igpu: null });
  t.match(byName(records, 'Xeon w9-3495X')[0], { socket: 'LGA4677', segment: 'workstation', family: 'Xeon W', l3CacheMB: 105 });
  t.match(byName(records, 'Core i7-1165G7')[0], { socket: 'BGA1449', segment: 'mobile', generation: '11th gen', launchPriceUSD: null, pcie: { version: '4.0', lanes: null } });
  t.match(byName(records, 'Ryzen Embedded V1605B')[0], { segment: 'embedded', generation: 'Ryzen Embedded V1000' });
});

t.test('TechPowerUp sample: N/A values become null, duplicate names get the source id', async (t) => {
  const { records, disambiguated } = await runImport(SAMPLE);
  const athlons = byName(records, 'Athlon 64 3200+');
  t.same(athlons.map((r) => r.id), ['athlon-64-3200-c95', 'athlon-64-3200-c60']);
  t.equal(disambiguated, 2);
  t.match(athlons[0], {
    launched: null,
    processNm: null,
    boostClockGHz: null,
    l3CacheMB: null,
    igpu: null,
    launchPriceUSD: null,
    pcie: { version: null, lanes: null },
    memory: { types: [], channels: 2 },
    socket: 'Socket 939',
  });
  t.match(athlons[1], { launched: '2003-09-23', processNm: 130, socket: 'Socket 754' });
});

t.test('--out writes a JSON array the loader reads', async (t) => {
  const dir = t.testdir({});
  const out = join(dir, 'catalogue.json');
  const report = await runImport(SAMPLE, { out });
  t.equal(report.out, out);
  const written = JSON.parse(readFileSync(out, 'utf8')) as Processor[];
  t.same(written, report.records);
  const catalogue = await loadCatalogue(out, dir);
  t.equal(catalogue.processors.length, 8);
  t.equal(catalogue.find('intel', 'core-i9-13900k')?.cores, 24);
});

t.test('the other shapes are recognised from their header', async (t) => {
  const amd = [
    '\uFEFF,,Model,Family,Line,Platform,"Product ID Tray","Launch Date","# of CPU Cores","# of Threads","Base Clock","Max. Boost Clock ¹ ²","L2 Cache","L3 Cache","1kU Pricing","Unlocked for Overclocking","Processor Technology for CPU Cores","CPU Socket","PCI Express® Version","Default TDP","System Memory Specification","System Memory Type","Memory Channels","Graphics Model","Supported Technologies"',
    ',on,"AMD Ryzen™ 7 7700X","AMD Ryzen™ Processors","AMD Ryzen™ 7 Desktop Processors","Boxed Processor",100-000000591,9/27/2022,8,16,4.5GHz,"Up to 5.4GHz",8MB,32MB,,Yes,"TSMC 5nm FinFET",AM5,"PCIe® 5.0",105W,"Up to 5200MHz",DDR5,2,"AMD Radeon™ Graphics","AMD ""Zen 4"" Core Architecture"',
    ',on,"AMD EPYC™ 7763","AMD EPYC™","AMD EPYC™ 7003 Series",Server,100-000000312,3/15/2021,64,128,2.45GHz,"Up to 3.5GHz",32MB,256MB,"7,890 USD",No,"TSMC 7nm FinFET",SP3,"PCIe 4.0 x128",280W,"Up to 3200MHz",DDR4,8,"Discrete Graphics Card Required",',
    ',on,"FX-8350","AMD FX-Series Processors","AMD FX 8-Core Black Edition Processors",Desktop,,,8,,4.0GHz,"Up to 4.2GHz",8MB,8MB,,Yes,32nm,AM3+,,125W,,DDR3,2,,',
  ].join('\r\n');
  const intel = [
    'CpuId,CpuName,BornOnDate,Cache,ClockSpeed,ClockSpeedMax,CodeNameText,CoreCount,ThreadCount,HyperThreading,Lithography,MarketSegment,MaxMem,MaxTDP,MemoryTypes,NumMemoryChannels,NumPCIExpressPorts,PCIExpressRevision,ProcessorGraphicsModelId,SocketsSupported',
    "91497,Intel® Core™ i7-6650U Processor,Q3'15,4 MB Intel® Smart Cache,2.20 GHz,3.40 GHz,Products formerly Skylake,2,4,Yes,14 nm,Mobile,32 GB,15 W,DDR4-2133. LPDDR3-1866. DDR3L-1600,2,12,3.0,Intel® Iris® Graphics 540,FCBGA1356",
    "27139,Intel® Celeron® M Processor 320,Q2'03,512 KB L2 Cache,1.30 GHz,,Products formerly Banias,1,,No,130 nm,Mobile,,24.5 W,,,,,,H-PBGA479. PPGA478",
  ].join('\n');
  const dir = t.testdir({ 'amd.csv': amd, 'intel.csv': intel });

  const amdReport = await runImport(join(dir, 'amd.csv'));
  t.equal(amdReport.shape, 'amd-export');
  t.equal(amdReport.rowsRead, 3);
  t.same(amdReport.skipped.map((s) => [s.line, s.category]), [[4, 'no thread count']]);
  t.match(amdReport.records[0], {
    id: 'ryzen-7-7700x', name: 'Ryzen 7 7700X', family: 'Ryzen 7', generation: 'Ryzen 7000', microarchitecture: 'Zen 4',
    segment: 'desktop', launched: '2022-09-27', processNm: 5, l2CacheMB: 8, memory: { types: ['DDR5-5200'], channels: 2 },
    igpu: 'Radeon Graphics', unlocked: true, source: 'AMD processor specifications',
  });
  t.match(amdReport.records[1], { segment: 'server', generation: 'EPYC 7003', launchPriceUSD: 7890, pcie: { version: '4.0', lanes: 128 }, igpu: null });

  const intelReport = await runImport(join(dir, 'intel.csv'));
  t.equal(intelReport.shape, 'intel-ark');
  t.equal(intelReport.records.length, 2);
  t.match(intelReport.records[0], {
    id: 'core-i7-6650u', family: 'Core i7', generation: '6th gen', codename: 'Skylake', launched: null,
    l3CacheMB: 4, l2CacheMB: null, memory: { types: ['DDR4-2133', 'LPDDR3-1866', 'DDR3L-1600'], maxGB: 32 },
    igpu: 'Iris Graphics 540', socket: 'BGA1356', source: 'Intel ARK',
  });
  t.match(intelReport.records[1], { name: 'Celeron M 320', threads: 1, l2CacheMB: 0.5, l3CacheMB: null, socket: 'BGA479, PGA478' });
});

t.test('whole-file problems are errors', async (t) => {
  const dir = t.testdir({ 'other.csv': 'foo,bar\n1,2\n', 'empty.csv': '', 'broken.csv': 'Name,Url\n"unclosed,x\n' });
  await t.rejects(runImport(join(dir, 'other.csv')), {
    message: /matches no known CSV shape\. Known shapes:\n {2}- techpowerup: .*\n {2}- amd-export: .*\n {2}- intel-ark: /,
  });
  await t.rejects(runImport(join(dir, 'empty.csv')), { message: /empty \(a header row is needed\)/ });
  await t.rejects(runImport(join(dir, 'broken.csv')), { message: /broken\.csv: line 2: a quoted field is never closed/ });
  await t.rejects(runImport(join(dir, 'absent.csv')), { message: /absent\.csv: file not found/ });
});

t.test('the report reads in English and Chinese', async (t) => {
  const report = await runImport(SAMPLE);
  const en = formatReport(report);
  t.match(en, /11 rows read, 8 records taken, 3 rows skipped\./);
  t.match(en, /line 10 {2}VIA Nano X2 U4300: vendor not supported/);
  t.match(en, /1 {2}no core count/);
  const zh = formatReport(report, 'zh-CN');
  t.match(zh, /读取 11 行，收录 8 条记录，跳过 3 行/);
});

t.test('main: arguments, output and exit codes', async (t) => {
  const run = async (argv: string[]): Promise<{ code: number; out: string; err: string }> => {
    let out = '';
    let err = '';
    const code = await main(argv, { out: (text) => (out += text), err: (text) => (err += text) });
    return { code, out, err };
  };
  const dir = t.testdir({});
  const ok = await run([SAMPLE, '--out', join(dir, 'x.json')]);
  t.equal(ok.code, 0);
  t.match(ok.out, /8 records taken/);
  t.match(ok.out, /Wrote 8 records to/);

  const missing = await run([join(dir, 'nope.csv')]);
  t.equal(missing.code, 1);
  t.match(missing.err, /file not found/);

  t.equal((await run([])).code, 1, 'no file');
  t.equal((await run([SAMPLE, '--out'])).code, 1, 'option without a value');
  t.equal((await run([SAMPLE, 'extra'])).code, 1, 'two files');
  t.equal((await run(['--help'])).code, 0);
});
