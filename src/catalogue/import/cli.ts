import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { convertRows } from './convert.js';
import { CsvError, parseCsv } from './csv.js';
import type { CsvRecord } from './csv.js';
import { countByReason, formatReport } from './report.js';
import type { ImportReport } from './report.js';
import { detectShape } from './shapes.js';
import { writeFileAtomic } from './write-atomic.js';

export { formatReport };
export type { ImportReport };

/** a problem with the file as a whole: nothing is imported */
export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}

export interface ImportOptions {
  /** write the records here (a JSON array, the format `loadCatalogue(path)` reads) */
  out?: string;
}

/**
 * Reads a CSV export, recognises its shape from the header, converts and
 * validates each row, and writes the records to `options.out` when given.
 * The records are in the report either way.
 */
export async function runImport(file: string, options: ImportOptions = {}): Promise<ImportReport> {
  let text: string;
  try {
    text = await readFile(resolve(file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ImportError(`${file}: ${code === 'ENOENT' ? 'file not found' : `cannot be read (${String(error)})`}`);
  }
  let csv: CsvRecord[];
  try {
    csv = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw new ImportError(`${file}: ${error.message}`);
    throw error;
  }
  const [headerRecord, ...rows] = csv;
  if (!headerRecord) throw new ImportError(`${file}: the file is empty (a header row is needed)`);
  const header = headerRecord.fields.map((cell) => cell.trim());
  const shape = detectShape(header, file);

  const { records, skipped, disambiguated } = convertRows(shape, header, rows, file);
  if (options.out !== undefined) {
    await writeFileAtomic(resolve(options.out), `${JSON.stringify(records, null, 2)}\n`);
  }
  return {
    file,
    shape: shape.name,
    rowsRead: rows.length,
    records,
    skipped,
    skippedByReason: countByReason(skipped),
    disambiguated,
    out: options.out ?? null,
  };
}

/** where main prints: the process's streams in main.ts, strings in tests */
export interface Output {
  out(text: string): void;
  err(text: string): void;
}

const USAGE = 'usage: import FILE.csv [--out FILE.json] [--locale en|zh-CN]';

/**
 * The command line: `import FILE.csv [--out FILE.json] [--locale zh-CN]`.
 * Prints the report; returns the exit code (1 when nothing could be imported).
 * Skipped rows are not failures: they are listed in the report.
 */
export async function main(argv: readonly string[], output: Output): Promise<number> {
  let file: string | undefined;
  let out: string | undefined;
  let locale = 'en';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--out' || arg === '--locale') {
      const value = argv[++i];
      if (value === undefined) {
        output.err(`${arg} needs a value\n${USAGE}`);
        return 1;
      }
      if (arg === '--out') out = value;
      else locale = value;
    } else if (arg === '--help' || arg === '-h') {
      output.out(USAGE);
      return 0;
    } else if (arg !== undefined && !arg.startsWith('--') && file === undefined) {
      file = arg;
    } else {
      output.err(`unexpected argument ${JSON.stringify(arg)}\n${USAGE}`);
      return 1;
    }
  }
  if (file === undefined) {
    output.err(USAGE);
    return 1;
  }
  try {
    const report = await runImport(file, out === undefined ? {} : { out });
    output.out(formatReport(report, locale));
    return 0;
  } catch (error) {
    output.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}
