import { fail, readArguments, type Output } from '../command-line.js';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CatalogueError } from '../../record/catalogue-error.js';
import { parsePublishedIds } from './assign-ids.js';
import type { PublishedId } from './assign-ids.js';
import { runPipeline } from './pipeline.js';
import { formatPipelineReport } from './report.js';
import { SOURCES } from './sources.js';
import { PipelineError } from './table.js';
import { catalogueFiles, PUBLISHED_IDS_FILE, writeCatalogue } from './write-catalogue.js';

export const USAGE = `usage: npm run import -- --sources DIR [--check] [--verbose] [--curated DIR] [--data DIR]
  Builds data/amd and data/intel from the sources in src/pipeline/records/sources.ts, read from
  DIR, which holds the source folders by their names (vendor-2026/, vendor-2025/,
  felixsteinke-vendor/, boavizta-tpu/, buildcores-opendb/), and from the curated records
  (--curated, default data/curated), and prints what it did.
  --data DIR   where to write (default data); --check: write nothing, exit 1 if the files would change`;

async function readLedger(file: string): Promise<PublishedId[] | null> {
  try {
    return parsePublishedIds(
      (await readFile(file, 'utf8'))
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The command line. Returns the exit code: 0 when the catalogue was written (or, with --check,
 * is what the inputs give), 1 on a bad input or argument.
 */
export async function main(argv: readonly string[], output: Output, rootDir: string): Promise<number> {
  const read = readArguments(
    argv,
    {
      sources: { type: 'string' },
      curated: { type: 'string' },
      data: { type: 'string' },
      check: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
    },
    USAGE,
    output,
  );
  if ('exitCode' in read) return read.exitCode;
  const { check, verbose } = read.values;
  if (read.values.sources === undefined) return fail(output, `--sources DIR is needed: the folder that holds the source folders\n${USAGE}`);
  const sourcesDir = resolve(read.values.sources);
  const { curated, data } = read.values;
  const curatedDir = curated === undefined ? resolve(rootDir, 'data/curated') : resolve(curated);
  const curatedLabel = curated ?? 'data/curated';
  const dataDir = data === undefined ? resolve(rootDir, 'data') : resolve(data);
  try {
    const published = await readLedger(resolve(dataDir, PUBLISHED_IDS_FILE));
    const report = await runPipeline({ sources: SOURCES, sourcesDir, curatedDir, curatedLabel, published });
    output.out(formatPipelineReport(report, verbose));
    if (report.lost.length > 0) {
      output.err(`\n${report.lost.length} published ids would have no record and no alias: nothing written`);
      return 1;
    }
    const files = catalogueFiles(report.records, report.aliases, published ?? []);
    if (check) {
      const stale: string[] = [];
      for (const [path, text] of files) if ((await readFile(resolve(dataDir, path), 'utf8').catch(() => '')) !== text) stale.push(path);
      output.out(stale.length === 0 ? '\nThe catalogue in data/ is what these inputs give.' : `\n${stale.length} files would change: ${stale.join(', ')}`);
      return stale.length === 0 ? 0 : 1;
    }
    const { written, removed } = await writeCatalogue(dataDir, files);
    output.out(
      `\nWrote ${report.records.length} records in ${written.length} files${removed.length > 0 ? `; removed ${removed.length} files no line uses any more (${removed.join(', ')})` : ''}.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof PipelineError || error instanceof CatalogueError) return fail(output, error.message);
    throw error;
  }
}
