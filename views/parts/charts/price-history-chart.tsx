// Detail page: a processor's monthly China retail price in yuan, drawn once on the server as a
// line over the months (price-history-layout.ts). Collected prices are dots joined month to month;
// a carried-forward month is a hollow point on a dashed segment; a doubtful price a ring of its
// own, joined to nothing; the price now a larger dot. The drawing is an image with a title and a
// description that sum it up (where the gaps and marks are), and the figure's hidden table lists
// every price with its mark.
import type { ReactElement } from 'react';
import type { Locale } from '../../../src/shared/locales.js';
import type { ProcessorPrice } from '../../../src/shared/page-data/processor.js';
import { formatLaunch, formatNumber, formatPercent, formatYuan } from '../../../src/shared/format.js';
import { translator, type Translate } from '../../../src/shared/messages.js';
import { ChartFigure } from './chart-figure.js';
import { ChartLegend, type LegendEntry } from './chart-legend.js';
import { ChartPlot } from './chart-plot.js';
import { tiersAttribute } from './chart-tiers.js';
import { kindOf, layoutPriceHistory, PRICE_HISTORY_ASPECT, type PriceHistoryLayout } from './price-history-layout.js';

/** The drawing's id: one price chart to a page. */
const CHART_ID = 'price-history';

export interface PriceHistoryChartProps {
  locale: Locale;
  price: Pick<ProcessorPrice, 'series' | 'lastMonth' | 'now' | 'doubtfulMarginPercent'>;
}

export function PriceHistoryChart({ locale, price }: PriceHistoryChartProps): ReactElement {
  const t = translator(locale);
  const { series, lastMonth, now } = price;
  const caption = t('price.chartCaption');
  const month = (value: string) => formatLaunch(locale, value);
  const yuan = (value: number) => formatYuan(locale, value);
  const layout = layoutPriceHistory(series, lastMonth, 'yuan' in now ? now.month : null, yuan, month);
  if (layout === null) return <ChartFigure locale={locale} className="chart--price" caption={caption} table={null} />;

  const margin = formatPercent(locale, price.doubtfulMarginPercent / 100);
  const noteOf = (point: ProcessorPrice['series'][number]) => {
    if (point.doubtful) {
      const [a, b] = [...point.doubtful.neighbours]
        .sort((x, y) => x.month.localeCompare(y.month))
        .map((neighbour) => t('price.atMonth', { price: yuan(neighbour.yuan), month: month(neighbour.month) }));
      return t(point.doubtful.direction === 'above' ? 'price.noteAbove' : 'price.noteBelow', { margin, a: a!, b: b! });
    }
    if (point.carriedForward) return t('price.noteCarried');
    return 'yuan' in now && now.month === point.month ? t('price.noteNow') : '';
  };
  // One string: React writes a <title> of several children as an empty one.
  const pointTitle = (point: PriceHistoryLayout['points'][number]) => {
    const said = t('price.point', { month: month(point.month), price: yuan(point.yuan) });
    const note = point.kind === 'collected' && !point.now ? '' : noteOf(series.find((entry) => entry.month === point.month)!);
    return note ? `${said} · ${note}` : said;
  };
  const table = {
    columns: [t('price.tableMonth'), t('price.tablePrice'), t('price.tableNote')],
    rows: series.map((point) => ({ key: point.month, header: month(point.month), cells: [yuan(point.yuan), noteOf(point)] })),
  };
  const kinds = new Set(series.map(kindOf));
  const legend: LegendEntry[] = [
    { key: 'collected', label: t('price.legendPrice'), swatchClass: 'chart__swatch--price' },
    ...(layout.points.some((point) => point.now) ? [{ key: 'now', label: t('price.legendNow'), swatchClass: 'chart__swatch--price-now' }] : []),
    ...(kinds.has('carried') ? [{ key: 'carried', label: t('price.legendCarried'), swatchClass: 'chart__swatch--price-carried' }] : []),
    ...(kinds.has('doubtful') ? [{ key: 'doubtful', label: t('price.legendDoubtful', { margin }), swatchClass: 'chart__swatch--price-doubtful' }] : []),
  ];

  return (
    <ChartFigure locale={locale} className="chart--price" caption={caption} table={table}>
      <ChartLegend entries={legend} />
      <ChartPlot
        aspect={PRICE_HISTORY_ASPECT}
        margin={layout.margin}
        width={layout.months}
        height={layout.high - layout.low}
        yLabels={layout.yTicks.map(({ value, at, tiers }) => ({ key: value, text: yuan(value), at, tiers }))}
        xLabels={layout.xTicks.map(({ month: value, at, tiers }) => ({ key: value, text: month(value), at, tiers }))}
        label={{ id: CHART_ID, title: caption, description: descriptionOf(price, locale, t, month, yuan) }}
      >
        <g className="chart__grid">
          {layout.yTicks.map(({ value, tiers }) => (
            <line key={value} x1={0} x2={layout.months} y1={layout.high - value} y2={layout.high - value} data-tiers={tiersAttribute(tiers)} />
          ))}
        </g>
        {layout.line ? <path className="chart__price-line" d={layout.line} /> : null}
        {layout.carriedLine ? <path className="chart__price-line chart__price-line--carried" d={layout.carriedLine} /> : null}
        {layout.points.map((point) => (
          // A dot is a line of no length with round caps: round at any stretch of the drawing.
          <g key={point.month} className={`chart__price-point chart__price-point--${point.now ? 'now' : point.kind}`} data-month={point.month}>
            <title>{pointTitle(point)}</title>
            <line x1={point.x} x2={point.x} y1={point.y} y2={point.y} />
            {point.kind === 'collected' ? null : <line className="chart__price-point-hole" x1={point.x} x2={point.x} y1={point.y} y2={point.y} />}
          </g>
        ))}
      </ChartPlot>
    </ChartFigure>
  );
}

/** The drawing summed up: its span, its range, that gaps are months without a price, and which months are marked. */
function descriptionOf(
  price: PriceHistoryChartProps['price'],
  locale: Locale,
  t: Translate,
  month: (value: string) => string,
  yuan: (value: number) => string,
): string {
  const { series } = price;
  const values = series.map((point) => point.yuan);
  const months = (kind: 'carried' | 'doubtful') =>
    series
      .filter((point) => kindOf(point) === kind)
      .map((point) => month(point.month))
      .join(t('listSeparator'));
  const carried = months('carried');
  const doubtful = months('doubtful');
  return [
    t('price.chartSummary', {
      count: formatNumber(locale, series.length),
      from: month(series[0]!.month),
      to: month(series[series.length - 1]!.month),
      low: yuan(Math.min(...values)),
      high: yuan(Math.max(...values)),
    }),
    carried ? t('price.chartCarried', { months: carried }) : '',
    doubtful ? t('price.chartDoubtful', { months: doubtful }) : '',
    // Chinese sentences follow one another without a space.
  ]
    .filter(Boolean)
    .join(locale === 'zh' ? '' : ' ');
}
