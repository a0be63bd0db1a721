import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { translate } from '../../src/messages.js';
import { formatLaunch, formatYuan } from '../../src/shared/format.js';
import type { Locale } from '../../src/shared/locales.js';
import { BROWSER_UA, bootApp } from '../helper.js';

/**
 * A processor's "Price in China" (docs/prices.md): the price now with its month and what it is, or
 * "no price since"; the last twelve months' low and high; the chart with its title, description
 * and table; the credit. A processor the source does not price shows none of it.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const { prices } = catalogue;
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
/** The price section of a page, or '' */
const section = (html: string) => /<section class="price-block panel".*?<\/section>/s.exec(html)?.[0] ?? '';
const ryzen = catalogue.find('amd', 'ryzen-5-5600')!;
// The first processor whose latest usable price is older than two months, found in the data.
const stale = catalogue.processors.find((processor) => {
  const now = prices.priceNow(processor);
  return 'none' in now && now.since;
})!;

for (const [prefix, locale] of [
  ['', 'zh'],
  ['/en', 'en'],
] as const satisfies [string, Locale][]) {
  const t$ = (key: Parameters<typeof translate>[1], values?: Record<string, string>) => escaped(translate(locale, key, values));
  const atMonth = ({ yuan, month }: { yuan: number; month: string }) =>
    t$('price.atMonth', { price: formatYuan(locale, yuan), month: formatLaunch(locale, month) });

  t.test(`GET ${prefix}/cpu/amd/ryzen-5-5600 shows its price now, the year's low and high, the chart and the credit`, async (t) => {
    const now = prices.priceNow(ryzen);
    const year = prices.lastYear(ryzen)!;
    t.ok('yuan' in now && year, 'the case it guards: a processor priced now');
    if (!('yuan' in now)) return;
    const app = await bootApp(t, { catalogue });
    const response = await app.inject({ url: `${prefix}/cpu/amd/ryzen-5-5600`, headers: { 'user-agent': BROWSER_UA } });
    t.equal(response.statusCode, 200);
    const block = section(response.body);
    t.match(block, `<h2 id="price-heading">${t$('price.heading')}</h2>`);
    t.match(
      block,
      `<dt>${t$('price.nowLabel')}</dt><dd><strong class="price-facts__yuan">${formatYuan(locale, now.yuan)}</strong> <span class="price-facts__month">${formatLaunch(locale, now.month)}</span><span class="price-facts__what">${t$('price.what')}</span></dd>`,
      'the price now, its month and what it is',
    );
    t.match(block, locale === 'zh' ? '国内零售，各店最低价' : 'China retail, lowest across shops');
    t.match(block, `<dt>${t$('price.lowLabel')}</dt><dd>${atMonth(year.low)}</dd>`);
    t.match(block, `<dt>${t$('price.highLabel')}</dt><dd>${atMonth(year.high)}</dd>`);
    t.match(
      block,
      /<svg class="chart__marks" viewBox="[^"]+" preserveAspectRatio="none" role="img" aria-labelledby="price-history-title price-history-desc"/,
      'the chart is an image named by its title and description',
    );
    t.match(block, `<title id="price-history-title">${t$('price.chartCaption')}</title>`);
    t.match(
      block,
      new RegExp(`<desc id="price-history-desc">[^<]*${formatLaunch(locale, prices.series(ryzen)[0]!.month)}`),
      'the description says where it starts',
    );
    const rows = [...block.matchAll(/<tr><th scope="row">([^<]+)<\/th><td>([^<]+)<\/td>/g)].map(([, month, yuan]) => [month, yuan]);
    t.same(
      rows,
      prices.series(ryzen).map((point) => [formatLaunch(locale, point.month), formatYuan(locale, point.yuan)]),
      'the table holds every monthly price',
    );
    t.match(block, /<p class="benchmark-source price-source" data-source="prices">/, 'the credit the licence asks for');
    t.match(block, 'https://creativecommons.org/licenses/by/4.0/');
    t.notMatch(block, /\$|US\$/, 'no dollar inside the yuan section');
    t.match(
      response.body,
      `<dt>${t$('field.launchPriceUSD')}</dt><dd>${escaped(locale === 'zh' ? 'US$199' : '$199')}</dd>`,
      'the launch price stays in the specifications, in dollars',
    );
  });

  t.test(`GET ${prefix}/cpu/…: a processor whose latest usable price is older than two months says "no price since"`, async (t) => {
    const now = prices.priceNow(stale);
    t.ok(stale && 'none' in now && now.since, 'the data holds such a processor');
    if (!('since' in now) || !now.since) return;
    const app = await bootApp(t, { catalogue });
    const block = section((await app.inject({ url: `${prefix}/cpu/${stale.vendor}/${stale.id}`, headers: { 'user-agent': BROWSER_UA } })).body);
    t.match(
      block,
      `<strong class="price-facts__none">${t$('price.noneSince', { month: formatLaunch(locale, now.since) })}</strong>`,
      `${stale.name}: no price since ${now.since}`,
    );
    t.notMatch(block, 'price-facts__yuan', 'and no price now');
    t.notMatch(block, 'chart__price-point--now', 'nor a point drawn as now');
    t.match(block, 'data-source="prices"', 'its old prices are shown: the credit too');
  });

  t.test(`GET ${prefix}/cpu/intel/core-i5-12400f: a processor the source does not price has no price section`, async (t) => {
    t.same(prices.series(catalogue.find('intel', 'core-i5-12400f')!), [], 'the case it guards');
    const app = await bootApp(t, { catalogue });
    const html = (await app.inject({ url: `${prefix}/cpu/intel/core-i5-12400f`, headers: { 'user-agent': BROWSER_UA } })).body;
    t.equal(section(html), '');
    t.notMatch(html, 'data-source="prices"');
  });
}
