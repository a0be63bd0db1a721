import { parseCsv } from '../records/csv.js';
import { MONTH_PATTERN } from '../../record/price-schema.js';

/*
 * The author's price table as rows: one model code's lowest retail price in one month. Columns are
 * found by their header's name (date, category, model, price_cny), so a reordered export reads the
 * same; every row must be a CPU, a month, a code and a positive price, and a code is priced once a
 * month. Anything else stops the import with the line it is on.
 */

export interface PriceRow {
  /** the line of the file, for reports */
  line: number;
  month: string;
  /** the author's model code, as written ("R79800X3D", "U5250K PLUS") */
  code: string;
  yuan: number;
}

export class PriceSourceError extends Error {}

const COLUMNS = ['date', 'category', 'model', 'price_cny'] as const;

export function readPriceRows(text: string, label: string): PriceRow[] {
  const [header, ...records] = parseCsv(text);
  if (header === undefined) throw new PriceSourceError(`${label}: is empty`);
  const at = Object.fromEntries(COLUMNS.map((column) => [column, header.fields.findIndex((field) => field.trim() === column)])) as Record<
    (typeof COLUMNS)[number],
    number
  >;
  const missing = COLUMNS.filter((column) => at[column] === -1);
  if (missing.length) throw new PriceSourceError(`${label}: the header has no column ${missing.map((column) => `"${column}"`).join(', ')}`);
  const seen = new Map<string, number>();
  return records.map(({ line, fields }) => {
    const cell = (column: (typeof COLUMNS)[number]) => (fields[at[column]] ?? '').trim();
    const fail = (reason: string) => new PriceSourceError(`${label} line ${line}: ${reason}`);
    const month = cell('date');
    if (!MONTH_PATTERN.test(month)) throw fail(`date ${JSON.stringify(month)} is not a month (YYYY-MM)`);
    if (cell('category') !== 'CPU') throw fail(`category ${JSON.stringify(cell('category'))} is not CPU: this importer reads processor prices only`);
    const code = cell('model').replace(/\s+/g, ' ');
    if (code === '') throw fail('has no model code');
    const price = cell('price_cny');
    const yuan = Number(price);
    if (!/^\d+(\.\d{1,2})?$/.test(price) || !(yuan > 0)) throw fail(`price_cny ${JSON.stringify(price)} is not a positive number of yuan`);
    const key = `${month} ${code}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) throw fail(`${code} is priced again for ${month} (first on line ${earlier}): one price a month`);
    seen.set(key, line);
    return { line, month, code, yuan };
  });
}
