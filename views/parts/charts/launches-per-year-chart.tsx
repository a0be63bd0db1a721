// Home page: how many processors each vendor launched per year, as grouped bars. The page loader counts;
// this draws the counts it is given, once, to fit any width (chart-tiers.ts), with the same counts in
// the figure's hidden table.
import type { ReactElement } from 'react';
import type { Locale } from '../../../src/shared/locales.js';
import { formatNumber } from '../../../src/shared/format.js';
import { translator } from '../../../src/shared/messages.js';
import { ChartFigure } from './chart-figure.js';
import { ChartLegend } from './chart-legend.js';
import { ChartPlot } from './chart-plot.js';
import { tiersAttribute } from './chart-tiers.js';
import { LAUNCHES_ASPECT, launchSeries, layoutLaunches, yearsInOrder } from './launches-layout.js';
import type { LaunchSeries, YearLaunches } from './launches-layout.js';

export interface LaunchesPerYearChartProps {
  locale: Locale;
  years: YearLaunches[];
}

/** A table cell: the count for the locale, or "—" for one that is not a count (NaN, negative). */
function countText(locale: Locale, count: number, unknown: string): string {
  return Number.isFinite(count) && count >= 0 ? formatNumber(locale, count, 0) : unknown;
}

export function LaunchesPerYearChart({ locale, years }: LaunchesPerYearChartProps): ReactElement {
  const t = translator(locale);
  const ordered: YearLaunches[] = yearsInOrder(years);
  const caption = t('chart.launchesPerYear');
  if (ordered.length === 0) return <ChartFigure locale={locale} className="chart--launches" caption={caption} table={null} />;

  const tick = (value: number) => formatNumber(locale, value, 0);
  const layout = layoutLaunches(ordered, tick);
  const series = launchSeries(ordered);
  const label = (vendor: LaunchSeries) => (vendor === 'other' ? t('chart.otherVendors') : t(`vendor.${vendor}`));
  const table = {
    columns: [t('chart.year'), ...series.map(label)],
    // Years are names here, not quantities: no digit grouping ("2,024"), in either language.
    rows: ordered.map((entry) => ({
      key: String(entry.year),
      header: String(entry.year),
      cells: series.map((vendor) => countText(locale, entry[vendor] ?? 0, t('unknown'))),
    })),
  };

  return (
    <ChartFigure locale={locale} className="chart--launches" caption={caption} table={table}>
      <ChartLegend entries={series.map((vendor) => ({ key: vendor, label: label(vendor), swatchClass: `chart__swatch--${vendor}` }))} />
      <ChartPlot
        aspect={LAUNCHES_ASPECT}
        margin={layout.margin}
        width={layout.years}
        height={layout.max}
        yLabels={layout.yTicks.map(({ value, at, tiers }) => ({ key: value, text: tick(value), at, tiers }))}
        xLabels={layout.xTicks.map(({ year, at, tiers }) => ({ key: year, text: String(year), at, tiers }))}
      >
        <g className="chart__grid">
          {layout.yTicks.map(({ value, tiers }) => (
            <line key={value} x1={0} x2={layout.years} y1={layout.max - value} y2={layout.max - value} data-tiers={tiersAttribute(tiers)} />
          ))}
        </g>
        <g>
          {layout.bars.map((bar) => (
            <rect
              key={`${bar.year}-${bar.vendor}`}
              className={`chart__bar chart__bar--${bar.vendor}`}
              data-year={bar.year}
              data-vendor={bar.vendor}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
            >
              <title>{`${bar.year} · ${label(bar.vendor)}: ${tick(bar.value)}`}</title>
            </rect>
          ))}
        </g>
        <line className="chart__axis" x1={0} x2={layout.years} y1={layout.max} y2={layout.max} />
      </ChartPlot>
    </ChartFigure>
  );
}
