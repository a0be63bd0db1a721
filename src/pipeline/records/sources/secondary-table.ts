import { join } from 'node:path';
import type { Candidate, Source, SourceReading } from '../source.js';
import { readTable, type Row } from '../table.js';

/**
 * A secondary reference that is one table (TechPowerUp's database, PassMark's list): each row a
 * candidate, or nothing when it names no AMD or Intel processor. Such sources differ only in their
 * columns and in how a row reads, so both are made here.
 */
export function secondaryTable(options: {
  name: string;
  file: string;
  /** the columns the table must have; a table without one stops the import */
  columns: readonly string[];
  candidateOf(row: Row, where: string): Candidate | null;
}): Source {
  return {
    name: options.name,
    kind: 'secondary',
    files: [options.file],
    async read(context): Promise<SourceReading> {
      const rows = await readTable(join(context.sourcesDir, options.file), options.columns, options.name, options.file);
      const reading: SourceReading = { rows: rows.length, candidates: [], skipped: [] };
      for (const row of rows) {
        const candidate = options.candidateOf(row, `${options.file}:${row.line}`);
        if (candidate) reading.candidates.push(candidate);
      }
      return reading;
    },
  };
}
