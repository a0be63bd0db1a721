import t from 'tap';
import { everyEntry, ladderEntries } from '../../src/catalogue/ladder.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { formatLaunch, formatNumber, formatYuan } from '../../src/shared/format.js';
import type { Locale } from '../../src/shared/locales.js';
import type { Processor } from '../../src/shared/processor.js';
import { BROWSER_UA, bootApp, embeddedPayload } from '../helper.js';

/**
 * The value ladder (性价比天梯, `metric=per-yuan`) through the app, in both languages, on the
 * shipped catalogue and prices: its order (figure per 100 yuan of the price now), the month, each
 * row's price, the prices' credit, the budget, the processors left out for want of a price with
 * their count, the single-thread index's spans without a percentage, the other segments, the links
 * to it, and a synthetic catalogue without prices. Expectations are worked out from the catalogue.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const app = await bootApp(t, { catalogue });
const get = (url: string, on = app) => on.inject({ url, headers: { 'user-agent': BROWSER_UA } });
const html = async (url: string, on = app) => (await get(url, on)).body.replaceAll('<!-- -->', '');
const has = (t: { ok(value: unknown, message: string): void }, page: string, needle: string | RegExp, message?: string) =>
  t.ok(typeof needle === 'string' ? page.includes(needle) : needle.test(page), message ?? String(needle));
const lacks = (t: { ok(value: unknown, message: string): void }, page: string, needle: string | RegExp, message?: string) =>
  t.ok(typeof needle === 'string' ? !page.includes(needle) : !needle.test(page), message ?? `not ${String(needle)}`);
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');
const yuanNow = (processor: Processor) => {
  const now = catalogue.prices.priceNow(processor);
  return 'yuan' in now ? now : null;
};
/** The entries a value ladder lists, in page order: key, rank, value and the price as the row writes it. */
const rows = (page: string) =>
  [
    ...page.matchAll(
      /<div class="ladder-entry vendor-([a-z]+)[^"]*"[^>]*><span class="ladder-entry__rank">([^<]*)<\/span><span class="ladder-entry__name"><a href="(?:\/en)?\/cpu\/\w+\/([a-z0-9-]+)".*?<b class="ladder-entry__value">([^<]*)<.*?<span class="ladder-entry__price"><span class="visually-hidden">[^<]*<\/span>([^<]*)<\/span><\/div>/g,
    ),
  ].map(([, vendor, rank, id, value, price]) => ({ key: `${vendor}:${id}`, rank: rank!, value: value!, price: price! }));
/** What the shipped catalogue says a desktop value ladder of a benchmark lists: ranked figures with a price now, by figure per 100 yuan. */
function expected(benchmarkId: string, budget = Infinity) {
  const benchmark = catalogue.findBenchmark(benchmarkId)!;
  return everyEntry(ladderEntries(catalogue, { benchmark, segment: 'desktop', metric: 'score' }, null))
    .flatMap(({ processor, figure }) => {
      const now = yuanNow(processor);
      return now && now.yuan <= budget ? [{ processor, figure, now, value: (figure.score / now.yuan) * 100 }] : [];
    })
    .sort((a, b) => b.value - a.value || (a.processor.name < b.processor.name ? -1 : 1));
}
const month = catalogue.prices.source!.lastMonth;

for (const locale of ['zh', 'en'] as const) {
  const url = `${prefix(locale)}/ladder?metric=per-yuan`;
  t.test(`GET ${url} ranks desktop processors by Blender figure per 100 yuan of the price now, each row with its price`, async (t) => {
    const page = await html(url);
    const blender = expected('blender');
    t.ok(blender.length >= 20, `${blender.length} priced processors with a ranked Blender figure`);
    const listed = rows(page);
    t.same(
      listed.map((row) => row.key),
      blender.map(({ processor }) => `${processor.vendor}:${processor.id}`),
      'best value first, every priced ranked figure',
    );
    t.same(
      listed.map((row) => row.price),
      blender.map(({ now }) => formatYuan(locale, now.yuan) + (now.month === month ? '' : ` · ${formatLaunch(locale, now.month)}`)),
      "each row's price, with its month where it is an earlier one",
    );
    t.same(
      listed.map((row) => row.value),
      blender.map(({ value }) => value.toLocaleString(locale === 'zh' ? 'zh-CN' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })),
    );
    t.same(embeddedPayload(page).search, '?segment=desktop&metric=per-yuan');
    if (locale === 'zh') {
      has(t, page, '<title>台式机 CPU 性价比天梯图 · Blender · 芯片图鉴</title>');
      has(t, page, '<h1>台式机 CPU 性价比天梯图</h1>');
      has(t, page, `价格是 ${formatLaunch('zh', month)} 的中国零售价`, 'the month');
      has(t, page, '这张天梯排的是性价比，不是速度。');
      has(
        t,
        page,
        '<span class="price-source__credit">数据来源：frocloud · DIYPCmarket（https://github.com/x1shang/frocloud-DIYPCmarket），采用 CC BY 4.0 许可。数据截止 2026-10。</span>',
        "the prices' credit",
      );
    } else {
      has(t, page, '<title>Desktop CPU value ladder · Blender · CPU Atlas</title>');
      has(t, page, `The price is the China retail price of ${formatLaunch('en', month)}`, 'the month');
      has(t, page, 'This ladder orders value for money, not speed.');
      has(
        t,
        page,
        '<span class="price-source__credit">Prices: frocloud · DIYPCmarket (https://github.com/x1shang/frocloud-DIYPCmarket), CC BY 4.0, to 2026-10.</span>',
        "the prices' credit",
      );
    }
    has(t, page, '<a href="https://creativecommons.org/licenses/by/4.0/" rel="license">');
    // Those with a ranked figure and no price now: counted, with why.
    let unsourced = 0;
    let stale = 0;
    for (const { processor } of everyEntry(
      ladderEntries(catalogue, { benchmark: catalogue.findBenchmark('blender')!, segment: 'desktop', metric: 'score' }, null),
    )) {
      const now = catalogue.prices.priceNow(processor);
      if ('none' in now) now.since ? stale++ : unsourced++;
    }
    t.ok(unsourced > 0 && stale > 0, `${unsourced} not priced by the source, ${stale} without a price of late`);
    const n = (value: number) => formatNumber(locale, value);
    has(
      t,
      page,
      locale === 'zh'
        ? `另有 ${n(unsourced + stale)} 款有已排名数值的处理器本月没有价格，不参与排名：${n(unsourced)} 款价格来源没有跟踪、${n(stale)} 款近 2 个月没有可用价格。`
        : `${n(unsourced + stale)} more processors with a ranked figure have no price now and are not ranked: the source does not price ${n(unsourced)}, ${n(stale)} have had no usable price in the last 2 months.`,
    );
    has(
      t,
      page,
      `<p class="ladder-summary" role="status">${locale === 'zh' ? `共 ${n(blender.length)} 款处理器 · 每百元数值（本月零售价）` : `${n(blender.length)} processors · Per CN¥100 (price now)`}`,
    );
  });

  t.test(`GET ${url}&cny_max=1000 keeps the processors priced within the budget, at their ranks`, async (t) => {
    const all = rows(await html(url));
    const page = await html(`${url}&cny_max=1000`);
    const within = expected('blender', 1000);
    t.ok(within.length > 0 && within.length < all.length, `${within.length} of ${all.length}`);
    const listed = rows(page);
    t.same(
      listed.map((row) => row.key),
      within.map(({ processor }) => `${processor.vendor}:${processor.id}`),
    );
    t.same(
      listed.map((row) => row.rank),
      listed.map((row) => all.find((entry) => entry.key === row.key)!.rank),
      'each at its rank on the whole ladder',
    );
    t.same(embeddedPayload(page).search, '?segment=desktop&metric=per-yuan&cny_max=1000');
    has(t, page, locale === 'zh' ? `¥1,000 以内，全部 ${all.length} 款中` : `up to CN¥1,000, of ${all.length}`);
    // The budget choice: links, one per step, the one chosen marked; any price takes it off.
    has(
      t,
      page,
      `<a href="${prefix(locale)}/ladder?segment=desktop&amp;metric=per-yuan&amp;cny_max=1000" aria-current="true">${locale === 'zh' ? '¥1,000 以内' : 'Up to CN¥1,000'}</a>`,
    );
    has(t, page, `<a href="${prefix(locale)}/ladder?segment=desktop&amp;metric=per-yuan">${locale === 'zh' ? '不限' : 'Any price'}</a>`);
    const over = all.find((row) => !listed.some((entry) => entry.key === row.key))!;
    has(
      t,
      await html(`${url}&cny_max=1000&mark=${over.key}`),
      locale === 'zh' ? '超出 ¥1,000 的预算' : 'over the budget of CN¥1,000',
      'a marked processor over the budget says so',
    );
  });

  t.test(`GET ${url}&benchmark=single-thread-index ranks by the index per 100 yuan, in spans, and states no percentage`, async (t) => {
    const page = await html(`${url}&benchmark=single-thread-index`);
    const index = expected('single-thread-index');
    t.ok(index.length >= 3, `${index.length} priced processors with a ranked index`);
    const listed = rows(page);
    t.same(
      listed.map((row) => row.key),
      index.map(({ processor }) => `${processor.vendor}:${processor.id}`),
    );
    t.ok(
      listed.some((row) => /\d–\d/.test(row.rank)),
      'a rank is a span where ranges overlap',
    );
    has(t, page, locale === 'zh' ? '单线程指数的比值不是速度之比：每百元的指数只用来排先后' : 'Ratios of the single-thread index are not ratios of speed');
    // The table says the same without a share of the best: a percentage of the index would read as one of speed.
    const table = page.slice(page.indexOf('<table class="ladder-table__table">'));
    lacks(t, table.slice(0, table.indexOf('</table>')), /\d+\s?%/, 'no percentage in the table');
  });

  t.test(`GET ${prefix(locale)}/ladder?metric=per-yuan&segment=mobile says the prices cover desktop parts only`, async (t) => {
    const page = await html(`${prefix(locale)}/ladder?metric=per-yuan&segment=mobile`);
    has(t, page, locale === 'zh' ? '零售价只覆盖台式机处理器' : 'The retail prices cover desktop processors only');
    has(
      t,
      page,
      `<a href="${prefix(locale)}/ladder?segment=desktop&amp;metric=per-yuan">${locale === 'zh' ? '台式机性价比天梯' : 'The desktop value ladder'}</a>`,
    );
    lacks(t, page, 'class="ladder-entry ', 'no empty ladder');
  });

  t.test(`the ladder's metric choice and the home page link to the value ladder (${locale})`, async (t) => {
    const link = `<a href="${prefix(locale)}/ladder?segment=desktop&amp;metric=per-yuan">${locale === 'zh' ? '每百元数值（本月零售价）' : 'Per CN¥100 (price now)'}</a>`;
    has(t, await html(`${prefix(locale)}/ladder`), link, 'a metric of the Blender ladder');
    has(t, await html(`${prefix(locale)}/ladder?benchmark=sysbench-cpu-single-thread`), /排名依据|Rank by/);
    lacks(t, await html(`${prefix(locale)}/ladder?benchmark=sysbench-cpu-single-thread`), 'metric=per-yuan', 'not of a test the index is made of');
    has(
      t,
      await html(prefix(locale) || '/'),
      `<a href="${prefix(locale)}/ladder?segment=desktop&amp;metric=per-yuan">${locale === 'zh' ? `性价比天梯（按 ${formatLaunch('zh', month)} 零售价）` : `the value ladder (at ${formatLaunch('en', month)} prices)`}</a>`,
    );
  });
}

t.test('every older ladder URL answers as before; a metric=per-yuan URL on other benchmarks falls back to the figure', async (t) => {
  for (const url of [
    '/ladder',
    '/en/ladder?metric=per-dollar',
    '/ladder?metric=per-watt&segment=server',
    '/en/ladder?benchmark=single-thread-index&metric=per-dollar',
  ]) {
    const response = await get(url);
    t.equal(response.statusCode, 200, url);
    lacks(t, response.body, 'class="benchmark-source price-source"', `${url}: no price, no price credit`);
  }
  t.same(
    embeddedPayload(await html('/ladder?metric=per-yuan&benchmark=sysbench-cpu-single-thread')).search,
    '?benchmark=sysbench-cpu-single-thread&segment=desktop',
  );
  t.same(
    embeddedPayload(await html('/ladder?metric=per-watt&cny_max=1000')).search,
    '?segment=desktop&metric=per-watt',
    'a budget belongs to the value ladder',
  );
});

t.test('a synthetic catalogue has no prices: its value ladder says so at once, and no choice offers one', async (t) => {
  const fake = await bootApp(t, { catalogue: await loadCatalogue('fake:2000', readConfig({}).rootDir) });
  const started = performance.now();
  const page = await html('/en/ladder?metric=per-yuan', fake);
  t.ok(performance.now() - started < 5000, 'answered quickly');
  has(t, page, 'This catalogue has no retail prices: nothing can be ranked per CN¥100.');
  lacks(t, page, 'price-source');
  lacks(t, await html('/en/ladder', fake), 'metric=per-yuan', 'the metric choice does not offer it');
  lacks(t, await html('/en', fake), 'metric=per-yuan', 'nor does the home page');
});
