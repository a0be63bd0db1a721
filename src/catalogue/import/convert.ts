import { CatalogueError } from '../catalogue-error.js';
import type { Processor } from '../../shared/processor.js';
import { slugify } from '../slug.js';
import { ID_MAX_LENGTH } from '../../shared/processor.js';
import { validateProcessor } from '../validate.js';
import type { CsvRecord } from './csv.js';
import type { ImportShape, Row } from './shape.js';

/**
 * Rows → validated records. Every row ends up either as a record or as a
 * skipped row with a reason; nothing is dropped silently.
 */
export interface SkippedRow {
  line: number;
  name: string;
  reason: string;
  /** the reason without row-specific details, for counting ("boostClockGHz must be ≥ baseClockGHz") */
  category: string;
}

export interface ConvertedTable {
  records: Processor[];
  skipped: SkippedRow[];
  /** records whose id got their source key appended because another row has the same name */
  disambiguated: number;
}

/** builds Row views over CSV records; the header lookup is built once per file */
function rowReader(header: readonly string[]): (record: CsvRecord) => Row {
  const index = new Map<string, number>();
  header.forEach((column, i) => {
    if (!index.has(column)) index.set(column, i);
  });
  return (record) => ({
    line: record.line,
    get: (column) => {
      const i = index.get(column);
      return i === undefined ? '' : (record.fields[i] ?? '');
    },
  });
}

/** strips figures and quoted values so reasons that differ only in numbers count together */
function categoryOf(reason: string): string {
  return reason.replace(/\s*\([^)]*\)\s*$/, '').replace(/[,;]\s*got\b.*$/, '').trim();
}

export function convertRows(shape: ImportShape, header: readonly string[], rows: readonly CsvRecord[], file: string): ConvertedTable {
  const skipped: SkippedRow[] = [];
  const converted: { line: number; name: string; key: string; record: Processor }[] = [];

  const toRow = rowReader(header);
  for (const csvRecord of rows) {
    const row = toRow(csvRecord);
    const name = shape.rowName(row);
    const result = shape.convert(row);
    if (result.ok) converted.push({ line: row.line, name, key: result.key, record: result.record });
    else skipped.push({ line: row.line, name, reason: result.reason, category: categoryOf(result.reason) });
  }

  // Rows sharing a name (145 names repeat in the TechPowerUp scrape: steppings,
  // sockets and re-listings of one model) all keep their data; each gets its
  // source key appended. Every member of a group is renamed, not just the later ones,
  // so an id never depends on the order of rows in the file.
  const groups = new Map<string, number>();
  for (const { record } of converted) {
    const key = `${record.vendor}:${record.id}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  let disambiguated = 0;
  for (const entry of converted) {
    if ((groups.get(`${entry.record.vendor}:${entry.record.id}`) ?? 0) > 1) {
      const suffix = slugify(entry.key);
      entry.record = { ...entry.record, id: `${slugify(entry.record.name, ID_MAX_LENGTH - suffix.length - 1)}-${suffix}` };
      disambiguated++;
    }
  }

  const records: Processor[] = [];
  const taken = new Set<string>();
  for (const { line, name, record } of converted) {
    try {
      const valid = validateProcessor(record, `${file}:${line}`);
      const key = `${valid.vendor}:${valid.id}`;
      if (taken.has(key)) {
        const reason = `id "${valid.id}" is already taken by another row`;
        skipped.push({ line, name, reason, category: 'id is already taken by another row' });
        continue;
      }
      taken.add(key);
      records.push(valid);
    } catch (error) {
      if (!(error instanceof CatalogueError)) throw error;
      skipped.push({ line, name, reason: error.reason, category: categoryOf(error.reason) });
    }
  }
  skipped.sort((a, b) => a.line - b.line);
  return { records, skipped, disambiguated };
}
