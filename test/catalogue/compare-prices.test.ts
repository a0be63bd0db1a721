import { readFileSync } from 'node:fs';
import t from 'tap';
import { createCatalogue } from '../../src/catalogue/catalogue.js';
import { compareBenchmarks } from '../../src/catalogue/compare-benchmarks.js';
import { translate } from '../../src/messages.js';
import { CC_BY_4_URL, type PriceFile, type PricePoint } from '../../src/record/price-schema.js';
import type { Locale } from '../../src/shared/locales.js';
import type { Processor } from '../../src/shared/processor.js';
import { verdictAnswer, verdictGoalName } from '../../src/shared/verdict.js';
import { benchmarkWith } from './figures.js';

/**
 * Compare with China retail prices (docs/prices.md): the price now, lowest best; each figure per
 * 100 yuan of it, marked as per dollar is; none for the single-thread index; and the verdict's
 * price line on yuan when every processor has a price now, on launch prices otherwise, in both
 * languages.
 */
const base = JSON.parse(readFileSync(new URL('../fixtures/processor-ryzen-7-7700x.json', import.meta.url), 'utf8')) as Processor;
const part = (id: string, name: string, changes: Partial<Processor> = {}): Processor => ({ ...base, id, name, ...changes });
const x9800 = part('ryzen-7-9800x3d', 'Ryzen 7 9800X3D', { launchPriceUSD: 479 });
const x7800 = part('ryzen-7-7800x3d', 'Ryzen 7 7800X3D', { launchPriceUSD: 449 });
const x7700 = part('ryzen-7-7700', 'Ryzen 7 7700', { launchPriceUSD: 329 });
const x7600 = part('ryzen-5-7600', 'Ryzen 5 7600', { launchPriceUSD: 229 });
const x9700 = part('ryzen-7-9700x', 'Ryzen 7 9700X', { launchPriceUSD: 359 });

const p = (month: string, yuan: number, marks: Partial<PricePoint> = {}): PricePoint => ({ month, yuan, ...marks });
function pricesOf(series: Record<string, PricePoint[]>): PriceFile {
  return {
    source: { name: 'frocloud · DIYPCmarket', url: 'https://github.com/x1shang/frocloud-DIYPCmarket', file: 'data/cpu-prices.csv', commit: '1'.repeat(40) },
    licence: 'CC-BY-4.0',
    licenceUrl: CC_BY_4_URL,
    credit: { zh: '数据来源：…', en: 'Prices: …' },
    changes: { zh: '…', en: '…' },
    lastMonth: '2026-10',
    rules: { doubtfulMarginPercent: 30, nowWithinMonths: 2 },
    matches: Object.fromEntries(Object.keys(series).map((key, i) => [`CODE${i}`, { processor: key, rule: 'name' as const }])),
    series,
    unmatched: {},
  };
}

const prices = pricesOf({
  'amd:ryzen-7-9800x3d': [p('2026-09', 2499), p('2026-10', 2439)],
  'amd:ryzen-7-7800x3d': [p('2026-10', 1999)],
  // its last usable price is older than two months: no price now
  'amd:ryzen-7-7700': [p('2026-05', 1299), p('2026-06', 719, { doubtful: { direction: 'below', neighbours: [p('2026-05', 1299), p('2026-04', 1300)] } })],
  'amd:ryzen-7-9700x': [p('2026-08', 1990)],
});
const benchmarks = [
  benchmarkWith('blender', {
    'amd:ryzen-7-9800x3d': { score: 336, samples: 40 },
    'amd:ryzen-7-7800x3d': { score: 300, samples: 50 },
    'amd:ryzen-7-7700': { score: 290, samples: 30 },
    'amd:ryzen-7-9700x': { score: 280, samples: 1 },
  }),
  benchmarkWith('single-thread-index', {
    'amd:ryzen-7-9800x3d': { score: 260, samples: 6, tests: ['a', 'b'], range: { low: 230, high: 290 } },
    'amd:ryzen-7-7800x3d': { score: 200, samples: 6, tests: ['a', 'b'], range: { low: 180, high: 225 } },
  }),
];
const catalogue = createCatalogue([x9800, x7800, x7700, x7600, x9700], { benchmarks, prices });
const words = (locale: Locale) => (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) => translate(locale, key, values);

t.test('per 100 yuan: each figure per 100 yuan of its price now, the best marked by the per-dollar rules', async (t) => {
  const { benchmarks: rows, retail } = compareBenchmarks(catalogue, [x9800, x7800]);
  const blender = rows.find((row) => row.benchmark.id === 'blender')!;
  t.same(
    blender.perHundredYuan.map((v) => v.value),
    [(336 / 2439) * 100, (300 / 1999) * 100],
  );
  t.same(
    blender.perHundredYuan.map((v) => v.best),
    [false, true],
    '300 for ¥1,999 beats 336 for ¥2,439',
  );
  t.same(
    blender.perDollar.map((v) => v.best),
    [true, false],
    'per launch dollar the other wins: yuan and dollars are two answers, never mixed',
  );
  t.same(
    retail,
    {
      now: [
        { yuan: 2439, month: '2026-10' },
        { yuan: 1999, month: '2026-10' },
      ],
      price: [
        { value: 2439, relative: 1999 / 2439, best: false },
        { value: 1999, relative: 1, best: true },
      ],
    },
    'the price now, the lower starred',
  );
});

t.test('per 100 yuan: no price now, no value; a figure that does not rank never wins', async (t) => {
  const { benchmarks: rows, retail } = compareBenchmarks(catalogue, [x7800, x7700, x9700]);
  const blender = rows.find((row) => row.benchmark.id === 'blender')!;
  t.same(retail!.now[1], { none: true, since: '2026-05' }, 'the 7700 has had no price since May (its June price is doubtful)');
  t.same(blender.perHundredYuan[1], { value: null, relative: null, best: false });
  t.same(blender.perHundredYuan[2]!.value, (280 / 1990) * 100, 'one result: divided and shown');
  t.same(
    blender.perHundredYuan.map((v) => v.best),
    [false, false, false],
    "but it does not rank, so the 7800X3D's is alone and nothing is starred",
  );
  t.ok(blender.perHundredYuan[2]!.value! < blender.perHundredYuan[0]!.value!, 'the case it guards: lower, and still not starred for the right reason');
  const cheaper = compareBenchmarks(catalogue, [x7800, x9700]).benchmarks.find((row) => row.benchmark.id === 'blender')!;
  t.same(
    cheaper.perHundredYuan.map((v) => v.best),
    [false, false],
    'one ranked figure against one that does not rank: no star',
  );
  t.same(
    retail!.price.map((v) => v.best),
    [false, false, true],
    'the lowest price now wins; none is not the lowest',
  );
});

t.test('the single-thread index has no value per 100 yuan: its points are no speed ratio', async (t) => {
  const index = compareBenchmarks(catalogue, [x9800, x7800]).benchmarks.find((row) => row.benchmark.id === 'single-thread-index')!;
  t.same(
    index.perHundredYuan.map((v) => v.value),
    [null, null],
  );
  t.ok(
    index.score.every((v) => v.value !== null),
    'the case it guards: both have a figure and a price now',
  );
});

t.test('no yuan row when the source prices none of them', async (t) => {
  t.equal(compareBenchmarks(catalogue, [x7600, { ...x7600, id: 'ryzen-5-7600x' }]).retail, null);
  t.ok(compareBenchmarks(catalogue, [x7600, x7700]).retail, 'one priced once is enough: its row says since when it has none');
});

t.test("the verdict's price line: yuan when every one has a price now, saying so; launch prices otherwise", async (t) => {
  const names = (ps: Processor[]) => ps.map((q) => q.name);
  const both = compareBenchmarks(catalogue, [x9800, x7800]).verdict.lines.find((line) => line.goal === 'price')!;
  t.same(both, {
    goal: 'price',
    benchmark: null,
    answer: { kind: 'best', processor: 1, over: 0, share: 1 - 1999 / 2439 },
    missing: [],
    retail: [
      { yuan: 2439, month: '2026-10' },
      { yuan: 1999, month: '2026-10' },
    ],
  });
  t.equal(verdictGoalName(both, words('en')), 'Price in China');
  t.equal(verdictGoalName(both, words('zh')), '国内价格');
  t.equal(
    verdictAnswer(both, names([x9800, x7800]), 'en', words('en')),
    'the Ryzen 7 7800X3D, 18% cheaper than the Ryzen 7 9800X3D in China in Oct 2026 (CN¥1,999 against CN¥2,439; China retail, lowest across shops)',
  );
  t.equal(
    verdictAnswer(both, names([x9800, x7800]), 'zh', words('zh')),
    'Ryzen 7 7800X3D，2026年10月国内价格比 Ryzen 7 9800X3D 便宜 18%（¥1,999 对 ¥2,439，国内零售，各店最低价）',
  );

  const months = compareBenchmarks(catalogue, [x9800, x9700]).verdict.lines.find((line) => line.goal === 'price')!;
  t.equal(
    verdictAnswer(months, names([x9800, x9700]), 'en', words('en')),
    'the Ryzen 7 9700X, 18% cheaper than the Ryzen 7 9800X3D in China now (CN¥1,990 in Aug 2026 against CN¥2,439 in Oct 2026; China retail, lowest across shops)',
    'each price with its own month',
  );
  t.equal(
    verdictAnswer(months, names([x9800, x9700]), 'zh', words('zh')),
    'Ryzen 7 9700X，国内现价比 Ryzen 7 9800X3D 便宜 18%（¥1,990，2026年8月；¥2,439，2026年10月；国内零售，各店最低价）',
  );

  const close = compareBenchmarks(catalogue, [x7800, x9700]).verdict.lines.find((line) => line.goal === 'price')!;
  t.match(close, { answer: { kind: 'too-close', processors: [0, 1] } }, '¥1,999 against ¥1,990');
  t.equal(
    verdictAnswer(close, names([x7800, x9700]), 'en', words('en')),
    'too close to call: the Ryzen 7 7800X3D and Ryzen 7 9700X cost within 3% of each other in China now (CN¥1,999 (Oct 2026), CN¥1,990 (Aug 2026); China retail, lowest across shops)',
  );
  t.equal(
    verdictAnswer(close, names([x7800, x9700]), 'zh', words('zh')),
    'Ryzen 7 7800X3D 和 Ryzen 7 9700X 的国内现价相差不到 3%，分不出哪个更便宜（¥1,999（2026年10月）、¥1,990（2026年8月）；国内零售，各店最低价）',
  );

  const launch = compareBenchmarks(catalogue, [x9800, x7700]).verdict.lines.find((line) => line.goal === 'price')!;
  t.notOk('retail' in launch, 'the 7700 has no price now: never yuan for one and dollars for the other');
  const three = compareBenchmarks(catalogue, [x9800, x7800, x7700]).verdict.lines.find((line) => line.goal === 'price')!;
  t.notOk('retail' in three, 'two of three priced now is not all: launch prices for the three');
  t.match(three.answer, { kind: 'best', processor: 2 }, 'the 7700, cheapest at launch');
  t.equal(verdictGoalName(launch, words('en')), 'Launch price');
  t.equal(
    verdictAnswer(launch, names([x9800, x7700]), 'en', words('en')),
    "the Ryzen 7 7700, 31% cheaper than the Ryzen 7 9800X3D (vendors' US launch prices)",
  );
  t.equal(verdictAnswer(launch, names([x9800, x7700]), 'zh', words('zh')), 'Ryzen 7 7700，比 Ryzen 7 9800X3D 便宜 31%（厂商美元首发价）');

  const launchClose = compareBenchmarks(catalogue, [
    x7800,
    { ...x7800, id: 'ryzen-7-7800x3d-tray', name: 'Ryzen 7 7800X3D (tray)', launchPriceUSD: 440 },
  ]).verdict.lines.find((line) => line.goal === 'price')!;
  t.equal(
    verdictAnswer(launchClose, ['Ryzen 7 7800X3D', 'Ryzen 7 7800X3D (tray)'], 'en', words('en')),
    "too close to call: the launch prices of the Ryzen 7 7800X3D and Ryzen 7 7800X3D (tray) are within 3% of each other (vendors' US launch prices)",
    'launch prices too close are said so, with no benchmark left dangling',
  );
});
