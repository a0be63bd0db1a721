import { gainPerLaunchDollar } from '../../shared/figure-metrics.js';
import { launchSortKey } from '../launch-keys.js';
import { ORDERING_SAMPLES, type BenchmarkScope } from '../../shared/benchmark.js';
import type { Processor } from '../../shared/processor.js';
import { FIT_GROUPS, type Fit, type FitGroup } from './fits.js';

/*
 * The upgrade advisor: for the processor a visitor owns, the processors that fit the same socket
 * (and the chipset or board, when given), each with what it gains in every benchmark both have a
 * figure in, the gain per launch dollar, the change in TDP and the caveats of its fit. Best first;
 * one that fits but is not faster is not suggested.
 *
 * "Best" is the gain in one benchmark, the same for every candidate that has a figure in it: of
 * the benchmarks the owned processor has a figure in, a multi-thread one before any single-thread
 * one, and of those the one the most processors on the socket have. A mean over whatever each pair
 * happens to share would rank a candidate measured only in a multi-threaded benchmark above one
 * measured in that and a single-threaded one, for the missing figure alone. A candidate without a
 * figure in that benchmark is ranked after those with one, by the next benchmark of the same
 * order, and so on (the page marks it). Only ranked figures are read (enough results, no doubt),
 * and only figures on more than one result order anything: one odd machine must not decide which
 * processor comes first. Candidates are listed by where they stand on the owner's board first
 * (fits.ts: every board, after a BIOS update, some chipsets, not stated, ruled out), then by gain.
 *
 * A large socket holds thousands of processors, so the work is split: a socket's figures are read
 * once into a table (measureSocket, kept by the caller), and each answer is arithmetic over that
 * table, with the candidate objects made only for the window a page shows.
 */

/** One benchmark as the advisor needs it; any number of them can be passed. */
export interface BenchmarkMeasure {
  id: string;
  /** the processor's ranked figure and the results behind it, or null when it has none (never an estimate) */
  figureOf(processor: Processor): { score: number; samples: number } | null;
  higherIsBetter: boolean;
  /** a multi-thread benchmark orders the list before any single-thread one */
  scope: BenchmarkScope;
  /** the processors in the system each figure was measured on (1 when not given): a gain per dollar is per the system's launch price */
  chips?: number;
}


export interface BenchmarkGain {
  benchmark: string;
  /** the owned processor's figure and the candidate's, with the results behind each */
  from: number;
  to: number;
  fromSamples: number;
  toSamples: number;
  /** 0.35 = 35 % better; negative when worse. For lower-is-better figures, from ÷ to − 1. */
  gain: number;
}

export interface UpgradeCandidate {
  processor: Processor;
  /** one per benchmark in which both have a figure, in the order the benchmarks were given */
  gains: BenchmarkGain[];
  /** the gain in `rankedBy`: what ranks the candidates */
  gain: number;
  /** the benchmark the candidate is ranked by: the first of UpgradeList.basis it has a figure in */
  rankedBy: string;
  /** where it stands on the owner's board (fits.ts), which the list is grouped by */
  group: FitGroup;
  /** gain ÷ the launch price in USD of the system the ranking benchmark measures (0.5 at $250 is 0.002 per dollar); null without a price */
  gainPerDollar: number | null;
  /** the candidate's TDP minus the owned one's, in watts; null when either is unknown */
  tdpChangeW: number | null;
  fit: Fit;
}

export interface UpgradeList {
  /** the ranked candidates in the window asked for (all of them when no window is given) */
  candidates: UpgradeCandidate[];
  /** ranked candidates over every window */
  total: number;
  /** of those, the ones the chipset or board given rules out (they come last) */
  ruledOut: number;
  /** ranked candidates in each group, over every window */
  groups: Record<FitGroup, number>;
  /** fit the socket but share no benchmark figure with the owned processor: not ranked, newest first */
  unmeasured: Processor[];
  /** fit the socket but are not faster by the measure above */
  notFaster: number;
  /**
   * the benchmarks whose figures order the list: those the owned processor has a figure on more
   * than one result in, multi-thread first, each scope most widely measured on the socket first
   * (then in the order given)
   */
  basis: string[];
}

/** Which candidates to make: `limit` of them from `offset` in ranked order. */
export interface UpgradeWindow {
  offset?: number;
  limit?: number;
}

/** A socket's processors, newest first, with each benchmark's figure of each (NaN: none). */
export interface MeasuredSocket {
  processors: readonly Processor[];
  /** one array per benchmark, in the order the benchmarks were given, indexed like `processors` */
  figures: readonly Float64Array[];
  /** the results behind each figure, indexed alike (0: none) */
  samples: readonly Int32Array[];
  /** the same figures' natural logarithms: a gain is then a subtraction */
  logs: readonly Float64Array[];
  /** how many of the processors have a figure that can order (ORDERING_SAMPLES), per benchmark: what orders an answer's basis */
  measured: readonly number[];
  /**
   * each processor's line as a fit reads it (generation, codename, memory types), numbered from 0:
   * processors of one line fit a chipset or board alike, so a fit is worked out once per line
   */
  lines: Int32Array;
}

function lineKey(processor: Processor): string {
  return `${processor.generation}\u0000${processor.codename ?? ''}\u0000${processor.igpu === null ? 0 : 1}\u0000${processor.memory.types.map((entry) => entry.type).join(',')}`;
}

// Code-unit order: a locale-aware compare costs tens of milliseconds over the thousands of
// candidates a large socket has.
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Reads every figure of a socket's processors once; an answer then reads numbers only. */
export function measureSocket(processors: Iterable<Processor>, benchmarks: readonly BenchmarkMeasure[]): MeasuredSocket {
  // Newest first (a quarter sorts with its first month: launchSortKey), undated last.
  const sorted = [...processors]
    .map((processor) => ({ processor, key: launchSortKey(processor.launched) ?? -Infinity }))
    .sort((a, b) => b.key - a.key || byText(a.processor.name, b.processor.name) || byText(a.processor.id, b.processor.id))
    .map((entry) => entry.processor);
  const samples = benchmarks.map(() => new Int32Array(sorted.length));
  const figures = benchmarks.map((benchmark, at) => {
    const column = new Float64Array(sorted.length);
    sorted.forEach((processor, index) => {
      const figure = benchmark.figureOf(processor);
      const usable = figure !== null && Number.isFinite(figure.score) && figure.score > 0;
      column[index] = usable ? figure.score : NaN;
      samples[at]![index] = usable ? figure.samples : 0;
    });
    return column;
  });
  const lineIds = new Map<string, number>();
  const lines = Int32Array.from(sorted, (processor) => {
    const key = lineKey(processor);
    let id = lineIds.get(key);
    if (id === undefined) lineIds.set(key, (id = lineIds.size));
    return id;
  });
  const measured = samples.map((column) => column.reduce((count, results) => count + Number(results >= ORDERING_SAMPLES), 0));
  return { processors: sorted, figures, samples, logs: figures.map((column) => column.map(Math.log)), measured, lines };
}

function ratio(from: number, to: number, higherIsBetter: boolean): number {
  return higherIsBetter ? to / from : from / to;
}

const GROUP_ORDER = new Map<FitGroup, number>(FIT_GROUPS.map((group, index) => [group, index]));

/**
 * Ranks the socket's processors (all but the owned one) against `owned`: by group (where they
 * stand on the owner's board, usable groups first), then by the place of their ranking benchmark in
 * the basis, then by gain, then gain per dollar, then name. `fitOf` is asked once per line of the
 * socket (MeasuredSocket.lines), with one of its processors.
 */
export function rankUpgrades(
  owned: Processor,
  socket: MeasuredSocket,
  benchmarks: readonly BenchmarkMeasure[],
  fitOf: (candidate: Processor) => Fit,
  window: UpgradeWindow = {},
): UpgradeList {
  const mine = benchmarks.map((benchmark) => {
    const figure = benchmark.figureOf(owned);
    return figure !== null && Number.isFinite(figure.score) && figure.score > 0 ? figure : null;
  });
  const { processors, logs, samples, measured, lines } = socket;
  const fitOfLine: (Fit | undefined)[] = [];
  const fitAt = (at: number) => (fitOfLine[lines[at]!] ??= fitOf(processors[at]!));
  const scopeRank = (index: number) => (benchmarks[index]!.scope === 'multi-thread' ? 0 : 1);
  const basis = mine
    .flatMap((figure, index) => (figure === null || figure.samples < ORDERING_SAMPLES ? [] : [index]))
    .sort((a, b) => scopeRank(a) - scopeRank(b) || measured[b]! - measured[a]! || a - b);
  const mineLog = mine.map((figure) => (figure === null ? NaN : Math.log(figure.score)));
  const sign = benchmarks.map((benchmark) => (benchmark.higherIsBetter ? 1 : -1));
  const count = processors.length;
  // What ranks a candidate: its group, then the place of its benchmark in the basis, then the gain
  // (a ratio of two processors' figures is far below 1e4), in one number for choosing the window;
  // the window itself is sorted field by field.
  const rankKey = new Float64Array(count);
  const placeOf = new Int32Array(count);
  const ranked: number[] = [];
  const unmeasured: Processor[] = [];
  const groups = Object.fromEntries(FIT_GROUPS.map((group) => [group, 0])) as Record<FitGroup, number>;
  let notFaster = 0;
  let ruledOut = 0;
  for (let at = 0; at < count; at++) {
    const candidate = processors[at]!;
    if (candidate === owned || (candidate.vendor === owned.vendor && candidate.id === owned.id)) continue;
    const place = basis.findIndex((index) => samples[index]![at]! >= ORDERING_SAMPLES);
    if (place === -1) {
      unmeasured.push(candidate);
      continue;
    }
    const index = basis[place]!;
    const gain = Math.exp(sign[index]! * (logs[index]![at]! - mineLog[index]!)) - 1;
    // A rounding hair above zero is not an upgrade either.
    if (!(gain > 1e-9)) {
      notFaster++;
      continue;
    }
    const group = fitAt(at).group;
    groups[group]++;
    if (group === 'ruled-out') ruledOut++;
    rankKey[at] = (FIT_GROUPS.length - GROUP_ORDER.get(group)!) * 1e8 + (basis.length - place) * 1e4 + gain;
    placeOf[at] = place;
    ranked.push(at);
  }
  const offset = Math.max(0, window.offset ?? 0);
  const end = window.limit === undefined ? ranked.length : Math.min(ranked.length, offset + Math.max(0, window.limit));
  // Only the window's candidates are put in full order: the rest are counted, not sorted.
  let inWindow = ranked;
  if (end < ranked.length) {
    const keys = Float64Array.from(ranked, (at) => rankKey[at]!).sort();
    const threshold = end === 0 ? Infinity : keys[ranked.length - end]!;
    inWindow = ranked.filter((at) => rankKey[at]! >= threshold);
  }
  const candidates = inWindow.map((at) => ({ place: placeOf[at]!, candidate: candidateOf(owned, processors[at]!, at, socket, benchmarks, mine, basis[placeOf[at]!]!, fitAt(at)) }));
  candidates.sort(({ place: placeA, candidate: a }, { place: placeB, candidate: b }) =>
    GROUP_ORDER.get(a.group)! - GROUP_ORDER.get(b.group)! ||
    placeA - placeB ||
    b.gain - a.gain ||
    (b.gainPerDollar ?? -1) - (a.gainPerDollar ?? -1) ||
    byText(a.processor.name, b.processor.name) ||
    byText(a.processor.id, b.processor.id));
  return {
    candidates: candidates.slice(offset, end).map((entry) => entry.candidate),
    total: ranked.length,
    ruledOut,
    groups,
    unmeasured,
    notFaster,
    basis: basis.map((index) => benchmarks[index]!.id),
  };
}

/** A candidate in full, its gains worked out from the figures themselves (not their logarithms). */
function candidateOf(
  owned: Processor, candidate: Processor, at: number, socket: MeasuredSocket,
  benchmarks: readonly BenchmarkMeasure[], mine: readonly ({ score: number; samples: number } | null)[], rankedBy: number, fit: Fit,
): UpgradeCandidate {
  const gains: BenchmarkGain[] = [];
  benchmarks.forEach((benchmark, index) => {
    const from = mine[index];
    const to = socket.figures[index]![at]!;
    if (from === null || from === undefined || Number.isNaN(to)) return;
    gains.push({
      benchmark: benchmark.id, from: from.score, to, fromSamples: from.samples, toSamples: socket.samples[index]![at]!,
      gain: ratio(from.score, to, benchmark.higherIsBetter) - 1,
    });
  });
  const gain = gains.find((entry) => entry.benchmark === benchmarks[rankedBy]!.id)!.gain;
  return {
    processor: candidate,
    gains,
    gain,
    rankedBy: benchmarks[rankedBy]!.id,
    group: fit.group,
    gainPerDollar: gainPerLaunchDollar({ chips: benchmarks[rankedBy]!.chips ?? 1 }, candidate, gain),
    tdpChangeW: candidate.tdpW !== null && owned.tdpW !== null ? candidate.tdpW - owned.tdpW : null,
    fit,
  };
}
