import t from 'tap';
import { openRecord } from '../../src/http/open-figures.js';
import { createCatalogue } from '../../src/catalogue/catalogue.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { CSV_COLUMNS, LATER_CSV_COLUMNS, UTF8_BOM, benchmarkColumns, csvCell } from '../../src/http/open-data.js';
import type { Processor } from '../../src/shared/processor.js';
import { bootApp, libraryRows } from '../helper.js';

/**
 * The open data is the whole catalogue at the bare URLs and, with the
 * library's query, exactly what that library view lists (every page, in its order); the CSV
 * opens correctly in spreadsheet programs (UTF-8 byte order mark, formulas defused).
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);

/** Today's date as the server names files (UTC), and yesterday's, in case the test straddles midnight. */
const days = () => [0, 1].map((back) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10));

/** RFC 4180 rows of a CSV body (quoted cells, doubled quotes, CRLF). */
function parseCsv(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') (cell += '"'), i++;
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') row.push(cell), (cell = '');
    else if (char === '\r' && body[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    else cell += char;
  }
  return rows;
}

/** The ids the library lists for a query, page after page, as a visitor would see them. */
async function libraryIds(app: Awaited<ReturnType<typeof bootApp>>, search: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const url = `/en/lib/_payload.json?build&${search}&per=96&page=${page}`;
    const { data } = (await app.inject({ url })).json();
    ids.push(...(await libraryRows(app, catalogue, url)).map((p) => `${p.vendor}:${p.id}`));
    if (page >= data.pages) return ids;
  }
}

t.test('GET /data/processors.csv: the whole catalogue, with a UTF-8 byte order mark', async (t) => {
  const app = await bootApp(t, { catalogue });
  const response = await app.inject({ url: '/data/processors.csv' });
  t.equal(response.statusCode, 200);
  t.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
  t.same([...response.rawPayload.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'the body starts with the UTF-8 BOM (EF BB BF)');
  t.ok(response.body.startsWith(`${UTF8_BOM}id,vendor,name,`), 'then the header row');
  const rows = parseCsv(response.body.slice(1));
  t.equal(rows.length, catalogue.processors.length + 1, 'one row per processor');
  const columns = [...CSV_COLUMNS, ...benchmarkColumns(catalogue.benchmarks), ...LATER_CSV_COLUMNS];
  t.same(rows[0], columns);
  t.ok(
    rows.every((row) => row.length === columns.length),
    'every row has every column',
  );
  t.same(
    rows.slice(1).map((row) => `${row[1]}:${row[0]}`),
    catalogue.processors.map((p) => `${p.vendor}:${p.id}`),
    'in record order',
  );
  // the columns added later come after the ones downloads already had, so a reader by position still lines up
  t.same(CSV_COLUMNS.slice(CSV_COLUMNS.indexOf('corrections') + 1), ['caseTempC', 'derivedFacts', 'disputes']);
  const column = (name: string) => columns.indexOf(name);
  const phenom = rows.find((row) => row[0] === 'phenom-ii-x2-570')!;
  t.match(
    phenom[column('disputes')],
    /^baseClockGHz: 3\.5 according to TechPowerUp CPU Database \(https:\/\/www\.techpowerup\.com\/[^)]+\), PassMark CPU list \(/,
    'a disputed fact with the other value and its sources',
  );
  const fx = rows.find((row) => row[0] === 'fx-8350')!;
  t.same([fx[column('maxTempC')], fx[column('caseTempC')]], ['', '61']);
  t.match(rows.find((row) => row[0] === 'core-i3-9350kf')![column('derivedFacts')], /unlocked: Intel's processor number[^;]*\(https:\/\/www\.intel\.com\//);
  // a correction's reason is kept in both languages; the CSV's one cell, among English columns, gives the English
  t.match(
    rows.find((row) => row[0] === 'core-i9-11980hk')![column('corrections')],
    /^tdpW: 65 W at 3\.3 GHz is this part's configurable-TDP-up point.*; baseClockGHz: 3\.3 GHz is the base/,
  );
  t.match(response.headers['etag'], /^"[A-Za-z0-9_-]{22}"$/);
  t.match(response.headers['content-disposition'], /^inline; filename="cpu-atlas-processors-\d{4}-\d{2}-\d{2}\.csv"$/);
  t.ok(
    days().some((day) => String(response.headers['content-disposition']).includes(day)),
    'dated today (UTC)',
  );
});

t.test('GET /data/processors.json: the records as they are, no BOM, an ETag of its own bytes', async (t) => {
  const app = await bootApp(t, { catalogue });
  const response = await app.inject({ url: '/data/processors.json' });
  t.equal(response.headers['content-type'], 'application/json; charset=utf-8');
  t.equal(response.rawPayload[0], '['.charCodeAt(0), 'JSON has no byte order mark (RFC 8259 forbids adding one)');
  // The same bytes as the records with their scores, field for field (a string comparison: a deep one of 3,000 records takes seconds).
  t.equal(JSON.stringify(response.json()), JSON.stringify(catalogue.processors.map((p) => openRecord(p, catalogue.benchmarks))));
  const corrected = (response.json() as Processor[]).find((p) => p.vendor === 'intel' && p.id === 'core-i9-11980hk')!;
  t.match(
    corrected.sources.corrections[0]!.reason,
    { zh: /^3\.3 GHz 时的 65 W 是这款处理器的可配置 TDP 上调点/, en: /^65 W at 3\.3 GHz is this part's configurable-TDP-up point/ },
    "a correction's reason in both languages",
  );
  const csv = await app.inject({ url: '/data/processors.csv' });
  t.not(response.headers['etag'], csv.headers['etag'], 'each file has its own ETag');
  const again = await app.inject({ url: '/data/processors.json', headers: { 'if-none-match': `"nope", ${response.headers['etag']}` } });
  t.equal(again.statusCode, 304, 'revalidates with any tag of a list');
  t.equal(again.body, '');
  t.match(again.headers['content-disposition'], /filename="cpu-atlas-processors-[\d-]+\.json"/, 'the 304 still names the file');
});

t.test("a query that is not the library's (or only paging) is still the whole catalogue", async (t) => {
  const app = await bootApp(t, { catalogue });
  const whole = await app.inject({ url: '/data/processors.csv' });
  for (const search of ['?download=1', '?page=3', '?per=12', '?vendor=', '?q=&vendor=&segment=', '?vendor=nobody', '?utm_source=x']) {
    const response = await app.inject({ url: `/data/processors.csv${search}` });
    t.equal(response.headers['etag'], whole.headers['etag'], search);
  }
});

t.test('GET /data/processors.csv?vendor=amd&segment=mobile: what the library lists, every page, in its order', async (t) => {
  const app = await bootApp(t, { catalogue });
  for (const search of [
    'vendor=amd&segment=mobile',
    'segment=server&sort=-cores',
    'q=ryzen%207&sort=name',
    'cores_min=16&year_min=2022',
    'vendor=intel&socket=LGA1700',
  ]) {
    const expected = await libraryIds(app, search);
    t.ok(expected.length > 0, `${search}: the library lists ${expected.length}`);
    const csv = await app.inject({ url: `/data/processors.csv?${search}` });
    t.equal(csv.statusCode, 200);
    t.ok(csv.body.startsWith(UTF8_BOM), 'the filtered CSV has the BOM too');
    t.same(
      parseCsv(csv.body.slice(1))
        .slice(1)
        .map((row) => `${row[1]}:${row[0]}`),
      expected,
      `${search}: CSV rows = the library's results`,
    );
    const json = await app.inject({ url: `/data/processors.json?${search}` });
    t.same(
      json.json().map((p: Processor) => `${p.vendor}:${p.id}`),
      expected,
      `${search}: JSON = the library's results`,
    );
  }
  const paged = await app.inject({ url: '/data/processors.json?vendor=amd&page=2&per=12' });
  const unpaged = await app.inject({ url: '/data/processors.json?vendor=amd' });
  t.equal(paged.body, unpaged.body, 'paging is ignored: an export holds every page');
  t.equal(paged.headers['etag'], unpaged.headers['etag']);
  t.not(unpaged.headers['etag'], (await app.inject({ url: '/data/processors.json' })).headers['etag'], 'the filtered file has another ETag');
  const again = await app.inject({ url: '/data/processors.json?vendor=amd', headers: { 'if-none-match': unpaged.headers['etag'] as string } });
  t.equal(again.statusCode, 304, 'a filtered export revalidates');
  t.match(unpaged.headers['content-disposition'], /filename="cpu-atlas-processors-amd-\d{4}-\d{2}-\d{2}\.json"/, 'named for its vendor');
  const mobile = await app.inject({ url: '/data/processors.csv?vendor=amd&segment=mobile' });
  t.match(mobile.headers['content-disposition'], /filename="cpu-atlas-processors-amd-mobile-\d{4}-\d{2}-\d{2}\.csv"/);
  const nothing = await app.inject({ url: '/data/processors.csv?q=no-such-processor-anywhere' });
  t.same(
    parseCsv(nothing.body.slice(1)),
    [[...CSV_COLUMNS, ...benchmarkColumns(catalogue.benchmarks), ...LATER_CSV_COLUMNS]],
    'an empty result is the header alone',
  );
});

t.test('cells a spreadsheet would run as formulas are defused', async (t) => {
  const cases: [string | number | boolean | null, string][] = [
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ["+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['Ryzen 7 7800X3D', 'Ryzen 7 7800X3D'],
    ['a, b', '"a, b"'],
    ['1 = 1', '1 = 1'],
    [-5, '-5'],
    [4.2, '4.2'],
    [true, 'true'],
    [null, ''],
  ];
  for (const [value, expected] of cases) t.equal(csvCell(value), expected, JSON.stringify(value));

  const [base] = catalogue.processors as Processor[];
  const hostile: Processor = {
    ...base!,
    id: 'hostile',
    name: '=HYPERLINK("http://evil.example","锐龙")',
    family: '+SUM(1)',
    codename: '-1+1',
    microarchitecture: '@cmd',
    socket: '\tLGA',
    generation: '第 14 代 Živě',
  };
  const app = await bootApp(t, { catalogue: createCatalogue([hostile]) });
  const response = await app.inject({ url: '/data/processors.csv' });
  const [header, row] = parseCsv(response.body.slice(1));
  const cell = (name: string) => row![header!.indexOf(name)];
  t.equal(cell('name'), '\'=HYPERLINK("http://evil.example","锐龙")', 'a formula name starts with an apostrophe, non-ASCII intact');
  t.equal(cell('family'), "'+SUM(1)");
  t.equal(cell('codename'), "'-1+1");
  t.equal(cell('microarchitecture'), "'@cmd");
  t.equal(cell('socket'), "'\tLGA");
  t.equal(cell('generation'), '第 14 代 Živě', 'UTF-8 text survives');
  t.equal(cell('cores'), String(base!.cores), 'numbers are written as numbers');
  const json = await app.inject({ url: '/data/processors.json' });
  t.equal(json.json()[0].name, hostile.name, 'the JSON keeps the value as it is');
});

t.test('the links a visitor clicks download the files; the library offers what it shows', async (t) => {
  const app = await bootApp(t, { catalogue });
  for (const page of ['/', '/en/cpu/amd/ryzen-7-7800x3d']) {
    const html = (await app.inject({ url: page })).body;
    t.match(html, /<a href="\/data\/processors\.json" type="application\/json" download="">/, `${page}: the footer's JSON link downloads`);
    t.match(html, /<a href="\/data\/processors\.csv" type="text\/csv" download="">/, `${page}: the footer's CSV link downloads`);
  }
  const zh = (await app.inject({ url: '/lib?vendor=amd&segment=mobile&sort=-cores&per=12&page=2' })).body;
  const count = catalogue.library.matching({
    ...(await import('../../src/shared/library-query.js')).parseLibraryQuery({ vendor: 'amd', segment: 'mobile' }),
  }).length;
  t.match(zh, `下载全部结果（${count} 款）：`);
  t.match(
    zh,
    '<a href="/data/processors.csv?vendor=amd&amp;segment=mobile&amp;sort=-cores" type="text/csv" download="">CSV</a>',
    'the CSV link takes the filters and the order, not the page',
  );
  t.match(zh, '<a href="/data/processors.json?vendor=amd&amp;segment=mobile&amp;sort=-cores" type="application/json" download="">JSON</a>');
  const en = (await app.inject({ url: '/en/lib' })).body;
  t.match(en, `Download all results (${catalogue.processors.length.toLocaleString('en-US')}):`);
  t.match(en, '<a href="/data/processors.csv" type="text/csv" download="">CSV</a>', 'the unfiltered library offers the whole catalogue');
  const none = (await app.inject({ url: '/en/lib?q=no-such-processor-anywhere' })).body;
  t.notMatch(none, 'Download all results', 'nothing to download, no links');
});

t.test("the CC0 files carry a column per CC0 or fair-use benchmark, with source, licence and notice; hardinfo2's GPL figures are apart", async (t) => {
  const app = await bootApp(t, { catalogue });
  const csv = parseCsv((await app.inject({ url: '/data/processors.csv' })).body.slice(1));
  const header = csv[0]!;
  const published = catalogue.benchmarks.filter((b) => !b.info.licence.startsWith('GPL'));
  t.same(
    published.map((b) => b.info.id),
    ['blender', 'specrate2017-int-base-1chip', 'specrate2017-int-base-2chip', 'specrate2017-fp-base-1chip', 'specrate2017-fp-base-2chip'],
  );
  t.same(
    header.slice(CSV_COLUMNS.length, header.length - LATER_CSV_COLUMNS.length),
    [
      'blenderScore',
      'blenderSamples',
      'blenderSource',
      'specrate2017IntBase1chipScore',
      'specrate2017IntBase1chipSamples',
      'specrate2017IntBase1chipSource',
      'specrate2017IntBase2chipScore',
      'specrate2017IntBase2chipSamples',
      'specrate2017IntBase2chipSource',
      'specrate2017FpBase1chipScore',
      'specrate2017FpBase1chipSamples',
      'specrate2017FpBase1chipSource',
      'specrate2017FpBase2chipScore',
      'specrate2017FpBase2chipSamples',
      'specrate2017FpBase2chipSource',
    ],
    "Blender's columns as before, then SPEC's",
  );
  t.same(header.slice(-LATER_CSV_COLUMNS.length), [...LATER_CSV_COLUMNS], 'the columns added later come last: no earlier column moves');
  const m4 = csv.find((cells) => cells[0] === 'm4' && cells[1] === 'apple');
  t.equal(m4?.[header.indexOf('isa')], 'Arm', 'an Apple M4 is Arm');
  t.equal(csv.find((cells) => cells[0] === 'epyc-9654')?.[header.indexOf('isa')], 'x86-64', 'an AMD part is x86-64 by the rule');
  t.match(m4?.[header.indexOf('factBasis')], /cores:vendor-via-press/, "each fact's basis for a vendor without a table");
  t.notOk(
    header.some((column) => /sysbench|blowfish|raytracing/i.test(column)),
    'no hardinfo2 column',
  );
  const epyc = catalogue.find('amd', 'epyc-9654')!;
  const row = csv.find((cells) => cells[0] === 'epyc-9654' && cells[1] === 'amd')!;
  const spec = catalogue.findBenchmark('specrate2017-int-base-2chip')!.figureOf(epyc)!;
  const at = header.indexOf('specrate2017IntBase2chipScore');
  t.same([Number(row[at]), Number(row[at + 1])], [spec.score, spec.samples], 'the figure and its count');
  t.match(
    row[at + 2],
    /^SPEC CPU 2017, snapshot \d{4}-\d{2}-\d{2}, LicenseRef-SPEC-Fair-Use, https:\/\/www\.spec\.org\/cpu2017\/results\/\. SPEC®, SPECrate® and SPEC CPU® are registered trademarks/,
    "SPEC's notice travels with the figure",
  );
  t.equal(
    row[header.indexOf('blenderScore')],
    String(catalogue.findBenchmark('blender')!.figureOf(epyc)!.score),
    "Blender's figure still equals the score file's median",
  );

  const json = (await app.inject({ url: '/data/processors.json' })).json() as any[];
  const record = json.find((p) => p.vendor === 'amd' && p.id === 'epyc-9654');
  t.same(
    Object.keys(record.figures),
    published.map((b) => b.info.id).filter((id) => catalogue.findBenchmark(id)!.figureOf(epyc)),
  );
  t.match(record.figures['specrate2017-int-base-2chip'], {
    score: spec.score,
    samples: spec.samples,
    ranked: true,
    doubt: null,
    source: 'SPEC CPU 2017',
    licence: 'LicenseRef-SPEC-Fair-Use',
    notice: /registered trademarks/,
  });
  t.match(record.figures.blender, { source: 'Blender Open Data', licence: 'CC0-1.0', notice: null });
  const doubtful = json.find((p) => p.vendor === 'amd' && p.id === 'epyc-9684x');
  t.match(doubtful.figures.blender, { ranked: false, doubt: 'part-of-cores' }, 'a doubtful figure says so in the download');
  const body = JSON.stringify(json);
  t.notOk(/sysbench|blowfish|raytracing|hardinfo2/i.test(body), 'the CC0 JSON holds no hardinfo2 figure, nor its name');
});

t.test("GET /data/hardinfo2.json: hardinfo2's figures, then the index derived from them alone, under the GPL, each with its credit and notice", async (t) => {
  const app = await bootApp(t, { catalogue });
  const response = await app.inject({ url: '/data/hardinfo2.json' });
  t.equal(response.statusCode, 200);
  t.equal(response.headers['content-type'], 'application/json; charset=utf-8');
  t.match(response.headers['content-disposition'], /^inline; filename="cpu-atlas-hardinfo2-\d{4}-\d{2}-\d{2}\.json"$/);
  const file = response.json();
  t.match(file, {
    source: 'hardinfo2',
    licence: 'GPL-2.0-or-later',
    licenceUrl: 'https://www.gnu.org/licenses/old-licenses/gpl-2.0.html',
    attribution: /GPL-2\.0-or-later/,
    notice: /GNU General Public License/,
  });
  t.same(
    file.benchmarks.map((b: { id: string }) => b.id),
    ['sysbench-cpu-single-thread', 'blowfish-single-thread', 'raytracing-single-thread', 'single-thread-index'],
    'the tests, then the index beside them',
  );
  for (const written of file.benchmarks) {
    const benchmark = catalogue.findBenchmark(written.id)!;
    t.equal(written.figures.length, benchmark.count, `${written.id}: every figure (${benchmark.count})`);
    t.equal(written.version, benchmark.info.version, `${written.id}: the one version of the test counted`);
    const first = written.figures[0];
    t.match(benchmark.figureOf(catalogue.find(first.vendor, first.id)!), { score: first.score, samples: first.samples, ranked: first.ranked });
  }
  // The index says it is derived, from what, whose it is, and gives each figure's range.
  const index = file.benchmarks.find((b: { id: string }) => b.id === 'single-thread-index');
  t.match(index, {
    derivedFrom: ['sysbench-cpu-single-thread', 'blowfish-single-thread', 'raytracing-single-thread'],
    minimumTests: 2,
    source: 'CPU Atlas single-thread index',
    attribution: /derived from: hardinfo2/,
    notice: /Derived by CPU Atlas[^]*GNU General Public License/,
    range: /overlap are too close to tell/,
  });
  const benchmark = catalogue.findBenchmark('single-thread-index')!;
  t.ok(
    index.figures.every(
      (figure: { vendor: 'amd'; id: string; low: number; high: number }) =>
        figure.low === benchmark.figureOf(figure)!.range!.low && figure.high === benchmark.figureOf(figure)!.range!.high,
    ),
    'every index figure with its range',
  );
  t.notOk(
    file.benchmarks.slice(0, 3).some((b: { figures: object[] }) => b.figures.some((figure) => 'low' in figure)),
    "the tests' figures state none",
  );
  t.notOk(JSON.stringify(file).includes('SPEC'), "no other source's figures");
  const again = await app.inject({ url: '/data/hardinfo2.json', headers: { 'if-none-match': response.headers['etag'] as string } });
  t.equal(again.statusCode, 304);
  t.equal((await app.inject({ url: '/data/blender-opendata.json' })).statusCode, 404, "a CC0 source has no download apart: it is in the catalogue's files");
  // The index's own download, published before, leads to the file that holds it now.
  const moved = await app.inject({ url: '/data/single-thread-index.json' });
  t.equal(moved.statusCode, 301);
  t.equal(moved.headers.location, '/data/hardinfo2.json');
});
