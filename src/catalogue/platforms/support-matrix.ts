import type { ProcessorLine, SupportStatement } from '../../record/platform-schema.js';
import type { Processor } from '../../shared/processor.js';
import { launchSortKey } from '../launch-keys.js';
import { lineMatches, statementIn, type SupportRow } from './fits.js';
import type { Platforms } from './platforms.js';

/*
 * A socket's compatibility matrix: every row (chipset) against every processor line on the socket,
 * each cell the statement that speaks of it, or null: not stated. The lines are the socket's
 * processors' generations, split by codename or by integrated graphics only where a statement on
 * the socket draws that line (Ryzen 3000 with and without graphics on AM4; Coffee Lake on LGA1151).
 * Made from the statements and the catalogue at each call: a page asks for one socket's.
 */

export interface SupportMatrix {
  socket: string;
  /** oldest line first (by its first launch), then by name */
  lines: ProcessorLine[];
  rows: { row: SupportRow; cells: (SupportStatement | null)[] }[];
  /** distinct generations among the socket's processors */
  generations: number;
}

/** The line a processor sits in on a socket: its generation, and what the statements about it narrow by. */
export function lineOf(processor: Processor, rows: readonly SupportRow[]): ProcessorLine {
  let codename = false;
  let graphics = false;
  for (const row of rows) {
    for (const statement of row.support) {
      if (!lineMatches(statement.line, processor)) continue;
      codename ||= statement.line.codename !== null;
      graphics ||= statement.line.graphics !== null;
    }
  }
  return { generation: processor.generation, codename: codename ? processor.codename : null, graphics: graphics ? processor.igpu !== null : null };
}

const keyOf = (line: ProcessorLine) => `${line.generation}|${line.codename ?? ''}|${line.graphics ?? ''}`;

/** The matrix of a socket with more than one processor generation; null for one with fewer. */
export function supportMatrix(platforms: Platforms, socket: string): SupportMatrix | null {
  const processors = platforms.processorsOn(socket);
  const generations = new Set(processors.map((processor) => processor.generation)).size;
  if (generations < 2) return null;
  const rows = platforms.supportRows(socket);
  const lines = new Map<string, { line: ProcessorLine; first: number; member: Processor }>();
  for (const processor of processors) {
    const line = lineOf(processor, rows);
    const key = keyOf(line);
    const launch = launchSortKey(processor.launched) ?? Infinity;
    const known = lines.get(key);
    if (known === undefined) lines.set(key, { line, first: launch, member: processor });
    else if (launch < known.first) known.first = launch;
  }
  const ordered = [...lines.values()].sort((a, b) => a.first - b.first || (keyOf(a.line) < keyOf(b.line) ? -1 : 1));
  return {
    socket,
    lines: ordered.map((entry) => entry.line),
    rows: rows.map((row) => ({ row, cells: ordered.map((entry) => statementIn(row.support, entry.member)) })),
    generations,
  };
}
