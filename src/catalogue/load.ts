import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { CatalogueError } from './catalogue-error.js';
import { createCatalogue } from './catalogue.js';
import type { Catalogue } from './catalogue.js';
import { parseCatalogueSource } from './catalogue-source.js';
import { VENDORS } from '../shared/processor.js';
import type { Processor } from '../shared/processor.js';
import { readRecordFile } from './read-records.js';
import { generateCatalogue } from './synthetic.js';
import { checkUniqueIds } from './validate.js';
import type { SourcedProcessor } from './validate.js';

/**
 * Builds the catalogue the server runs on:
 *   undefined  the shipped catalogue, data/<vendor>/*.json under rootDir
 *   "fake:N"   N generated records (marked synthetic)
 *   otherwise  a path, relative to the current directory, to a JSON array
 *              such as the importer writes
 * Any problem throws; the server prints the message and does not start.
 */
export async function loadCatalogue(source: string | undefined, rootDir: string): Promise<Catalogue> {
  const parsed = parseCatalogueSource(source);
  switch (parsed.kind) {
    case 'synthetic':
      return createCatalogue(generateCatalogue(parsed.count), true);
    case 'file': {
      const entries = await readRecordFile(resolve(parsed.path), parsed.path);
      checkUniqueIds(entries);
      return createCatalogue(entries.map((entry) => entry.processor));
    }
    case 'shipped':
      return createCatalogue(await loadShipped(rootDir));
  }
}

async function loadShipped(rootDir: string): Promise<Processor[]> {
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
    throw new CatalogueError(
      { file: label },
      code === 'ENOENT' ? 'directory not found (is the repository root right?)' : `cannot be listed (${String(error)})`,
    );
  }
  return names.filter((name) => name.endsWith('.json')).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
