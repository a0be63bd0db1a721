import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CatalogueError } from '../../record/catalogue-error.js';
import type { Processor } from '../../shared/processor.js';
import { fail, readArguments, type Output } from '../command-line.js';
import { runPipeline } from '../records/pipeline.js';
import { SOURCES } from '../records/sources.js';
import { PipelineError } from '../records/table.js';
import { countErrorClasses, type ErrorClass } from './error-classes.js';

export const USAGE = `usage: npm run audit-classes -- --sources DIR [--data DIR] [--curated DIR] [--list]
  Counts, over every record of data/ (or --data, a catalogue written by an earlier import), each
  known error class against the rows the import reads from the sources under DIR: ARK's memory text
  misread (A-D), an L3 on a part without one, graphics "none" where ARK lists a clock, a TDP at the
  top of AMD's range, a launch month outside the vendor's quarter, a Xeon Phi "unlocked", one
  package as two sockets, a vendor cited for facts it does not state, records without a date and
  vendor sources that are a search or a whole table. --list names each record. Exits 1 when a class
  that leaves no residue on purpose counts a record. Writes nothing.`;

async function catalogue(dataDir: string): Promise<Processor[]> {
  const records: Processor[] = [];
  for (const vendor of (await readdir(dataDir, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()) {
    for (const name of (await readdir(resolve(dataDir, vendor))).filter((file) => file.endsWith('.json')).sort()) {
      const parsed: unknown = JSON.parse(await readFile(resolve(dataDir, vendor, name), 'utf8'));
      // data/ holds other files beside the records' folders (scores, platforms, prices): only arrays of records are read
      if (Array.isArray(parsed)) records.push(...(parsed as Processor[]).filter((r) => typeof r?.id === 'string' && r.sources !== undefined));
    }
  }
  return records;
}

/** the counts as text: each class with its count (and by vendor), its residue's reason, and with --list its records */
export function formatClasses(classes: readonly ErrorClass[], list: boolean): string {
  const lines: string[] = [];
  for (const entry of classes) {
    const byVendor = new Map<string, number>();
    for (const key of entry.records) byVendor.set(key.split(':')[0]!, (byVendor.get(key.split(':')[0]!) ?? 0) + 1);
    const vendors = [...byVendor].map(([vendor, n]) => `${vendor} ${n}`).join(', ');
    lines.push(`${String(entry.records.length).padStart(5)}  ${entry.id}: ${entry.title}${vendors && byVendor.size > 0 ? ` (${vendors})` : ''}`);
    if (entry.residue !== undefined && entry.records.length > 0) lines.push(`       left on purpose: ${entry.residue}`);
    if (list) for (const key of entry.records) lines.push(`         ${key}`);
  }
  return lines.join('\n');
}

/** the classes counted as errors: those with no residue on purpose, beside the dates and pages still to find */
const OPEN_WORK = new Set(['undated', 'search-page citations']);

/** The command line; returns the exit code (1 on a bad argument or input, or an error class that counts a record). */
export async function main(argv: readonly string[], output: Output, rootDir: string): Promise<number> {
  const read = readArguments(
    argv,
    { sources: { type: 'string' }, data: { type: 'string' }, curated: { type: 'string' }, list: { type: 'boolean', default: false } },
    USAGE,
    output,
  );
  if ('exitCode' in read) return read.exitCode;
  const { values } = read;
  if (values.sources === undefined) return fail(output, `--sources DIR is needed\n${USAGE}`);
  const curatedLabel = values.curated ?? 'data/curated';
  try {
    const report = await runPipeline({
      sources: SOURCES,
      sourcesDir: resolve(values.sources),
      curatedDir: resolve(rootDir, curatedLabel),
      curatedLabel,
      published: null,
    });
    const records = await catalogue(resolve(rootDir, values.data ?? 'data'));
    const classes = countErrorClasses(records, report.rows);
    output.out(`Error classes over ${records.length} records, against the rows the import reads:\n${formatClasses(classes, values.list)}`);
    const errors = classes.filter((c) => c.residue === undefined && !OPEN_WORK.has(c.id) && c.records.length > 0);
    if (errors.length > 0) return fail(output, `error classes with records: ${errors.map((c) => `${c.id} ${c.records.length}`).join(', ')}`);
    return 0;
  } catch (error) {
    if (error instanceof PipelineError || error instanceof CatalogueError) return fail(output, error.message);
    throw error;
  }
}
