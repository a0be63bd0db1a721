import { copyFile, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { parsePublishedIds } from '../../src/pipeline/records/assign-ids.js';
import { main } from '../../src/pipeline/records/cli.js';
import { runPipeline } from '../../src/pipeline/records/pipeline.js';
import type { PipelineInputs, PipelineReport } from '../../src/pipeline/records/pipeline.js';
import { formatPipelineReport } from '../../src/pipeline/records/report.js';
import { SOURCES } from '../../src/pipeline/records/sources.js';
import { tdpByMemorySpeed } from '../../src/pipeline/records/sources/amd-specifications.js';
import { BUILDCORES_ATTRIBUTION } from '../../src/pipeline/records/sources/buildcores.js';
import { namesUpTo } from '../../src/pipeline/records/sources/intel-ark-fields.js';
import { catalogueFiles } from '../../src/pipeline/records/write-catalogue.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { VENDORS, type Processor } from '../../src/shared/processor.js';

/*
 * The pipeline on small tables made for the purpose (test/fixtures/pipeline/sources/: a few rows
 * of each source, in the real files' layouts and folders, with a member of every known class of
 * error, twins, variants, quarter-only dates and facts the vendor leaves blank), curated records
 * and corrections of their own (test/fixtures/pipeline/curated/) and a ledger of published ids.
 */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/pipeline/${name}`, import.meta.url));
const root = fileURLToPath(new URL('../..', import.meta.url));
const ledger = parsePublishedIds((await readFile(fixture('published-ids.txt'), 'utf8')).trim().split('\n'));
const inputs: PipelineInputs = {
  sources: SOURCES,
  sourcesDir: fixture('sources'),
  curatedDir: fixture('curated'),
  curatedLabel: 'curated',
  published: ledger,
};

const report: PipelineReport = await runPipeline(inputs);
const find = (vendor: string, id: string): Processor => {
  const record = report.records.find((r) => r.vendor === vendor && r.id === id);
  if (!record) throw new Error(`${vendor}:${id} is not in the output`);
  return record;
};
/** the fields a record names each source for, by the source's name */
const fieldsFrom = (record: Processor, name: string): string[] => [
  ...(record.sources.vendor?.tables ?? []).filter((table) => table.name === name).flatMap((table) => table.fields),
  ...record.sources.secondary.filter((entry) => entry.name === name).flatMap((entry) => entry.fields),
];

t.test('the sources are read in their order of trust, every row taken or left out with a reason', async (t) => {
  t.same(
    report.sources.map((s) => s.kind),
    [
      'vendor-table',
      'vendor-table',
      'vendor-table',
      'vendor-table',
      'vendor-table',
      'vendor-table',
      'vendor-table',
      'vendor-page',
      'secondary',
      'secondary',
      'secondary',
    ],
  );
  for (const source of report.sources) t.ok(source.rows >= source.taken && source.rows > 0, `${source.name} read`);
  t.same(
    report.skipped
      .filter((s) => /before 2010/.test(s.reason))
      .map((s) => s.name)
      .sort(),
    ['Core 2 Duo E8400', 'Opteron 2384'],
  );
});

t.test('the newest vendor table wins; an older one fills what it leaves blank', async (t) => {
  // AMD's 2023 export wrote the E2-9010's base clock "200MHz"; the 2026 table writes 2 GHz
  t.equal(find('amd', 'e2-9010').baseClockGHz, 2);
  t.same(fieldsFrom(find('amd', 'e2-9010'), 'AMD specifications export, January 2026').includes('baseClockGHz'), true);
  const apu = find('amd', 'a10-7870k');
  t.ok(fieldsFrom(apu, 'AMD specifications export, 2023').length > 0, 'a part only the 2023 export lists keeps its facts');
});

t.test('new parts of 2024–2026 are added with every fact their vendor table gives', async (t) => {
  const x3d = find('amd', 'ryzen-9-9950x3d');
  t.same(
    [x3d.launched, x3d.cores, x3d.threads, x3d.baseClockGHz, x3d.boostClockGHz, x3d.l3CacheMB, x3d.tdpW, x3d.socket],
    ['2025-03-12', 16, 32, 4.3, 5.7, 128, 170, 'AM5'],
  );
  t.equal(x3d.codename, 'Granite Ridge', 'BuildCores fills what AMD leaves blank');
  t.equal(find('amd', 'epyc-4585px').generation, 'EPYC 4005');
  t.equal(find('amd', 'ryzen-5-9500f').igpu, null, '"Discrete Graphics Card Required" is no iGPU');
  const xeon = find('intel', 'xeon-6741p');
  t.same(
    [xeon.segment, xeon.generation, xeon.launched, xeon.cores, xeon.threads],
    ['server', 'Xeon 6', '2025-Q1', 48, null],
    'a thread count no source gives stays unknown',
  );
  t.equal(find('intel', 'core-ultra-7-365').launched, '2026-Q1');
  const embedded = find('intel', 'core-i5-14401e');
  t.same([embedded.name, embedded.segment, embedded.generation], ['Core i5-14401E', 'embedded', '14th gen']);
  t.equal(find('intel', 'core-i5-8500').name, 'Core i5-8500', "a title with a comma in the comparison export's header stays one column");
});

t.test('bus clock as base clock: a base below 0.4 GHz is refused (Processor N100)', async (t) => {
  t.equal(find('intel', 'processor-n100').baseClockGHz, null);
  t.ok(report.refusals.some((r) => r.id === 'processor-n100' && r.rule === 'bus clock as base clock'));
});

t.test('cTDP-down as TDP: a secondary 35 W and 2.1 GHz at the vendor cTDP-down point are refused (Core i9-11950H)', async (t) => {
  const h = find('intel', 'core-i9-11950h');
  t.not(h.tdpW, 35);
  t.not(h.baseClockGHz, 2.1);
  t.same(h.configurableTdpW, { min: 35, max: 45 });
  t.same(
    report.refusals
      .filter((r) => r.id === 'core-i9-11950h')
      .map((r) => r.rule)
      .sort(),
    ['cTDP-down as TDP', 'cTDP-down frequency as base clock'],
  );
});

t.test('top of a TDP range as TDP: AMD\'s "35-54W" names no default, and a secondary 54 W is the range\'s end (Ryzen 9 4900H)', async (t) => {
  const h = find('amd', 'ryzen-9-4900h');
  t.same([h.tdpW, h.configurableTdpW], [45, { min: 35, max: 54 }], "TechPowerUp's 54 W is refused; PassMark's 45 W names the nominal");
  t.ok(fieldsFrom(h, 'PassMark CPU list').includes('tdpW'));
  t.ok(
    report.refusals.some((r) => r.id === 'ryzen-9-4900h' && r.rule === 'top of a TDP range as TDP' && r.value === 54),
    'and the report says so',
  );
  t.notOk(
    h.sources.disputes?.some((d) => d.field === 'tdpW'),
    'a value a rule refuses is a known slip, not a disputing reference',
  );
  t.notOk(
    find('intel', 'core-i9-11950h').sources.disputes?.some((d) => d.field === 'tdpW' || d.field === 'baseClockGHz'),
    "nor is TechPowerUp's cTDP-down point for the i9-11950H",
  );
});

t.test('one package as two sockets: a list that gives one pin count two kinds, or two land grid sockets, is refused (Xeon E3-1240 v5)', async (t) => {
  const e3 = find('intel', 'xeon-e3-1240-v5');
  t.equal(e3.socket, 'LGA1151', 'the 2024 comparison export\'s "FCLGA1151 | FCLGA2011" is refused; the 2023 copy\'s LGA1151 is taken');
  t.ok(fieldsFrom(e3, 'Intel ARK export, 2023').includes('socket'));
  t.ok(report.refusals.some((r) => r.id === 'xeon-e3-1240-v5' && r.rule === 'one package as two sockets'));
  t.equal(find('intel', 'core-i5-3210m-ark-72164').socket, 'BGA1023', 'a part of one package keeps it');
});

t.test(
  'unlocked: the processor number\'s rule is Intel\'s Core and Xeon W numbering, and an AMD part AMD does not mark unlocked takes no secondary "yes"',
  async (t) => {
    const phi = find('intel', 'xeon-phi-coprocessor-7120x');
    t.equal(phi.unlocked, null, 'the X of a Xeon Phi card names its form, not an unlocked multiplier');
    t.notOk(phi.sources.derived?.some((d) => d.field === 'unlocked'));
    t.ok(find('intel', 'core-i9-10980xe').unlocked, 'a Core XE part is still unlocked');
    const x3d = find('amd', 'ryzen-7-7800x3d');
    t.equal(x3d.unlocked, null, 'TechPowerUp\'s "Yes" where AMD\'s tables leave the field blank is not taken');
    t.ok(report.refusals.some((r) => r.id === 'ryzen-7-7800x3d' && r.rule === 'unlocked AMD part from a secondary'));
    t.equal(find('amd', 'ryzen-9-9950x3d').unlocked, true, 'AMD\'s own "Yes" stands');
  },
);

t.test('an AMD launch quarter written "3Q 2016" is the quarter, and a secondary month outside it is refused (PRO A10-8770)', async (t) => {
  t.equal(find('amd', 'pro-a10-8770').launched, '2016-Q3', "AMD's quarter, not TechPowerUp's October 2016");
  t.ok(
    report.refusals.some((r) => r.id === 'pro-a10-8770' && r.field === 'launched' && r.value === '2016-10'),
    'and the report says so',
  );
});

t.test('guessed unlocked: a secondary "unlocked" on an Intel part without K, X or HK is refused (Core i9-12900T)', async (t) => {
  t.not(find('intel', 'core-i9-12900t').unlocked, true);
  t.ok(report.refusals.some((r) => r.id === 'core-i9-12900t' && r.field === 'unlocked'));
  t.equal(find('intel', 'core-i7-7740x').unlocked, true, 'an X part keeps the secondary "unlocked"');
});

t.test('L2 stored as L3: the cache of a part with no L3 is its L2 (Celeron N4020, Celeron T3500, Atom C5310)', async (t) => {
  const n = find('intel', 'celeron-n4020');
  t.same([n.l2CacheMB, n.l3CacheMB], [4, null]);
  const penryn = find('intel', 'celeron-t3500');
  t.same([penryn.l2CacheMB, penryn.l3CacheMB], [1, null], 'ARK\'s "1 MB" on a Penryn part, whose siblings\' pages say "1 MB L2 Cache"');
  const tremont = find('intel', 'atom-c5310');
  t.same(
    [tremont.l2CacheMB, tremont.l3CacheMB],
    [9, null],
    'ARK\'s "9 MB" on a Parker Ridge part: the Atom P5921B\'s page calls the same die\'s figure "9 MB L2 Cache"',
  );
  t.ok(fieldsFrom(tremont, 'Intel ARK export, 2023').includes('l2CacheMB'), "and the L2 is ARK's");
  const unnamed = find('intel', 'atom-c5335c1');
  t.same(
    [unnamed.codename, unnamed.l2CacheMB, unnamed.l3CacheMB],
    [null, 13.5, null],
    'ARK\'s 2025 list gives the Atom C5335C1 "13.5 MB" and no codename: its processor number places it with the Atom C5000 parts',
  );
});

t.test("unlocked derives from the processor number and the vendor's line; a secondary that contradicts it is not taken", async (t) => {
  const kf = find('intel', 'core-i3-9350kf');
  t.equal(kf.unlocked, true, 'a KF part is unlocked, whatever TechPowerUp says');
  t.match(
    kf.sources.derived?.find((d) => d.field === 'unlocked'),
    { from: ['name'], url: /^https:\/\/www\.intel\.com\// },
    'derived, with the page the rule rests on',
  );
  t.notOk(fieldsFrom(kf, 'TechPowerUp CPU Database').includes('unlocked'));
  t.equal(find('amd', 'fx-4170').unlocked, true, 'AMD\'s "No" on a part of its "Black Edition" line contradicts the line');
  t.equal(find('amd', 'epyc-7551').unlocked, null, 'no EPYC is unlocked: a secondary "yes" is refused');
  t.equal(find('intel', 'core-i5-12450hx').unlocked, null, 'HX parts are unlocked or not by part: no secondary guess is taken');
  t.equal(find('intel', 'core-i9-12900t').unlocked, null);
});

t.test('L2 per core × cores where the microarchitecture fixes it; a secondary L2 that contradicts it is refused', async (t) => {
  const comet = find('intel', 'core-i5-10400');
  t.equal(comet.l2CacheMB, 1.5, "BuildCores' 5 MB is refused: 6 Comet Lake cores × 256 KB");
  t.match(
    comet.sources.derived?.find((d) => d.field === 'l2CacheMB'),
    { from: ['cores', 'codename'], url: /^https:\/\/www\.spec\.org\/cpu2017\/results\// },
    'derived, citing the disclosure that states the per-core L2',
  );
  t.equal(find('intel', 'xeon-gold-6346').l2CacheMB, 20, "Ice Lake server cores have 1.25 MB each, not TechPowerUp's 1 MB");
  t.equal(find('intel', 'core-i3-9350kf').l2CacheMB, 1);
  t.equal(find('intel', 'core-i5-12450hx').l2CacheMB, null, "a hybrid part's L2 is not one figure per core: nothing is derived");
  t.ok(report.refusals.filter((r) => r.rule === 'L2 contradicts the microarchitecture').length >= 2);
});

t.test("a 13th-gen laptop part below HX: its L2 is its own die's, never the desktop die's that TechPowerUp works it out with", async (t) => {
  const p = find('intel', 'core-i5-1340p');
  t.equal(p.l2CacheMB, 9, "4 × 1.25 MB + 2 modules of four efficient cores × 2 MB, not TechPowerUp's 16");
  t.match(
    p.sources.derived?.find((d) => d.field === 'l2CacheMB'),
    { from: ['performanceCores', 'efficientCores', 'name'], url: /^https:\/\/computerbase\.de\// },
    'derived, citing the page that says which die',
  );
  t.notOk(fieldsFrom(p, 'TechPowerUp CPU Database').includes('l2CacheMB'));
  const h = find('intel', 'core-i7-13700h');
  t.equal(h.l2CacheMB, null, "no page says which die an H part is: unknown, not TechPowerUp's 20");
  t.notOk(fieldsFrom(h, 'TechPowerUp CPU Database').includes('l2CacheMB'));
  t.same(
    report.refusals
      .filter((r) => r.rule === 'L2 of the desktop die on a laptop part')
      .map((r) => [r.id, r.value])
      .sort(),
    [
      ['core-i5-1340p', 16],
      ['core-i7-13700h', 20],
    ],
  );
});

t.test('cache levels are checked against the microarchitecture: L2 as L3, L1 as L3, L3 as L2', async (t) => {
  const j5005 = find('intel', 'pentium-silver-j5005');
  t.same([j5005.l2CacheMB, j5005.l3CacheMB], [4, null], "ARK's 4 MB is the L2 of a part with no L3, over TechPowerUp's 1 MB");
  const quark = find('intel', 'quark-soc-x1000');
  t.same([quark.l2CacheMB, quark.l3CacheMB], [null, null], "a Quark part's 16 KB is its L1");
  const d = find('intel', 'xeon-d-2161i');
  t.same([d.l2CacheMB, d.l3CacheMB], [12, 16.5], 'ARK\'s "16.5 MB L2" is more than 12 Skylake server cores\' L2: it is the L3');
});

t.test("codename and microarchitecture given in each other's field are put where they belong (Core i9-14900KS)", async (t) => {
  const ks = find('intel', 'core-i9-14900ks');
  t.same([ks.codename, ks.microarchitecture], ['Raptor Lake Refresh', 'Raptor Cove + Gracemont']);
  t.equal(find('intel', 'core-i5-10400').microarchitecture, null, 'a codename offered as the microarchitecture is no microarchitecture');
  const fx = find('amd', 'fx-8350');
  t.same(
    [fx.codename, fx.microarchitecture],
    ['Vishera', 'Piledriver'],
    'BuildCores\' codename "Piledriver" and microarchitecture "Vishera", each in the other\'s field, are put where they belong',
  );
  // a hybrid part's microarchitecture names both kinds of core, or it is not taken
  t.equal(find('intel', 'core-i9-14900').microarchitecture, null, 'BuildCores\' "Raptor Cove" alone for a part with 16 efficient cores is half the fact');
  t.ok(
    report.refusals.some((r) => r.id === 'core-i9-14900' && r.rule === 'one kind of core on a hybrid part'),
    'and the report says so',
  );
  for (const record of report.records) {
    if ((record.efficientCores ?? 0) > 0 && record.microarchitecture !== null) t.match(record.microarchitecture, / \+ /, `${record.id}: both kinds of core`);
  }
});

t.test('field and unit sanity: memory maxima whole, case temperature apart from Tjmax', async (t) => {
  t.equal(find('intel', 'xeon-e3-1230-v2').memory.maxGB, 32, '"32.77 GB" is 32 GiB read in decimal');
  t.equal(find('intel', 'core-i5-2467m').memory.maxGB, null, '"8.01 GB" no conversion explains: unknown, not guessed');
  for (const record of report.records) if (record.memory.maxGB !== null) t.ok(Number.isInteger(record.memory.maxGB), `${record.id}: a whole number of GB`);
  const fx = find('amd', 'fx-4170');
  t.same([fx.maxTempC, fx.caseTempC], [null, 61.1], 'AMD\'s "Tjmax" under 80 °C on a pre-Zen part is the case limit');
  t.equal(find('amd', 'ryzen-9-9950x3d').maxTempC, 89, "a Zen part's stays its junction limit");
  t.same([find('intel', 'xeon-gold-6346').caseTempC, find('intel', 'xeon-gold-6346').maxTempC], [78, null], "ARK's TCASE is the case limit, never Tjunction");
  const e5 = find('intel', 'xeon-e5-2695-v3');
  t.same([e5.caseTempC, e5.maxTempC], [82.6, null], 'TechPowerUp\'s "tJMax 83 °C" is ARK\'s TCASE 82.6 °C rounded: the case limit again, not taken as Tjmax');
  t.ok(
    report.refusals.some((r) => r.id === 'xeon-e5-2695-v3' && r.rule === 'case temperature as Tjmax'),
    'and the report says so',
  );
});

t.test('one spelling per socket; a laptop part on a desktop socket is refused', async (t) => {
  t.equal(find('amd', 'athlon-ii-x4-631').socket, 'FM1', '"FM1 uPGA"');
  t.equal(find('amd', 'ryzen-5-240').socket, 'FP7, FP7r2, FP8', '"FP8, FP7r2, FP7", packages in one order');
  t.equal(find('amd', 'ryzen-threadripper-pro-5995wx').socket, 'sWRX8');
  const p860 = find('amd', 'phenom-ii-p860');
  t.equal(p860.socket, 'S1', "AMD's AM2+ for a laptop part is refused; PassMark's S1 is a socket AMD names");
  t.ok(report.refusals.some((r) => r.id === 'phenom-ii-p860' && r.rule === 'desktop socket on a laptop part'));
  t.ok(report.sockets.dropped > 0, 'a secondary socket that names no vendor\'s socket ("AM2+/AM3") is left out');
});

t.test('a graphics clock in ARK means graphics: named by the next source that names them, else present and unnamed, never "none"', async (t) => {
  const e3 = find('intel', 'xeon-e3-1258l-v4');
  t.same(e3.igpu, { name: 'Intel HD P5700', maxFreqMHz: 1000 }, "TechPowerUp's name, once prefixed with the vendor, with ARK's clock");
  t.ok(fieldsFrom(e3, 'TechPowerUp CPU Database').includes('igpu.name'), 'TechPowerUp is named as the source of the name');
  t.ok(fieldsFrom(e3, 'Intel ARK export, 2023').includes('igpu'), 'and ARK as the source of the graphics and their clock');
  const atom = find('intel', 'atom-n550');
  t.same(atom.igpu, { name: 'Intel GMA 3150', maxFreqMHz: null }, 'ARK gives a 200 MHz base clock and no name: TechPowerUp names them');
  const embedded = find('intel', 'core-i5-520e');
  t.same(embedded.igpu, { name: null, maxFreqMHz: 766 }, 'ARK gives clocks and no name, and no source names them: graphics without a name, not null');
  t.equal(find('intel', 'core-i5-1135g7').igpu?.name, 'Intel Iris Xe Graphics', 'a name ARK gives is still taken from ARK');
  t.equal(find('intel', 'xeon-gold-6346').igpu, null, 'a row with no graphics name and no clock says there are none');
  t.same(
    find('intel', 'processor-n100').igpu,
    { name: 'Intel UHD Graphics', maxFreqMHz: 750 },
    'a comparison export with no graphics row at all says nothing of them: the 2023 export names them',
  );
});

t.test('ARK\'s memory cells read whole: slash forms, "/x", the separate maximum speed and ARK\'s own cap', async (t) => {
  const types = (id: string) => find('intel', id).memory.types.map(({ type, speedMTs }) => `${type}-${speedMTs}`);
  t.same(types('celeron-1000m'), ['DDR3-1600', 'DDR3L-1600'], '"DDR3/L/-RS 1333/1600" is DDR3 and DDR3L (the -RS kind of it), both at 1600');
  t.same(
    types('core-i5-1335u'),
    ['DDR5-5200', 'DDR4-3200', 'LPDDR5-6400', 'LPDDR5X-6400', 'LPDDR4X-4267'],
    '"Up to LPDDR5/x 6400 MT/s" is LPDDR5 and LPDDR5X at 6400',
  );
  t.same(types('xeon-e7-8850'), ['DDR3-1066'], '"DDR3 800/978/1066/1333 (Max Speed 1066 MHz)": not above its own cap');
  t.same(types('xeon-d-1746ter'), ['DDR4-2667'], '"DDR4" with "Maximum Memory Speed: 2667 MHz"');
});

t.test('a secondary boost for a part ARK says has no Turbo Boost is refused (Xeon Bronze 3106)', async (t) => {
  const bronze = find('intel', 'xeon-bronze-3106');
  t.equal(bronze.baseClockGHz, 1.7);
  t.equal(bronze.boostClockGHz, null, 'TechPowerUp\'s "up to 3 GHz" is not taken');
  t.ok(
    report.refusals.some((r) => r.id === 'xeon-bronze-3106' && r.rule === 'boost on a part without turbo'),
    'and the report says so',
  );
  // Atom, Celeron and Pentium parts with burst frequency say "No" to Turbo Boost too; their titles and addresses name the burst
  t.ok(namesUpTo('https://ark.intel.com/content/www/us/en/ark/products/92124/intel-atom-x5e8000-processor-2m-cache-up-to-2-00-ghz.html'));
  t.notOk(namesUpTo('https://ark.intel.com/content/www/us/en/ark/products/123540/intel-xeon-bronze-3106-processor-11m-cache-1-70-ghz.html'));
});

t.test("TechPowerUp's PL2 fills the Maximum Turbo Power no vendor table gives, named as its source (Core i9-10900K: 250 W)", async (t) => {
  const k = find('intel', 'core-i9-10900k');
  t.same([k.tdpW, k.maxTurboPowerW], [125, 250], "Intel's 125 W TDP from ARK, its 250 W PL2 as TechPowerUp copies it");
  t.ok(fieldsFrom(k, 'TechPowerUp CPU Database').includes('maxTurboPowerW'), 'a secondary fact, and the record says whose');
});

t.test("BuildCores' ppt fills an Intel part's Maximum Turbo Power where no other table gives it, named as its source (Core i9-14900KS: 253 W)", async (t) => {
  const ks = find('intel', 'core-i9-14900ks');
  t.equal(ks.maxTurboPowerW, 253);
  t.ok(fieldsFrom(ks, 'BuildCores OpenDB').includes('maxTurboPowerW'), 'a secondary fact, and the record says whose');
  t.equal(find('amd', 'ryzen-9-9950x3d').maxTurboPowerW, null, "an AMD document's ppt is the socket's limit, not a Maximum Turbo Power");
});

t.test('a secondary PL2 below the TDP is refused (Core i3-10100)', async (t) => {
  // No TechPowerUp row is known to do it: this fixture row is TechPowerUp's with its PL2 lowered from 90 W to 58 W.
  t.equal(find('intel', 'core-i3-10100').maxTurboPowerW, null, '58 W under a 65 W TDP is no PL2');
  t.ok(
    report.refusals.some((r) => r.id === 'core-i3-10100' && r.rule === 'PL2 below the TDP'),
    'and the report says so',
  );
});

t.test("a secondary PL2 from a row whose power figures are not the vendor's is refused (Core i9-13900TE, Core i3-10320)", async (t) => {
  t.equal(find('intel', 'core-i9-13900te').maxTurboPowerW, null, 'TechPowerUp gives PL1 65 W to a part ARK rates at 35 W: its 106 W is not taken');
  t.equal(find('intel', 'core-i3-10320').maxTurboPowerW, null, 'TechPowerUp gives a 91 W TDP to a part ARK rates at 65 W: its 90 W is not taken');
  t.same(
    report.refusals
      .filter((r) => r.rule === 'PL2 of another power configuration')
      .map((r) => r.id)
      .sort(),
    ['core-i3-10320', 'core-i9-13900te'],
  );
});

t.test("a laptop part's PL2 is not read from TechPowerUp (Core i7-10875H)", async (t) => {
  // The laptop maker sets it, and Intel states several for one part; TechPowerUp's 80 W is none of them.
  t.equal(find('intel', 'core-i7-10875h').maxTurboPowerW, null);
  t.notOk(fieldsFrom(find('intel', 'core-i7-10875h'), 'TechPowerUp CPU Database').includes('maxTurboPowerW'));
});

t.test('a secondary socket no vendor table names is kept where it is a grid array by its pin count (Xeon Platinum 9282: BGA5903)', async (t) => {
  t.equal(find('intel', 'xeon-platinum-9282').socket, 'BGA5903');
  t.ok(fieldsFrom(find('intel', 'xeon-platinum-9282'), 'TechPowerUp CPU Database').includes('socket'));
});

t.test("names and families: the core count once, the tier in the family, a bare model number AMD's", async (t) => {
  t.equal(find('amd', 'phenom-ii-x4-840').name, 'Phenom II X4 840', 'not "Phenom II X4 II 840"');
  t.equal(find('amd', 'athlon-ii-x4-631').name, 'Athlon II X4 631');
  t.equal(find('amd', 'phenom-ii-x2-570').name, 'Phenom II X2 570', 'a "Black" line names the core count too');
});

t.test('a row whose OPN names another model is set aside, and the id published for it answers at the part of its name (A8-6410)', async (t) => {
  t.notOk(
    report.records.some((r) => r.id === 'a8-6410-am7410jby44jbd'),
    'no phantom record',
  );
  t.equal(find('amd', 'a8-6410').baseClockGHz, 2, 'the A8-6410 keeps its own facts');
  t.match(report.aliases, [{ id: 'a8-6410-am7410jby44jbd', to: 'a8-6410' }]);
  t.ok(report.skipped.some((s) => /AM7410JBY44JBD is another model's/.test(s.reason)));
});

t.test('every field names where it came from, segment and name included', async (t) => {
  for (const record of report.records) {
    const named = new Set([
      ...(record.sources.vendor?.tables ?? []).flatMap((table) => table.fields),
      ...record.sources.secondary.flatMap((entry) => entry.fields),
      ...(record.sources.derived ?? []).map((entry) => entry.field),
    ]);
    const curatedOnly = record.sources.vendor?.tables === undefined && record.sources.secondary.length === 0;
    for (const field of ['family', 'generation']) t.ok(named.has(field), `${record.id}: ${field}`);
    if (!curatedOnly) t.ok(named.has('segment'), `${record.id}: segment`);
  }
  t.ok(fieldsFrom(find('intel', 'core-i5-8265u'), 'Intel ARK export, 2023').includes('segment'), "ARK's market segment, read from its table");
});

t.test('Turbo Boost Max 3.0 is in the boost (Core i9-10980XE: 4.8, not 4.6)', async (t) => {
  t.equal(find('intel', 'core-i9-10980xe').boostClockGHz, 4.8);
  t.ok(
    report.corrections.some((c) => c.id === 'core-i9-10980xe' && c.confirmed),
    'and corrections.json confirms it from ARK',
  );
});

t.test('a table slip: a boost below the base is passed over for the next source (Opteron 6376)', async (t) => {
  t.not(find('amd', 'opteron-6376').boostClockGHz, 2);
});

t.test("another part's row: a newer copy's row at odds with an older copy on two or more defining figures gives nothing (Core i7-7740X)", async (t) => {
  const x = find('intel', 'core-i7-7740x');
  t.same([x.threads, x.l3CacheMB, x.memory.channels], [8, 8, 2], "the older copy's figures");
  t.notOk(fieldsFrom(x, 'Intel ARK comparison exports, 2024 and January 2026').includes('threads'), 'the stray row names none of the facts');
  t.ok(report.refusals.some((r) => r.id === 'core-i7-7740x' && r.rule === "another part's row"));
  t.same(x.sources.corrections, [], 'the corrections that once set it right now only confirm');
  t.ok(report.corrections.filter((c) => c.id === 'core-i7-7740x').every((c) => c.confirmed));
});

t.test('the cross-check reports a fact two independent references contradict; a vendor page settles it, or it is shown as disputed', async (t) => {
  const found = report.disagreements
    .filter((d) => ['phenom-ii-x2-570', 'core-i7-6700k'].includes(d.id))
    .map((d) => [d.id, d.field, d.chosen, d.alternative, d.settled]);
  t.same(found, [
    ['phenom-ii-x2-570', 'baseClockGHz', 4, 3.5, null],
    ['core-i7-6700k', 'tdpW', 91, 95, 'confirmed'],
  ]);
  t.match(formatPipelineReport(report), /Cross-check: 2 facts .* 0 corrected, 1 confirmed from the vendor's page, 1 open/);
  const phenom = find('amd', 'phenom-ii-x2-570');
  t.equal(phenom.baseClockGHz, 4, 'the value the order of trust chose stays');
  t.match(phenom.sources.disputes, [
    { field: 'baseClockGHz', kind: 'references', values: [{ value: 3.5, sources: [{ name: 'TechPowerUp CPU Database' }, { name: 'PassMark CPU list' }] }] },
  ]);
  t.equal(find('intel', 'core-i7-6700k').sources.disputes, undefined, 'a fact the vendor page confirms is not disputed');
});

t.test("disputes: copies of the vendor table against each other, secondary sources against each other, a maintainer's doubt", async (t) => {
  // AMD's January 2026 table moved the Ryzen PRO 8000 desktop launch from 16 April 2024 to "Q4 2024"
  const pro = find('amd', 'ryzen-7-pro-8700g');
  t.equal(pro.launched, '2024-Q4', 'the newest table is taken');
  t.match(pro.sources.disputes, [
    {
      field: 'launched',
      kind: 'vendor-tables',
      values: [{ value: '2024-04-16', sources: [{ name: /AMD specifications export, 2025/, productId: '100-000001238' }] }],
    },
  ]);
  t.ok(
    report.tableChanges.some((c) => c.id === 'ryzen-7-pro-8700g' && c.field === 'launched' && c.settled === null),
    'and the report lists it',
  );
  // a launch day TechPowerUp adds inside one copy's month stands on that copy, and the others are checked against it
  const r3 = find('amd', 'ryzen-3-3100');
  t.equal(r3.launched, '2020-04-24', 'TechPowerUp\'s day inside the "04/2020" of AMD\'s 2025 and 2026 tables');
  t.match(
    r3.sources.disputes,
    [{ field: 'launched', kind: 'vendor-tables', values: [{ value: '2020-05', sources: [{ name: /AMD specifications export, 2023/ }] }] }],
    'the 2023 copy\'s "05/2020" is shown',
  );
  // a newer copy that only adds to an older one is no contradiction: the socket list grows ("FP8" → "FP7, FP7r2, FP8")
  t.notOk(report.tableChanges.some((c) => c.id === 'ryzen-5-240'));
  t.match(
    find('intel', 'core-i5-11300h').sources.disputes,
    [{ field: 'tdpW', kind: 'secondary', values: [{ value: 28 }] }],
    'no vendor states the TDP; TechPowerUp 35, PassMark 28',
  );
  // ECC support, which the vendor tables of the fixtures do not give: BuildCores says no, TechPowerUp yes
  const x7740 = find('intel', 'core-i7-7740x');
  t.equal(x7740.memory.ecc, false, 'the secondary source taken');
  t.match(
    x7740.sources.disputes,
    [{ field: 'memory.ecc', kind: 'secondary', values: [{ value: true, sources: [{ name: 'TechPowerUp CPU Database' }] }] }],
    'and the other shown beside it',
  );
  // a reference with another core count fills nothing but may dispute the core count
  const opteron = find('amd', 'opteron-4310-ee');
  t.equal(opteron.cores, 6);
  t.match(opteron.sources.disputes, [{ field: 'cores', kind: 'doubt', values: [{ value: 4, sources: [{ name: 'TechPowerUp CPU Database' }] }] }]);
  t.match(formatPipelineReport(report), /Disputes shown: \d+ facts on \d+ records/);
  // a vendor table's date a maintainer doubts: kept, and shown beside the reference that gives another
  const strix = find('amd', 'ryzen-ai-9-hx-370');
  t.equal(strix.launched, '2025-07-28', "AMD's January 2026 table, the only vendor table that dates it");
  t.match(
    strix.sources.disputes,
    [
      {
        field: 'launched',
        kind: 'doubt',
        reason: /Computex in June 2024/,
        note: { zh: /Computex/, en: /Computex in June 2024/ },
        values: [{ value: '2024-07', sources: [{ url: /wikimili\.com/ }] }],
      },
    ],
    'disputed, with the July 2024 a curated reference gives',
  );

  const dir = await mkdtemp(join(tmpdir(), 'atlas-doubts-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const { writeFile } = await import('node:fs/promises');
  await writeFile(
    join(dir, 'doubts.json'),
    JSON.stringify([{ vendor: 'amd', id: 'ryzen-9-9950x3d', field: 'cores', reason: { zh: '没有参考来源给出其他值', en: 'no reference says otherwise' } }]),
  );
  await t.rejects(runPipeline({ ...inputs, curatedDir: dir }), /nothing to show as disputed/, 'a doubt no reference shares is refused');
});

t.test('two TDPs for two memory speeds are no configurable range: the one at the fastest speed, the other shown beside it (EPYC 7401)', async (t) => {
  const epyc = find('amd', 'epyc-7401');
  t.same([epyc.tdpW, epyc.configurableTdpW], [170, null], 'AMD\'s "155W / 170W" beside "2400 MT/s / 2666 MT/s"');
  t.ok(fieldsFrom(epyc, 'AMD server specifications export, 2025').includes('tdpW'), "taken from AMD's table");
  t.match(epyc.sources.disputes, [
    {
      field: 'tdpW',
      kind: 'vendor-conditions',
      reason: /155 with memory at 2400 MT\/s/,
      values: [{ value: 155, sources: [{ name: 'AMD product specifications', productId: /^PS7401/ }] }],
    },
  ]);
  t.equal(tdpByMemorySpeed('15/25W', 'Up to 1866MHz'), null, 'a pair of TDPs without a pair of memory speeds stays what it was');
});

t.test("corrections cite the vendor's own pages only", async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'atlas-corrections-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  await mkdir(join(dir, 'intel'));
  const { writeFile } = await import('node:fs/promises');
  await writeFile(
    join(dir, 'corrections.json'),
    JSON.stringify([
      {
        vendor: 'intel',
        id: 'core-i7-7740x',
        field: 'threads',
        value: 8,
        reason: { zh: '一篇评测如此说', en: 'a review says so' },
        url: 'https://example.org/review',
      },
    ]),
  );
  await t.rejects(runPipeline({ ...inputs, curatedDir: dir }), /url must be the vendor's own page/);
  // the table every source copies, or a search, settles nothing: the product's own page must
  await writeFile(
    join(dir, 'corrections.json'),
    JSON.stringify([
      {
        vendor: 'amd',
        id: 'fx-8350',
        field: 'tdpW',
        value: 125,
        reason: { zh: '规格表如此标明', en: 'the table says so' },
        url: 'https://www.amd.com/en/products/specifications/processors.html',
      },
    ]),
  );
  await t.rejects(runPipeline({ ...inputs, curatedDir: dir }), /the product's own page/);
});

t.test('dates: a quarter stays a quarter; a finer date inside it from another source is taken, one outside refused', async (t) => {
  t.equal(find('intel', 'celeron-n4020').launched, '2019-Q4', "ARK's Q4'19, shown as the vendor gives it");
  t.equal(find('intel', 'core-i7-8700k').launched, '2017-10-05', "TechPowerUp's day inside ARK's Q4'17");
  t.equal(find('intel', 'core-i5-8265u').launched, '2018-Q3', "TechPowerUp's October 2018 is not in ARK's Q3'18");
  t.ok(
    report.refusals.some((r) => r.id === 'core-i5-8265u' && r.field === 'launched'),
    'and the report says so',
  );
  t.equal(find('amd', 'e2-9010').launched, '2017-Q2', 'AMD\'s "Q217"');
});

t.test('traceable: every fact names a source with a URL or a product id', async (t) => {
  t.same(report.untraced, []);
  for (const record of report.records) {
    const { vendor, secondary } = record.sources;
    // a vendor without a table may name none of its pages; AMD and Intel always do
    t.ok(
      vendor === null ? record.vendor !== 'amd' && record.vendor !== 'intel' : vendor.url !== null || vendor.productId !== null,
      `${record.id}: its vendor page`,
    );
    for (const entry of secondary) t.ok(entry.url !== null || (entry.productId ?? null) !== null, `${record.id}: ${entry.name}`);
  }
  // a curated fact resting on nothing a reader can look up is not taken
  const curated = find('intel', 'core-ultra-5-235h');
  t.equal(curated.codename, null);
  t.ok(report.skipped.some((s) => s.name === 'Core Ultra 5 235H' && /codename names no source/.test(s.reason)));
  t.match(
    find('intel', 'xeon-6741p').sources.vendor,
    { url: /^https:\/\/ark\.intel\.com\/.*search.*q=Xeon%206741P$/, productId: null },
    "a part no copy of ARK names, and no product page found by hand, gets ARK's search for its name",
  );
  t.equal(curated.cores, 14, 'the facts its curated record cites a page for are taken');
});

t.test("the report lists the records whose vendor source is a search or a whole table, not the product's page or id", async (t) => {
  const text = formatPipelineReport(report, true);
  const section = text.slice(text.indexOf("Without the product's own page or id:"));
  t.match(section, /^Without the product's own page or id: \d+ records/, 'counted');
  t.match(section, /\n {4}intel:xeon-6741p\n/, "a part with ARK's search is listed");
  t.notMatch(section.split('\n\n')[0], /core-ultra-5-235h/, 'a part with its ARK id is not');
});

t.test("a product id seen without its page's address is the vendor source, with no guessed address (Core Ultra 5 235H)", async (t) => {
  const vendor = find('intel', 'core-ultra-5-235h').sources.vendor!;
  t.same([vendor.url, vendor.productId], [null, '241748'], "ARK's id in place of ARK's search for the name");
  const dir = await mkdtemp(join(tmpdir(), 'atlas-pages-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const { writeFile } = await import('node:fs/promises');
  await writeFile(join(dir, 'product-pages.json'), JSON.stringify([{ vendor: 'intel', id: 'core-ultra-5-235h', url: null, productId: 'Core Ultra 5 235H' }]));
  await t.rejects(runPipeline({ ...inputs, curatedDir: dir }), /productId must be the vendor's product id/, 'an id that is no ARK number is refused');
});

t.test('BuildCores adds a part only with its vendor page, and every fact it gives carries its attribution', async (t) => {
  const plus = find('intel', 'core-ultra-7-270k-plus');
  t.same([plus.sources.vendor!.productId, plus.cores, plus.segment], ['245692', 24, 'desktop']);
  const entry = plus.sources.secondary.find((s) => s.name === 'BuildCores OpenDB');
  t.same(entry?.attribution, BUILDCORES_ATTRIBUTION);
  t.match(entry?.url, /^https:\/\/github\.com\/buildcores\/buildcores-open-db\//);
  t.notOk(
    report.records.some((r) => r.name.startsWith('Core Ultra 5 250KF')),
    "a document pointing at a sibling's page adds nothing",
  );
});

t.test('one record per processor: twins merged with their old ids as aliases, variants named apart', async (t) => {
  t.same(report.aliases, [
    { vendor: 'amd', id: 'a8-6410-am7410jby44jbd', to: 'a8-6410' },
    { vendor: 'amd', id: 'athlon-x4-860k-ad860kxbjasbx', to: 'athlon-x4-860k' },
    { vendor: 'amd', id: 'fx-8350-fd8350frw8khk', to: 'fx-8350' },
  ]);
  t.equal(find('amd', 'athlon-x4-860k').name, 'Athlon X4 860K', 'the line names the part as AMD sold it');
  const names = report.records.map((r) => `${r.vendor}:${r.name}`);
  t.equal(new Set(names).size, names.length, 'no two records share a name');
  t.equal(find('intel', 'core-i7-1165g7-ark-208921').name, 'Core i7-1165G7 (with IPU)');
  t.equal(find('intel', 'core-i7-1165g7').name, 'Core i7-1165G7');
  t.match(find('intel', 'core-i5-3210m-ark-72164').name, /^Core i5-3210M \(BGA1023\)$/);
  // AMD gives the 4800HS the 4800H's OPN: one key, two processors
  t.not(find('amd', 'ryzen-7-4800hs').name, find('amd', 'ryzen-7-4800h').name);
});

t.test('every published id stays a record or becomes an alias; one that would vanish is reported', async (t) => {
  const keys = new Set(report.records.map((r) => `${r.vendor}:${r.id}`));
  for (const { key } of ledger) t.ok(keys.has(key) || report.aliases.some((a) => `${a.vendor}:${a.id}` === key), key);
  const lost = await runPipeline({ ...inputs, published: [...ledger, { key: 'intel:core-i9-99999k', productKey: null }] });
  t.same(lost.lost, ['intel:core-i9-99999k']);
});

t.test('the same inputs give the same bytes, and --check says so', async (t) => {
  const again = await runPipeline(inputs);
  const first = catalogueFiles(report.records, report.aliases, ledger);
  const second = catalogueFiles(again.records, again.aliases, ledger);
  t.same([...second.keys()], [...first.keys()]);
  t.ok(
    [...first].every(([path, text]) => second.get(path) === text),
    'byte-identical files',
  );
  t.equal(formatPipelineReport(again), formatPipelineReport(report), 'the report too');

  const dir = await mkdtemp(join(tmpdir(), 'atlas-pipeline-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  await mkdir(join(dir, 'data'));
  await copyFile(fixture('published-ids.txt'), join(dir, 'data/published-ids.txt'));
  const args = ['--sources', fixture('sources'), '--curated', fixture('curated'), '--data', join(dir, 'data')];
  const out: string[] = [];
  const io = { out: (s: string) => out.push(s), err: (s: string) => out.push(s) };
  t.equal(await main(args, io, root), 0);
  const files = (await Promise.all(VENDORS.map(async (vendor) => (await readdir(join(dir, `data/${vendor}`))).length))).reduce((sum, n) => sum + n, 0);
  t.equal(files, [...first.keys()].filter((path) => path.includes('/')).length);
  const written = await Promise.all([...first].map(async ([path, text]) => (await readFile(join(dir, 'data', path), 'utf8')) === text));
  t.ok(written.every(Boolean), 'the files on disk are those bytes');
  t.equal(await main([...args, '--check'], io, root), 0, 'a second run would change nothing');
  t.match(out.join('\n'), /Facts with no URL or product id: 0/);
  t.ok(
    [...first.values()].every((text) => Buffer.byteLength(text) < 1024 * 1024),
    'every file under 1 MB',
  );

  // what it wrote is a catalogue the server loads, aliases included
  const loaded = await loadCatalogue(undefined, dir);
  t.equal(loaded.processors.length, report.records.length);
  t.equal(loaded.aliasOf('amd', 'fx-8350-fd8350frw8khk'), 'fx-8350');
});

t.test('bad arguments and inputs are refused with a message', async (t) => {
  const out: string[] = [];
  const io = { out: (s: string) => out.push(s), err: (s: string) => out.push(s) };
  t.equal(await main([], io, root), 1);
  t.match(out.pop(), /--sources DIR is needed/);
  t.equal(await main(['--sources'], io, root), 1);
  t.match(out.pop(), /--sources needs a value/);
  t.equal(await main(['--sources', fixture('nowhere')], io, root), 1);
  t.match(out.pop(), /vendor-2026\/amd-specifications-2026-01\.csv: file not found/);
});
