import type { Board, ChipsetRecord, PlatformSource, SupportStatement, SupportStatus } from '../../shared/platform-schema.js';
import { BUILDCORES_REPOSITORY } from '../../shared/platform-schema.js';
import type { Processor } from '../../shared/processor.js';

/*
 * Whether a processor fits a chipset or a board, and why not, each reason with the page that
 * states it. Only what a source states counts: a chipset whose vendor says nothing about a
 * processor's line is "not stated", never "supported".
 */

/**
 * supported        the vendor says the chipset supports the processor's line
 * bios-update      the vendor says it does, after a BIOS update
 * unsupported      the vendor says the chipset does not support the line
 * memory-mismatch  the board's memory type is not one the processor's vendor lists
 * not-stated       same socket, but the vendor says nothing about this line on this chipset
 * socket-only      no chipset or board was given: the processor fits the socket; the caveats
 *                  list the chipsets on it where the vendor says otherwise
 * other-socket     the board or chipset is for another socket
 */
export type FitStatus = SupportStatus | 'memory-mismatch' | 'not-stated' | 'socket-only' | 'other-socket';

export interface Caveat {
  kind: 'bios-update' | 'chipset-unsupported' | 'memory-type' | 'not-stated';
  /** the chipset ids it concerns; empty for a memory caveat */
  chipsets: string[];
  /** the vendor's statement in our words, when the caveat rests on one */
  statement: string | null;
  /** the page that states it: the vendor's for chipset caveats, the board's document for memory */
  source: PlatformSource | null;
  /** for a memory caveat: the board's type and the types the processor's vendor lists */
  memory: { board: string; processor: string[] } | null;
}

export interface Fit {
  status: FitStatus;
  caveats: Caveat[];
}

/** What a fit is asked against: the processor's socket ids, and the chipset and board when known. */
export interface FitContext {
  sockets: readonly string[];
  chipset: ChipsetRecord | null;
  board: Board | null;
}

/** The statement about a processor's line on a chipset: a codename match beats a whole-generation one. */
export function statementFor(chipset: ChipsetRecord, processor: Pick<Processor, 'generation' | 'codename'>): SupportStatement | null {
  let found: SupportStatement | null = null;
  for (const statement of chipset.support) {
    if (statement.line.generation !== processor.generation) continue;
    if (statement.line.codename !== null && statement.line.codename !== processor.codename) continue;
    if (found === null || (found.line.codename === null && statement.line.codename !== null)) found = statement;
  }
  return found;
}

function caveatOf(statement: SupportStatement, chipsets: string[]): Caveat | null {
  if (statement.status === 'supported') return null;
  return {
    kind: statement.status === 'bios-update' ? 'bios-update' : 'chipset-unsupported',
    chipsets,
    statement: statement.statement,
    source: statement.source,
    memory: null,
  };
}

const RANK: Record<FitStatus, number> = {
  'other-socket': 6, unsupported: 5, 'memory-mismatch': 4, 'bios-update': 3, 'not-stated': 2, supported: 1, 'socket-only': 0,
};

/**
 * How `processor` fits. Without a chipset or board the answer is the socket's: "socket-only",
 * with a caveat for each vendor statement that limits it on some chipset of the socket
 * (`socketChipsets`, in their order; statements from one page with one wording are one caveat).
 */
export function fitOf(processor: Processor, context: FitContext, socketChipsets: readonly ChipsetRecord[]): Fit {
  const { sockets, board } = context;
  if (board !== null && (board.socket === null || !sockets.includes(board.socket))) return { status: 'other-socket', caveats: [] };
  const chipset = context.chipset;
  if (chipset !== null && !chipset.sockets.some((socket) => sockets.includes(socket))) return { status: 'other-socket', caveats: [] };
  if (board !== null && chipset !== null && board.chipset !== null && board.chipset !== chipset.id) return { status: 'other-socket', caveats: [] };

  const caveats: Caveat[] = [];
  let status: FitStatus;
  if (chipset === null) {
    status = 'socket-only';
    const grouped = new Map<string, Caveat>();
    for (const candidate of socketChipsets) {
      const statement = statementFor(candidate, processor);
      if (statement === null) continue;
      const caveat = caveatOf(statement, [candidate.id]);
      if (caveat === null) continue;
      const key = `${caveat.kind}|${statement.source.url}|${statement.statement}`;
      const same = grouped.get(key);
      if (same) same.chipsets.push(candidate.id);
      else grouped.set(key, caveat);
    }
    caveats.push(...grouped.values());
  } else {
    const statement = statementFor(chipset, processor);
    if (statement === null) {
      status = 'not-stated';
      caveats.push({ kind: 'not-stated', chipsets: [chipset.id], statement: null, source: null, memory: null });
    } else {
      status = statement.status;
      const caveat = caveatOf(statement, [chipset.id]);
      if (caveat !== null) caveats.push(caveat);
    }
  }

  const boardType = board?.memory.type ?? null;
  const processorTypes = processor.memory.types.map((entry) => entry.type);
  if (board !== null && boardType !== null && processorTypes.length > 0 && !processorTypes.includes(boardType)) {
    caveats.push({
      kind: 'memory-type',
      chipsets: [],
      statement: null,
      source: { name: `BuildCores OpenDB: ${board.name}`, url: board.buildcores.url || BUILDCORES_REPOSITORY },
      memory: { board: boardType, processor: processorTypes },
    });
    if (RANK['memory-mismatch'] > RANK[status]) status = 'memory-mismatch';
  }
  return { status, caveats };
}

/** true when the fit does not rule the processor out (a BIOS update or an unstated line still may work) */
export function isUsable(fit: Fit): boolean {
  return fit.status !== 'unsupported' && fit.status !== 'memory-mismatch' && fit.status !== 'other-socket';
}
