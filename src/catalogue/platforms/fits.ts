import type { Board, ChipsetRecord, PlatformSource, ProcessorLine, SourceKind, SupportStatement, SupportStatus } from '../../record/platform-schema.js';
import { BUILDCORES_REPOSITORY } from '../../record/platform-schema.js';
import type { CaveatKind } from '../../shared/page-data/upgrade.js';
import type { Processor } from '../../shared/processor.js';

/*
 * Whether a processor fits a chipset or a board, and why not, each reason with the page that
 * states it. Only what a source states counts: a chipset whose statements say nothing about a
 * processor's line is "not stated", never "supported".
 *
 * Without a chipset the answer is about the boards the owner may have: the chipsets that run the
 * processor they own now (where a statement says so; else every chipset not stated to refuse it).
 * A candidate every one of those runs fits every board; one that some of them run only after a
 * BIOS update, or only some of them run, says which; one none of them runs is ruled out.
 *
 * With a chipset given, a statement that it does not take the owner's own line is contradicted by
 * the owner's board, which runs it: its maker went beyond the vendor's statement. The candidates
 * that statement speaks of (the owner's line) are then not ruled out but "check your board's CPU
 * support list" (docs/platforms.md, "When the owner's board contradicts a statement").
 *
 * Likewise a statement that a chipset takes a line only after a BIOS update does not hold for a
 * board that runs the owner's processor when that statement is the one about the owner's line too:
 * that board's BIOS has been updated for the line already (a Ryzen 5 3600 owner on B450 needs no
 * update for a Ryzen 9 3950X). Such a candidate is supported there, with an "owner-bios" caveat.
 */

/**
 * supported        the chipset supports the processor's line, as its source states
 * bios-update      it does after a BIOS update
 * unsupported      it does not
 * memory-mismatch  the board's memory type is not one the processor's vendor lists
 * not-stated       same socket, but no statement speaks of this line on this chipset
 * socket-only      no chipset or board was given: `group` says how the owner's possible chipsets take it
 * other-socket     the board or chipset is for another socket
 */
export type FitStatus = SupportStatus | 'memory-mismatch' | 'not-stated' | 'socket-only' | 'other-socket';

/**
 * Where a candidate stands, in the order a page lists them:
 *   every-board    no chipset given: every chipset that runs the owner's processor runs it too
 *   supported      the chipset given supports it, as stated, or after a BIOS update (the caveat says which):
 *                  with a chipset chosen the usable ones are listed by gain, not split by BIOS
 *   bios-update    after a BIOS update (no chipset given: on some or all of the owner's chipsets, the others supporting it or not stated)
 *   some-chipsets  no chipset given: some of the owner's chipsets run it, others do not or say nothing
 *   check-board    a chipset given: stated not to take the owner's own line, which the owner's board
 *                  runs all the same; the board's CPU support list decides
 *   not-stated     nothing stated for it on the chipset given, or on any of the owner's chipsets
 *   ruled-out      the chipset or board given, or every one of the owner's chipsets, does not take it
 */
export const FIT_GROUPS = ['every-board', 'supported', 'bios-update', 'some-chipsets', 'check-board', 'not-stated', 'ruled-out'] as const;
export type FitGroup = (typeof FIT_GROUPS)[number];

export interface Caveat {
  kind: CaveatKind;
  /** the chipset ids it concerns ("" for every board of a socket without chipsets); empty for a memory caveat */
  chipsets: string[];
  /** the statement it rests on, with its source */
  statement: SupportStatement | null;
  /** for a memory caveat: the board's document, which records its memory type */
  document: PlatformSource | null;
  /** for a memory caveat: the board's type and the types the processor's vendor lists */
  memory: { board: string; processor: string[] } | null;
}

export interface Fit {
  status: FitStatus;
  group: FitGroup;
  caveats: Caveat[];
}

/** A row of a socket's matrix: a chipset, or (id "") every board of a socket whose processors need none. */
export interface SupportRow {
  id: string;
  support: readonly SupportStatement[];
}

/** What a fit is asked against: the processor's socket ids, the chipset and board when known, and the processor the board runs now. */
export interface FitContext {
  sockets: readonly string[];
  chipset: ChipsetRecord | null;
  board: Board | null;
  /** the processor the owner's board runs now, when known */
  owner?: Processor | null;
}

/** Whether a statement's line speaks of the processor: each field that is not null must match. */
export function lineMatches(line: ProcessorLine, processor: Pick<Processor, 'generation' | 'codename' | 'igpu'>): boolean {
  return (
    (line.generation === null || line.generation === processor.generation) &&
    (line.codename === null || line.codename === processor.codename) &&
    (line.graphics === null || line.graphics === (processor.igpu !== null))
  );
}

/** A codename narrows more than a generation, and a generation with "with graphics" more than the generation alone. */
const specificity = (line: ProcessorLine) => Number(line.generation !== null) + Number(line.graphics !== null) + 2 * Number(line.codename !== null);
/** Of two statements as specific, the vendor's own page first, then its statement as published, then a report. */
export const KIND_RANK: Record<SourceKind, number> = { 'vendor-page': 3, 'vendor-statement': 2, 'press-report': 1 };

/** The statement about a processor's line among `statements`: the most specific, then the most direct source, then the first. */
export function statementIn(statements: readonly SupportStatement[], processor: Pick<Processor, 'generation' | 'codename' | 'igpu'>): SupportStatement | null {
  let found: SupportStatement | null = null;
  for (const statement of statements) {
    if (!lineMatches(statement.line, processor)) continue;
    if (found === null) {
      found = statement;
      continue;
    }
    const more = specificity(statement.line) - specificity(found.line) || KIND_RANK[statement.source.kind] - KIND_RANK[found.source.kind];
    if (more > 0) found = statement;
  }
  return found;
}

export const statementFor = (chipset: Pick<ChipsetRecord, 'support'>, processor: Pick<Processor, 'generation' | 'codename' | 'igpu'>) =>
  statementIn(chipset.support, processor);

const CAVEAT_KIND: Record<SupportStatus, Caveat['kind']> = { supported: 'supported', 'bios-update': 'bios-update', unsupported: 'chipset-unsupported' };
const runs = (status: SupportStatus | 'not-stated') => status === 'supported' || status === 'bios-update';

/** Whether `statement`, a BIOS update for the candidate's line, is the one about the owner's line on the same chipset: the owner's board has that update. */
const ownerHasUpdate = (statement: SupportStatement, support: readonly SupportStatement[], owner: Processor | null) =>
  statement.status === 'bios-update' && owner !== null && statementIn(support, owner) === statement;

/**
 * The rows (chipsets) the owner's board may be: those a source states run `owner` (basis
 * "stated"); when none is stated to, every row not stated to refuse it ("not-refused"). Without an
 * owner, every row ("all"). A chipset merely not stated for the owner's line is not counted when
 * some are stated: "not stated" is no evidence the owner's board could be one.
 */
export function ownerRows(rows: readonly SupportRow[], owner: Processor | null): { rows: readonly SupportRow[]; basis: 'stated' | 'not-refused' | 'all' } {
  if (owner === null) return { rows, basis: 'all' };
  const stated = rows.filter((row) => runs(statementIn(row.support, owner)?.status ?? 'not-stated'));
  if (stated.length) return { rows: stated, basis: 'stated' };
  return { rows: rows.filter((row) => statementIn(row.support, owner)?.status !== 'unsupported'), basis: 'not-refused' };
}

/** Where a candidate stands over the owner's rows (no chipset given). */
function groupOver(statuses: readonly (SupportStatus | 'not-stated')[]): FitGroup {
  if (statuses.length === 0) return 'not-stated';
  const count = (status: SupportStatus | 'not-stated') => statuses.filter((entry) => entry === status).length;
  const [supported, bios, unsupported] = [count('supported'), count('bios-update'), count('unsupported')];
  if (supported === statuses.length) return 'every-board';
  if (supported + bios === 0) return unsupported === statuses.length ? 'ruled-out' : 'not-stated';
  if (unsupported > 0) return 'some-chipsets';
  return bios > 0 ? 'bios-update' : 'some-chipsets';
}

/**
 * How `processor` fits. Without a chipset or board the answer is over `rows` (the owner's possible
 * chipsets): status "socket-only", a group, and one caveat per statement that speaks of it (rows
 * citing one statement share a caveat) plus one for the rows that say nothing, when some do.
 */
export function fitOf(processor: Processor, context: FitContext, rows: readonly SupportRow[]): Fit {
  const { sockets, board } = context;
  const otherSocket: Fit = { status: 'other-socket', group: 'ruled-out', caveats: [] };
  if (board !== null && (board.socket === null || !sockets.includes(board.socket))) return otherSocket;
  const chipset = context.chipset;
  if (chipset !== null && !chipset.sockets.some((socket) => sockets.includes(socket))) return otherSocket;
  if (board !== null && chipset !== null && board.chipset !== null && board.chipset !== chipset.id) return otherSocket;

  const caveats: Caveat[] = [];
  let status: FitStatus;
  let group: FitGroup;
  if (chipset === null) {
    status = 'socket-only';
    const grouped = new Map<SupportStatement, Caveat>();
    const updatedAlready = new Map<SupportStatement, Caveat>();
    const silent: string[] = [];
    const statuses = rows.map((row) => {
      const statement = statementIn(row.support, processor);
      if (statement === null) {
        silent.push(row.id);
        return 'not-stated' as const;
      }
      const owned = ownerHasUpdate(statement, row.support, context.owner ?? null);
      const caveats = owned ? updatedAlready : grouped;
      const same = caveats.get(statement);
      if (same) same.chipsets.push(row.id);
      else caveats.set(statement, { kind: owned ? 'owner-bios' : CAVEAT_KIND[statement.status], chipsets: [row.id], statement, document: null, memory: null });
      return owned ? 'supported' : statement.status;
    });
    group = groupOver(statuses);
    // Statements naming one line on several chipsets are one object per chipset: merge those alike.
    const merged = new Map<string, Caveat>();
    for (const caveat of [...grouped.values(), ...updatedAlready.values()]) {
      const key = `${caveat.kind}|${caveat.statement!.source.id}|${caveat.statement!.text.en}`;
      const same = merged.get(key);
      if (same) same.chipsets.push(...caveat.chipsets);
      else merged.set(key, caveat);
    }
    caveats.push(...merged.values());
    if (silent.length && silent.length < rows.length) caveats.push({ kind: 'not-stated', chipsets: silent, statement: null, document: null, memory: null });
  } else {
    const statement = statementFor(chipset, processor);
    if (statement === null) {
      status = 'not-stated';
      caveats.push({ kind: 'not-stated', chipsets: [chipset.id], statement: null, document: null, memory: null });
    } else {
      const owned = ownerHasUpdate(statement, chipset.support, context.owner ?? null);
      status = owned ? 'supported' : statement.status;
      const ownLine = statement.status === 'unsupported' && refusesOwner(chipset, context.owner ?? null) === statement;
      caveats.push({
        kind: ownLine ? 'owner-line' : owned ? 'owner-bios' : CAVEAT_KIND[statement.status],
        chipsets: [chipset.id],
        statement,
        document: null,
        memory: null,
      });
    }
    group = status === 'not-stated' ? 'not-stated' : status !== 'unsupported' ? 'supported' : caveats[0]!.kind === 'owner-line' ? 'check-board' : 'ruled-out';
  }

  const boardType = board?.memory.type ?? null;
  const processorTypes = processor.memory.types.map((entry) => entry.type);
  if (board !== null && boardType !== null && processorTypes.length > 0 && !processorTypes.includes(boardType)) {
    caveats.push({
      kind: 'memory-type',
      chipsets: [],
      statement: null,
      document: { name: `BuildCores OpenDB: ${board.name}`, url: board.buildcores.url || BUILDCORES_REPOSITORY },
      memory: { board: boardType, processor: processorTypes },
    });
    // A chipset that refuses the line says more than the memory does.
    if (status !== 'unsupported') status = 'memory-mismatch';
    group = 'ruled-out';
  }
  return { status, group, caveats };
}

/**
 * The statement that says `chipset` does not take the line of `owner`, the processor the owner's
 * board runs now; null when none says so. Such a statement does not hold for that board.
 */
export function refusesOwner(chipset: Pick<ChipsetRecord, 'support'>, owner: Processor | null): SupportStatement | null {
  const statement = owner === null ? null : statementFor(chipset, owner);
  return statement?.status === 'unsupported' ? statement : null;
}
