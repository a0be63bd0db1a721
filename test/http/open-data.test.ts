import t from 'tap';
import { openBenchmark } from '../../src/http/open-data.js';
import { createCatalogue } from '../../src/catalogue/catalogue.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { CSV_COLUMNS, UTF8_BOM, csvCell } from '../../src/http/open-data.js';
import type { Processor } from '../../src/shared/processor.js';
import { bootApp } from '../helper.js';

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
    const response = await app.inject({ url: `/en/lib/_payload.json?build&${search}&per=96&page=${page}` });
    const { data } = response.json();
    ids.push(...data.results.map((p: Processor) => `${p.vendor}:${p.id}`));
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
  t.same(rows[0], [...CSV_COLUMNS]);
  t.ok(rows.every((row) => row.length === CSV_COLUMNS.length), 'every row has every column');
  t.same(rows.slice(1).map((row) => `${row[1]}:${row[0]}`), catalogue.processors.map((p) => `${p.vendor}:${p.id}`), 'in record order');
  t.match(response.headers['etag'], /^"[A-Za-z0-9_-]{22}"$/);
  t.match(response.headers['content-disposition'], /^inline; filename="cpu-atlas-processors-\d{4}-\d{2}-\d{2}\.csv"$/);
  t.ok(days().some((day) => String(response.headers['content-disposition']).includes(day)), 'dated today (UTC)');
});

t.test('GET /data/processors.json: the records as they are, no BOM, an ETag of its own bytes', async (t) => {
  const app = await bootApp(t, { catalogue });
  const response = await app.inject({ url: '/data/processors.json' });
  t.equal(response.headers['content-type'], 'application/json; charset=utf-8');
  t.equal(response.rawPayload[0], '['.charCodeAt(0), 'JSON has no byte order mark (RFC 8259 forbids adding one)');
  // The same bytes as the records with their scores, field for field (a string comparison: a deep one of 3,000 records takes seconds).
  t.equal(JSON.stringify(response.json()), JSON.stringify(catalogue.processors.map((p) => ({ ...p, benchmark: openBenchmark(catalogue.benchmark, p) }))));
  const csv = await app.inject({ url: '/data/processors.csv' });
  t.not(response.headers['etag'], csv.headers['etag'], 'each file has its own ETag');
  const again = await app.inject({ url: '/data/processors.json', headers: { 'if-none-match': `"nope", ${response.headers['etag']}` } });
  t.equal(again.statusCode, 304, 'revalidates with any tag of a list');
  t.equal(again.body, '');
  t.match(again.headers['content-disposition'], /filename="cpu-atlas-processors-[\d-]+\.json"/, 'the 304 still names the file');
});

t.test('a query that is not the library\'s (or only paging) is still the whole catalogue', async (t) => {
  const app = await bootApp(t, { catalogue });
  const whole = await app.inject({ url: '/data/processors.csv' });
  for (const search of ['?download=1', '?page=3', '?per=12', '?vendor=', '?q=&vendor=&segment=', '?vendor=nobody', '?utm_source=x']) {
    const response = await app.inject({ url: `/data/processors.csv${search}` });
    t.equal(response.headers['etag'], whole.headers['etag'], search);
  }
});

t.test('GET /data/processors.csv?vendor=amd&segment=mobile: what the library lists, every page, in its order', async (t) => {
  const app = await bootApp(t, { catalogue });
  for (const search of ['vendor=amd&segment=mobile', 'segment=server&sort=-cores', 'q=ryzen%207&sort=name', 'cores_min=16&year_min=2022', 'vendor=intel&socket=LGA1700']) {
    const expected = await libraryIds(app, search);
    t.ok(expected.length > 0, `${search}: the library lists ${expected.length}`);
    const csv = await app.inject({ url: `/data/processors.csv?${search}` });
    t.equal(csv.statusCode, 200);
    t.ok(csv.body.startsWith(UTF8_BOM), 'the filtered CSV has the BOM too');
    t.same(parseCsv(csv.body.slice(1)).slice(1).map((row) => `${row[1]}:${row[0]}`), expected, `${search}: CSV rows = the library's results`);
    const json = await app.inject({ url: `/data/processors.json?${search}` });
    t.same(json.json().map((p: Processor) => `${p.vendor}:${p.id}`), expected, `${search}: JSON = the library's results`);
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
  t.same(parseCsv(nothing.body.slice(1)), [[...CSV_COLUMNS]], 'an empty result is the header alone');
});

t.test('cells a spreadsheet would run as formulas are defused', async (t) => {
  const cases: [string | number | boolean | null, string][] = [
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+1+cmd|\' /C calc\'!A0', "'+1+cmd|' /C calc'!A0"],
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
    ...base!, id: 'hostile', name: '=HYPERLINK("http://evil.example","锐龙")', family: '+SUM(1)', codename: '-1+1',
    microarchitecture: '@cmd', socket: '\tLGA', generation: '第 14 代 Živě',
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
  const count = catalogue.library.matching({ ...(await import('../../src/shared/library-query.js')).parseLibraryQuery({ vendor: 'amd', segment: 'mobile' }) }).length;
  t.match(zh, `下载全部结果（${count} 款）：`);
  t.match(zh, '<a href="/data/processors.csv?vendor=amd&amp;segment=mobile&amp;sort=-cores" type="text/csv" download="">CSV</a>',
    'the CSV link takes the filters and the order, not the page');
  t.match(zh, '<a href="/data/processors.json?vendor=amd&amp;segment=mobile&amp;sort=-cores" type="application/json" download="">JSON</a>');
  const en = (await app.inject({ url: '/en/lib' })).body;
  t.match(en, `Download all results (${catalogue.processors.length.toLocaleString('en-US')}):`);
  t.match(en, '<a href="/data/processors.csv" type="text/csv" download="">CSV</a>', 'the unfiltered library offers the whole catalogue');
  const none = (await app.inject({ url: '/en/lib?q=no-such-processor-anywhere' })).body;
  t.notMatch(none, 'Download all results', 'nothing to download, no links');
});
