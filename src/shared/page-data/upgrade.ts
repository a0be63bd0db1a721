import type { BenchmarkInfo } from '../benchmark.js';
import type { UpgradeQuery } from '../upgrade-query.js';
import type { BenchmarkCredit, NamedSource, PlatformProcessor, ShownStatement, SocketName } from './platform.js';
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
  board: { id: string; name: string; chipset: string | null; memoryType: string | null; url: string; makerUrl: string | null; biosFlashback: boolean | null } | null;
  /** the form's choices: the socket's chipsets, and the boards of the chosen chipset (those with BIOS Flashback marked) */
  choices: { chipsets: { id: string; name: string; boards: number }[]; boards: { id: string; name: string; biosFlashback: boolean }[] };
  /** with a chipset and no board chosen: of its boards in the index, how many record BIOS Flashback */
  flashback: { boards: number; withFlashback: number } | null;
  advice: UpgradeList | { kind: 'none'; reason: NoUpgradeReason };
  credits: BenchmarkCredit[];
}

export interface OwnedFigure {
  benchmark: BenchmarkInfo;
  score: number;
  samples: number;
  /** a derived figure's tests (the single-thread index's), named wherever its count is shown */
  tests?: readonly string[];
  /** for a figure that states its uncertainty (the single-thread index), the range it most likely lies in */
  range?: [low: number, high: number];
  /** ranked and on more than one result: it can order the list */
  orders: boolean;
}

export interface UpgradeList {
  kind: 'upgrades';
  candidates: UpgradeCandidateRow[];
  /** ranked candidates on every page */
  total: number;
  /** of those, the ones the chipset or board rules out (listed last) */
  ruledOut: number;
  /** ranked candidates in each group (fits.ts FitGroup), in the order the list shows the groups */
  groups: { group: UpgradeGroup; count: number }[];
  page: number;
  pages: number;
  perPage: number;
  /** fit but are not faster: left out */
  notFaster: number;
  /**
   * without a chipset or board: the chipsets (names; "" every board of a socket without chipsets)
   * each candidate is weighed on — those a source states run the processor owned ("stated"), else
   * every one not stated to refuse it ("not-refused"), else all
   */
  weighedOn: { chipsets: string[]; basis: 'stated' | 'not-refused' | 'all' } | null;
  /** benchmark ids whose figures order the list (multi-thread first), with their scope */
  basis: { id: string; scope: 'multi-thread' | 'single-thread' }[];
  /** fit but share no benchmark with the owned processor: the newest few, and how many */
  unmeasured: { count: number; newest: PlatformProcessor[] };
}

/**
 * Where a candidate stands on the owner's board, the groups a list is shown in (fits.ts FitGroup):
 * every-board, supported, bios-update, some-chipsets, not-stated, ruled-out.
 */
export type UpgradeGroup = 'every-board' | 'supported' | 'bios-update' | 'some-chipsets' | 'not-stated' | 'ruled-out';

export interface UpgradeCandidateRow {
  processor: PlatformProcessor;
  /** every benchmark both have a ranked figure in, each with its scope and the results behind each figure */
  gains: { benchmark: string; scope: 'multi-thread' | 'single-thread'; from: number; to: number; gain: number; fromSamples: number; toSamples: number }[];
  /** the gain in `rankedBy`, what the list is ranked by */
  gain: number;
  /** a benchmark id: the first of UpgradeList.basis the candidate has a figure in */
  rankedBy: string;
  group: UpgradeGroup;
  gainPerDollar: number | null;
  tdpChangeW: number | null;
  status: 'supported' | 'bios-update' | 'unsupported' | 'memory-mismatch' | 'not-stated' | 'socket-only';
  caveats: UpgradeCaveat[];
}

export interface UpgradeCaveat {
  kind: 'supported' | 'bios-update' | 'chipset-unsupported' | 'memory-type' | 'not-stated';
  /** chipset names; "" for every board of a socket whose processors need no chipset */
  chipsets: string[];
  /** the statement it rests on, in the page's language, with its source */
  statement: ShownStatement | null;
  /** for a memory caveat: the board's document */
  document: NamedSource | null;
  memory: { board: string; processor: string[] } | null;
  /** beside a BIOS update: the board chosen records BIOS Flashback, so no older processor is needed to update */
  flashback: boolean;
}
