// Detail and compare pages: processors side by side on cores, boost clock, L3 cache and TDP, one small
// group of horizontal bars per metric, the page's own processor highlighted. A value we do not know is
// "—" with no bar, never a guess. Names and values are HTML in a CSS grid, so long names wrap and a
// narrow column stacks them above the bar (charts.css) without any re-measuring; each bar is an SVG
// stretched over its track, whose length in a 0–100 viewBox is the value's share of the group's largest.
import type { ReactElement } from 'react';
import type { Locale } from '../../../src/shared/locales.js';
import { formatClock, formatNumber, formatUnit } from '../../../src/shared/format.js';
import { translator } from '../../../src/shared/messages.js';
import { ChartFigure } from './chart-figure.js';
import { ChartLegend } from './chart-legend.js';
import { COMPARISON_METRICS, knownValue } from './comparison-metrics.js';
import type { ComparisonMetric } from './comparison-metrics.js';
import { linearScale, round } from './scale.js';

export interface ComparisonBarsProps {
  locale: Locale;
  /** the key of the processor to highlight (the detail page's own); null on the compare page */
  current: string | null;
  items: { key: string; label: string; cores: number; boostClockGHz: number | null; l3CacheMB: number | null; tdpW: number | null }[];
}

const TRACK = 100;
const BAR_HEIGHT = 10;

function valueText(locale: Locale, metric: ComparisonMetric, value: number | null, unknown: string): string {
  if (value === null) return unknown;
  // Clocks keep their decimal ("5.0 GHz"), as the spec tables print them.
  if (metric.unit === 'GHz') return formatClock(locale, value);
  return metric.unit === null ? formatNumber(locale, value) : formatUnit(locale, value, metric.unit);
}

export function ComparisonBars({ locale, current, items }: ComparisonBarsProps): ReactElement {
  const t = translator(locale);
  const hasCurrent = items.some((item) => item.key === current);
  const caption = t(current === null ? 'chart.comparisonSideBySide' : 'chart.comparisonSimilar');
  if (items.length === 0) return <ChartFigure locale={locale} className="chart--comparison" caption={caption} table={null} />;

  const table = {
    columns: [t('chart.processor'), ...COMPARISON_METRICS.map((metric) => t(metric.label))],
    rows: items.map((item, index) => ({
      key: `${index}:${item.key}`,
      header: item.key === current ? t('chart.currentRow', { name: item.label }) : item.label,
      cells: COMPARISON_METRICS.map((metric) => valueText(locale, metric, knownValue(item, metric.field), t('unknown'))),
    })),
  };

  return (
    <ChartFigure locale={locale} className="chart--comparison" caption={caption} table={table}>
      {hasCurrent ? <ChartLegend entries={[{ key: 'current', label: t('chart.currentProcessor'), swatchClass: 'chart__swatch--current' }]} /> : null}
      <div className="chart-compare" aria-hidden="true">
        {COMPARISON_METRICS.map((metric) => {
          const values = items.map((item) => knownValue(item, metric.field));
          const length = linearScale([0, Math.max(0, ...values.map((value) => value ?? 0))], [0, TRACK]);
          return (
            <div key={metric.field} className="chart-compare__metric" data-metric={metric.field}>
              <div className="chart-compare__title">{t(metric.label)}</div>
              {items.map((item, index) => {
                const value = values[index] ?? null;
                const isCurrent = item.key === current;
                const kind = isCurrent ? 'current' : 'other';
                return (
                  <div key={`${index}:${item.key}`} className={`chart-compare__row chart-compare__row--${kind}`}>
                    <span className="chart-compare__label">{item.label}</span>
                    {value === null ? (
                      <span className="chart-compare__track" />
                    ) : (
                      // "none": the bar is only a rectangle, so stretching the viewBox over the track distorts nothing.
                      <svg className="chart-compare__track" viewBox={`0 0 ${TRACK} ${BAR_HEIGHT}`} preserveAspectRatio="none" focusable="false">
                        <rect className={`chart__bar chart__bar--${kind}`} x={0} y={0} width={round(length(value))} height={BAR_HEIGHT} />
                      </svg>
                    )}
                    <span className="chart-compare__value">{valueText(locale, metric, value, t('unknown'))}</span>
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </ChartFigure>
  );
}
