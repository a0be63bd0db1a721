// Home page: the spread of core counts in each segment, one box plot per row on a log₂ axis. The page
// loader computes the quartiles; this draws them, with the same numbers in the figure's hidden table.
import type { ReactElement } from 'react';
import type { Segment } from '../../src/shared/processor.js';
import type { Locale } from '../../src/shared/locales.js';
import { formatNumber } from '../format.js';
import { translator } from '../../src/shared/messages.js';
import { ChartFigure } from './chart-figure.js';
import { ChartSvg } from './chart-svg.js';
import { CHART_FONT_SIZE } from './text-width.js';
import { SPREAD_DEFAULT_WIDTH, isDrawable, layoutSpread, segmentsInOrder } from './core-spread-layout.js';
import { round } from './scale.js';
import { useChartWidth } from './use-chart-width.js';

export interface CoreSpreadChartProps {
  locale: Locale;
  segments: { segment: Segment; min: number; q1: number; median: number; q3: number; max: number; count: number }[];
}

const STATS = ['min', 'q1', 'median', 'q3', 'max'] as const;

export function CoreSpreadChart({ locale, segments }: CoreSpreadChartProps): ReactElement {
  const t = translator(locale);
  const { ref, width } = useChartWidth(SPREAD_DEFAULT_WIDTH);
  const ordered = segmentsInOrder(segments);
  const caption = t('chart.coreSpread');
  if (ordered.length === 0) return <ChartFigure locale={locale} className="chart--spread" caption={caption} table={null} />;

  const tick = (value: number) => formatNumber(locale, value, 0);
  const labels = ordered.map((entry) => t(`segment.${entry.segment}`));
  const layout = layoutSpread(ordered, labels, width, tick);
  const { plot } = layout;
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
      <div className="chart__plot" ref={ref}>
        <ChartSvg width={layout.width} height={layout.height}>
          <g className="chart__grid">
            {layout.ticks.map(({ value, x }) => (
              <line key={value} x1={x} x2={x} y1={plot.top} y2={plot.bottom} />
            ))}
          </g>
          <g className="chart__tick-labels" textAnchor="middle">
            {layout.ticks.map(({ value, x }) => (
              <text key={value} x={x} y={plot.bottom + CHART_FONT_SIZE + 4}>{tick(value)}</text>
            ))}
            <text className="chart__axis-title" x={round((plot.left + plot.right) / 2)} y={layout.height - 4}>{t('chart.coresLogScale')}</text>
          </g>
          {layout.rows.map((row, index) => {
            const marks = row.marks;
            const half = marks ? round(marks.boxHeight / 2) : 0;
            return (
              <g key={row.segment} data-segment={row.segment}>
                <text className="chart__row-label" x={plot.left - 12} y={row.y} dy="0.32em" textAnchor="end">{labels[index]}</text>
                {marks ? (
                  <>
                    <line className="chart__whisker" x1={marks.min} x2={marks.max} y1={row.y} y2={row.y} />
                    <line className="chart__whisker" x1={marks.min} x2={marks.min} y1={round(row.y - half / 2)} y2={round(row.y + half / 2)} />
                    <line className="chart__whisker" x1={marks.max} x2={marks.max} y1={round(row.y - half / 2)} y2={round(row.y + half / 2)} />
                    <rect className="chart__box" x={Math.min(marks.q1, marks.q3)} y={round(row.y - half)} width={round(Math.abs(marks.q3 - marks.q1))} height={marks.boxHeight} />
                    <line className="chart__median" x1={marks.median} x2={marks.median} y1={round(row.y - half)} y2={round(row.y + half)} />
                  </>
                ) : null}
              </g>
            );
          })}
          <line className="chart__axis" x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
        </ChartSvg>
      </div>
      <p className="chart__note">{t('chart.coreSpreadKey')}</p>
    </ChartFigure>
  );
}
