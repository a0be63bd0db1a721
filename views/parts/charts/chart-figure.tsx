// The frame every chart shares: a <figure> whose visible <figcaption> names it, the drawing, and the
// visually hidden table with the same numbers (the drawing itself is aria-hidden, see chart-plot.tsx).
// With nothing to draw it says so in words instead of drawing empty axes.
import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '../../../src/shared/locales.js';
import { translator } from '../../../src/shared/messages.js';
import { ChartTable } from './chart-table.js';
import type { ChartTableProps } from './chart-table.js';

export interface ChartFigureProps {
  locale: Locale;
  /** the chart's own class, e.g. "chart--launches" */
  className: string;
  caption: string;
  /** the text alternative; null when there is no data, which shows the empty-state message */
  table: Omit<ChartTableProps, 'caption'> | null;
  /** the drawing, its legend and notes */
  children?: ReactNode;
}

export function ChartFigure({ locale, className, caption, table, children }: ChartFigureProps): ReactElement {
  const t = translator(locale);
  return (
    <figure className={`chart ${className}`}>
      <figcaption className="chart__caption">{caption}</figcaption>
      {table === null ? (
        <p className="chart__empty">{t('chart.empty')}</p>
      ) : (
        <>
          {children}
          <ChartTable caption={t('chart.tableCaption', { title: caption })} columns={table.columns} rows={table.rows} />
        </>
      )}
    </figure>
  );
}
