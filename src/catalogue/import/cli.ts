import { resolve } from 'node:path';
import { CatalogueError } from '../catalogue-error.js';
import { runPipeline } from './pipeline.js';
import type { PipelineInputs } from './pipeline.js';
import { formatPipelineReport } from './report.js';
import { PipelineError } from './table.js';
import { writeCatalogue } from './write-catalogue.js';

/** where main prints: the process's streams in main.ts, strings in tests */
export interface Output {
  out(text: string): void;
  err(text: string): void;
}

export const USAGE = `usage: npm run import -- [--intel ARK.csv] [--amd AMD.csv] [--techpowerup TPU.csv] [--passmark PASSMARK.csv]
                         [--curated DIR] [--data DIR] [--check] [--verbose]
  Builds data/amd and data/intel from the vendor exports, the secondary sources and the curated
  records (DIR/<vendor>/*.json, DIR/corrections.json; default data/curated), and prints what it did.
  --data DIR   where to write (default data); --check: write nothing, exit 1 if the files would change`;

const FILE_OPTIONS = { '--intel': 'intel', '--amd': 'amd', '--techpowerup': 'techpowerup', '--passmark': 'passmark' } as const;

/**
 * The command line. Returns the exit code: 0 when the catalogue was written (or, with --check,
 * is what the inputs give), 1 on a bad input or argument.
 */
export async function main(argv: readonly string[], output: Output, rootDir: string): Promise<number> {
  const inputs: PipelineInputs = { curatedDir: resolve(rootDir, 'data/curated'), curatedLabel: 'data/curated' };
  let dataDir = resolve(rootDir, 'data');
  let check = false;
  let verbose = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') {
      output.out(USAGE);
      return 0;
    }
    if (arg === '--check') check = true;
    else if (arg === '--verbose') verbose = true;
    else if (arg in FILE_OPTIONS || arg === '--curated' || arg === '--data') {
      const value = argv[++i];
      if (value === undefined || value.startsWith('--')) {
        output.err(`${arg} needs a value\n${USAGE}`);
        return 1;
      }
      if (arg === '--curated') Object.assign(inputs, { curatedDir: resolve(value), curatedLabel: value });
      else if (arg === '--data') dataDir = resolve(value);
      else inputs[FILE_OPTIONS[arg as keyof typeof FILE_OPTIONS]] = value;
    } else {
      output.err(`unexpected argument ${JSON.stringify(arg)}\n${USAGE}`);
      return 1;
    }
  }
  try {
    const report = await runPipeline(inputs);
    output.out(formatPipelineReport(report, verbose));
    if (check) {
      const { catalogueFiles } = await import('./write-catalogue.js');
      const { readFile } = await import('node:fs/promises');
      const files = catalogueFiles(report.records);
      const stale: string[] = [];
      for (const [path, text] of files) if ((await readFile(resolve(dataDir, path), 'utf8').catch(() => '')) !== text) stale.push(path);
      output.out(stale.length === 0 ? '\nThe catalogue in data/ is what these inputs give.' : `\n${stale.length} files would change: ${stale.join(', ')}`);
      return stale.length === 0 ? 0 : 1;
    }
    const { written, removed } = await writeCatalogue(dataDir, report.records);
    output.out(`\nWrote ${report.records.length} records in ${written.length} files${removed.length > 0 ? `; removed ${removed.length} files no line uses any more (${removed.join(', ')})` : ''}.`);
    return 0;
  } catch (error) {
    if (error instanceof PipelineError || error instanceof CatalogueError) {
      output.err(error.message);
      return 1;
    }
    throw error;
  }
}
