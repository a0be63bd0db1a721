import { readFile } from 'node:fs/promises';
import { PipelineError } from './table.js';

/**
 * One of the hand-kept lists in data/curated/ (corrections, doubts, product pages): a JSON array,
 * or none at all when the file is absent. Its entries are checked by the list's own reader.
 */
export async function readCuratedList(file: string, label: string, entries: string): Promise<unknown[]> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new PipelineError(`${label}: ${error instanceof SyntaxError ? `is not valid JSON (${error.message})` : String(error)}`);
  }
  if (!Array.isArray(data)) throw new PipelineError(`${label}: must hold a JSON array of ${entries}`);
  return data;
}
