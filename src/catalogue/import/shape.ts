import type { Processor } from '../../shared/processor.js';

/**
 * A CSV "shape" is one publisher's column layout. Each shape module knows how
 * to recognise its header and turn one row into a record (or say why not).
 */

/** one data row: cells looked up by header name ('' when the column is absent or empty) */
export interface Row {
  /** 1-based line of the file where the row starts */
  line: number;
  get(column: string): string;
}

export type Conversion =
  | {
      ok: true;
      /** not yet validated: the importer validates every record the same way */
      record: Processor;
      /**
       * a short slug-safe key unique to the row in its source (TechPowerUp's
       * ".c1234" id, an ARK product id...), appended to the id when two rows
       * share a name, so duplicates are told apart the same way on every run
       */
      key: string;
    }
  | { ok: false; reason: string };

export interface ImportShape {
  /** short name used in reports and errors: "techpowerup" */
  name: string;
  /** one line for people: where such a file comes from */
  description: string;
  /** does this header belong to the shape? (header cells are trimmed) */
  matches(header: readonly string[]): boolean;
  /** the row's product name as the file writes it, for reports */
  rowName(row: Row): string;
  convert(row: Row): Conversion;
}
