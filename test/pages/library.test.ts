import { launchSortKey } from '../../src/shared/launch-date.js';
import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { BROWSER_UA, bootApp, embeddedPayload, libraryRows } from '../helper.js';

const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);

t.test('GET /lib lists the catalogue newest first, 24 a page, with its count', async (t) => {
  const app = await bootApp(t, { catalogue });
  const response = await app.inject({ url: '/en/lib', headers: { 'user-agent': BROWSER_UA } });
  const { data } = embeddedPayload(response.body);
  t.equal(data.total, catalogue.processors.length);
  t.equal(data.matched, catalogue.processors.length);
  t.equal(data.shown, 24);
  const rows = await libraryRows(app, catalogue, '/en/lib/_payload.json?b');
  t.equal(rows.length, 24);
  // a quarter ("2026-Q1", ARK's precision) counts from its first day
  const dates = rows.map((p) => launchSortKey(p.launched) ?? -Infinity);
  t.same(
    dates,
    [...dates].sort((a, b) => b - a),
    'newest first',
  );
  const form = /<form [^>]*class="library-filters"[^>]*>/.exec(response.body)?.[0] ?? '';
  t.match(form, 'method="get"', 'a plain GET form: works without JavaScript');
  t.match(form, 'action="/en/lib"');
  t.match(response.body, `Showing 1–24 of ${catalogue.processors.length.toLocaleString('en-US')}`);
  t.match(response.body, /<details class="filter-more"><summary>/, 'the other filters in a disclosure, folded in the HTML (CSS opens it on wide screens)');
  t.match(response.body, /<select id="library-sort" name="sort" form="library-filters">/, 'the sort control beside the results belongs to the form');
  t.notMatch(response.body, 'class="active-filters"', 'no filters, no summary line');
});

t.test('GET /lib?vendor=amd&cores_min=8&year_min=2022&year_max=2024 names each active filter with a link that removes it', async (t) => {
  const app = await bootApp(t, { catalogue });
  const query = '?vendor=amd&cores_min=8&year_min=2022&year_max=2024&sort=-cores';
  for (const [prefix, expected] of [
    [
      '',
      [
        ['AMD', '?cores_min=8&year_min=2022&year_max=2024&sort=-cores'],
        ['至少 8 核', '?vendor=amd&year_min=2022&year_max=2024&sort=-cores'],
        ['2022–2024 年', '?vendor=amd&cores_min=8&sort=-cores'],
      ],
    ],
    [
      '/en',
      [
        ['AMD', '?cores_min=8&year_min=2022&year_max=2024&sort=-cores'],
        ['8+ cores', '?vendor=amd&year_min=2022&year_max=2024&sort=-cores'],
        ['2022–2024', '?vendor=amd&cores_min=8&sort=-cores'],
      ],
    ],
  ] as const) {
    const html = (await app.inject({ url: `${prefix}/lib${query}`, headers: { 'user-agent': BROWSER_UA } })).body;
    const chips = [...html.matchAll(/<li><a href="([^"]+)" aria-label="[^"]+">([^<]+)<span class="active-filters__x"/g)].map(([, href, label]) => [
      label,
      href!.replace(/&amp;/g, '&').replace(`${prefix}/lib`, ''),
    ]);
    t.same(chips, expected, `${prefix}/lib: one chip per filter, each removing only its own (sort kept)`);
    t.match(html, new RegExp(`<a class="active-filters__clear" href="${prefix}/lib\\?sort=-cores">`), 'clear all keeps the sort');
    t.match(html, prefix ? 'More filters (3 set)' : '更多筛选（已选 3 项）', 'the folded form says how much it holds');
  }
});

t.test('filters narrow the results, and every result satisfies them', async (t) => {
  const app = await bootApp(t, { catalogue });
  const cases: [string, (p: any) => boolean][] = [
    ['vendor=amd&segment=desktop', (p) => p.vendor === 'amd' && p.segment === 'desktop'],
    ['socket=AM5', (p) => p.socket === 'AM5'],
    // a part sold in several packages is on each of them
    ['socket=FP8', (p) => p.socket?.split(', ').includes('FP8')],
    ['socket=FP7r2', (p) => p.socket?.split(', ').includes('FP7r2')],
    ['cores_min=16&cores_max=24', (p) => p.cores >= 16 && p.cores <= 24],
    ['year_min=2023&year_max=2023', (p) => p.launched?.startsWith('2023')],
    ['q=i9 14900', (p) => /i9-14900/.test(p.name)],
    ['q=7800x3d', (p) => p.name === 'Ryzen 7 7800X3D'],
    ['q=raptor lake&vendor=intel', (p) => p.vendor === 'intel'],
  ];
  for (const [search, holds] of cases) {
    const url = `/lib/_payload.json?build&${search}&per=96`;
    const { data } = (await app.inject({ url })).json();
    t.ok(data.matched > 0, `${search} finds something`);
    t.ok((await libraryRows(app, catalogue, url)).every(holds), `${search}: every result satisfies the filter`);
    const expected = catalogue.processors.filter(holds).length;
    if (!search.startsWith('q=')) t.equal(data.matched, expected, `${search}: the count is exact`);
  }
});

t.test('sorting by every column, both directions, unknown values last', async (t) => {
  const app = await bootApp(t, { catalogue });
  const fields = { cores: 'cores', boost: 'boostClockGHz', tdp: 'tdpW', price: 'launchPriceUSD' } as const;
  for (const [sort, field] of Object.entries(fields)) {
    for (const descending of [false, true]) {
      const url = `/en/lib/_payload.json?b&sort=${descending ? '-' : ''}${sort}&per=96&page=1`;
      const values: (number | null)[] = (await libraryRows(app, catalogue, url)).map((p) => p[field]);
      const known = values.filter((v): v is number => v !== null);
      t.same(
        known,
        [...known].sort((a, b) => (descending ? b - a : a - b)),
        `${url} is ordered`,
      );
    }
  }
  const last = await libraryRows(app, catalogue, `/lib/_payload.json?b&sort=price&per=96&page=${Math.ceil(catalogue.processors.length / 96)}`);
  t.equal(last.at(-1)!.launchPriceUSD, null, 'unknown prices come last');
  const names = (await libraryRows(app, catalogue, '/lib/_payload.json?b&sort=name&per=12')).map((p) => p.name);
  t.same(
    names,
    [...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })),
  );
});

t.test('pages: sizes, navigation links, and a page past the end', async (t) => {
  const app = await bootApp(t, { catalogue });
  const page2 = await app.inject({ url: '/lib?vendor=intel&per=12&page=2', headers: { 'user-agent': BROWSER_UA } });
  const { data } = embeddedPayload(page2.body);
  t.equal(data.shown, 12);
  t.equal((await libraryRows(app, catalogue, '/lib/_payload.json?b&vendor=intel&per=12&page=2')).length, 12);
  t.match(page2.body, /<nav class="pagination" aria-label="分页">/);
  t.match(page2.body, /href="\/lib\?vendor=intel&amp;per=12" rel="prev"/);
  t.match(page2.body, /href="\/lib\?vendor=intel&amp;per=12&amp;page=3" rel="next"/);
  const past = await app.inject({ url: '/en/lib?vendor=intel&page=999', headers: { 'user-agent': BROWSER_UA } });
  t.equal(past.statusCode, 200);
  t.match(past.body, 'There is no page 999');
  t.match(past.body, /href="\/en\/lib\?vendor=intel">Back to page 1<\/a>/);
});

t.test('an empty result suggests clearing the filters; an empty search gets help of its own (library-help.test.ts)', async (t) => {
  const app = await bootApp(t, { catalogue });
  const filtered = await app.inject({ url: '/lib?vendor=intel&cores_min=500', headers: { 'user-agent': BROWSER_UA } });
  t.equal(filtered.statusCode, 200);
  t.match(filtered.body, '没有符合这些条件的处理器。');
  t.match(filtered.body, /<a href="\/lib">清除筛选<\/a>/);
  const searched = await app.inject({ url: '/lib?q=%3Cscript%3Ezzzz', headers: { 'user-agent': BROWSER_UA } });
  t.equal(searched.statusCode, 200);
  t.match(searched.body, '目录中没有与“&lt;script&gt;zzzz”匹配的处理器。');
  t.notMatch(searched.body, /<script>zzzz/);
});

t.test('hostile query strings never cause an error', async (t) => {
  const app = await bootApp(t, { catalogue });
  const hostile = [
    'page=-1',
    'page=abc',
    'per=1000000',
    'sort=__proto__',
    'vendor[]=amd',
    'q=%00%01',
    'q=%E0%A4%A',
    'cores_min=1e309',
    'socket=%3Cimg%20src%3Dx%3E',
    '__proto__[x]=1',
    'constructor=1',
    'q=' + 'a'.repeat(3000),
  ];
  for (const search of hostile) {
    const response = await app.inject({ url: `/en/lib?${search}`, headers: { 'user-agent': BROWSER_UA } });
    t.ok(response.statusCode < 500, `?${search.slice(0, 40)} → ${response.statusCode}`);
  }
});

t.test('rows link to detail pages and carry a compare control', async (t) => {
  const app = await bootApp(t, { catalogue });
  const html = (await app.inject({ url: '/en/lib?q=7800x3d', headers: { 'user-agent': BROWSER_UA } })).body;
  t.match(html, /<a href="\/en\/cpu\/amd\/ryzen-7-7800x3d">Ryzen 7 7800X3D<\/a>/);
  t.match(html, /<input type="checkbox" form="compare-form" data-name="Ryzen 7 7800X3D" name="ids" value="amd:ryzen-7-7800x3d"\/>/);
  t.match(html, /<form id="compare-form" class="compare-form" action="\/en\/compare" method="get">/);
  // under a query the best match is the order: no column claims it
  t.notMatch(html, /aria-sort=/, 'the best match first: no column is the order');
  const newest = (await app.inject({ url: '/en/lib?q=7800x3d&sort=-launched', headers: { 'user-agent': BROWSER_UA } })).body;
  t.match(newest, /<th scope="col" aria-sort="descending"><a href="\/en\/lib\?q=7800x3d&amp;sort=launched"/, 'the active column says its order and toggles');
});

t.test('an unknown socket is ignored, not an empty page', async (t) => {
  const app = await bootApp(t, { catalogue });
  const { data } = (await app.inject({ url: '/lib/_payload.json?b&socket=LGA9999' })).json();
  t.equal(data.query.socket, null);
  t.equal(data.matched, catalogue.processors.length);
});
