import { join } from 'node:path';
import type { BenchmarkResult } from './benchmark-vocabulary.js';
import type { Processor } from './processor.js';
import { checkScoreKeys, formatScoreFile, validateScoreFile, type ScoreFile, type WrittenScoreFile } from './benchmark-file.js';
import { scoreFilesOf, type BenchmarkModule, type ResultUrl } from './benchmarks/declaration.js';
import { CatalogueError } from './catalogue-error.js';
import { readJsonFile } from './json-file.js';

/*
 * How a module's figures sit on disk, and back. Most modules write one file; one that declares
 * `filePerBenchmark` writes one per benchmark, each with the whole header (source, licence,
 * credit, notice, snapshot), so any file read alone still says where its figures come from. A
 * module that declares `resultUrl` (SPEC, whose results each live at one address pattern) writes
 * each cited result as a row of RESULT_COLUMNS, its id in place of its URL, and the header's
 * `resultRows` says how the URL is made. In memory a module's figures are one ScoreFile, results
 * as objects with their URLs: what the catalogue, pages and open data read.
 */

/** The columns of a cited result's row, in order. */
export const RESULT_COLUMNS = ['result', 'sponsor', 'system', 'published', 'score'] as const;

type ResultRow = [string, string, string, string, number];

/** The header that explains a file's result rows to a reader, as the module declares it. */
function resultRowsHeader(resultUrl: ResultUrl) {
  return { columns: RESULT_COLUMNS, url: resultUrl.template, placeholders: resultUrl.placeholders };
}

/** The text of each of the module's files for its validated figures, with the file's path under the repository root. */
export function scoreFileTexts(file: ScoreFile, module: BenchmarkModule): { label: string; text: string }[] {
  const { benchmarks, ...header } = file;
  return scoreFilesOf(module).map(({ label, benchmarks: holds }) => {
    const written: WrittenScoreFile = {
      ...header,
      ...(module.resultUrl ? { resultRows: resultRowsHeader(module.resultUrl) } : {}),
      benchmarks: Object.fromEntries(holds.map((id) => [id, rowsOf(benchmarks[id]!, module.resultUrl, `${label}: ${id}`)])),
    };
    return { label, text: formatScoreFile(written) };
  });
}

function rowsOf(benchmark: ScoreFile['benchmarks'][string], resultUrl: ResultUrl | undefined, where: string) {
  if (!resultUrl) return benchmark;
  const figures = Object.fromEntries(
    Object.entries(benchmark.figures).map(([key, figure]) => {
      if (!figure.results) return [key, figure];
      const results = figure.results.map((result): ResultRow => {
        const id = resultUrl.id(result.url, result.published);
        // A URL the pattern cannot give back would be lost: the pattern must change first.
        if (id === null) throw new Error(`${where} ${key}: ${result.url} (published ${result.published}) does not follow ${resultUrl.template}`);
        return [id, result.sponsor, result.system, result.published, result.score];
      });
      return [key, { ...figure, results }];
    }),
  );
  return { ...benchmark, figures };
}

/**
 * One file's parsed JSON in ScoreFile's shape, for validateScoreFile: each result row becomes the
 * result with its URL. Only the file's own frame is checked here (the header that explains the
 * rows, and each row's length); the schema checks the values.
 */
export function resultsOfRows(data: unknown, module: BenchmarkModule, label: string): unknown {
  if (!module.resultUrl || typeof data !== 'object' || data === null) return data;
  const { resultRows, benchmarks, ...header } = data as Record<string, unknown>;
  const expected = resultRowsHeader(module.resultUrl);
  if (JSON.stringify(resultRows) !== JSON.stringify(expected)) {
    throw new CatalogueError({ file: label, field: 'resultRows' }, `must be ${JSON.stringify(expected)} (re-run npm run import-scores)`);
  }
  if (typeof benchmarks !== 'object' || benchmarks === null) return { ...header, benchmarks };
  const resultUrl = module.resultUrl;
  return {
    ...header,
    benchmarks: Object.fromEntries(
      Object.entries(benchmarks).map(([id, benchmark]) => {
        const figures = (benchmark as { figures?: unknown } | null)?.figures;
        if (typeof figures !== 'object' || figures === null) return [id, benchmark];
        return [
          id,
          {
            ...benchmark,
            figures: Object.fromEntries(
              Object.entries(figures).map(([key, figure]) => {
                const rows = (figure as { results?: unknown } | null)?.results;
                if (!Array.isArray(rows)) return [key, figure];
                const results = rows.map((row: unknown, index): BenchmarkResult => {
                  if (
                    !Array.isArray(row) ||
                    row.length !== RESULT_COLUMNS.length ||
                    typeof row[0] !== 'string' ||
                    typeof row[3] !== 'string' ||
                    !/^\d{4}-(0[1-9]|1[0-2])$/.test(row[3])
                  ) {
                    throw new CatalogueError(
                      { file: label, id: `${id} ${key}`, field: `results.${index}` },
                      `must be a row of ${RESULT_COLUMNS.join(', ')} with published a month, YYYY-MM`,
                    );
                  }
                  const [result, sponsor, system, published, score] = row as ResultRow;
                  return { url: resultUrl.url(result, published), sponsor, system, published, score };
                });
                return [key, { ...(figure as object), results }];
              }),
            ),
          },
        ];
      }),
    ),
  };
}

/**
 * A module's files, parsed, as its one validated ScoreFile; each file is checked on its own
 * first, so a problem names the file it is in. Every file's header must be the same.
 */
export function scoreFileOfParts(
  parts: readonly { label: string; benchmarks: readonly string[]; data: unknown }[],
  module: BenchmarkModule,
  processors: readonly Pick<Processor, 'vendor' | 'id'>[] | null,
): ScoreFile {
  let merged: ScoreFile | null = null;
  let first = '';
  for (const { label, benchmarks: holds, data } of parts) {
    const file = validateScoreFile(resultsOfRows(data, module, label), module, label, holds);
    if (processors) checkScoreKeys(file, processors, label);
    const { benchmarks, ...header } = file;
    if (merged === null) {
      merged = { ...file, benchmarks: { ...benchmarks } };
      first = label;
      continue;
    }
    const { benchmarks: _, ...firstHeader } = merged;
    for (const field of Object.keys(header) as (keyof typeof header)[]) {
      if (JSON.stringify(header[field]) !== JSON.stringify(firstHeader[field])) {
        throw new CatalogueError({ file: label, field }, `differs from ${first}: a module's files share one header (re-run npm run import-scores)`);
      }
    }
    Object.assign(merged.benchmarks, benchmarks);
  }
  if (merged === null) throw new Error(`${module.id} declares no file`);
  const { benchmarks } = merged;
  // the module's order of benchmarks, whatever order the files were read in
  return { ...merged, benchmarks: Object.fromEntries(module.benchmarks.map(({ id }) => [id, benchmarks[id]!])) };
}

/**
 * A module's figures under rootDir, validated against the module and, when given, the catalogue's
 * processors; null when none of its files is there (its benchmarks are then absent, and pages say
 * "no open benchmark result yet"). One file of several missing stops start-up.
 */
export async function readScoreFiles(
  rootDir: string,
  module: BenchmarkModule,
  processors: readonly Pick<Processor, 'vendor' | 'id'>[] | null,
): Promise<ScoreFile | null> {
  const parts = await Promise.all(scoreFilesOf(module).map(async (part) => ({ ...part, data: await readJsonFile(join(rootDir, part.label), part.label) })));
  const missing = parts.filter((part) => part.data === undefined);
  if (missing.length === parts.length) return null;
  if (missing.length) {
    throw new CatalogueError({ file: missing[0]!.label }, `file not found (the other files of ${module.id} are there; re-run npm run import-scores)`);
  }
  return scoreFileOfParts(parts, module, processors);
}
