import type { Board, BoardIndex, ChipsetRecord, SocketRecord, SupportSource, SupportStatement } from '../../record/platform-schema.js';
import type { Processor, Vendor } from '../../shared/processor.js';
import { slugify } from '../../record/slug.js';
import { fitOf, ownerRows, refusesOwner, statementFor, type Fit, type FitStatus, type SupportRow } from './fits.js';
import { NO_PLATFORM_FILES, type PlatformFiles } from '../../record/platforms/platform-files.js';
import { platformNames } from '../../record/platforms/platform-names.js';
import { packagePowerLimits } from '../../record/platforms/power-limit-file.js';
import type { PackagePowerLimit } from '../../record/power-limit-schema.js';
import { ballGridId, isBallGridKey, isGridSocketKey, socketKey, socketKeys } from '../../record/platforms/socket-name.js';
import { measureSocket, rankUpgrades, type BenchmarkMeasure, type MeasuredSocket, type UpgradeList, type UpgradeRequest } from './upgrade-advisor.js';

/*
 * Sockets, chipsets and boards as the pages ask for them, built once at start-up from the
 * platform files and the catalogue's processors. What a socket is comes from its processors'
 * vendor records (years, memory types) and from the boards made for it (that it is a socket at
 * all); the files add names and the vendors' chipset statements. Every look-up after start-up is
 * a map read, or a walk over one socket's processors or boards.
 */

/**
 * package-name  the vendor's own name for the package says it: BGA (soldered), LGA or PGA (socketed)
 * boards        motherboards are sold with this socket, so its processors are bought apart and fitted
 */
export type SolderedBasis = 'package-name' | 'boards';

export interface SocketInfo {
  readonly id: string;
  readonly name: string;
  readonly vendor: Vendor;
  /** true: soldered to the board, no upgrade path; false: fits a socket; null: no source says */
  readonly soldered: boolean | null;
  readonly solderedBasis: SolderedBasis | null;
  /** false for a ball grid array known only from its processors' records (no socket record) */
  readonly recorded: boolean;
  /** the launch years of the processors on it, from their vendor records; null when none is dated */
  readonly years: { first: number; last: number } | null;
  /** every memory type the vendor records of its processors list */
  readonly memoryTypes: readonly string[];
  readonly chipsets: readonly ChipsetRecord[];
  readonly processorCount: number;
  readonly boardCount: number;
}

export interface BoardQuery {
  chipset?: string | null;
  /** a form factor's slug: "atx", "micro-atx", "mini-itx" */
  formFactor?: string | null;
  /** 1-based */
  page?: number;
  perPage?: number;
}

export interface Facet {
  id: string;
  name: string;
  count: number;
}

export interface BoardPage {
  boards: Board[];
  /** boards that pass the filters, on every page */
  total: number;
  page: number;
  perPage: number;
  pages: number;
  /** the socket's chipsets and form factors with how many boards each has, under the other filter */
  chipsets: Facet[];
  formFactors: Facet[];
}

/** One chipset of a processor's socket: what its vendor says of the processor's line, and its boards. */
export interface ChipsetFit {
  chipset: ChipsetRecord;
  status: Extract<FitStatus, 'supported' | 'bios-update' | 'unsupported' | 'not-stated'>;
  /** boards in the index with this chipset */
  boards: number;
  /** of those, boards whose memory type the processor's vendor does not list */
  otherMemory: number;
}

/** The detail page's "fits these boards": how many boards may take the processor, chipset by chipset. */
export interface BoardsFit {
  socket: SocketInfo;
  /** boards on the socket not ruled out: their chipset is not refused by the vendor and their memory type is one the processor lists */
  boards: number;
  /** every chipset of the socket, in file order */
  chipsets: ChipsetFit[];
}

/** a chipset or board by record or by id; an id that names nothing is treated as not given */
export interface FitQuery {
  chipset?: ChipsetRecord | string | null;
  board?: Board | string | null;
  /**
   * the processor the board runs now: without a chipset or board it narrows the answer to the
   * chipsets that run it (fits.ts, ownerRows; without one, every chipset of the socket); with one,
   * a statement refusing its line does not rule out that line (fits.ts refusesOwner)
   */
  owner?: Processor | null;
}

export type UpgradeAdvice =
  | ({
      kind: 'upgrades';
      socket: SocketInfo;
      /**
       * without a chipset or board: the chipsets each candidate is weighed on (ids; "" for every
       * board of a socket without chipsets), and why those (fits.ts ownerRows)
       */
      weighedOn: { chipsets: string[]; basis: 'stated' | 'not-refused' | 'all' } | null;
      /**
       * with a chipset given: the statement that it does not take the owned processor's line, which
       * the owner's board runs all the same (fits.ts refusesOwner); null when none says so
       */
      ownerRefusedBy: { chipset: string; statement: SupportStatement } | null;
    } & UpgradeList)
  | {
      kind: 'no-upgrade-path';
      /**
       * soldered        the package is soldered to the board (a BGA)
       * package-unknown no source says whether the package is soldered or socketed
       * no-socket       the vendor record names no socket
       * unknown-socket  the socket text names no socket we hold
       * other-socket    the chipset or board given is for another socket
       */
      reason: 'soldered' | 'package-unknown' | 'no-socket' | 'unknown-socket' | 'other-socket';
      socket: SocketInfo | null;
    };

export interface BoardAttribution {
  /** "Contains information from BuildCores OpenDB, made available under the ODC Attribution License" */
  attribution: string;
  licence: BoardIndex['licence'];
  source: BoardIndex['source'];
}

export interface Platforms {
  /** socket records in file order, then ball grid arrays known from processor records */
  readonly sockets: readonly SocketInfo[];
  socket(id: string): SocketInfo | undefined;
  /** the socket any spelling names ("AM4", "Socket AM4", "LGA 1700", "FCLGA1700"), by its key */
  socketNamed(text: string): SocketInfo | undefined;
  /** every socket the processor's record names (parts sold in two packages name two) */
  socketsOf(processor: Processor): readonly SocketInfo[];
  /** the one to upgrade in: the first socketed of socketsOf, else the first; null when none */
  socketOf(processor: Processor): SocketInfo | null;
  /** the catalogue's processors on a socket, in catalogue order */
  processorsOn(socket: string): readonly Processor[];
  /** every chipset record, in file order */
  readonly chipsets: readonly ChipsetRecord[];
  chipset(id: string): ChipsetRecord | undefined;
  chipsetsOf(socket: string): readonly ChipsetRecord[];
  /** the rows of a socket's support matrix: its chipsets, or one row ("") of every board where its processors need no chipset */
  supportRows(socket: string): readonly SupportRow[];
  /** every source the support statements cite */
  readonly sources: readonly SupportSource[];
  /** the package power limit the vendor states for the processor's socket and TDP class (power-limits.json), or null */
  packagePowerOf(processor: Processor): PackagePowerLimit | null;
  /** the imported board index, whole (its boards sorted by id); null when none is loaded */
  readonly boardIndex: BoardIndex | null;
  /** a board by its id, or by an id it had before listings of one model were merged into it */
  board(id: string): Board | undefined;
  boardsOn(socket: string, query?: BoardQuery): BoardPage;
  fits(processor: Processor, on?: FitQuery): Fit;
  /** the boards that may take the processor, by chipset; null when it is not on a socket boards are sold for */
  boardsFitting(processor: Processor): BoardsFit | null;
  /**
   * What to upgrade to. A socket's figures are read once per `benchmarks` list (pass the same
   * array every time to keep them) and the candidates are made only for `window`.
   */
  upgrades(processor: Processor, benchmarks: readonly BenchmarkMeasure[], on?: FitQuery, request?: UpgradeRequest): UpgradeAdvice;
  /** null when no board index is loaded */
  readonly boardAttribution: BoardAttribution | null;
  /** socket texts in the catalogue that name no socket, with how many processors carry each */
  readonly unmatchedSocketTexts: ReadonlyMap<string, number>;
}

/** a derived ball grid array's name: its package, "BGA1283" (the vendor its id names is the socket's vendor) */
const ballGridName = (id: string) => id.replace(/-[a-z]+$/, '').toUpperCase();
const naturalOrder = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
const EMPTY: readonly never[] = [];
export const BOARDS_PER_PAGE = 24;
const MAX_PER_PAGE = 96;

export function buildPlatforms(processors: readonly Processor[], files: PlatformFiles = NO_PLATFORM_FILES): Platforms {
  const names = platformNames(files.sockets, files.chipsets);
  const records = new Map<string, SocketRecord>(files.sockets.map((socket) => [socket.id, socket]));

  // Each distinct socket text is read once: a hundred thousand processors share a few hundred.
  const idsOfText = new Map<string, string[]>();
  const unmatchedSocketTexts = new Map<string, number>();
  const derivedVendor = new Map<string, Vendor>();
  const onSocket = new Map<string, Processor[]>();
  for (const processor of processors) {
    const text = processor.socket;
    if (text === null) continue;
    // a ball grid array's id names its vendor beyond AMD and Intel (ballGridId): texts are read per vendor
    const textKey = `${processor.vendor}\n${text}`;
    let ids = idsOfText.get(textKey);
    if (ids === undefined) {
      ids = [];
      // A text places its processor by every socket or package it names; a further spelling that
      // names none ("BGA1449, LGA1449": Intel sells no board with an LGA1449 socket) adds nothing.
      for (const key of socketKeys(text)) {
        const id = names.socketOfKey(key) ?? (isBallGridKey(key) ? ballGridId(key, processor.vendor) : null);
        if (id !== null && !ids.includes(id)) ids.push(id);
      }
      if (ids.length === 0 && !unmatchedSocketTexts.has(text)) unmatchedSocketTexts.set(text, 0);
      idsOfText.set(textKey, ids);
    }
    if (unmatchedSocketTexts.has(text)) unmatchedSocketTexts.set(text, unmatchedSocketTexts.get(text)! + 1);
    for (const id of ids) {
      let list = onSocket.get(id);
      if (list === undefined) onSocket.set(id, (list = []));
      list.push(processor);
      if (!records.has(id) && !derivedVendor.has(id)) derivedVendor.set(id, processor.vendor);
    }
  }

  const boards = files.boards?.boards ?? [];
  const boardById = new Map(boards.flatMap((board) => [[board.id, board] as const, ...board.aliases.map((alias) => [alias, board] as const)]));
  const boardsOnSocket = new Map<string, Board[]>();
  for (const board of boards) {
    if (board.socket === null) continue;
    let list = boardsOnSocket.get(board.socket);
    if (list === undefined) boardsOnSocket.set(board.socket, (list = []));
    list.push(board);
  }
  // socket → chipset (or "" for none) → memory type (or "" for unknown) → boards
  const boardCounts = new Map<string, Map<string, Map<string, number>>>();
  for (const board of boards) {
    if (board.socket === null) continue;
    let byChipset = boardCounts.get(board.socket);
    if (byChipset === undefined) boardCounts.set(board.socket, (byChipset = new Map()));
    let byMemory = byChipset.get(board.chipset ?? '');
    if (byMemory === undefined) byChipset.set(board.chipset ?? '', (byMemory = new Map()));
    byMemory.set(board.memory.type ?? '', (byMemory.get(board.memory.type ?? '') ?? 0) + 1);
  }
  const chipsetById = new Map(files.chipsets.map((chipset) => [chipset.id, chipset]));
  const chipsetsOnSocket = new Map<string, ChipsetRecord[]>();
  for (const chipset of files.chipsets) {
    for (const socket of chipset.sockets) {
      let list = chipsetsOnSocket.get(socket);
      if (list === undefined) chipsetsOnSocket.set(socket, (list = []));
      list.push(chipset);
    }
  }
  // A chipset's statements are about its sockets' processors alike; a socket without chipsets has one row, its boards.
  const supportRows = (socket: string): readonly SupportRow[] => {
    const chipsets = chipsetsOnSocket.get(socket);
    if (chipsets?.length) return chipsets;
    const wide: readonly SupportStatement[] | undefined = files.socketWide.get(socket);
    return wide?.length ? [{ id: '', support: wide }] : EMPTY;
  };

  function describe(id: string, name: string, vendor: Vendor, recorded: boolean): SocketInfo {
    const on = onSocket.get(id) ?? [];
    let first = Infinity;
    let last = -Infinity;
    const memory = new Set<string>();
    for (const processor of on) {
      if (processor.launched !== null) {
        const year = Number(processor.launched.slice(0, 4));
        if (year < first) first = year;
        if (year > last) last = year;
      }
      for (const entry of processor.memory.types) memory.add(entry.type);
    }
    const boardCount = boardsOnSocket.get(id)?.length ?? 0;
    const soldered = isBallGridKey(id) ? true : isGridSocketKey(id) || boardCount > 0 ? false : null;
    const solderedBasis: SolderedBasis | null = isBallGridKey(id) || isGridSocketKey(id) ? 'package-name' : boardCount > 0 ? 'boards' : null;
    return {
      id,
      name,
      vendor,
      soldered,
      solderedBasis,
      recorded,
      years: first === Infinity ? null : { first, last },
      memoryTypes: [...memory].sort(naturalOrder),
      chipsets: chipsetsOnSocket.get(id) ?? EMPTY,
      processorCount: on.length,
      boardCount,
    };
  }

  const sockets: SocketInfo[] = files.sockets.map((record) => describe(record.id, record.name, record.vendor, true));
  const derived = [...derivedVendor].sort(([a], [b]) => naturalOrder(a, b));
  for (const [id, vendor] of derived) sockets.push(describe(id, ballGridName(id), vendor, false));
  const socketById = new Map(sockets.map((socket) => [socket.id, socket]));
  const packagePowerOf = packagePowerLimits(files.powerLimits);

  const socketsOf = (processor: Processor): readonly SocketInfo[] =>
    processor.socket === null
      ? EMPTY
      : idsFor(processor.socket, processor.vendor)
          .map((id) => socketById.get(id) ?? (isBallGridKey(id) ? describe(id, ballGridName(id), processor.vendor, false) : undefined))
          .filter((socket) => socket !== undefined);

  // A socket text no catalogue processor carries (a test's, a preview's) is read on demand.
  function idsFor(text: string, vendor: Vendor): readonly string[] {
    return (
      idsOfText.get(`${vendor}\n${text}`) ??
      socketKeys(text)
        .map((key) => names.socketOfKey(key) ?? (isBallGridKey(key) ? ballGridId(key, vendor) : null))
        .filter((id) => id !== null)
    );
  }

  const socketOf = (processor: Processor): SocketInfo | null => {
    const all = socketsOf(processor);
    return all.find((socket) => socket.soldered === false) ?? all[0] ?? null;
  };

  const chipsetOf = (value: ChipsetRecord | string | null | undefined) => (typeof value === 'string' ? (chipsetById.get(value) ?? null) : (value ?? null));
  const boardOf = (value: Board | string | null | undefined) => (typeof value === 'string' ? (boardById.get(value) ?? null) : (value ?? null));

  function fits(processor: Processor, on: FitQuery = {}): Fit {
    const board = boardOf(on.board);
    const chipset = chipsetOf(on.chipset) ?? (board?.chipset ? (chipsetById.get(board.chipset) ?? null) : null);
    const ids = socketsOf(processor).map((socket) => socket.id);
    const home = socketOf(processor);
    const rows = home === null ? EMPTY : ownerRows(supportRows(home.id), on.owner ?? null).rows;
    return fitOf(processor, { sockets: ids, chipset, board, owner: on.owner ?? null }, rows);
  }

  function boardsFitting(processor: Processor): BoardsFit | null {
    const socket = socketOf(processor);
    if (socket === null || socket.boardCount === 0) return null;
    const counts = boardCounts.get(socket.id) ?? new Map<string, Map<string, number>>();
    const types = new Set(processor.memory.types.map((entry) => entry.type));
    // A board whose type is unknown, or a processor whose types are, is not ruled out by memory.
    const tally = (byMemory: Map<string, number> | undefined) => {
      let all = 0;
      let other = 0;
      for (const [type, count] of byMemory ?? []) {
        all += count;
        if (type !== '' && types.size > 0 && !types.has(type)) other += count;
      }
      return { all, other };
    };
    let fitting = 0;
    const chipsets = socket.chipsets.map((chipset): ChipsetFit => {
      const status = statementFor(chipset, processor)?.status ?? 'not-stated';
      const { all, other } = tally(counts.get(chipset.id));
      if (status !== 'unsupported') fitting += all - other;
      return { chipset, status, boards: all, otherMemory: other };
    });
    const unnamed = tally(counts.get(''));
    fitting += unnamed.all - unnamed.other;
    return { socket, boards: fitting, chipsets };
  }

  function upgrades(processor: Processor, benchmarks: readonly BenchmarkMeasure[], on: FitQuery = {}, request: UpgradeRequest = {}): UpgradeAdvice {
    if (processor.socket === null) return { kind: 'no-upgrade-path', reason: 'no-socket', socket: null };
    const socket = socketOf(processor);
    if (socket === null) return { kind: 'no-upgrade-path', reason: 'unknown-socket', socket: null };
    if (socket.soldered === true) return { kind: 'no-upgrade-path', reason: 'soldered', socket };
    if (socket.soldered === null) return { kind: 'no-upgrade-path', reason: 'package-unknown', socket };
    const board = boardOf(on.board);
    const chipset = chipsetOf(on.chipset);
    if ((board !== null && board.socket !== socket.id) || (chipset !== null && !chipset.sockets.includes(socket.id))) {
      return { kind: 'no-upgrade-path', reason: 'other-socket', socket };
    }
    // Without a chipset or board, a candidate is weighed on the chipsets that run the processor owned.
    const owner = ownerRows(supportRows(socket.id), processor);
    const given = chipset ?? (board?.chipset ? (chipsetById.get(board.chipset) ?? null) : null);
    const fitOn = (candidate: Processor) =>
      fitOf(candidate, { sockets: socketsOf(candidate).map((entry) => entry.id), chipset: given, board, owner: processor }, owner.rows);
    const list = rankUpgrades(processor, measured(socket.id, benchmarks), benchmarks, fitOn, request);
    const weighedOn = given === null && board === null ? { chipsets: owner.rows.map((row) => row.id), basis: owner.basis } : null;
    const refusedBy = given && refusesOwner(given, processor);
    return { kind: 'upgrades', socket, weighedOn, ownerRefusedBy: refusedBy ? { chipset: given.id, statement: refusedBy } : null, ...list };
  }

  const measuredSockets = new WeakMap<readonly BenchmarkMeasure[], Map<string, MeasuredSocket>>();
  function measured(socket: string, benchmarks: readonly BenchmarkMeasure[]): MeasuredSocket {
    let bySocket = measuredSockets.get(benchmarks);
    if (bySocket === undefined) measuredSockets.set(benchmarks, (bySocket = new Map()));
    let table = bySocket.get(socket);
    if (table === undefined) bySocket.set(socket, (table = measureSocket(onSocket.get(socket) ?? EMPTY, benchmarks)));
    return table;
  }

  function boardsOn(socket: string, query: BoardQuery = {}): BoardPage {
    const all = boardsOnSocket.get(socket) ?? EMPTY;
    const chipset = query.chipset ?? null;
    const formFactor = query.formFactor ?? null;
    const formFactorSlug = (board: Board) => (board.formFactor === null ? null : slugify(board.formFactor));
    const chipsetFacet = new Map<string, number>();
    const formFactorFacet = new Map<string, { name: string; count: number }>();
    const matching: Board[] = [];
    for (const board of all) {
      const chipsetOk = chipset === null || board.chipset === chipset;
      const slug = formFactorSlug(board);
      const formFactorOk = formFactor === null || slug === formFactor;
      if (formFactorOk && board.chipset !== null) chipsetFacet.set(board.chipset, (chipsetFacet.get(board.chipset) ?? 0) + 1);
      if (chipsetOk && slug !== null) {
        const entry = formFactorFacet.get(slug) ?? { name: board.formFactor!, count: 0 };
        entry.count++;
        formFactorFacet.set(slug, entry);
      }
      if (chipsetOk && formFactorOk) matching.push(board);
    }
    const perPage = Math.min(MAX_PER_PAGE, Math.max(1, Math.floor(query.perPage ?? BOARDS_PER_PAGE)));
    const pages = Math.max(1, Math.ceil(matching.length / perPage));
    const page = Math.max(1, Math.floor(query.page ?? 1));
    return {
      boards: matching.slice((page - 1) * perPage, page * perPage),
      total: matching.length,
      page,
      perPage,
      pages,
      chipsets: (chipsetsOnSocket.get(socket) ?? EMPTY)
        .filter((record) => chipsetFacet.has(record.id))
        .map((record) => ({ id: record.id, name: record.name, count: chipsetFacet.get(record.id)! })),
      formFactors: [...formFactorFacet].map(([id, { name, count }]) => ({ id, name, count })).sort((a, b) => b.count - a.count || naturalOrder(a.name, b.name)),
    };
  }

  return {
    sockets,
    socket: (id) => socketById.get(id),
    socketNamed(text) {
      const key = socketKey(text);
      return key === null ? undefined : socketById.get(names.socketOfKey(key) ?? key);
    },
    socketsOf,
    socketOf,
    processorsOn: (socket) => onSocket.get(socket) ?? EMPTY,
    chipsets: files.chipsets,
    chipset: (id) => chipsetById.get(id),
    chipsetsOf: (socket) => chipsetsOnSocket.get(socket) ?? EMPTY,
    supportRows,
    sources: files.sources,
    packagePowerOf: (processor) =>
      packagePowerOf(
        processor,
        socketsOf(processor).map((socket) => socket.id),
      ),
    boardIndex: files.boards,
    board: (id) => boardById.get(id),
    boardsOn,
    fits,
    boardsFitting,
    upgrades,
    boardAttribution: files.boards === null ? null : { attribution: files.boards.attribution, licence: files.boards.licence, source: files.boards.source },
    unmatchedSocketTexts,
  };
}
