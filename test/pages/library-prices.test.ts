import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { formatLaunch, formatYuan } from '../../src/shared/format.js';
import { DEFAULT_QUERY, exportQueryString, parseLibraryQuery } from '../../src/shared/library-query.js';
import type { Processor } from '../../src/shared/processor.js';
import { BROWSER_UA, bootApp, libraryRows } from '../helper.js';

/**
 * The library by the China retail price now, in both languages: sorted by it (`sort=price-cny`,
 * `-price-cny`; `sort=price` stays the US launch price), filtered by it (`cny_min`, `cny_max`, plain
 * GET fields with their tidy URL), each priced row with its price and month, the prices' credit
 * wherever one is shown, downloads that neither hold nor filter by a yuan price, and a synthetic
 * catalogue without prices that answers at once.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const app = await bootApp(t, { catalogue });
const get = (url: string, on = app) => on.inject({ url, headers: { 'user-agent': BROWSER_UA } });
const html = async (url: string, on = app) => (await get(url, on)).body.replaceAll('<!-- -->', '');
const payload = (path: string, search: string) => `${path}/_payload.json?build&${search}`;
const yuanOf = (processor: Processor) => {
  const now = catalogue.prices.priceNow(processor);
  return 'yuan' in now ? now : null;
};
const priced = catalogue.processors.filter((processor) => yuanOf(processor) !== null);
const byName = (a: Processor, b: Processor) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const keys = (processors: readonly Processor[]) => processors.map((p) => `${p.vendor}:${p.id}`);

t.test('sort=price-cny lists the priced processors cheapest first, -price-cny dearest first, the rest after them', async (t) => {
  t.ok(priced.length >= 30, `${priced.length} processors have a price now`);
  const cheapest = [...priced].sort((a, b) => yuanOf(a)!.yuan - yuanOf(b)!.yuan);
  const listed = await libraryRows(app, catalogue, payload('/lib', 'sort=price-cny&per=96'));
  t.same(
    listed.slice(0, priced.length).map((p) => yuanOf(p)!.yuan),
    cheapest.map((p) => yuanOf(p)!.yuan),
    'cheapest first',
  );
  t.equal(yuanOf(listed[priced.length]!), null, 'then those without a price');
  const dearest = await libraryRows(app, catalogue, payload('/en/lib', 'sort=-price-cny&per=96'));
  t.same(
    dearest.slice(0, priced.length).map((p) => yuanOf(p)!.yuan),
    cheapest.map((p) => yuanOf(p)!.yuan).reverse(),
    'dearest first',
  );
  const launch = await libraryRows(app, catalogue, payload('/lib', 'sort=-price&per=12'));
  t.ok(
    launch.every((p, i) => i === 0 || p.launchPriceUSD! <= launch[i - 1]!.launchPriceUSD!),
    'sort=price is still the US launch price',
  );
});

for (const prefix of ['', '/en']) {
  const zh = prefix === '';
  const locale = zh ? 'zh' : 'en';
  t.test(`GET ${prefix}/lib?sort=-price-cny shows each price with its month, and the prices' credit`, async (t) => {
    const page = await html(`${prefix}/lib?sort=-price-cny`);
    const dearest = [...priced].sort((a, b) => yuanOf(b)!.yuan - yuanOf(a)!.yuan || byName(a, b))[0]!;
    const now = yuanOf(dearest)!;
    t.ok(
      page.includes(
        `<span class="library-price"><span class="library-price__label">${zh ? '零售价' : 'Retail price'}</span> <span class="library-price__yuan">${formatYuan(locale, now.yuan)}</span> <span class="library-price__month">${formatLaunch(locale, now.month)}</span></span>`,
      ),
      `${dearest.name}: ${formatYuan(locale, now.yuan)}, ${formatLaunch(locale, now.month)}`,
    );
    t.ok(page.includes(zh ? '数据来源：frocloud · DIYPCmarket' : 'Prices: frocloud · DIYPCmarket'), 'the credit');
    t.ok(page.includes(`<option value="-price-cny" selected="">${zh ? '本月零售价（降序）' : 'Price now (descending)'}</option>`), 'the sort select says so');
    t.ok(page.includes(zh ? '下载文件不含零售价' : 'The downloads hold no retail price'), 'the downloads do not sort by it, and say so');
    const plain = await html(`${prefix}/lib?vendor=intel&segment=server`);
    t.notOk(plain.includes('library-price'), 'a page without a priced processor shows no price');
    t.notOk(plain.includes('price-source'), "nor the prices' credit");
  });

  t.test(`GET ${prefix}/lib?cny_min=…&cny_max=… keeps the processors priced within, with a chip that removes it`, async (t) => {
    const within = priced.filter((p) => yuanOf(p)!.yuan >= 800 && yuanOf(p)!.yuan <= 1500);
    t.ok(within.length > 3 && within.length < priced.length, `${within.length} priced from ¥800 to ¥1,500`);
    const listed = await libraryRows(app, catalogue, payload(`${prefix}/lib`, 'cny_min=800&cny_max=1500&sort=name&per=96'));
    t.same(keys(listed).sort(), keys(within).sort(), 'those and no other');
    const page = await html(`${prefix}/lib?cny_min=800&cny_max=1500`);
    t.ok(page.includes(zh ? '零售价 ¥800–¥1,500' : 'Price now CN¥800–CN¥1,500'), 'the active filter');
    t.ok(page.includes(`href="${prefix}/lib"`), 'removing it');
    t.ok(page.includes('name="cny_min" value="800"') && page.includes('name="cny_max" value="1500"'), 'the form holds it');
    t.ok(page.includes(zh ? '零售价上限' : 'To CN¥'), 'labelled');
    const cheap = await libraryRows(app, catalogue, payload(`${prefix}/lib`, 'cny_max=700&per=96'));
    t.ok(cheap.length > 0 && cheap.every((p) => yuanOf(p)!.yuan <= 700), 'up to ¥700');
  });

  t.test(`GET ${prefix}/lib with the form's every field (JS off) → 301 to the tidy URL with the price filter`, async (t) => {
    const every = 'q=&vendor=&segment=&socket=&cores_min=&cores_max=&year_min=&year_max=&cny_min=&cny_max=1000&sort=-launched&per=24';
    for (const [url, location] of [
      [`${prefix}/lib?${every}`, `${prefix}/lib?cny_max=1000`],
      [`${prefix}/lib?cny_min=2000&cny_max=1000`, `${prefix}/lib?cny_min=1000&cny_max=2000`],
      [`${prefix}/lib?cny_max=abc&cny_min=0`, `${prefix}/lib`],
      [`${prefix}/lib?sort=-price-cny&cny_min=&cny_max=`, `${prefix}/lib?sort=-price-cny`],
    ] as const) {
      const response = await get(url);
      t.equal(response.statusCode, 301, url);
      t.equal(response.headers.location, location, `${url} → ${location}`);
    }
    t.equal((await get(`${prefix}/lib?cny_max=1000`)).statusCode, 200, 'the tidy URL answers');
  });
}

t.test('the downloads hold no yuan price, nor filter or sort by one', async (t) => {
  t.equal(exportQueryString(parseLibraryQuery({ vendor: 'amd', cny_max: '1000', sort: '-price-cny' })), '?vendor=amd');
  t.equal(exportQueryString({ ...DEFAULT_QUERY, cnyMin: 500 }), '');
  const filtered = (await get('/data/processors.json?vendor=amd&cny_max=1000')).json<unknown[]>();
  const amd = (await get('/data/processors.json?vendor=amd')).json<unknown[]>();
  t.equal(filtered.length, amd.length, "the export of the library's other filters");
  t.notOk(JSON.stringify(filtered[0]).includes('yuan'), 'no price in a record');
});

t.test('a synthetic catalogue without prices: a sort by the price now is the order of names, a price filter keeps none, at once', async (t) => {
  const fake = await bootApp(t, { catalogue: await loadCatalogue('fake:20000', readConfig({}).rootDir) });
  for (const url of ['/en/lib?sort=-price-cny', '/en/lib?cny_max=1000', '/lib?cny_min=1&sort=price-cny']) {
    const started = performance.now();
    const response = await get(url, fake);
    t.equal(response.statusCode, 200, url);
    t.ok(performance.now() - started < 3000, `${url}: answered in ${Math.round(performance.now() - started)} ms`);
    t.notOk(response.body.includes('price-source'), `${url}: no price, no credit`);
  }
  const order = (search: string) =>
    fake.inject({ url: payload('/en/lib', search) }).then((response) => response.json().parts.results.match(/ name="ids" value="[^"]+"/g));
  t.same(await order('sort=-price-cny'), await order('sort=name'), 'names in order');
  t.ok((await html('/en/lib?cny_max=1000', fake)).includes('No processors match these filters.'), 'none within a price');
  t.notOk((await html('/en/lib', fake)).includes('name="cny_max"'), 'the form offers no price filter');
});
