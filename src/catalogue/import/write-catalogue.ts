import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Processor, Vendor } from '../../shared/processor.js';
import { VENDORS } from '../../shared/processor.js';
import { slugify } from '../slug.js';
import { writeFileAtomic } from './write-atomic.js';

/*
 * data/<vendor>/<line>.json: one file per product line and segment, records sorted by id, one
 * record per line. The bytes depend on the records alone, so the same inputs give the same files
 * and a refresh's diff shows only what changed.
 */

/** "core-8th-gen-mobile", "ryzen-7000-desktop", "epyc-9004-server", "xeon-scalable-3rd-gen-server" */
export function lineFile(record: Pick<Processor, 'generation' | 'segment'>): string {
  const base = /^\d+(?:st|nd|rd|th) gen$/.test(record.generation) ? `core ${record.generation}` : record.generation;
  return `${slugify(`${base} ${record.segment}`, 60)}.json`;
}

/** a file's text: a JSON array, one record per line */
export function fileText(records: readonly Processor[]): string {
  const sorted = [...records].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return `[\n${sorted.map((record) => JSON.stringify(record)).join(',\n')}\n]\n`;
}

/** every output file by its path under the data directory ("amd/ryzen-7000-desktop.json") and its text */
export function catalogueFiles(records: readonly Processor[]): Map<string, string> {
  const groups = new Map<string, Processor[]>();
  for (const record of records) {
    const path = `${record.vendor}/${lineFile(record)}`;
    groups.set(path, [...(groups.get(path) ?? []), record]);
  }
  const paths = [...groups.keys()].sort();
  return new Map(paths.map((path) => [path, fileText(groups.get(path) ?? [])]));
}

/**
 * Writes the files under dataDir/<vendor>/ and removes the JSON files there that the catalogue no
 * longer has (the pipeline owns data/amd and data/intel; data/curated is its input and untouched).
 */
export async function writeCatalogue(dataDir: string, records: readonly Processor[]): Promise<{ written: string[]; removed: string[] }> {
  const files = catalogueFiles(records);
  const removed: string[] = [];
  for (const vendor of VENDORS as readonly Vendor[]) {
    const dir = join(dataDir, vendor);
    await mkdir(dir, { recursive: true });
    for (const name of (await readdir(dir)).sort()) {
      if (name.endsWith('.json') && !files.has(`${vendor}/${name}`)) {
        await rm(join(dir, name));
        removed.push(`${vendor}/${name}`);
      }
    }
  }
  for (const [path, text] of files) await writeFileAtomic(join(dataDir, path), text);
  return { written: [...files.keys()], removed };
}
