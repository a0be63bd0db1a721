import type { BenchmarkInfo } from '../benchmark.js';
import type { SocketQuery } from '../socket-query.js';
import type { BenchmarkCredit, NamedSource, PlatformProcessor, ShownLine, ShownStatement, SocketName } from './platform.js';

/** A socket's page: the browser draws its heading; everything below it is a part. */
export interface SocketPageData {
  socket: SocketName;
}

export interface SocketParts {
  /** what the socket is, its processors, its chipsets and its boards */
  body: SocketBody;
}

export interface SocketBody {
  socket: SocketName & {
    /** true: soldered (BGA), no upgrade path; false: a socket; null: no source says */
    soldered: boolean | null;
    solderedBasis: 'package-name' | 'boards' | null;
    years: { first: number; last: number } | null;
    memoryTypes: string[];
    processorCount: number;
    boardCount: number;
  };
  query: SocketQuery;
  /** query values the socket does not have, ignored: shown as a note */
  ignored: { field: 'sort' | 'chipset' | 'form'; value: string }[];
  processors: {
    /** the sorts offered: newest first, then each benchmark with figures for processors on the socket */
    sorts: { id: string; count: number }[];
    /** the benchmark the table is sorted by, null for the launch order */
    benchmark: BenchmarkInfo | null;
    rows: PlatformProcessor[];
    /** processors with a figure in that benchmark (they come first) */
    measured: number;
    total: number;
    page: number;
    pages: number;
    perPage: number;
  };
  chipsets: SocketChipset[];
  /** the chipset × processor line matrix, for a socket with more than one generation; null otherwise */
  matrix: SupportMatrix | null;
  boards: {
    rows: SocketBoard[];
    total: number;
    page: number;
    pages: number;
    chipsets: { id: string; name: string; count: number }[];
    formFactors: { id: string; name: string; count: number }[];
    /** BuildCores OpenDB's attribution, which every page showing its boards carries; null without a board index */
    attribution: { text: string; url: string; licence: NamedSource; commit: string; date: string } | null;
  };
  /** the credits of the benchmarks the page shows figures of */
  credits: BenchmarkCredit[];
}

export interface SocketChipset {
  id: string;
  name: string;
  /** where the chipset is stated to pair with the socket: the board index (boards), or a page */
  listedBy: NamedSource & { kind: 'boards' | 'page' };
  boards: number;
  /** the statements about processor lines on it, each once with the lines it names; empty: none we could cite */
  support: { lines: ShownLine[]; statement: ShownStatement }[];
}

/**
 * Every chipset of a socket against every processor line on it: each cell a statement (an index
 * into `statements`, which holds each once) or null, not stated.
 */
export interface SupportMatrix {
  lines: ShownLine[];
  /** a chipset, or (id "") every board of a socket whose processors need no chipset */
  rows: { id: string; name: string; cells: (number | null)[] }[];
  statements: ShownStatement[];
}

export interface SocketBoard {
  id: string;
  name: string;
  manufacturer: string | null;
  chipset: string | null;
  formFactor: string | null;
  memoryType: string | null;
  releaseYear: number | null;
  /** true: BuildCores records BIOS Flashback (a BIOS update needs no processor) */
  biosFlashback: boolean | null;
  /** true: its BuildCores listings disagree on BIOS Flashback (biosFlashback is then null): shown as disputed */
  flashbackDisputed: boolean;
  /** the maker's page for the board, where BuildCores has one */
  makerUrl: string | null;
  url: string;
}
