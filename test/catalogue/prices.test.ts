import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { CatalogueError } from '../../src/record/catalogue-error.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { PRICE_FILE } from '../../src/record/price-file.js';
import { lastYear, priceNow } from '../../src/catalogue/prices.js';
import { CC_BY_4_URL, type PriceFile, type PricePoint } from '../../src/record/price-schema.js';
import type { Processor } from '../../src/shared/processor.js';

/**
 * What pages read of the prices (src/catalogue/prices.ts): the price now, "no price since", the
 * last twelve months' low and high, each from usable prices only; and the start-up check that
 * refuses a bad price file, naming the file, the entry and the field.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));
const catalogue = await loadCatalogue(undefined, repo);
const find = (vendor: 'amd' | 'intel', id: string) => catalogue.find(vendor, id)!;

const p = (month: string, yuan: number, marks: Partial<PricePoint> = {}): PricePoint => ({ month, yuan, ...marks });
const doubt = { doubtful: { direction: 'below' as const, neighbours: [p('2026-07', 1000), p('2026-09', 1000)] as [PricePoint, PricePoint] } };

t.test('the price now is the latest usable price of the last two months; older, there is none "since" its month', async (t) => {
  t.same(priceNow([p('2026-08', 900), p('2026-10', 880)], '2026-10', 2), { yuan: 880, month: '2026-10' });
  t.same(
    priceNow([p('2026-07', 900), p('2026-08', 880)], '2026-10', 2),
    { yuan: 880, month: '2026-08' },
    "two months before the data's last month still counts",
  );
  t.same(
    priceNow([p('2026-06', 900), p('2026-07', 880)], '2026-10', 2),
    { none: true, since: '2026-07' },
    'three months before does not: no price since 2026-07',
  );
  t.same(
    priceNow([p('2026-07', 1000), p('2026-08', 600, doubt), p('2026-09', 1000), p('2026-10', 500, doubt)], '2026-10', 2),
    { yuan: 1000, month: '2026-09' },
    'a doubtful price is never now',
  );
  t.same(
    priceNow([p('2026-05', 1000), p('2026-06', 1000, { carriedForward: true })], '2026-08', 2),
    { none: true, since: '2026-05' },
    'nor is a carried-forward copy',
  );
  t.same(priceNow([p('2026-10', 500, doubt)], '2026-10', 2), { none: true }, 'no usable price at all: none, and no since');
});

t.test("the last twelve months' low and high are usable prices of the window", async (t) => {
  const series = [p('2025-10', 100), p('2025-11', 900), p('2026-02', 700), p('2026-06', 300, doubt), p('2026-09', 800), p('2026-10', 700)];
  t.same(
    lastYear(series, '2026-10'),
    { low: p('2026-02', 700), high: p('2025-11', 900), from: '2025-11', to: '2026-10' },
    '2025-10 is outside, the doubtful 300 not counted, the earlier of two equal lows',
  );
  t.equal(lastYear([p('2024-01', 100)], '2026-10'), null);
});

t.test('the shipped prices: now, since and the year for the pages', async (t) => {
  const { prices } = catalogue;
  t.same(prices.source && [prices.source.licence, prices.source.licenceUrl, prices.source.lastMonth], ['CC-BY-4.0', CC_BY_4_URL, '2026-10']);
  t.match(
    prices.source!.credit.zh,
    /^数据来源：frocloud · DIYPCmarket（https:\/\/github\.com\/x1shang\/frocloud-DIYPCmarket），采用 CC BY 4\.0 许可。数据截止 2026-10。$/,
  );
  t.same(prices.priceNow(find('amd', 'ryzen-7-9800x3d')), { yuan: 2439, month: '2026-10' });
  t.same(prices.priceNow(find('amd', 'ryzen-7-7700')), { yuan: 1195, month: '2026-09' });
  t.same(prices.priceNow(find('amd', 'ryzen-7-5700x')), { none: true, since: '2026-01' }, 'its 2026-06 price is doubtful: no price since 2026-01');
  t.same(prices.priceNow(find('amd', 'ryzen-9-5900x')), { none: true, since: '2025-01' });
  t.same(prices.priceNow(find('intel', 'core-i3-12100')), { yuan: 684, month: '2026-08' });
  t.same(prices.priceNow(find('intel', 'core-i5-12400f')), { none: true }, 'a processor the source does not price has none');
  t.same(prices.series(find('intel', 'core-i5-12400f')), []);
  t.same(
    prices.lastYear(find('amd', 'ryzen-7-7700')),
    { low: { month: '2026-09', yuan: 1195 }, high: { month: '2025-12', yuan: 1339 }, from: '2025-11', to: '2026-10' },
    'the doubtful 719 is no low',
  );
  t.equal(
    prices.series(find('amd', 'ryzen-7-7700')).find((point) => point.month === '2026-06')?.doubtful?.direction,
    'below',
    'but it is in the series, marked',
  );
  t.equal(prices.codeOf(find('amd', 'ryzen-9-9950x3d2-dual-edition')), 'R99950X3D2');
});

t.test('start-up refuses a bad price file, naming the file, the entry and the field', async (t) => {
  const good = JSON.parse(readFileSync(new URL('../fixtures/processor-ryzen-7-7700x.json', import.meta.url), 'utf8')) as Processor;
  const file: PriceFile = {
    source: { name: 'frocloud · DIYPCmarket', url: 'https://github.com/x1shang/frocloud-DIYPCmarket', file: 'data/cpu-prices.csv', commit: '1'.repeat(40) },
    licence: 'CC-BY-4.0',
    licenceUrl: CC_BY_4_URL,
    credit: { zh: '数据来源：…', en: 'Prices: …' },
    changes: { zh: '…', en: '…' },
    lastMonth: '2026-10',
    rules: { doubtfulMarginPercent: 30, nowWithinMonths: 2 },
    matches: { R77700X: { processor: 'amd:ryzen-7-7700x', rule: 'name' } },
    series: { 'amd:ryzen-7-7700x': [p('2026-09', 1500), p('2026-10', 1450)] },
    unmatched: {},
  };
  const load = (prices: unknown) =>
    loadCatalogue(
      undefined,
      t.testdir({ data: { amd: { 'a.json': JSON.stringify([good]) }, intel: {}, prices: { 'frocloud.json': JSON.stringify(prices) } } }),
    );
  t.same((await load(file)).prices.priceNow(good), { yuan: 1450, month: '2026-10' }, 'the good file loads');
  const refusals: [string, unknown, string][] = [
    [
      'a price that is no number',
      { ...file, series: { 'amd:ryzen-7-7700x': [p('2026-09', 1500), { month: '2026-10', yuan: -5 }] } },
      `${PRICE_FILE}: amd:ryzen-7-7700x: series[1].yuan must be a positive number of yuan`,
    ],
    [
      'a series of no processor',
      { ...file, series: { ...file.series, 'amd:ryzen-7-7700': [p('2026-10', 1)] } },
      `${PRICE_FILE}: amd:ryzen-7-7700: series names no processor of the catalogue`,
    ],
    [
      'months out of order',
      { ...file, series: { 'amd:ryzen-7-7700x': [p('2026-10', 1500), p('2026-09', 1450)] } },
      `${PRICE_FILE}: amd:ryzen-7-7700x: series[1].month must come after the month before it, 2026-10`,
    ],
    [
      'a month past the data',
      { ...file, series: { 'amd:ryzen-7-7700x': [p('2026-11', 1500)] } },
      `${PRICE_FILE}: amd:ryzen-7-7700x: series[0].month is after the data's last month, 2026-10`,
    ],
    ['another licence', { ...file, licence: 'CC0-1.0' }, `${PRICE_FILE}: licence must be "CC-BY-4.0"`],
    ['no credit', { ...file, credit: { zh: '数据来源：…' } }, `${PRICE_FILE}: credit.en is missing`],
    [
      'a code whose processor has no series',
      { ...file, matches: { ...file.matches, R77700: { processor: 'amd:ryzen-7-7700', rule: 'name' } } },
      `${PRICE_FILE}: R77700: matches.processor is "amd:ryzen-7-7700", which has no series in this file`,
    ],
    [
      'a doubtful price compared with no price of its series',
      { ...file, series: { 'amd:ryzen-7-7700x': [p('2026-09', 1500), p('2026-10', 500, doubt)] } },
      `${PRICE_FILE}: amd:ryzen-7-7700x: series[1].doubtful.neighbours[0] is no other price of this series`,
    ],
  ];
  for (const [what, prices, message] of refusals) {
    const error = await load(prices).then(
      () => null,
      (caught: unknown) => caught,
    );
    t.ok(error instanceof CatalogueError, `${what}: refused`);
    t.match((error as Error).message, new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), what);
  }
});
