// A chart's key, in HTML rather than SVG so it wraps on a narrow screen instead of running off the
// drawing. aria-hidden like the drawing it explains: the table's column headers already name each series.
import type { ReactElement } from 'react';

export interface LegendEntry {
  key: string;
  label: string;
  /** the swatch's modifier class, the same colour as the series' marks */
  swatchClass: string;
}

export function ChartLegend({ entries }: { entries: readonly LegendEntry[] }): ReactElement {
  return (
    <ul className="chart__legend" aria-hidden="true">
      {entries.map((entry) => (
        <li key={entry.key}>
          <span className={`chart__swatch ${entry.swatchClass}`} />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
