// The text alternative every chart carries: a visually hidden table with the numbers the drawing shows,
// already formatted for the page's locale. Screen readers read it; so does anyone who copies the page.
import type { ReactElement } from 'react';

export interface ChartTableRow {
  /** React key, stable across renders */
  key: string;
  /** the row's name: a year, a segment, a processor */
  header: string;
  cells: readonly string[];
}

export interface ChartTableProps {
  caption: string;
  /** the first is the row headers' column */
  columns: readonly string[];
  rows: readonly ChartTableRow[];
}

export function ChartTable({ caption, columns, rows }: ChartTableProps): ReactElement {
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.header}</th>
            {row.cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
