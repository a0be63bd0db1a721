import {
  BUILDCORES_ATTRIBUTION,
  BUILDCORES_LICENCE,
  BUILDCORES_REPOSITORY,
  type BoardIndex,
  type ChipsetRecord,
  type PlatformSource,
} from '../../shared/platform-schema.js';
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
    method: 'years and memoryTypes come from the vendor records of the processors on each socket; '
      + 'soldered is true where the vendor names the package a ball grid array (BGA) and false where it names a land or pin grid array '
      + '(solderedBasis "package-name") or where motherboards are sold with the socket (solderedBasis "boards", from BuildCores OpenDB); '
      + 'null where no source says. processors and boards count the catalogue\'s processors and the board index\'s boards on the socket.',
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

export interface OpenChipsets extends Attribution {
  chipsets: (ChipsetRecord & { boards: number })[];
  /** the vendor pages the support statements cite, once each */
  vendorSources: PlatformSource[];
}

export function chipsetsOpenData(platforms: Platforms): OpenChipsets {
  const boards = new Map<string, number>();
  for (const board of platforms.boardIndex?.boards ?? []) {
    if (board.chipset !== null) boards.set(board.chipset, (boards.get(board.chipset) ?? 0) + 1);
  }
  const sources = new Map<string, PlatformSource>();
  for (const chipset of platforms.chipsets) for (const statement of chipset.support) sources.set(statement.source.url, statement.source);
  return {
    ...ATTRIBUTION,
    chipsets: platforms.chipsets.map((chipset) => ({ ...chipset, boards: boards.get(chipset.id) ?? 0 })),
    vendorSources: [...sources.values()],
  };
}

/** The board index as imported: it already carries the attribution, the licence and the commit. */
export function boardsOpenData(platforms: Platforms): BoardIndex | null {
  return platforms.boardIndex;
}
