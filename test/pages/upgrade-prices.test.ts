import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { formatGain, formatLaunch, formatYuan } from '../../src/shared/format.js';
import type { Locale } from '../../src/shared/locales.js';
import { BROWSER_UA, bootApp } from '../helper.js';

/**
 * The upgrade advisor with the China retail prices now: a candidate with a price shows it with its
 * month and, for a multi-thread gain, the gain per 100 yuan of it; for the single-thread goal, whose
 * index is no speed ratio, the price and no gain per yuan, as it gives no gain per dollar; the
 * prices' credit wherever a price is shown, and only there.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const app = await bootApp(t, { catalogue });
const html = async (url: string) => (await app.inject({ url, headers: { 'user-agent': BROWSER_UA } })).body.replaceAll('<!-- -->', '');
const blender = catalogue.findBenchmark('blender')!;
const find = (vendor: 'amd' | 'intel', id: string) => catalogue.find(vendor, id)!;
const priceOf = (vendor: 'amd' | 'intel', id: string) => {
  const now = catalogue.prices.priceNow(find(vendor, id));
  if (!('yuan' in now)) throw new Error(`${vendor}:${id} has no price now: pick another candidate`);
  return now;
};

/** The advisor's pages for an owned processor, until the one that lists `candidate`: its HTML and the candidate's item. */
async function candidateItem(path: string, candidate: string): Promise<{ page: string; item: string }> {
  for (let n = 1; n <= 10; n++) {
    const page = await html(`${path}${path.includes('?') ? '&' : '?'}page=${n}`);
    const at = page.indexOf(`class="upgrade-candidate__name" href="${path.startsWith('/en') ? '/en' : ''}/cpu/${candidate}"`);
    if (at !== -1) return { page, item: page.slice(at, page.indexOf('</li>', at)) };
  }
  throw new Error(`${path} lists no ${candidate}`);
}

for (const locale of ['zh', 'en'] as const satisfies readonly Locale[]) {
  const prefix = locale === 'en' ? '/en' : '';
  t.test(`GET ${prefix}/upgrade/amd/ryzen-5-3600: the Ryzen 5 5600 with its price now, its month, and the gain per 100 yuan`, async (t) => {
    const { page, item } = await candidateItem(`${prefix}/upgrade/amd/ryzen-5-3600`, 'amd/ryzen-5-5600');
    const now = priceOf('amd', 'ryzen-5-5600');
    const gain = blender.figureOf(find('amd', 'ryzen-5-5600'))!.score / blender.figureOf(find('amd', 'ryzen-5-3600'))!.score - 1;
    t.ok(gain > 0, `the 5600 renders ${formatGain(locale, gain)} faster`);
    const price = formatYuan(locale, now.yuan);
    const month = formatLaunch(locale, now.month);
    const perYuan = formatGain(locale, (gain / now.yuan) * 100);
    t.ok(item.includes(locale === 'zh' ? `零售价 ${price}（${month}）` : `retail price ${price} (${month})`), `${price}, ${month}`);
    t.ok(item.includes(locale === 'zh' ? `每 100 元零售价 ${perYuan}` : `${perYuan} per CN¥100 now`), `${perYuan} per ¥100`);
    t.ok(page.includes(locale === 'zh' ? '数据来源：frocloud · DIYPCmarket' : 'Prices: frocloud · DIYPCmarket'), "the prices' credit");
    t.ok(page.includes('<a href="https://creativecommons.org/licenses/by/4.0/" rel="license">'), 'and their licence');
  });

  t.test(`GET ${prefix}/upgrade/intel/core-i5-12400f?goal=single: the price, but no gain per yuan of the index`, async (t) => {
    const { page, item } = await candidateItem(`${prefix}/upgrade/intel/core-i5-12400f?goal=single`, 'intel/core-i5-12600k');
    const now = priceOf('intel', 'core-i5-12600k');
    t.ok(item.includes(formatYuan(locale, now.yuan)), 'the price');
    t.notOk(item.includes(locale === 'zh' ? '每 100 元零售价' : 'per CN¥100'), 'no gain per yuan of index points');
    t.notOk(item.includes(locale === 'zh' ? '每 100 美元' : 'per $100'), 'as none per launch dollar');
    t.ok(page.includes('price-source__credit'), 'the credit');
  });
}

t.test('no price shown, no credit: a socket the prices do not reach', async (t) => {
  const page = await html('/en/upgrade/intel/core-i7-4770k');
  t.ok(page.includes('upgrade-candidate__name'), 'candidates');
  t.notOk(page.includes('retail price'), 'none priced now');
  t.notOk(page.includes('price-source'), 'no credit');
});
