import { gainPerLaunchDollar } from '../../shared/figure-metrics.js';
import { launchSortKey } from '../launch-keys.js';
import { sortByNumber } from '../number-order.js';
import { ORDERING_SAMPLES, separation, type BenchmarkScope, type FigureRange } from '../../shared/benchmark.js';
import type { Processor } from '../../shared/processor.js';
import { FIT_GROUPS, type Fit, type FitGroup } from './fits.js';

/*
 * The upgrade advisor: for the processor a visitor owns, the processors that fit the same socket
 * (and the chipset or board, when given), each with what it gains in every benchmark both have a
 * figure in, the gain per launch dollar, the change in TDP and the caveats of its fit.
 *
 * The visitor chooses the goal, and one benchmark answers each: Blender's render for multi-thread
 * work, the single-thread index for one thread (the benchmarks marked `answers`). That benchmark
 * alone orders the list, for every candidate alike; the others (SPECrate) are shown beside it and
 * order nothing. A narrow single test (hardinfo2's) is never passed in: it counts only through the
 * index, which weighs it against the others (docs/platforms.md, "The advisor's order").
 *
 * Where the owned processor has a figure in that benchmark, a candidate is listed when its figure
 * is higher: "faster" when separation() says the two are apart, "about the same" (listed after the
 * faster ones) when it says they are too close to tell; the rest are counted as not faster. Where
 * the owned processor has no figure that can order, no gain can be worked out: the candidates
 * with one are listed by their own figure, and the page says why ("own-figures"), rather than
 * claiming nothing is faster. Either way a candidate the other goal's benchmark puts below the
 * owned processor (separation() again) is marked: slower on one thread, or in multi-thread work.
 * Only ranked figures are read (enough results, no doubt), and only those on more than one result
 * order or mark anything: one odd machine must not decide. Candidates are listed by where they
 * stand on the owner's board first (fits.ts), then by gain, or by their own figure.
 *
 * A large socket holds thousands of processors, so the work is split: a socket's figures are read
 * once into a table (measureSocket, kept by the caller), and each answer is arithmetic over that
 * table, with the candidate objects made only for the window a page shows.
 */

/** One benchmark as the advisor needs it; any number of them can be passed. */
export interface BenchmarkMeasure {
  id: string;
  /** the processor's ranked figure, the results behind it and its range where it states one; null when it has none (never an estimate) */
  figureOf(processor: Processor): { score: number; samples: number; range?: FigureRange } | null;
  higherIsBetter: boolean;
  scope: BenchmarkScope;
  /** the benchmark that answers its scope's goal (Blender, the single-thread index): only it orders a list or marks a candidate */
  answers?: boolean;
  /** the processors in the system each figure was measured on (1 when not given): a gain per dollar is per the system's launch price */
  chips?: number;
  /**
   * Where the figures are kept by the records' places (a synthetic catalogue's) and state no
   * range: a socket's table reads each ranked figure's score and results at its record's place,
   * the same numbers `figureOf` gives, without making an object for each (a large socket's table
   * reads thousands of processors in every benchmark, the warm-up's upgrade pages about 200,000
   * figures at 100,000 processors).
   */
  byPlace?: RankedByPlace;
}

/** A benchmark's ranked figures by place, as `BenchmarkMeasure.byPlace` reads them. */
export interface RankedByPlace {
  placeOf(processor: Processor): number | undefined;
  /** whether the record at `place` has a figure that ranks */
  ranked(place: number): boolean;
  score(place: number): number;
  samplesAt(place: number): number;
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

/**
 * How a candidate stands against the owned processor in the goal's benchmark:
 *   faster     its figure is higher, and separation() says the two are apart
 *   too-close  its figure is higher, but separation() says too close to tell: "about the same"
 *   unknown    the owned processor has no figure there that can order: listed by its own figure
 */
export type Standing = 'faster' | 'too-close' | 'unknown';
const STANDINGS: readonly Standing[] = ['faster', 'too-close', 'unknown'];

export interface UpgradeCandidate {
  processor: Processor;
  /** one per benchmark in which both have a figure, in the order the benchmarks were given */
  gains: BenchmarkGain[];
  /** the gain in the goal's benchmark (UpgradeList.orderedBy); null when the owned processor has no figure there */
  gain: number | null;
  /** the candidate's own figure in the goal's benchmark, with the results behind it */
  figure: { score: number; samples: number };
  standing: Standing;
  /** the other goal's benchmark when it puts the candidate below the owned processor (separation()), else null */
  slowerIn: string | null;
  /** where it stands on the owner's board (fits.ts), which the list is grouped by */
  group: FitGroup;
  /** gain ÷ the launch price in USD of the system the goal's benchmark measures (0.5 at $250 is 0.002 per dollar); null without a gain, when too close, or without a price */
  gainPerDollar: number | null;
  /** the candidate's TDP minus the owned one's, in watts; null when either is unknown */
  tdpChangeW: number | null;
  fit: Fit;
}

export interface UpgradeList {
  /** the listed candidates in the window asked for (all of them when no window is given) */
  candidates: UpgradeCandidate[];
  /** listed candidates over every window: faster, then about the same (or, without a gain, all with a figure) */
  total: number;
  /** of those, the ones the chipset or board given rules out, faster or without a gain (they come last in their standing) */
  ruledOut: number;
  /** listed candidates in each group, over every window, the "about the same" ones left out */
  groups: Record<FitGroup, number>;
  /** of the "supported" group (a chipset or board given), those it takes only after a BIOS update: the group's heading says how many */
  biosUpdates: number;
  /** listed as about the same: a higher figure, too close to tell from the owned processor's */
  tooClose: number;
  /** fit the socket but have no figure in the goal's benchmark that can order: not listed, newest first */
  unmeasured: Processor[];
  /** fit the socket but are not faster by the goal's benchmark */
  notFaster: number;
  /** the goal asked for */
  goal: BenchmarkScope;
  /** the benchmark that answers it, whose figures order the list; null when none was given */
  orderedBy: string | null;
  /** 'gains' when the owned processor has a figure there that can order; else 'own-figures' */
  mode: 'gains' | 'own-figures';
  /** the other goal's benchmark, which marks a candidate slower than the owned processor; null when none was given */
  markedBy: string | null;
}

/** Which candidates to make: `limit` of them from `offset` in the listed order. */
export interface UpgradeWindow {
  offset?: number;
  limit?: number;
}

/** What to list: for which goal (multi-thread by default), and which window of it. */
export interface UpgradeRequest extends UpgradeWindow {
  goal?: BenchmarkScope;
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
  /** per benchmark, the ranges figures state (low, high; NaN where one states none), or null when none does */
  ranges: readonly ({ low: Float64Array; high: Float64Array } | null)[];
  /** per benchmark, the logarithm of the best figure that can order (NaN: none), to list by a figure of one's own */
  bestLogs: readonly number[];
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
  // (sortByNumber reads each one's key once: no object pairing a processor with its key is needed.)
  const sorted = [...processors];
  sortByNumber(
    sorted,
    (processor) => launchSortKey(processor.launched) ?? -Infinity,
    true,
    (a, b) => byText(a.name, b.name) || byText(a.id, b.id),
  );
  const samples = benchmarks.map(() => new Int32Array(sorted.length));
  const ranges = benchmarks.map((): { low: Float64Array; high: Float64Array } | null => null);
  const figures = benchmarks.map(() => new Float64Array(sorted.length));
  // Each processor's figures in every benchmark together, rather than each benchmark's in turn: a
  // catalogue finds a figure through its record (a synthetic one through a map of 100,000
  // records), and the record and its entry, just read, are still at hand for the next benchmark.
  sorted.forEach((processor, index) => {
    benchmarks.forEach((benchmark, at) => {
      const placed = benchmark.byPlace;
      if (placed) {
        const place = placed.placeOf(processor);
        const score = place !== undefined && placed.ranked(place) ? placed.score(place) : NaN;
        const isUsable = usableScore(score);
        figures[at]![index] = isUsable ? score : NaN;
        samples[at]![index] = isUsable ? placed.samplesAt(place!) : 0;
        return;
      }
      const figure = usable(benchmark.figureOf(processor));
      figures[at]![index] = figure ? figure.score : NaN;
      samples[at]![index] = figure ? figure.samples : 0;
      if (figure?.range) {
        // Made only for a benchmark whose figures state ranges (the single-thread index, in time).
        const range = (ranges[at] ??= { low: new Float64Array(sorted.length).fill(NaN), high: new Float64Array(sorted.length).fill(NaN) });
        range.low[index] = figure.range.low;
        range.high[index] = figure.range.high;
      }
    });
  });
  const lineIds = new Map<string, number>();
  const lines = Int32Array.from(sorted, (processor) => {
    const key = lineKey(processor);
    let id = lineIds.get(key);
    if (id === undefined) lineIds.set(key, (id = lineIds.size));
    return id;
  });
  const logs = figures.map((column) => column.map(Math.log));
  const bestLogs = benchmarks.map((benchmark, at) => {
    const sign = benchmark.higherIsBetter ? 1 : -1;
    let best = NaN;
    logs[at]!.forEach((log, index) => {
      if (samples[at]![index]! >= ORDERING_SAMPLES && !(sign * log <= sign * best)) best = log;
    });
    return best;
  });
  return { processors: sorted, figures, samples, logs, ranges, bestLogs, lines };
}

type MeasuredFigure = ReturnType<BenchmarkMeasure['figureOf']>;

/** A figure the advisor can use: finite and above zero (a gain is a ratio). */
function usable(figure: MeasuredFigure): MeasuredFigure {
  return figure !== null && usableScore(figure.score) ? figure : null;
}

/** A score a gain can be worked out from: a finite number above 0. */
function usableScore(score: number): boolean {
  return Number.isFinite(score) && score > 0;
}

/** Candidate `at`'s figure in benchmark `index` as separation() reads it, with its range where it states one. */
function figureAt(socket: MeasuredSocket, index: number, at: number): { score: number; range?: FigureRange } {
  const range = socket.ranges[index];
  const score = socket.figures[index]![at]!;
  return range && !Number.isNaN(range.low[at]!) ? { score, range: { low: range.low[at]!, high: range.high[at]! } } : { score };
}

const GROUP_ORDER = new Map<FitGroup, number>(FIT_GROUPS.map((group, index) => [group, index]));
const STANDING_ORDER = new Map<Standing, number>(STANDINGS.map((standing, index) => [standing, index]));
/** The place of a standing and a group in the list: faster before about the same, then by group. */
const classOf = (standing: Standing, group: FitGroup) => STANDING_ORDER.get(standing)! * FIT_GROUPS.length + GROUP_ORDER.get(group)!;
const CLASSES = STANDINGS.length * FIT_GROUPS.length;

/**
 * Lists the socket's processors (all but the owned one) against `owned` for the goal asked: by
 * standing (faster, then about the same), then group (where they stand on the owner's board,
 * usable groups first), then gain — or, where the owned processor has no figure to gain on, its
 * own figure —, then gain per dollar, then name. `fitOf` is asked once per line of the socket
 * (MeasuredSocket.lines), with one of its processors.
 */
export function rankUpgrades(
  owned: Processor,
  socket: MeasuredSocket,
  benchmarks: readonly BenchmarkMeasure[],
  fitOf: (candidate: Processor) => Fit,
  request: UpgradeRequest = {},
): UpgradeList {
  const goal = request.goal ?? 'multi-thread';
  const answering = (scope: BenchmarkScope) => benchmarks.findIndex((benchmark) => benchmark.answers === true && benchmark.scope === scope);
  const by = answering(goal);
  const other = answering(goal === 'multi-thread' ? 'single-thread' : 'multi-thread');
  const mine = benchmarks.map((benchmark) => usable(benchmark.figureOf(owned)));
  const ordersOn = (figure: MeasuredFigure) => figure !== null && figure.samples >= ORDERING_SAMPLES;
  const mode = by !== -1 && ordersOn(mine[by]!) ? 'gains' : 'own-figures';
  const { processors, logs, samples, lines } = socket;
  const fitOfLine: (Fit | undefined)[] = [];
  const fitAt = (at: number) => (fitOfLine[lines[at]!] ??= fitOf(processors[at]!));
  const count = processors.length;
  const unmeasured: Processor[] = [];
  const groups = Object.fromEntries(FIT_GROUPS.map((group) => [group, 0])) as Record<FitGroup, number>;
  const list = { total: 0, ruledOut: 0, tooClose: 0, notFaster: 0, biosUpdates: 0 };
  // What places a listed candidate: its class (standing, then group) and, within it, its gain as a
  // ratio or its own figure as a share of the socket's best (each far below 1e4), in one number
  // for choosing the window; the window itself is sorted field by field.
  const rankKey = new Float64Array(count);
  const standingAt = new Int8Array(count);
  const listed: number[] = [];
  if (by !== -1) {
    const sign = benchmarks[by]!.higherIsBetter ? 1 : -1;
    const direction = benchmarks[by]!.higherIsBetter ? 'higher' : 'lower';
    const logsBy = logs[by]!;
    const samplesBy = samples[by]!;
    const mineLog = mode === 'gains' ? Math.log(mine[by]!.score) : socket.bestLogs[by]!;
    for (let at = 0; at < count; at++) {
      const candidate = processors[at]!;
      if (candidate === owned || (candidate.vendor === owned.vendor && candidate.id === owned.id)) continue;
      if (samplesBy[at]! < ORDERING_SAMPLES) {
        unmeasured.push(candidate);
        continue;
      }
      // A ratio: to the owned figure (a gain), or to the socket's best (a place among its own figures).
      const ratio = Math.exp(sign * (logsBy[at]! - mineLog));
      let standing: Standing = 'unknown';
      if (mode === 'gains') {
        const apart = ratio > 1 ? separation(direction, figureAt(socket, by, at), mine[by]!) : 'worse';
        if (apart === 'worse') {
          list.notFaster++;
          continue;
        }
        standing = apart === 'better' ? 'faster' : 'too-close';
      }
      const group = fitAt(at).group;
      list.total++;
      if (standing === 'too-close') list.tooClose++;
      else {
        groups[group]++;
        if (group === 'ruled-out') list.ruledOut++;
        if (group === 'supported' && fitAt(at).status === 'bios-update') list.biosUpdates++;
      }
      standingAt[at] = STANDING_ORDER.get(standing)!;
      rankKey[at] = (CLASSES - classOf(standing, group)) * 1e4 + ratio;
      listed.push(at);
    }
  } else {
    for (const candidate of processors)
      if (candidate !== owned && !(candidate.vendor === owned.vendor && candidate.id === owned.id)) unmeasured.push(candidate);
  }
  const offset = Math.max(0, request.offset ?? 0);
  const end = request.limit === undefined ? listed.length : Math.min(listed.length, offset + Math.max(0, request.limit));
  // Only the window's candidates are put in full order: the rest are counted, not sorted.
  let inWindow = listed;
  if (end < listed.length) {
    const keys = Float64Array.from(listed, (at) => rankKey[at]!).sort();
    const threshold = end === 0 ? Infinity : keys[listed.length - end]!;
    inWindow = listed.filter((at) => rankKey[at]! >= threshold);
  }
  const made = inWindow.map((at) => candidateOf(owned, at, socket, benchmarks, mine, { by, other, standing: STANDINGS[standingAt[at]!]! }, fitAt(at)));
  const value = (candidate: UpgradeCandidate) => candidate.gain ?? (benchmarks[by]!.higherIsBetter ? candidate.figure.score : -candidate.figure.score);
  made.sort(
    (a, b) =>
      classOf(a.standing, a.group) - classOf(b.standing, b.group) ||
      value(b) - value(a) ||
      (b.gainPerDollar ?? -1) - (a.gainPerDollar ?? -1) ||
      byText(a.processor.name, b.processor.name) ||
      byText(a.processor.id, b.processor.id),
  );
  return {
    candidates: made.slice(offset, end),
    ...list,
    groups,
    unmeasured,
    goal,
    orderedBy: by === -1 ? null : benchmarks[by]!.id,
    mode,
    markedBy: other === -1 ? null : benchmarks[other]!.id,
  };
}

/** A candidate in full, its gains worked out from the figures themselves (not their logarithms). */
function candidateOf(
  owned: Processor,
  at: number,
  socket: MeasuredSocket,
  benchmarks: readonly BenchmarkMeasure[],
  mine: readonly MeasuredFigure[],
  place: { by: number; other: number; standing: Standing },
  fit: Fit,
): UpgradeCandidate {
  const candidate = socket.processors[at]!;
  const gains: BenchmarkGain[] = [];
  benchmarks.forEach((benchmark, index) => {
    const from = mine[index];
    const to = socket.figures[index]![at]!;
    if (!from || Number.isNaN(to)) return;
    gains.push({
      benchmark: benchmark.id,
      from: from.score,
      to,
      fromSamples: from.samples,
      toSamples: socket.samples[index]![at]!,
      gain: (benchmark.higherIsBetter ? to / from.score : from.score / to) - 1,
    });
  });
  const { by, other, standing } = place;
  const gain = standing === 'unknown' ? null : gains.find((entry) => entry.benchmark === benchmarks[by]!.id)!.gain;
  // Marked only on figures that could order: one result does not say a candidate is slower.
  const theirs = other === -1 ? null : mine[other];
  const slower =
    theirs &&
    theirs.samples >= ORDERING_SAMPLES &&
    socket.samples[other]![at]! >= ORDERING_SAMPLES &&
    separation(benchmarks[other]!.higherIsBetter ? 'higher' : 'lower', theirs, figureAt(socket, other, at)) === 'better';
  return {
    processor: candidate,
    gains,
    gain,
    figure: { score: socket.figures[by]![at]!, samples: socket.samples[by]![at]! },
    standing,
    slowerIn: slower ? benchmarks[other]!.id : null,
    group: fit.group,
    // About the same is no upgrade to price: its gain is within what the figures cannot tell.
    gainPerDollar: gain === null || standing === 'too-close' ? null : gainPerLaunchDollar({ chips: benchmarks[by]!.chips ?? 1 }, candidate, gain),
    tdpChangeW: candidate.tdpW !== null && owned.tdpW !== null ? candidate.tdpW - owned.tdpW : null,
    fit,
  };
}
