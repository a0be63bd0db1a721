import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { CatalogueError } from '../../record/catalogue-error.js';
import { fail, readArguments, type Output } from '../command-line.js';
import { writeFileAtomic } from '../records/write-atomic.js';
import { BOARDS_FILE, CHIPSETS_FILE, SOCKETS_FILE, validateBoardIndex, validateChipsets, validateSockets } from '../../record/platforms/platform-files.js';
import { platformNames } from '../../record/platforms/platform-names.js';
import { boardFileText, boardIndexOfFile } from '../../record/platforms/board-file.js';
import { BoardDocumentError, buildBoardIndex, parseSourceNotes, type BoardImportReport } from './board-index.js';

/**
 * `npm run import-boards -- --sources DIR [--check] [--out FILE]`: reads DIR/buildcores-opendb/
 * (motherboards.jsonl and SOURCE.txt, which names the commit), derives the board index and writes
 * data/platforms/boards.json, then prints how many boards it placed and every socket and chipset
 * spelling it could not. --check writes nothing and exits 1 when the file would change.
 */
export const USAGE = `usage: npm run import-boards -- --sources DIR [--check] [--out FILE]
  DIR holds buildcores-opendb/ (motherboards.jsonl, SOURCE.txt). Writes ${BOARDS_FILE} (or FILE);
  --check: write nothing, exit 1 if the file would change`;

export const SOURCE_FOLDER = 'buildcores-opendb';

export async function main(argv: readonly string[], output: Output, rootDir: string): Promise<number> {
  const read = readArguments(argv, { sources: { type: 'string' }, out: { type: 'string' }, check: { type: 'boolean', default: false } }, USAGE, output);
  if ('exitCode' in read) return read.exitCode;
  const { sources, check } = read.values;
  const out = read.values.out === undefined ? resolve(rootDir, BOARDS_FILE) : resolve(read.values.out);
  if (sources === undefined) return fail(output, USAGE);
  const folder = join(sources, SOURCE_FOLDER);
  try {
    const sockets = validateSockets(JSON.parse(await readText(join(rootDir, SOCKETS_FILE), SOCKETS_FILE)));
    const chipsets = validateChipsets(JSON.parse(await readText(join(rootDir, CHIPSETS_FILE), CHIPSETS_FILE)), sockets);
    const notes = parseSourceNotes(await readText(join(folder, 'SOURCE.txt'), `${SOURCE_FOLDER}/SOURCE.txt`));
    const documents = parseJsonLines(await readText(join(folder, 'motherboards.jsonl'), `${SOURCE_FOLDER}/motherboards.jsonl`));
    const { index, report } = buildBoardIndex(documents, notes, platformNames(sockets, chipsets));
    const label = relative(rootDir, out) || out;
    const text = boardFileText(index);
    // What is written must load, and read back as what was built: the same checks the server runs at start-up.
    const read = validateBoardIndex(boardIndexOfFile(JSON.parse(text), label), sockets, chipsets, label);
    if (JSON.stringify(read) !== JSON.stringify(index)) throw new BoardDocumentError(`${label} would not read back as the index it was made from`);
    output.out(formatReport(report, notes.commit));
    if (check) {
      const current = await readFile(out, 'utf8').catch(() => null);
      output.out(current === text ? `\n${label} is what these inputs give.` : `\n${label} would change.`);
      return current === text ? 0 : 1;
    }
    await writeFileAtomic(out, text);
    output.out(`\nWrote ${index.boards.length} boards to ${label}.`);
    return 0;
  } catch (error) {
    if (error instanceof CatalogueError || error instanceof BoardDocumentError || error instanceof SyntaxError) return fail(output, error.message);
    throw error;
  }
}

async function readText(path: string, label: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BoardDocumentError(`${label}: ${code === 'ENOENT' ? 'file not found' : `cannot be read (${String(error)})`}`);
  }
}

function parseJsonLines(text: string): unknown[] {
  const documents: unknown[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      documents.push(JSON.parse(line));
    } catch (error) {
      throw new BoardDocumentError(`${SOURCE_FOLDER}/motherboards.jsonl line ${index + 1}: not JSON (${(error as Error).message})`);
    }
  });
  return documents;
}

const byCount = (map: Map<string, number>) => [...map].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));

export function formatReport(report: BoardImportReport, commit: string): string {
  const unmatchedSockets = report.read - report.socketMatched;
  const lines = [
    `BuildCores OpenDB ${commit.slice(0, 12)}: ${report.read} boards read; socket matched for ${report.socketMatched}, chipset for ${report.chipsetMatched}.`,
  ];
  lines.push('', `Boards whose socket matched no socket record (${unmatchedSockets}):`);
  for (const [text, count] of byCount(report.unmatchedSockets)) lines.push(`  ${String(count).padStart(4)}  ${text}`);
  const unmatchedChipsets = report.socketMatched - report.chipsetMatched;
  lines.push('', `Boards on a known socket whose chipset matched no chipset record (${unmatchedChipsets}):`);
  for (const [text, count] of byCount(report.unmatchedChipsets)) lines.push(`  ${String(count).padStart(4)}  ${text}`);
  lines.push('', `Names cleaned: ${report.cleaned} (maker first, the listing's description cut). For example:`);
  for (const [listed, name] of report.cleanedExamples) lines.push(`  ${listed}\n    → ${name}`);
  lines.push('', `Listings merged into another of the same model: ${report.merged} (their ids answer as aliases). For example:`);
  for (const [id, name] of report.mergedExamples) lines.push(`  ${id} → ${name}`);
  lines.push('', `Merged boards whose listings disagree on BIOS Flashback, recorded as disputed (flashback unknown): ${report.flashbackDisputed.length}.`);
  for (const name of report.flashbackDisputed) lines.push(`  ${name}`);
  return lines.join('\n');
}
