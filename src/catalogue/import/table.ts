import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Processor } from '../../shared/processor.js';
import { CsvError, parseCsv } from './csv.js';

/** a problem with an input file as a whole: the pipeline stops and writes nothing */
export class PipelineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PipelineError';
  }
}

/** one data row: cells looked up by header name ('' when the column is absent or empty) */
export interface Row {
  /** 1-based line of the file where the row starts */
  line: number;
  get(column: string): string;
}

/** Reads a CSV export and checks that the columns the reader needs are there. */
export async function readTable(file: string, required: readonly string[], label: string): Promise<Row[]> {
  let text: string;
  try {
    text = await readFile(resolve(file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new PipelineError(`${label} ${file}: ${code === 'ENOENT' ? 'file not found' : `cannot be read (${String(error)})`}`);
  }
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw new PipelineError(`${label} ${file}: ${error.message}`);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw new PipelineError(`${label} ${file}: the file is empty (a header row is needed)`);
  const columns = header.fields.map((cell) => cell.trim());
  const missing = required.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    throw new PipelineError(`${label} ${file}: this is not the expected export; columns missing: ${missing.join(', ')}`);
  }
  const index = new Map<string, number>();
  columns.forEach((column, i) => {
    if (!index.has(column)) index.set(column, i);
  });
  return rows.map((record) => ({
    line: record.line,
    get: (column) => {
      const i = index.get(column);
      return i === undefined ? '' : (record.fields[i] ?? '');
    },
  }));
}

/**
 * A vendor export row turned into a record, not yet validated: facts the vendor leaves blank are
 * null, for the secondary sources and the curated records to fill.
 */
export interface Candidate {
  record: Processor;
  /** the vendor's own key for the row (ARK product id, AMD OPN), stable across exports */
  key: string;
  /** launch year as the vendor gives it even when only a quarter is known ("Q2'21" → 2021) */
  year: number | null;
  /** the quarter when the vendor gives only that: a finer date from elsewhere must fall in it */
  quarter: { year: number; quarter: number } | null;
  /** the vendor leaves the graphics blank (rather than saying there are none): a secondary source may fill it */
  graphicsUnknown: boolean;
  /** where the row is, for the report: "intel-cpus.csv:123" */
  where: string;
}

/** what a reader says about one row: a candidate, or why the row is left out */
export type RowResult = { ok: true; candidate: Candidate } | { ok: false; name: string; reason: string };
