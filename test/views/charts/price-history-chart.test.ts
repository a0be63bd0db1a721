import t from 'tap';
import type { PricePoint } from '../../../src/record/price-schema.js';
import { LOCALES } from '../../../src/shared/locales.js';
import { PriceHistoryChart } from '../../../views/parts/charts/price-history-chart.js';
import { layoutPriceHistory } from '../../../views/parts/charts/price-history-layout.js';
import { BROKEN, render, tableRows, tags, withClass } from './markup.js';

/**
 * The price chart of the detail page: a line only between prices of neighbouring months (a month
 * without a price is a gap), a carried-forward month apart on its own dashed segments, a doubtful
 * price joined to nothing and never drawn as now; an image with a title and a description, and a
 * table with every price and its mark.
 */
const p = (month: string, yuan: number, marks: Partial<PricePoint> = {}): PricePoint => ({ month, yuan, ...marks });
const doubtful = { doubtful: { direction: 'above' as const, neighbours: [p('2026-01', 919), p('2025-12', 939)] as [PricePoint, PricePoint] } };
const series = [
  p('2025-04', 720),
  p('2025-05', 722),
  p('2025-06', 722, { carriedForward: true }),
  p('2025-07', 695),
  p('2025-12', 939),
  p('2026-01', 919),
  p('2026-06', 1250, doubtful),
  p('2026-08', 900),
];
const plain = (yuan: number) => `¥${yuan}`;

t.test('the line joins neighbouring months only; carried-forward segments apart; a doubtful price joined to nothing', async (t) => {
  const layout = layoutPriceHistory(series, '2026-10', '2026-08', plain, (month) => month)!;
  t.equal(layout.months, 19, "from the first price to the data's last month, April 2025 to October 2026");
  const x = (month: string) => layout.points.find((point) => point.month === month)!.x;
  t.same([x('2025-04'), x('2026-08')], [0.5, 16.5], 'each price in the middle of its month');
  t.ok(layout.low <= 695 && layout.high >= 1250, 'the axis holds every price, the doubtful one too');
  const moves = (path: string) => path.match(/M/g)?.length ?? 0;
  t.equal(moves(layout.line), 2, 'two runs: April–May, and December–January');
  t.notMatch(layout.line, `${x('2025-07')} `, 'July follows a gap of months on one side and a copied month on the other');
  t.equal(moves(layout.carriedLine), 1, 'May–June–July, through the copied month, as one dashed run');
  t.match(layout.carriedLine, new RegExp(`^M${x('2025-05')} [\\d.]+L${x('2025-06')} [\\d.]+L${x('2025-07')} `));
  t.notMatch(layout.line + layout.carriedLine, new RegExp(`\\b${x('2026-06')} `), 'the doubtful June joins nothing');
  t.same(
    layout.points.map((point) => [point.month, point.kind, point.now]),
    [
      ['2025-04', 'collected', false],
      ['2025-05', 'collected', false],
      ['2025-06', 'carried', false],
      ['2025-07', 'collected', false],
      ['2025-12', 'collected', false],
      ['2026-01', 'collected', false],
      ['2026-06', 'doubtful', false],
      ['2026-08', 'collected', true],
    ],
  );
  const doubtfulNow = layoutPriceHistory([p('2026-09', 900), p('2026-10', 400, doubtful)], '2026-10', '2026-10', plain, (month) => month)!;
  t.notOk(
    doubtfulNow.points.some((point) => point.now),
    'a doubtful price is never drawn as now, even in the month named',
  );
  t.ok(layoutPriceHistory([p('2026-10', 1000)], '2026-10', '2026-10', plain, (month) => month)!.xTicks.length >= 1, 'one month still has its label');
});

for (const locale of LOCALES) {
  t.test(`${locale}: an image with a title and a description, and a table of every price with its mark`, async (t) => {
    const markup = render(PriceHistoryChart, {
      locale,
      price: { series, lastMonth: '2026-10', now: { yuan: 900, month: '2026-08' }, doubtfulMarginPercent: 30 },
    });
    const [svg] = tags(markup, 'svg');
    t.equal(svg?.role, 'img');
    t.equal(svg?.['aria-labelledby'], 'price-history-title price-history-desc');
    t.notOk(svg?.['aria-hidden'], 'the drawing is named, not hidden');
    const desc = /<desc id="price-history-desc">(.*?)<\/desc>/.exec(markup)?.[1] ?? '';
    const said =
      locale === 'zh'
        ? ['2025年4月至2026年8月，8 个月有报价，在 ¥695 与 ¥1,250 之间；没有报价的月份在线上留空。', '2025年6月沿用上月报价', '2026年6月的报价存疑']
        : [
            '8 monthly prices from Apr 2025 to Aug 2026, between CN¥695 and CN¥1,250; months without a price are gaps in the line.',
            'Jun 2025: carried forward',
            'Jun 2026: doubtful',
          ];
    for (const words of said) t.match(desc, words);
    t.match(
      markup,
      locale === 'zh'
        ? '<title id="price-history-title">每月价格（国内零售，各店最低价）</title>'
        : '<title id="price-history-title">Monthly price (China retail, lowest across shops)</title>',
    );
    const rows = tableRows(markup);
    t.equal(rows.length, series.length + 1, 'a row a price, after the heads');
    t.same(rows[3], locale === 'zh' ? ['2025年6月', '¥722', '沿用上月，未采集'] : ['Jun 2025', 'CN¥722', 'carried forward, not collected']);
    t.same(
      rows[7],
      locale === 'zh'
        ? ['2026年6月', '¥1,250', '存疑：比前后两个报价（¥939（2025年12月）、¥919（2026年1月））都高出 30% 以上']
        : ['Jun 2026', 'CN¥1,250', 'doubtful: more than 30% above both neighbours (CN¥939 (Dec 2025), CN¥919 (Jan 2026))'],
    );
    t.same(rows[8], locale === 'zh' ? ['2026年8月', '¥900', '现价'] : ['Aug 2026', 'CN¥900', 'price now']);
    t.equal(withClass(markup, 'g', 'chart__price-point--doubtful').length, 1);
    t.equal(withClass(markup, 'g', 'chart__price-point--carried').length, 1);
    t.equal(withClass(markup, 'g', 'chart__price-point--now').length, 1);
    t.match(
      markup,
      locale === 'zh' ? '存疑（与前后报价都相差 30% 以上）</li>' : 'Doubtful (over 30% off both neighbours)</li>',
      'the legend names the marks the chart has',
    );
    for (const pattern of BROKEN) t.notMatch(markup, pattern);
  });
}
