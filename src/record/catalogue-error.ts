import type { ServerErrorCode } from '../errors.js';

/**
 * The one error type the catalogue throws for bad data. The server prints the
 * message and stops, so the message alone must let a person find the mistake:
 * it always names the file, then the record (its id, or its position when it
 * has no usable id), then the field.
 */
export interface CatalogueErrorDetails {
  /** the file as the person gave it or as it sits under the repository root */
  file: string;
  /** the record's id, or null when the record has no usable id */
  id?: string | null;
  /** position of the record in its file (0-based), when known */
  index?: number | null;
  /** the field at fault, or null for a problem with the whole file or record */
  field?: string | null;
}

export class CatalogueError extends Error {
  /** its code in the server's registry of errors (src/errors.ts) */
  readonly code: ServerErrorCode = 'ATLAS_CATALOGUE_INVALID';
  readonly file: string;
  readonly id: string | null;
  readonly index: number | null;
  readonly field: string | null;
  /** the problem without the file/record/field prefix, for reports that print those separately */
  readonly reason: string;

  constructor(details: CatalogueErrorDetails, reason: string) {
    const id = details.id ?? null;
    const index = details.index ?? null;
    const field = details.field ?? null;
    const parts = [details.file];
    if (id !== null) parts.push(id);
    else if (index !== null) parts.push(`record #${index}`);
    parts.push(field === null ? reason : `${field} ${reason}`);
    super(parts.join(': '));
    this.name = 'CatalogueError';
    this.file = details.file;
    this.id = id;
    this.index = index;
    this.field = field;
    this.reason = field === null ? reason : `${field} ${reason}`;
  }
}
