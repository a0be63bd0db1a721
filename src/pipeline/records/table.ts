import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type CsvRecord, CsvError, parseCsv } from './csv.js';

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

/** A source's file as text; a missing or unreadable file stops the pipeline with its name. */
export async function readSourceFile(file: string, label: string, shownAs = file): Promise<string> {
  try {
    return await readFile(resolve(file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new PipelineError(`${label} ${shownAs}: ${code === 'ENOENT' ? 'file not found' : `cannot be read (${String(error)})`}`);
  }
}

/**
 * Reads a CSV export and checks that the columns the reader needs are there. `shownAs` is how
 * messages name the file (its path under --sources, never this machine's).
 */
export async function readTable(file: string, required: readonly string[], label: string, shownAs = file): Promise<Row[]> {
  const text = await readSourceFile(file, label, shownAs);
  return tableRows(text, required, `${label} ${shownAs}`);
}

/** the rows of a CSV text whose header has the required columns */
export function tableRows(text: string, required: readonly string[], label: string): Row[] {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw new PipelineError(`${label}: ${error.message}`);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw new PipelineError(`${label}: the file is empty (a header row is needed)`);
  const columns = header.fields.map((cell) => cell.trim());
  const missing = required.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    throw new PipelineError(`${label}: this is not the expected export; columns missing: ${missing.join(', ')}`);
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
