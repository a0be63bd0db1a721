import { CatalogueError } from './catalogue-error.js';
import { issueReason } from './schema-issue.js';
import { ProcessorSchema, describeValue } from './processor-schema.js';
import type { CuratedProcessorSchema } from './processor-schema.js';
import type { Processor } from './processor.js';

/*
 * Every source (the shipped data/, the pipeline's output, a file someone points the server at)
 * goes through the record's schema here, so pages can trust each field's type and range without
 * checking again. The schema lives in src/record/processor-schema.ts; this file turns its first
 * complaint into a CatalogueError that names the file, the record and the field.
 */

/**
 * Returns the value typed as a Processor, or throws a CatalogueError naming
 * `file`, the record and the first field at fault. `index` (the record's
 * position in its file) is used in the message only when the id is unusable.
 */
export function validateProcessor(
  value: unknown,
  file: string,
  index?: number,
  schema: typeof ProcessorSchema | typeof CuratedProcessorSchema = ProcessorSchema,
): Processor {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  const issues = result.error.issues;
  const idIssue = issues.find((issue) => issue.path.length === 1 && issue.path[0] === 'id');
  const rawId = isObject ? (value as Record<string, unknown>)['id'] : undefined;
  const id = idIssue === undefined && typeof rawId === 'string' ? rawId : null;
  if (!isObject) throw new CatalogueError({ file, id: null, index: index ?? null, field: null }, `must be an object, got ${describeValue(value)}`);
  const first = idIssue ?? issues[0];
  const { field, reason } = first === undefined ? { field: null, reason: 'is not a processor record' } : issueReason(first);
  throw new CatalogueError({ file, id, index: index ?? null, field }, reason);
}

/** A validated record and the file it came from, for messages that name both ends of a clash. */
export interface SourcedProcessor {
  processor: Processor;
  file: string;
}

/**
 * Ids are unique within a vendor (pages live at /amd/<id> and /intel/<id>).
 * The error names the later record's file first and the earlier one after it.
 */
export function checkUniqueIds(entries: Iterable<SourcedProcessor>): void {
  const seen = new Map<string, string>();
  for (const { processor, file } of entries) {
    const key = `${processor.vendor}:${processor.id}`;
    const first = seen.get(key);
    if (first !== undefined) {
      const where = first === file ? 'earlier in the same file' : `in ${first}`;
      throw new CatalogueError({ file, id: processor.id, field: 'id' }, `is a duplicate: ${processor.vendor} already has "${processor.id}" ${where}`);
    }
    seen.set(key, file);
  }
}
