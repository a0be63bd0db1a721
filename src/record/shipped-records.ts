import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { CatalogueError } from './catalogue-error.js';
import { VENDORS } from './processor.js';
import type { Processor } from './processor.js';
import { readRecordFile } from './read-records.js';
import { checkUniqueIds } from './validate.js';
import type { SourcedProcessor } from './validate.js';

// The shipped records, read from data/<vendor>/ and validated, apart from the catalogue the
// server builds of them: the score and price importers start from these records and need none
// of the server's indexes.

/** The shipped records alone, validated: what the catalogue and the score importer start from. */
export async function loadShippedProcessors(rootDir: string): Promise<Processor[]> {
  const entries: SourcedProcessor[] = [];
  for (const vendor of VENDORS) {
    const relativeDir = `data/${vendor}`;
    for (const name of await listJsonFiles(join(rootDir, relativeDir), relativeDir)) {
      entries.push(...(await readRecordFile(join(rootDir, relativeDir, name), `${relativeDir}/${name}`, vendor)));
    }
  }
  checkUniqueIds(entries);
  return entries.map((entry) => entry.processor);
}

/** *.json names in a directory, in code-unit order so every machine loads the same sequence */
async function listJsonFiles(dir: string, label: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // A vendor of the route table with no records yet has no directory (git keeps no empty
    // ones): inside an existing data/ that is an empty vendor, not a wrong root.
    if (
      code === 'ENOENT' &&
      (await readdir(dirname(dir)).then(
        () => true,
        () => false,
      ))
    )
      return [];
    throw new CatalogueError(
      { file: label },
      code === 'ENOENT' ? 'directory not found (is the repository root right?)' : `cannot be listed (${String(error)})`,
    );
  }
  return names.filter((name) => name.endsWith('.json')).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
