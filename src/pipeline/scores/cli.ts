import { mkdir, readFile, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { checkScoreKeys, validateScoreFile, type ScoreFile } from '../../record/benchmark-file.js';
import type { BenchmarkModule } from '../../record/benchmarks/declaration.js';
import { scoreFileOfParts, scoreFileTexts } from '../../record/score-files.js';
import { scoreFileFrom } from './score-file-writer.js';
import { fail, readArguments, type Output } from '../command-line.js';
import { writeFileAtomic } from '../records/write-atomic.js';
import { loadShippedProcessors } from '../../record/shipped-records.js';
import { BENCHMARK_MODULES } from '../../record/benchmarks/list.js';
import { deriveModule } from './derived-modules.js';
import { importersOfModules } from './importers.js';
import type { ModuleImport } from './module-import.js';
import { coverageReport, moduleReport } from './report.js';
import { SourceError } from './source-files.js';

/**
 * `npm run import-scores -- --sources DIR [--check] [--verbose]`: computes every benchmark
 * module's figures from its folder under DIR (blender-opendata/, spec-cpu2017/, hardinfo2/),
 * matched to the shipped catalogue, into data/scores/<module>.json (or one file per benchmark in
 * data/scores/<module>/, for a module that declares it), then the modules derived from those
 * figures (the single-thread index, data/scores/single-thread-index.json), and reports per
 * benchmark what was read, matched, refused and flagged. With --check nothing is written: the command fails
 * when a file would change. Re-run it whenever the catalogue changes: rows that named no record
 * before may now, and matching is by name, so renamed records are followed.
 */
const USAGE =
  'usage: import-scores --sources DIR [--check] [--verbose]\n' + '  DIR holds one folder per benchmark module: blender-opendata/, spec-cpu2017/, hardinfo2/';

export async function main(argv: readonly string[], output: Output, rootDir: string): Promise<number> {
  const read = readArguments(
    argv,
    { sources: { type: 'string' }, check: { type: 'boolean', default: false }, verbose: { type: 'boolean', default: false } },
    USAGE,
    output,
  );
  if ('exitCode' in read) return read.exitCode;
  const { sources, check, verbose } = read.values;
  if (sources === undefined) return fail(output, USAGE);
  try {
    const processors = await loadShippedProcessors(rootDir);
    const made: { module: BenchmarkModule; file: ScoreFile }[] = [];
    const stale: string[] = [];
    const write = async (module: BenchmarkModule, imported: ModuleImport) => {
      const file = validateScoreFile(JSON.parse(JSON.stringify(scoreFileFrom(module, imported))), module, module.id);
      checkScoreKeys(file, processors, module.id);
      const texts = scoreFileTexts(file, module);
      // What is written must load, and read back as what was computed: the same checks the server runs at start-up.
      const read = scoreFileOfParts(
        texts.map(({ label, text }) => ({ label, benchmarks: Object.keys(JSON.parse(text).benchmarks), data: JSON.parse(text) })),
        module,
        processors,
      );
      if (JSON.stringify(read) !== JSON.stringify(file)) throw new Error(`${module.id}: the files would not read back as the figures they were made from`);
      made.push({ module, file });
      output.out(moduleReport(module, imported, file, processors, verbose));
      output.out('');
      for (const { label, text } of texts) {
        const target = join(rootDir, label);
        if ((await readIfThere(target)) === text) {
          output.out(`${label}: unchanged.`);
        } else if (check) {
          stale.push(label);
          output.out(`${label}: WOULD CHANGE.`);
        } else {
          await mkdir(dirname(target), { recursive: true });
          await writeFileAtomic(target, text);
          output.out(`Wrote ${label}.`);
        }
      }
      // A module that moved to one file per benchmark leaves its single file behind, which nothing reads.
      const single = `data/scores/${module.id}.json`;
      if (module.filePerBenchmark && (await readIfThere(join(rootDir, single))) !== null) {
        if (check) {
          stale.push(single);
          output.out(`${single}: WOULD BE REMOVED (its figures are in data/scores/${module.id}/).`);
        } else {
          await rm(join(rootDir, single));
          output.out(`Removed ${single} (its figures are in data/scores/${module.id}/).`);
        }
      }
      output.out('');
    };
    for (const importer of importersOfModules()) await write(importer.module, await importer.read(join(resolve(sources), importer.module.id), processors));
    // Then the figures derived from theirs (the single-thread index), from what was just made.
    for (const module of BENCHMARK_MODULES.filter((candidate) => candidate.derivedFrom)) await write(module, deriveModule(module, made, processors));
    output.out(coverageReport(made, processors));
    if (stale.length) return fail(output, `--check: ${stale.join(', ')} would change (run npm run import-scores -- --sources DIR, and commit the result)`);
    return 0;
  } catch (error) {
    if (error instanceof SourceError) return fail(output, error.message);
    return fail(output, error instanceof Error ? error.message : String(error));
  }
}

async function readIfThere(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
