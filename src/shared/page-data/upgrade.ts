import type { BenchmarkInfo, BenchmarkScope } from '../benchmark.js';
import type { UpgradeQuery } from '../upgrade-query.js';
import type { BenchmarkCredit, NamedSource, PlatformProcessor, ShownLine, ShownStatement, SocketName } from './platform.js';
import type { Processor } from '../processor.js';
import type { PriceCredit } from './price-credit.js';

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

/** What a board's listings say of BIOS Flashback, as the upgrade page tells it: null where they record none or say nothing. */
export type BoardFlashback = 'yes' | 'disputed' | null;

export interface UpgradeBody {
  owned: PlatformProcessor & { socketText: string | null; figures: OwnedFigure[] };
  socket: SocketName | null;
  query: UpgradeQuery;
  /** values of the query the page could not use, each ignored: shown as a note */
  ignored: { field: 'chipset' | 'board'; value: string; why: 'unknown' | 'other-socket' | 'other-chipset' }[];
  /** the chipset and board the advice is narrowed to */
  chipset: { id: string; name: string } | null;
  board: {
    id: string;
    name: string;
    chipset: string | null;
    memoryType: string | null;
    url: string;
    makerUrl: string | null;
    biosFlashback: boolean | null;
    /** its BuildCores listings disagree on BIOS Flashback (biosFlashback is then null); `listings` counts them */
    flashbackDisputed: boolean;
    listings: number;
  } | null;
  /** the form's choices: the socket's chipsets, and the boards of the chosen chipset (those with BIOS Flashback, or a dispute about it, marked) */
  choices: { chipsets: { id: string; name: string; boards: number }[]; boards: { id: string; name: string; flashback: BoardFlashback }[] };
  /**
   * with a chipset and no board chosen: of its boards in the index, how many record BIOS Flashback,
   * and how many are disputed (counted in `boards`, never in `withFlashback`)
   */
  flashback: { boards: number; withFlashback: number; disputed: number } | null;
  /**
   * with a chipset or board chosen: the statement that its chipset does not take the owned
   * processor's line, with that line; the owner's board runs it all the same, so its CPU support
   * list decides (docs/platforms.md). Null when no statement says so.
   */
  ownerRefusedBy: { chipset: string; line: ShownLine; statement: ShownStatement } | null;
  advice: UpgradeList | { kind: 'none'; reason: NoUpgradeReason };
  credits: BenchmarkCredit[];
  /** the China retail prices' credit (CC BY 4.0), when a candidate on this page shows a price; else null */
  priceCredit: PriceCredit | null;
}

export interface OwnedFigure {
  benchmark: BenchmarkInfo;
  score: number;
  samples: number;
  /** a derived figure's tests (the single-thread index's), named wherever its count is shown */
  tests?: readonly string[];
  /** for a figure that states its uncertainty (the single-thread index), the range it most likely lies in */
  range?: [low: number, high: number];
  /** the benchmark that answers the goal asked, ranked and on more than one result: it orders the list */
  orders: boolean;
}

export interface UpgradeList {
  kind: 'upgrades';
  candidates: UpgradeCandidateRow[];
  /** listed candidates on every page: faster, then about the same (or, without a gain, all with a figure) */
  total: number;
  /** of those, the ones the chipset or board rules out (listed last in their standing) */
  ruledOut: number;
  /** listed candidates in each group (fits.ts FitGroup), in the order the list shows the groups; "about the same" ones apart */
  groups: { group: UpgradeGroup; count: number }[];
  /** of the "supported" group (a chipset or board given), those it takes only after a BIOS update */
  biosUpdates: number;
  /** listed as about the same: a higher figure, too close to tell from the owned one's (separation()) */
  tooClose: number;
  page: number;
  pages: number;
  perPage: number;
  /** fit but are not faster in the goal's benchmark: left out */
  notFaster: number;
  /**
   * without a chipset or board: the chipsets (names; "" every board of a socket without chipsets)
   * each candidate is weighed on — those a source states run the processor owned ("stated"), else
   * every one not stated to refuse it ("not-refused"), else all
   */
  weighedOn: { chipsets: string[]; basis: 'stated' | 'not-refused' | 'all' } | null;
  /** the goal asked for: what should be faster */
  goal: BenchmarkScope;
  /** the benchmark that answers the goal and orders the list; null when the catalogue has none */
  /** `proportional`: whether its gains are ratios of speed, shown as percentages, or only points (BenchmarkInfo.proportional) */
  orderedBy: { id: string; scope: BenchmarkScope; proportional: boolean } | null;
  /**
   * gains: the owned processor has a figure there that orders, and each candidate's gain on it is shown;
   * own-figures: it has none (`ownFigure` says whether it has one at all), so the candidates are listed by their own figure
   */
  mode: 'gains' | 'own-figures';
  /** the owned processor's figure in the goal's benchmark: none, or one that does not order (too few results or tests) */
  ownFigure: 'orders' | 'unranked' | 'none';
  /** the other goal's benchmark, which marks a candidate slower than the owned processor; null when none */
  markedBy: { id: string; scope: BenchmarkScope } | null;
  /** fit but have no figure in the goal's benchmark that can order: the newest few, and how many */
  unmeasured: { count: number; newest: PlatformProcessor[] };
}

/**
 * Where a candidate stands on the owner's board, the groups a list is shown in (fits.ts FitGroup):
 * every-board, supported, bios-update, some-chipsets, check-board, not-stated, ruled-out.
 */
export type UpgradeGroup = 'every-board' | 'supported' | 'bios-update' | 'some-chipsets' | 'check-board' | 'not-stated' | 'ruled-out';

export interface UpgradeCandidateRow {
  processor: PlatformProcessor;
  /** every benchmark both have a ranked figure in, each with its scope and the results behind each figure */
  gains: { benchmark: string; scope: BenchmarkScope; proportional: boolean; from: number; to: number; gain: number; fromSamples: number; toSamples: number }[];
  /** the gain in the goal's benchmark (UpgradeList.orderedBy); null when the owned processor has no figure there to gain on */
  gain: number | null;
  /** the candidate's own figure in the goal's benchmark, with the results behind it */
  figure: { score: number; samples: number };
  /** faster; too close to tell (about the same); or unknown, for want of the owned processor's figure */
  standing: 'faster' | 'too-close' | 'unknown';
  /** the other goal's benchmark (UpgradeList.markedBy) when it puts the candidate below the owned processor */
  slowerIn: string | null;
  group: UpgradeGroup;
  gainPerDollar: number | null;
  /** its China retail price now in yuan, with the month (docs/prices.md); null without one */
  priceNow: { yuan: number; month: string } | null;
  /**
   * the goal's gain per 100 yuan of that price (0.027: +2.7% per ¥100); null without a price, a
   * gain, or for a benchmark whose ratios are no speed ratios (the index), as per dollar
   */
  gainPerYuan: number | null;
  tdpChangeW: number | null;
  status: 'supported' | 'bios-update' | 'unsupported' | 'memory-mismatch' | 'not-stated' | 'socket-only';
  caveats: UpgradeCaveat[];
}

/**
 * What a caveat of a candidate upgrade says, written once for the advisor's reasoning
 * (src/catalogue/platforms/fits.ts) and the page that shows it:
 * owner-line: the chipset is stated not to take this line, yet the owner's board runs the owner's
 * processor, of that line; owner-bios: the chipset takes this line after a BIOS update, the
 * statement about the owner's line too, which the owner's board runs: it has the update.
 */
export type CaveatKind = 'supported' | 'bios-update' | 'chipset-unsupported' | 'owner-line' | 'owner-bios' | 'memory-type' | 'not-stated';

export interface UpgradeCaveat {
  kind: CaveatKind;
  /** chipset names; "" for every board of a socket whose processors need no chipset */
  chipsets: string[];
  /** the statement it rests on, in the page's language, with its source */
  statement: ShownStatement | null;
  /** for a memory caveat: the board's document */
  document: NamedSource | null;
  memory: { board: string; processor: string[] } | null;
  /**
   * beside a BIOS update, what the board chosen says of BIOS Flashback: 'yes', no older processor is
   * needed to update; 'disputed', its listings disagree, so check the maker's page first; else null
   */
  flashback: BoardFlashback;
}
