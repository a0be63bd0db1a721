import t from 'tap';
import { compareBenchmarks } from '../../src/catalogue/compare-benchmarks.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { translate } from '../../src/messages.js';
import { formatLaunch, formatScore, formatYuan } from '../../src/shared/format.js';
import type { Locale } from '../../src/shared/locales.js';
import type { Processor } from '../../src/shared/processor.js';
import { verdictAnswer } from '../../src/shared/verdict.js';
import { BROWSER_UA, bootApp } from '../helper.js';

/**
 * Compare with the China retail prices, in both languages (docs/prices.md): the price now row with
 * each month and the lowest starred, Blender per 100 yuan with its best, no such row for the
 * single-thread index, the verdict's price line on yuan when both have a price now and on launch
 * prices otherwise, and the prices' credit wherever the row is.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const { prices } = catalogue;
const find = (key: string) => {
  const [vendor, id] = key.split(':') as ['amd' | 'intel', string];
  return catalogue.find(vendor, id)!;
};
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
/** A row of the table by its header: its cells' values and notes, and which carry the star. */
function row(html: string, header: string): { values: string[]; notes: string[]; best: boolean[] } | null {
  const found = new RegExp(
    `<tr[^>]*><th scope="row">${header.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}<span class="visually-hidden">[^<]*</span></th>(.*?)</tr>`,
    's',
  ).exec(html)?.[1];
  if (!found) return null;
  const cells = [...found.matchAll(/<td( class="is-best")?><span class="compare-value">([^<]*)(.*?)<\/td>/gs)];
  return {
    values: cells.map(([, , value]) => value!),
    notes: cells.map(([, , , rest]) => /<span class="compare-note">([^<]*)/.exec(rest!)?.[1] ?? ''),
    best: cells.map(([, best]) => Boolean(best)),
  };
}

const PRICED = 'amd:ryzen-5-5600,intel:core-i5-12400';
const STALE = 'amd:ryzen-7-5700x,intel:core-i5-12400';

for (const [prefix, locale] of [
  ['', 'zh'],
  ['/en', 'en'],
] as const satisfies [string, Locale][]) {
  const t$ = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) => translate(locale, key, values);
  const get = async (app: Awaited<ReturnType<typeof bootApp>>, ids: string) =>
    (await app.inject({ url: `${prefix}/compare?ids=${ids}`, headers: { 'user-agent': BROWSER_UA } })).body;

  t.test(`GET ${prefix}/compare?ids=${PRICED}: the price now, per 100 yuan, the verdict on yuan, the credit`, async (t) => {
    const processors = PRICED.split(',').map(find);
    const now = processors.map((p) => prices.priceNow(p));
    t.ok(
      now.every((price) => 'yuan' in price),
      'the case it guards: both priced now',
    );
    const yuan = now.map((price) => ('yuan' in price ? price : { yuan: NaN, month: '' }));
    const app = await bootApp(t, { catalogue });
    const html = await get(app, PRICED);

    const priceRow = row(html, t$('compare.priceNow'));
    t.same(
      priceRow?.values,
      yuan.map((price) => formatYuan(locale, price.yuan)),
      'each price now, in yuan',
    );
    t.same(
      priceRow?.notes,
      yuan.map((price) => formatLaunch(locale, price.month)),
      'each with its month',
    );
    const cheapest = yuan[0]!.yuan < yuan[1]!.yuan ? 0 : 1;
    t.same(priceRow?.best, [cheapest === 0, cheapest === 1], 'the lower starred');

    const answer = compareBenchmarks(catalogue, processors);
    const blender = answer.benchmarks.find((entry) => entry.benchmark.id === 'blender')!;
    const perYuan = row(html, t$('compare.perHundredYuan', { benchmark: t$('benchmarks.blender.short') }));
    t.same(
      perYuan?.values,
      blender.perHundredYuan.map((mark) => formatScore(locale, mark.value!, true)),
      'Blender per 100 yuan',
    );
    t.same(
      perYuan?.best,
      blender.perHundredYuan.map((mark) => mark.best),
    );
    t.ok(perYuan?.best.some(Boolean), 'one is starred');
    t.notMatch(html, escaped(t$('compare.perHundredYuan', { benchmark: t$('benchmarks.single-thread-index.short') })), 'no index per 100 yuan');

    const line = answer.verdict.lines.find((entry) => entry.goal === 'price')!;
    t.ok(line.retail, 'the verdict compares yuan');
    const said = verdictAnswer(
      line,
      processors.map((p: Processor) => p.name),
      locale,
      t$,
    );
    t.match(said, formatYuan(locale, yuan[cheapest]!.yuan));
    t.match(said, locale === 'zh' ? '国内零售，各店最低价' : 'cheaper than the Core i5-12400 in China in');
    t.match(html, `<dt>${t$('verdict.goal.retailPrice')}</dt><dd>${escaped(said)}</dd>`, 'the price line on the page');
    t.notMatch(html, `<dt>${t$('verdict.goal.price')}</dt>`, 'and not the launch-price line');
    t.match(html, /<p class="benchmark-source price-source" data-source="prices">/, 'the credit');
  });

  t.test(`GET ${prefix}/compare?ids=${STALE}: without a price now for each, the verdict stays on launch prices`, async (t) => {
    const processors = STALE.split(',').map(find);
    const since = prices.priceNow(processors[0]!);
    t.ok('none' in since && since.since, 'the case it guards: the 5700X has had no price now since a month');
    const app = await bootApp(t, { catalogue });
    const html = await get(app, STALE);
    const priceRow = row(html, t$('compare.priceNow'));
    t.equal(priceRow?.values[0], escaped(t$('price.noneSince', { month: formatLaunch(locale, ('since' in since && since.since) || '') })));
    t.same(priceRow?.best, [false, false], 'one price alone is not "best"');
    const line = compareBenchmarks(catalogue, processors).verdict.lines.find((entry) => entry.goal === 'price')!;
    t.notOk(line.retail);
    t.match(
      html,
      `<dt>${t$('verdict.goal.price')}</dt><dd>${escaped(
        verdictAnswer(
          line,
          processors.map((p) => p.name),
          locale,
          t$,
        ),
      )}</dd>`,
    );
    t.match(html, locale === 'zh' ? '（厂商美元首发价）' : '(vendors&#x27; US launch prices)');
    t.match(html, 'data-source="prices"', "the row shows yuan prices' months: the credit too");
  });

  t.test(`GET ${prefix}/compare of processors the source never priced: no yuan row, no credit`, async (t) => {
    const ids = 'intel:core-i5-12400f,amd:ryzen-5-5600g';
    t.ok(
      ids.split(',').every((key) => prices.series(find(key)).length === 0),
      'the case it guards',
    );
    const app = await bootApp(t, { catalogue });
    const html = await get(app, ids);
    t.equal(row(html, t$('compare.priceNow')), null);
    t.notMatch(html, 'data-source="prices"');
  });
}
