import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Processor, Vendor } from '../../shared/processor.js';
import { VENDORS } from '../../shared/processor.js';
import { slugify } from '../../record/slug.js';
import type { Alias } from '../../record/aliases.js';
import type { PublishedId } from './assign-ids.js';
import { writeFileAtomic } from './write-atomic.js';

/*
 * data/<vendor>/<line>.json: one file per product line and segment, records sorted by id, one
 * record per line. data/aliases.json: the ids merged into another record and the id each now
 * answers as. data/published-ids.txt: every id ever published, which the next run must keep live
 * or alias. The bytes depend on the inputs alone, so the same inputs give the same files and a
 * refresh's diff shows only what changed.
 */
export const ALIASES_FILE = 'aliases.json';
export const PUBLISHED_IDS_FILE = 'published-ids.txt';

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

/** the product key an id is published with: the ARK id, the OPN, as the pipeline keys parts */
function productKeyOf(record: Processor): string | null {
  const id = record.sources.vendor?.productId ?? null;
  return id === null ? null : record.vendor === 'intel' ? `ark-${id}` : id.toLowerCase();
}

/**
 * The published-ids ledger after a run, one "vendor:id<TAB>product key" line per id: what it held,
 * and every id live now (an id keeps the product key it was first published with).
 */
export function publishedIds(before: readonly PublishedId[], records: readonly Processor[]): string[] {
  const lines = new Map(before.map(({ key, productKey }) => [key, productKey]));
  for (const record of records) {
    const key = `${record.vendor}:${record.id}`;
    if (!lines.has(key) || lines.get(key) === null) lines.set(key, productKeyOf(record));
  }
  return [...lines].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([key, productKey]) => (productKey === null ? key : `${key}\t${productKey}`));
}

/** every output file by its path under the data directory ("amd/ryzen-7000-desktop.json") and its text */
export function catalogueFiles(records: readonly Processor[], aliases: readonly Alias[] = [], published: readonly PublishedId[] = []): Map<string, string> {
  const groups = new Map<string, Processor[]>();
  for (const record of records) {
    const path = `${record.vendor}/${lineFile(record)}`;
    groups.set(path, [...(groups.get(path) ?? []), record]);
  }
  const paths = [...groups.keys()].sort();
  const files = new Map(paths.map((path) => [path, fileText(groups.get(path) ?? [])]));
  files.set(ALIASES_FILE, `[\n${aliases.map((alias) => JSON.stringify(alias)).join(',\n')}\n]\n`);
  files.set(PUBLISHED_IDS_FILE, `${publishedIds(published, records).join('\n')}\n`);
  return files;
}

/**
 * Writes the files and removes the JSON files under dataDir/<vendor>/ that the catalogue no
 * longer has (the pipeline owns data/amd and data/intel; data/curated is its input and untouched).
 */
export async function writeCatalogue(dataDir: string, files: ReadonlyMap<string, string>): Promise<{ written: string[]; removed: string[] }> {
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
