import { readFile } from 'node:fs/promises';
import { CatalogueError } from './catalogue-error.js';

/**
 * A data file's JSON, or undefined when there is no such file (a catalogue may lack a figures or
 * platform file); a file that cannot be read or is not JSON stops start-up with its name. A byte
 * order mark, which some editors add, is dropped.
 */
export async function readJsonFile(path: string, label: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new CatalogueError({ file: label }, `cannot be read (${String(error)})`);
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new CatalogueError({ file: label }, `is not valid JSON (${(error as Error).message})`);
  }
}
