import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { SCORE_FILE, checkScoreKeys, validateScoreFile } from '../benchmark-file.js';
import { loadShippedProcessors } from '../load.js';
import { writeFileAtomic } from '../import/write-atomic.js';
import type { Processor } from '../../shared/processor.js';
import { REFUSALS, matchRows, type MatchResult, type Refusal } from './match.js';
import { NotesError, parseSnapshotNotes } from './snapshot-notes.js';
import { scoreFileOf } from './score-file-writer.js';
import { TsvError, parseScoreTsv } from './tsv.js';

/**
 * `npm run import-scores -- FILE.tsv [--notes SOURCE.txt] [--out FILE.json]`: matches Blender Open
 * Data's per-device medians to the shipped catalogue and writes the scores file
 * (data/scores/blender-opendata.json by default), then prints what was read, what matched, and
 * every refused row grouped by reason. The notes default to SOURCE.txt beside the table.
 * Re-run it whenever the catalogue grows: rows that named no record before may now.
 */
export interface Output {
  out(text: string): void;
  err(text: string): void;
}

const USAGE = 'usage: import-scores FILE.tsv [--notes SOURCE.txt] [--out FILE.json]';

export async function main(argv: readonly string[], output: Output, rootDir: string): Promise<number> {
  const options = new Map<string, string>();
  const files: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') {
      output.out(USAGE);
      return 0;
    }
    if (arg === '--notes' || arg === '--out') {
      const value = argv[++i];
      if (value === undefined) return fail(output, `${arg} needs a value\n${USAGE}`);
      options.set(arg, value);
    } else if (!arg.startsWith('--')) {
      files.push(arg);
    } else {
      return fail(output, `unexpected argument ${JSON.stringify(arg)}\n${USAGE}`);
    }
  }
  if (files.length !== 1) return fail(output, USAGE);
  const file = files[0]!;
  const notesFile = options.get('--notes') ?? join(dirname(file), 'SOURCE.txt');
  const out = resolve(options.get('--out') ?? join(rootDir, SCORE_FILE));
  try {
    const rows = parseScoreTsv(await readText(file));
    const notes = parseSnapshotNotes(await readText(notesFile));
    const processors = await loadShippedProcessors(rootDir);
    const result = matchRows(rows, processors);
    const scoreFile = scoreFileOf(result.matched, notes);
    // What is written must load: the same checks the server runs at start-up.
    const label = relative(rootDir, out) || out;
    checkScoreKeys(validateScoreFile(scoreFile, label), processors, label);
    await writeFileAtomic(out, `${JSON.stringify(scoreFile, null, 2)}\n`);
    output.out(formatReport(file, rows.length, result, processors));
    output.out(`\nWrote ${result.matched.length} scores to ${label} (snapshot ${notes.snapshot}, Blender ${notes.version}).`);
    return 0;
  } catch (error) {
    if (error instanceof TsvError || error instanceof NotesError) return fail(output, `${error instanceof TsvError ? file : notesFile}: ${error.message}`);
    return fail(output, error instanceof Error ? error.message : String(error));
  }
}

async function readText(file: string): Promise<string> {
  try {
    return await readFile(resolve(file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(`${file}: ${code === 'ENOENT' ? 'file not found' : `cannot be read (${String(error)})`}`);
  }
}

function fail(output: Output, message: string): number {
  output.err(message);
  return 1;
}

const REASON_ORDER: Refusal[] = ['not-in-catalogue', 'duplicate', 'ambiguous', 'unidentifiable', 'other-vendor'];

/** The terminal report: counts, matches by vendor and segment, then every refused row under its reason. */
export function formatReport(file: string, rowsRead: number, { matched, refused }: MatchResult, processors: readonly Processor[]): string {
  const segmentOf = new Map(processors.map((p) => [`${p.vendor}:${p.id}`, p.segment]));
  const bySegment = new Map<string, number>();
  for (const { record } of matched) {
    const label = `${record.vendor === 'amd' ? 'AMD' : 'Intel'} ${segmentOf.get(`${record.vendor}:${record.id}`)}`;
    bySegment.set(label, (bySegment.get(label) ?? 0) + 1);
  }
  const lines = [
    `${file}: ${rowsRead} rows read, ${matched.length} matched, ${refused.length} refused.`,
    '',
    'Matched, by vendor and segment:',
    ...[...bySegment].sort(([a], [b]) => (a < b ? -1 : 1)).map(([label, count]) => `  ${String(count).padStart(4)}  ${label}`),
  ];
  for (const reason of REASON_ORDER) {
    const rows = refused.filter((refusal) => refusal.reason === reason);
    if (!rows.length) continue;
    lines.push('', `Refused, ${REFUSALS[reason]} (${rows.length}):`);
    for (const { row, detail } of rows) lines.push(`  line ${String(row.line).padStart(3)}  ${JSON.stringify(row.name)}: ${detail}`);
  }
  return lines.join('\n');
}
