import { readFile } from 'node:fs/promises';
import { CatalogueError } from './catalogue-error.js';
import type { Vendor } from './processor.js';
import { validateProcessor } from './validate.js';
import type { SourcedProcessor } from './validate.js';

/**
 * Reads one JSON file holding an array of processor records and validates
 * each. `label` is how the file is named in errors (a path relative to the
 * repository for shipped data, the path as given otherwise), so messages never
 * carry machine-specific absolute paths the person did not type.
 * `vendor`, when given, is the vendor every record must have: a file under
 * data/amd/ holding an Intel part is a filing mistake.
 */
export async function readRecordFile(path: string, label: string, vendor?: Vendor): Promise<SourcedProcessor[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CatalogueError({ file: label }, code === 'ENOENT' ? 'file not found' : `cannot be read (${String(error)})`);
  }
  let data: unknown;
  try {
    // a BOM is legal in UTF-8 files saved by some editors but JSON.parse rejects it
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new CatalogueError({ file: label }, `is not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(data)) {
    throw new CatalogueError({ file: label }, 'must hold a JSON array of processor records');
  }
  return data.map((value: unknown, index) => {
    const processor = validateProcessor(value, label, index);
    if (vendor !== undefined && processor.vendor !== vendor) {
      throw new CatalogueError(
        { file: label, id: processor.id, field: 'vendor' },
        `is "${processor.vendor}" but files under data/${vendor}/ hold only ${vendor} processors`,
      );
    }
    return { processor, file: label };
  });
}
