import type { BenchmarkInfo } from '../benchmark.js';
import type { UpgradeQuery } from '../upgrade-query.js';
import type { BenchmarkCredit, NamedSource, PlatformProcessor, SocketName } from './platform.js';
import type { Processor } from '../processor.js';

/** The upgrade advisor: the browser draws the heading; the advice is a part. */
export interface UpgradePageData {
  processor: Pick<Processor, 'vendor' | 'id' | 'name'>;
  /** the candidates on this page, best first, for the page's schema.org ItemList */
  listed: { name: string; path: string }[];
}

export interface UpgradeParts {
  body: UpgradeBody;
}

/**
 * soldered        the package is soldered to the board (a BGA)
 * package-unknown no source says whether the package is soldered or socketed
 * no-socket       the vendor record names no socket
 * unknown-socket  the socket text names no socket we hold
 */
export type NoUpgradeReason = 'soldered' | 'package-unknown' | 'no-socket' | 'unknown-socket';

export interface UpgradeBody {
  owned: PlatformProcessor & { socketText: string | null; figures: OwnedFigure[] };
  socket: SocketName | null;
  query: UpgradeQuery;
  /** values of the query the page could not use, each ignored: shown as a note */
  ignored: { field: 'chipset' | 'board'; value: string; why: 'unknown' | 'other-socket' | 'other-chipset' }[];
  /** the chipset and board the advice is narrowed to */
  chipset: { id: string; name: string } | null;
  board: { id: string; name: string; chipset: string | null; memoryType: string | null; url: string } | null;
  /** the form's choices: the socket's chipsets, and the boards of the chosen chipset */
  choices: { chipsets: { id: string; name: string; boards: number }[]; boards: { id: string; name: string }[] };
  advice: UpgradeList | { kind: 'none'; reason: NoUpgradeReason };
  credits: BenchmarkCredit[];
}

export interface OwnedFigure {
  benchmark: BenchmarkInfo;
  score: number;
  samples: number;
}

export interface UpgradeList {
  kind: 'upgrades';
  candidates: UpgradeCandidateRow[];
  /** ranked candidates on every page */
  total: number;
  /** of those, the ones the chipset or board rules out (listed last) */
  ruledOut: number;
  page: number;
  pages: number;
  perPage: number;
  /** fit but are not faster: left out */
  notFaster: number;
  /** benchmark ids the owned processor has a figure in, in the order candidates are ranked by */
  basis: string[];
  /** fit but share no benchmark with the owned processor: the newest few, and how many */
  unmeasured: { count: number; newest: PlatformProcessor[] };
}

export interface UpgradeCandidateRow {
  processor: PlatformProcessor;
  gains: { benchmark: string; from: number; to: number; gain: number; fromSamples: number; toSamples: number }[];
  /** the gain in `rankedBy`, what the list is ranked by */
  gain: number;
  /** a benchmark id: the first of UpgradeList.basis the candidate has a figure in */
  rankedBy: string;
  gainPerDollar: number | null;
  tdpChangeW: number | null;
  status: 'supported' | 'bios-update' | 'unsupported' | 'memory-mismatch' | 'not-stated' | 'socket-only';
  caveats: UpgradeCaveat[];
}

export interface UpgradeCaveat {
  kind: 'bios-update' | 'chipset-unsupported' | 'memory-type' | 'not-stated';
  /** chipset names */
  chipsets: string[];
  statement: string | null;
  source: NamedSource | null;
  memory: { board: string; processor: string[] } | null;
}
