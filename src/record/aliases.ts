import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { CatalogueError } from './catalogue-error.js';
import { ID_PATTERN, processorKey, VENDORS, type Processor, type Vendor } from './processor.js';

/**
 * data/aliases.json: ids published once whose processor now lives under another id — the second
 * of two records that were one processor, merged by the pipeline. Each alias answers with a
 * redirect to the record it names, so no published URL dies. Validated at start-up: an alias that
 * shadows a live id, or names no live record, stops the server with the file and the alias named.
 */
export const ALIASES_FILE = 'data/aliases.json';

export interface Alias {
  vendor: Vendor;
  /** the id published before */
  id: string;
  /** the id of the record that holds the processor now */
  to: string;
}

const slug = z.string().regex(ID_PATTERN, 'must be a processor id (a lower-case slug)');
const aliasSchema = z.strictObject({ vendor: z.enum(VENDORS), id: slug, to: slug });

/** The aliases file, or none when it is absent (a catalogue without merged records). */
export async function readAliasFile(path: string, label: string): Promise<Alias[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new CatalogueError({ file: label }, `cannot be read (${String(error)})`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CatalogueError({ file: label }, `is not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(data)) throw new CatalogueError({ file: label }, 'must hold a JSON array of aliases { vendor, id, to }');
  return data.map((value: unknown, index) => {
    const result = aliasSchema.safeParse(value);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new CatalogueError({ file: label, index, field: issue?.path.join('.') || null }, issue?.message ?? 'is not an alias { vendor, id, to }');
    }
    return result.data;
  });
}

/** An alias must not shadow a live id, and must name a live record. */
export function checkAliases(aliases: readonly Alias[], processors: readonly Processor[], label: string): void {
  const live = new Set(processors.map(processorKey));
  const seen = new Set<string>();
  for (const alias of aliases) {
    const key = processorKey(alias);
    if (live.has(key)) throw new CatalogueError({ file: label, id: alias.id, field: 'id' }, `is a live ${alias.vendor} record: an alias may not shadow it`);
    if (seen.has(key)) throw new CatalogueError({ file: label, id: alias.id, field: 'id' }, 'is listed twice');
    if (!live.has(processorKey({ vendor: alias.vendor, id: alias.to }))) {
      throw new CatalogueError({ file: label, id: alias.id, field: 'to' }, `names "${alias.to}", which is no ${alias.vendor} record`);
    }
    seen.add(key);
  }
}
