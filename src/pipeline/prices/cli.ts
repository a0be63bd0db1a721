import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { CatalogueError } from '../../record/catalogue-error.js';
import { loadShippedProcessors } from '../../record/shipped-records.js';
import { PRICE_FILE, validatePriceFile } from '../../record/price-file.js';
import type { PriceFile } from '../../record/price-schema.js';
import { PipelineError } from '../records/table.js';
import { fail, readArguments, type Output } from '../command-line.js';
import { writeFileAtomic } from '../records/write-atomic.js';
import { buildPriceFile, parseSourceNotes } from './price-file-builder.js';
import { PriceSourceError, readPriceRows } from './price-rows.js';
import { formatReport } from './report.js';
import { readUnmatchedCodes, UNMATCHED_CODES_FILE } from './unmatched-codes.js';

/**
 * `npm run import-prices -- --sources DIR [--check] [--out FILE]`: reads DIR/frocloud-prices/
 * (cpu-prices.csv, and SOURCE.txt, which names the commit and the licence), matches every model
 * code to one processor of the shipped catalogue, marks carried-forward and doubtful prices, and
 * writes data/prices/frocloud.json; then prints each code's match, the marks and the months'
 * coverage. --check writes nothing and exits 1 when the file would change. docs/prices.md has the rules.
 */
export const USAGE = `usage: npm run import-prices -- --sources DIR [--check] [--out FILE]
  DIR holds frocloud-prices/ (cpu-prices.csv, SOURCE.txt). Writes ${PRICE_FILE} (or FILE);
  --check: write nothing, exit 1 if the file would change`;

export const SOURCE_FOLDER = 'frocloud-prices';

export async function main(argv: readonly string[], output: Output, rootDir: string): Promise<number> {
  const read = readArguments(argv, { sources: { type: 'string' }, check: { type: 'boolean', default: false }, out: { type: 'string' } }, USAGE, output);
  if ('exitCode' in read) return read.exitCode;
  const args = read.values;
  if (args.sources === undefined) return fail(output, USAGE);
  const out = args.out === undefined ? join(rootDir, PRICE_FILE) : resolve(args.out);
  const label = relative(rootDir, out) || out;
  const folder = join(args.sources, SOURCE_FOLDER);
  try {
    const notes = parseSourceNotes(await readText(join(folder, 'SOURCE.txt'), `${SOURCE_FOLDER}/SOURCE.txt`));
    const csv = await readText(join(folder, 'cpu-prices.csv'), `${SOURCE_FOLDER}/cpu-prices.csv`);
    // The commit written into our file is the one SOURCE.txt names: the file must be that one.
    const sha256 = createHash('sha256').update(csv).digest('hex');
    if (notes.sha256 !== null && notes.sha256 !== sha256)
      throw new PriceSourceError(
        `${SOURCE_FOLDER}/cpu-prices.csv is not the file SOURCE.txt describes (sha256 ${sha256.slice(0, 12)}…, SOURCE.txt says ${notes.sha256.slice(0, 12)}…): update SOURCE.txt with the file`,
      );
    const rows = readPriceRows(csv, `${SOURCE_FOLDER}/cpu-prices.csv`);
    const processors = await loadShippedProcessors(rootDir);
    const declared = await readUnmatchedCodes(join(rootDir, UNMATCHED_CODES_FILE));
    const imported = buildPriceFile(rows, notes, processors, declared);
    const text = priceFileText(imported.file);
    // What is written must load, and read back as what was built: the same checks the server runs at start-up.
    const read = validatePriceFile(JSON.parse(text), processors, label);
    if (JSON.stringify(read) !== JSON.stringify(imported.file)) throw new PriceSourceError(`${label} would not read back as the prices it was made from`);
    output.out(formatReport(imported, rows.length, processors));
    if (args.check) {
      const current = await readFile(out, 'utf8').catch(() => null);
      output.out(current === text ? `\n${label} is what these inputs give.` : `\n${label} would change.`);
      return current === text ? 0 : 1;
    }
    await mkdir(dirname(out), { recursive: true });
    await writeFileAtomic(out, text);
    output.out(`\nWrote ${Object.keys(imported.file.series).length} series (${Object.keys(imported.file.unmatched).length} codes unmatched) to ${label}.`);
    return 0;
  } catch (error) {
    if (error instanceof PriceSourceError || error instanceof CatalogueError || error instanceof PipelineError || error instanceof SyntaxError)
      return fail(output, error.message);
    throw error;
  }
}

/**
 * The file as written: two-space JSON, but one line per match and per price, so a month's new
 * prices read as a line each in a diff, and the file stays small.
 */
export function priceFileText(file: PriceFile): string {
  const block = (entries: readonly string[], indent: string) => (entries.length ? `\n${entries.join(',\n')}\n${indent}` : '');
  const points = (list: readonly unknown[], indent: string) =>
    `[${block(
      list.map((point) => `${indent}  ${JSON.stringify(point)}`),
      indent,
    )}]`;
  const { matches, series, unmatched, ...head } = file;
  const lines = Object.entries(head).map(([name, value]) => `  ${JSON.stringify(name)}: ${JSON.stringify(value, null, 2).replace(/\n/g, '\n  ')}`);
  lines.push(
    `  "matches": {${block(
      Object.entries(matches).map(([code, match]) => `    ${JSON.stringify(code)}: ${JSON.stringify(match)}`),
      '  ',
    )}}`,
  );
  lines.push(
    `  "series": {${block(
      Object.entries(series).map(([key, list]) => `    ${JSON.stringify(key)}: ${points(list, '    ')}`),
      '  ',
    )}}`,
  );
  lines.push(
    `  "unmatched": {${block(
      Object.entries(unmatched).map(
        ([code, entry]) =>
          `    ${JSON.stringify(code)}: {\n      "reason": ${JSON.stringify(entry.reason)},\n      "prices": ${points(entry.prices, '      ')}\n    }`,
      ),
      '  ',
    )}}`,
  );
  return `{\n${lines.join(',\n')}\n}\n`;
}

async function readText(path: string, label: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new PriceSourceError(`${label}: ${code === 'ENOENT' ? 'file not found' : `cannot be read (${String(error)})`}`);
  }
}
