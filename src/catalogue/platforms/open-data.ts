import {
  BUILDCORES_ATTRIBUTION,
  BUILDCORES_LICENCE,
  BUILDCORES_REPOSITORY,
  type BoardIndex,
  type ChipsetFileRecord,
  type ProcessorLine,
  type StatementText,
  type SupportSource,
  type SupportStatement,
  type SupportStatus,
} from '../../record/platform-schema.js';
import type { Vendor } from '../../shared/processor.js';
import type { Platforms, SolderedBasis } from './platforms.js';

/*
 * The open data files for sockets, chipsets and motherboards, as objects ready to be served as
 * JSON (the HTTP layer names the URLs). Each one carries BuildCores OpenDB's attribution, as
 * ODC-By asks of every work made from it: the board index is theirs, and the socket and chipset
 * files count boards and pair chipsets with sockets from it.
 */

export interface Attribution {
  /** the sentence ODC-By asks for, word for word */
  attribution: string;
  attributionUrl: string;
  licence: { name: string; url: string };
}

const ATTRIBUTION: Attribution = { attribution: BUILDCORES_ATTRIBUTION, attributionUrl: BUILDCORES_REPOSITORY, licence: BUILDCORES_LICENCE };

export interface OpenSocket {
  id: string;
  name: string;
  vendor: Vendor;
  soldered: boolean | null;
  solderedBasis: SolderedBasis | null;
  years: { first: number; last: number } | null;
  memoryTypes: string[];
  chipsets: string[];
  processors: number;
  boards: number;
}

export interface OpenSockets extends Attribution {
  /** how the derived fields were derived, for a reader of the file alone */
  method: string;
  sockets: OpenSocket[];
}

export function socketsOpenData(platforms: Platforms): OpenSockets {
  return {
    ...ATTRIBUTION,
    method:
      'years and memoryTypes come from the vendor records of the processors on each socket; ' +
      'soldered is true where the vendor names the package a ball grid array (BGA) and false where it names a land or pin grid array ' +
      '(solderedBasis "package-name") or where motherboards are sold with the socket (solderedBasis "boards", from BuildCores OpenDB); ' +
      "null where no source says. processors and boards count the catalogue's processors and the board index's boards on the socket.",
    sockets: platforms.sockets.map((socket) => ({
      id: socket.id,
      name: socket.name,
      vendor: socket.vendor,
      soldered: socket.soldered,
      solderedBasis: socket.solderedBasis,
      years: socket.years,
      memoryTypes: [...socket.memoryTypes],
      chipsets: socket.chipsets.map((chipset) => chipset.id),
      processors: socket.processorCount,
      boards: socket.boardCount,
    })),
  };
}

/** A support statement in the open data: its source by id (the file's `sources` hold each once). */
export interface OpenStatement {
  line: ProcessorLine;
  status: SupportStatus;
  firstBios: string | null;
  someBoards: boolean;
  text: StatementText;
  source: string;
}

export interface OpenChipsets extends Attribution {
  /** how to read the statements, for a reader of the file alone */
  method: string;
  chipsets: (ChipsetFileRecord & { boards: number; support: OpenStatement[] })[];
  /** statements about every board of a socket whose processors need no chipset */
  socketWide: { socket: string; support: OpenStatement[] }[];
  /** every page the statements cite, with its kind: vendor-page, vendor-statement (as a publisher printed it), press-report */
  sources: SupportSource[];
}

const openStatement = (statement: SupportStatement): OpenStatement => ({
  line: statement.line,
  status: statement.status,
  firstBios: statement.firstBios,
  someBoards: statement.someBoards,
  text: statement.text,
  source: statement.source.id,
});

export function chipsetsOpenData(platforms: Platforms): OpenChipsets {
  const boards = new Map<string, number>();
  for (const board of platforms.boardIndex?.boards ?? []) {
    if (board.chipset !== null) boards.set(board.chipset, (boards.get(board.chipset) ?? 0) + 1);
  }
  return {
    ...ATTRIBUTION,
    method:
      'A statement says what its source says of processor lines (generation, codename, integrated graphics; null matches any) on a chipset: ' +
      'supported, bios-update (firstBios names the first BIOS where the source does) or unsupported; someBoards: only on some boards of the chipset. ' +
      'Where statements disagree the most specific line wins, then the most direct source (vendor-page, vendor-statement, press-report). ' +
      'A line no statement speaks of is not stated.',
    chipsets: platforms.chipsets.map(({ support, ...chipset }) => ({ ...chipset, boards: boards.get(chipset.id) ?? 0, support: support.map(openStatement) })),
    socketWide: platforms.sockets.flatMap((socket) => {
      const rows = socket.chipsets.length ? [] : platforms.supportRows(socket.id);
      return rows.length ? [{ socket: socket.id, support: rows[0]!.support.map(openStatement) }] : [];
    }),
    sources: [...platforms.sources],
  };
}

/** The board index as imported: it already carries the attribution, the licence and the commit. */
export function boardsOpenData(platforms: Platforms): BoardIndex | null {
  return platforms.boardIndex;
}
