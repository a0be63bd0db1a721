import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CatalogueError } from '../../record/catalogue-error.js';
import type { Processor } from '../../shared/processor.js';
import { parsePublishedIds } from '../records/assign-ids.js';
import { fail, readArguments, type Output } from '../command-line.js';
import { runPipeline } from '../records/pipeline.js';
import { SOURCES } from '../records/sources.js';
import { PipelineError } from '../records/table.js';
import { PUBLISHED_IDS_FILE } from '../records/write-catalogue.js';
import { formatAudit } from './report.js';
import { auditRecords, drawSample } from './sample.js';

export const USAGE = `usage: npm run audit-sample -- --sources DIR --seed N [--count 40] [--data DIR] [--curated DIR]
  Draws --count AMD and Intel records of data/ at random (the same seed draws the same records)
  and prints, for each fact a reference states, the record's value beside every row the import
  reads for it from the sources under DIR (each copy of the vendor's table, the curated records,
  BuildCores, TechPowerUp, PassMark), marking the rows that give another value; then the counts
  and every difference, one a line. Writes nothing.`;

/** the vendors whose records are made from the sources' tables (the others are curated pages only) */
const AUDITED_VENDORS = ['amd', 'intel'] as const;

async function shippedRecords(dataDir: string): Promise<Processor[]> {
  const records: Processor[] = [];
  for (const vendor of AUDITED_VENDORS) {
    for (const name of (await readdir(resolve(dataDir, vendor))).filter((file) => file.endsWith('.json')).sort()) {
      records.push(...(JSON.parse(await readFile(resolve(dataDir, vendor, name), 'utf8')) as Processor[]));
    }
  }
  return records;
}

/** The command line; returns the exit code (1 on a bad argument or input). */
export async function main(argv: readonly string[], output: Output, rootDir: string): Promise<number> {
  const read = readArguments(
    argv,
    { sources: { type: 'string' }, seed: { type: 'string' }, count: { type: 'string', default: '40' }, data: { type: 'string' }, curated: { type: 'string' } },
    USAGE,
    output,
  );
  if ('exitCode' in read) return read.exitCode;
  const { values } = read;
  const seed = Number(values.seed);
  const count = Number(values.count);
  if (values.sources === undefined || values.seed === undefined || !Number.isInteger(seed) || !Number.isInteger(count) || count < 1) {
    output.err(`--sources DIR and a whole --seed are needed, and --count must be a whole number from 1\n${USAGE}`);
    return 1;
  }
  const dataDir = resolve(rootDir, values.data ?? 'data');
  const curatedLabel = values.curated ?? 'data/curated';
  try {
    const ledger = (await readFile(resolve(dataDir, PUBLISHED_IDS_FILE), 'utf8').catch(() => ''))
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    const report = await runPipeline({
      sources: SOURCES,
      sourcesDir: resolve(values.sources),
      curatedDir: resolve(rootDir, curatedLabel),
      curatedLabel,
      published: parsePublishedIds(ledger),
    });
    const records = await shippedRecords(dataDir);
    const audited = auditRecords(drawSample(records, seed, count), report);
    output.out(formatAudit(audited, report.sources, `Self-audit: ${audited.length} of ${records.length} AMD and Intel records, drawn with seed ${seed}.`));
    return 0;
  } catch (error) {
    if (error instanceof PipelineError || error instanceof CatalogueError) return fail(output, error.message);
    throw error;
  }
}
