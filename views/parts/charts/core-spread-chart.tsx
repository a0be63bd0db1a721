// Home page: the spread of core counts in each segment, one box plot per row on a log₂ axis. The page
// loader computes the quartiles; this draws them, once, to fit any width (chart-tiers.ts), with the same
// numbers in the figure's hidden table.
import type { ReactElement } from 'react';
import type { Segment } from '../../../src/shared/processor.js';
import type { Locale } from '../../../src/shared/locales.js';
import { formatNumber } from '../../../src/shared/format.js';
import { translator } from '../../../src/shared/messages.js';
import { ChartFigure } from './chart-figure.js';
import { ChartPlot } from './chart-plot.js';
import { tiersAttribute } from './chart-tiers.js';
import { isDrawable, layoutSpread, segmentsInOrder, units } from './core-spread-layout.js';

export interface CoreSpreadChartProps {
  locale: Locale;
  segments: { segment: Segment; min: number; q1: number; median: number; q3: number; max: number; count: number }[];
}

const STATS = ['min', 'q1', 'median', 'q3', 'max'] as const;

export function CoreSpreadChart({ locale, segments }: CoreSpreadChartProps): ReactElement {
  const t = translator(locale);
  const ordered = segmentsInOrder(segments);
  const caption = t('chart.coreSpread');
  if (ordered.length === 0) return <ChartFigure locale={locale} className="chart--spread" caption={caption} table={null} />;

  const tick = (value: number) => formatNumber(locale, value, 0);
  const labels = ordered.map((entry) => t(`segment.${entry.segment}`));
  const layout = layoutSpread(ordered, labels, tick);
  const rows = ordered.length;
  const half = layout.boxHeight / 2;
  const across = (y: number, length: number) => ({ y1: units(y - length / 2), y2: units(y + length / 2) });
  const table = {
    columns: [t('segment'), t('chart.count'), ...STATS.map((stat) => t(`chart.${stat}`))],
    // Quartiles of whole core counts can fall between two (a median of 7.5): two decimals, never rounded away.
    rows: ordered.map((entry) => ({
      key: entry.segment,
      header: t(`segment.${entry.segment}`),
      cells: [
        Number.isFinite(entry.count) && entry.count >= 0 ? formatNumber(locale, entry.count, 0) : t('unknown'),
        ...STATS.map((stat) => (isDrawable(entry) ? formatNumber(locale, entry[stat]) : t('unknown'))),
      ],
    })),
  };

  return (
    <ChartFigure locale={locale} className="chart--spread" caption={caption} table={table}>
      <ChartPlot
        aspect={layout.aspect}
        margin={layout.margin}
        width={layout.doublings}
        height={rows}
        yLabels={layout.rows.map((row, index) => ({ key: row.segment, text: labels[index]!, at: row.at }))}
        yLabelClass="chart__row-label"
        xLabels={layout.ticks.map(({ value, at, tiers }) => ({ key: value, text: tick(value), at, tiers }))}
        xTitle={t('chart.coresLogScale')}
      >
        <g className="chart__grid">
          {layout.ticks.map(({ value, x, tiers }) => (
            <line key={value} x1={x} x2={x} y1={0} y2={rows} data-tiers={tiersAttribute(tiers)} />
          ))}
        </g>
        {layout.rows.map((row, index) => {
          const marks = row.marks;
          const y = index + 0.5;
          return (
            <g key={row.segment} data-segment={row.segment}>
              {marks ? (
                <>
                  <line className="chart__whisker" x1={marks.min} x2={marks.max} y1={y} y2={y} />
                  <line className="chart__whisker" x1={marks.min} x2={marks.min} {...across(y, half)} />
                  <line className="chart__whisker" x1={marks.max} x2={marks.max} {...across(y, half)} />
                  <rect
                    className="chart__box"
                    x={Math.min(marks.q1, marks.q3)}
                    y={units(y - half)}
                    width={units(Math.abs(marks.q3 - marks.q1))}
                    height={units(layout.boxHeight)}
                  />
                  <line className="chart__median" x1={marks.median} x2={marks.median} {...across(y, layout.boxHeight)} />
                </>
              ) : null}
            </g>
          );
        })}
        <line className="chart__axis" x1={0} x2={layout.doublings} y1={rows} y2={rows} />
      </ChartPlot>
      <p className="chart__note">{t('chart.coreSpreadKey')}</p>
    </ChartFigure>
  );
}
