// Home page: how many processors each vendor launched per year, as grouped bars. The page loader counts;
// this draws the counts it is given, at the default width on the server and at the measured width after
// hydration (use-chart-width.ts), with the same counts in the figure's hidden table.
import type { ReactElement } from 'react';
import { VENDORS } from '../../src/shared/processor.js';
import type { Locale } from '../../src/shared/locales.js';
import { formatNumber } from '../format.js';
import { translator } from '../../src/shared/messages.js';
import { ChartFigure } from './chart-figure.js';
import { ChartLegend } from './chart-legend.js';
import { ChartSvg } from './chart-svg.js';
import { CHART_FONT_SIZE } from './text-width.js';
import { LAUNCHES_DEFAULT_WIDTH, layoutLaunches, yearsInOrder } from './launches-layout.js';
import type { YearLaunches } from './launches-layout.js';
import { useChartWidth } from './use-chart-width.js';

export interface LaunchesPerYearChartProps {
  locale: Locale;
  years: { year: number; amd: number; intel: number }[];
}

/** A table cell: the count for the locale, or "—" for one that is not a count (NaN, negative). */
function countText(locale: Locale, count: number, unknown: string): string {
  return Number.isFinite(count) && count >= 0 ? formatNumber(locale, count, 0) : unknown;
}

export function LaunchesPerYearChart({ locale, years }: LaunchesPerYearChartProps): ReactElement {
  const t = translator(locale);
  const { ref, width } = useChartWidth(LAUNCHES_DEFAULT_WIDTH);
  const ordered: YearLaunches[] = yearsInOrder(years);
  const caption = t('chart.launchesPerYear');
  if (ordered.length === 0) return <ChartFigure locale={locale} className="chart--launches" caption={caption} table={null} />;

  const tick = (value: number) => formatNumber(locale, value, 0);
  const layout = layoutLaunches(ordered, width, tick);
  const { plot } = layout;
  const table = {
    columns: [t('chart.year'), ...VENDORS.map((vendor) => t(`vendor.${vendor}`))],
    // Years are names here, not quantities: no digit grouping ("2,024"), in either language.
    rows: ordered.map((entry) => ({
      key: String(entry.year),
      header: String(entry.year),
      cells: VENDORS.map((vendor) => countText(locale, entry[vendor], t('unknown'))),
    })),
  };

  return (
    <ChartFigure locale={locale} className="chart--launches" caption={caption} table={table}>
      <ChartLegend entries={VENDORS.map((vendor) => ({ key: vendor, label: t(`vendor.${vendor}`), swatchClass: `chart__swatch--${vendor}` }))} />
      <div className="chart__plot" ref={ref}>
        <ChartSvg width={layout.width} height={layout.height}>
          <g className="chart__grid">
            {layout.yTicks.map(({ value, y }) => (
              <line key={value} x1={plot.left} x2={plot.right} y1={y} y2={y} />
            ))}
          </g>
          <g className="chart__tick-labels" textAnchor="end">
            {layout.yTicks.map(({ value, y }) => (
              <text key={value} x={plot.left - 6} y={y} dy="0.32em">{tick(value)}</text>
            ))}
          </g>
          <g className="chart__tick-labels" textAnchor="middle">
            {layout.xTicks.map(({ year, x }) => (
              <text key={year} x={x} y={plot.bottom + CHART_FONT_SIZE + 4}>{String(year)}</text>
            ))}
          </g>
          <g>
            {layout.bars.map((bar) => (
              <rect key={`${bar.year}-${bar.vendor}`} className={`chart__bar chart__bar--${bar.vendor}`} data-year={bar.year} data-vendor={bar.vendor} x={bar.x} y={bar.y} width={bar.width} height={bar.height}>
                <title>{`${bar.year} · ${t(`vendor.${bar.vendor}`)}: ${tick(bar.value)}`}</title>
              </rect>
            ))}
          </g>
          <line className="chart__axis" x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
        </ChartSvg>
      </div>
    </ChartFigure>
  );
}
