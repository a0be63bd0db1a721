import type { BenchmarkScope, Direction, Doubt, DoubtCause, DoubtSide } from './benchmark-vocabulary.js';
import type { Processor } from './processor.js';
import { weighingOrder } from './weighing-order.js';

/**
 * Which figures the results themselves contradict, weighing the results behind each. Two figures
 * disagree when one processor that should be no faster on paper does at least DOUBT_FACTOR times
 * better than its sibling: a processor of the same vendor and design (the record's
 * microarchitecture, or its codename where that is unknown; a record that states neither takes the
 * one design its line has, when it has one), whatever its line, segment or TDP rating, so an EPYC
 * 7003 part is weighed against the Threadripper PRO 5000 parts of the same Zen 3 cores.
 *   multi-thread   no more cores, threads or memory channels (each where both records state it);
 *                  a higher TDP raises the factor by the square root of the ratio of the TDPs
 *   single-thread  no higher boost clock
 *
 * When two figures disagree, the one that rests on fewer results is doubted. On equal counts the
 * lower one is: a run below what a processor can do has common causes (part of the cores, a power
 * setting, a virtual machine), a run above it has few. A figure casts doubt only when it ranks
 * itself, and on the higher figure only when it rests on at least FEW_RESULTS results; and only
 * when no figure with more results has cast doubt on it first: figures are weighed from the most
 * results down, so an outlier never discredits the siblings that contradict it. The reasons are in
 * docs/decisions.md ("Doubtful figures").
 *
 * The likely cause, for the page to explain: a median on fewer than FEW_RESULTS results is set by
 * one or two machines (`few-samples`); otherwise a multi-thread figure below its sibling's most
 * likely came from runs that used part of the cores (`part-of-cores`), a single-thread one from
 * machines running below the part's clock (`reduced-clock`), and a figure above its sibling's from
 * machines run above the processor's rating (`above-rating`: raised power limits, overclocking).
 *
 * Each line is walked once in that order. What the figures held so far say is kept per paper
 * profile (cores, threads, channels and TDP; or the boost clock), and a figure changes it only when
 * it is its profile's new best or worst, which after the first few seldom happens: a synthetic line
 * of ten thousand figures and a few hundred profiles costs about as many steps as it has figures.
 */
export const DOUBT_FACTOR = 1.5;
export const FEW_RESULTS = 5;

export type DoubtFacts = Pick<Processor, 'vendor' | 'id' | 'generation' | 'microarchitecture' | 'codename' | 'cores' | 'threads' | 'tdpW' | 'boostClockGHz'> & {
  memory: Pick<Processor['memory'], 'channels'>;
};

export interface FigureToCheck {
  processor: DoubtFacts;
  score: number;
  samples: number;
}

export interface DoubtRule {
  direction: Direction;
  scope: BenchmarkScope;
  /** a figure casts doubt only when it rests on at least this many results (it ranks) */
  rankedSamples: number;
}

/** The doubtful figures, by the processor's key (`vendor:id`). */
export function doubtsOf(figures: readonly FigureToCheck[], rule: DoubtRule): Map<string, Doubt> {
  const doubts = new Map<string, Doubt>();
  eachDoubt(figures, rule, (figure, doubt) => doubts.set(keyOf(figure.processor), doubt));
  return doubts;
}

/**
 * Calls `visit` with each doubtful figure, as given, and its doubt: for a caller that knows its
 * figures by place rather than by key (a synthetic catalogue has tens of thousands of doubtful
 * figures, and a key made and looked up for each costs time).
 */
export function eachDoubt<Figure extends FigureToCheck>(figures: readonly Figure[], rule: DoubtRule, visit: (figure: Figure, doubt: Doubt) => void): void {
  // Lines by vendor, then design, in maps of the records' own strings rather than one joined key
  // per figure; `lines` keeps them in the order first seen.
  const lines: Figure[][] = [];
  const byVendor = new Map<string, Map<string, Figure[]>>();
  const designOf = designs(figures);
  for (const figure of figures) {
    if (!comparable(figure.processor, rule.scope)) continue;
    const vendorLines = nested(byVendor, figure.processor.vendor);
    const design = designOf(figure.processor);
    let members = vendorLines.get(design);
    if (!members) {
      vendorLines.set(design, (members = []));
      lines.push(members);
    }
    members.push(figure);
  }
  for (const members of lines) {
    const size = members.length;
    const line: LineFigures = {
      size,
      profileKeys: new Float64Array(size),
      scores: new Float64Array(size),
      samples: new Float64Array(size),
      processorAt: (m) => members[m]!.processor,
    };
    members.forEach((figure, m) => {
      line.profileKeys[m] = profileKey(figure.processor, rule.scope);
      line.scores[m] = figure.score;
      line.samples[m] = figure.samples;
    });
    checkLine(line, rule, (m, doubt) => visit(members[m]!, doubt));
  }
}

/** The map under `key`, made when missing. */
function nested<V>(outer: Map<string, Map<string, V>>, key: string): Map<string, V> {
  let inner = outer.get(key);
  if (!inner) outer.set(key, (inner = new Map()));
  return inner;
}

export const knownDesign = (p: DoubtFacts) => p.microarchitecture ?? p.codename;

/**
 * A processor's design for grouping: its own, or, when its record states none, the one design of
 * its line where every member that states one states the same (EPYC 9004: Zen 4), since then there
 * is no other it could be. A record whose line mixes designs keeps to its line, marked apart from
 * any design's name.
 */
function designs(figures: readonly FigureToCheck[]): (p: DoubtFacts) => string {
  const byGeneration = new Map<string, Map<string, Set<string>>>();
  for (const { processor } of figures) {
    const design = knownDesign(processor);
    if (design === null) continue;
    const generations = nested(byGeneration, processor.vendor);
    let known = generations.get(processor.generation);
    if (!known) generations.set(processor.generation, (known = new Set()));
    known.add(design);
  }
  return (p) => {
    const own = knownDesign(p);
    if (own !== null) return own;
    const known = byGeneration.get(p.vendor)?.get(p.generation);
    return known?.size === 1 ? [...known][0]! : `\u0000${p.generation}`;
  };
}

export function comparable(p: DoubtFacts, scope: BenchmarkScope): boolean {
  return scope === 'multi-thread' ? p.cores > 0 && p.tdpW !== null && p.tdpW > 0 : p.boostClockGHz !== null;
}

/** What a figure's processor has on paper, as the rule compares it. */
interface Profile {
  cores: number;
  threads: number;
  /** NaN where the record does not state it */
  channels: number;
  tdp: number;
  clock: number;
}

/** One number per profile: each fact well inside its field (cores below 2^12, threads below 2^13,
 * channels below 2^7, TDP in tenths of a watt below 2^16), 48 bits in all; or the boost clock. */
export function profileKey(p: DoubtFacts, scope: BenchmarkScope): number {
  if (scope === 'single-thread') return p.boostClockGHz!;
  const channels = p.memory.channels;
  return ((p.cores * 8192 + (p.threads ?? p.cores)) * 128 + (channels ?? 127)) * 65536 + Math.round(p.tdpW! * 10);
}

function profileOf(p: DoubtFacts, scope: BenchmarkScope): Profile {
  return scope === 'single-thread'
    ? { cores: 0, threads: 0, channels: NaN, tdp: 0, clock: p.boostClockGHz! }
    : { cores: p.cores, threads: p.threads ?? p.cores, channels: p.memory.channels ?? NaN, tdp: p.tdpW!, clock: 0 };
}

/** The limit profiles are ordered by: the cores, or the clock. */
function first(profile: Profile, scope: BenchmarkScope): number {
  return scope === 'single-thread' ? profile.clock : profile.cores;
}

/**
 * One line's figures as the rule reads them, member m's in flat arrays: built from figure objects
 * (eachDoubt) or from figures kept by place (doubt-by-place.ts), the same rule either way.
 */
export interface LineFigures {
  size: number;
  /** profileKey of member m's processor */
  profileKeys: Float64Array;
  scores: Float64Array;
  samples: Float64Array;
  processorAt(m: number): DoubtFacts;
  /**
   * member m's `vendor:id`, where the caller keeps one string per record: every doubt names its
   * sibling so, and a synthetic catalogue's 134,000 doubts at fake:100000 each held a key string of
   * their own (about 8 MB) where about 20,000 records are named as siblings
   */
  keyAt?(m: number): string;
}

/** Calls `visit` with each doubtful member of one line and its doubt. */
export function checkLine(line: LineFigures, rule: DoubtRule, visit: (m: number, doubt: Doubt) => void): void {
  // Read once: rules are benchmark declarations of several shapes, and reading across them in a loop is slow.
  const { scope, direction, rankedSamples } = rule;
  const steady = Math.max(rankedSamples, FEW_RESULTS);
  // The line's distinct profiles, each member's place among them, and its figure's goodness (a
  // number that grows with speed whichever way the benchmark goes), in flat arrays: a synthetic
  // line holds tens of thousands of figures.
  const { size, profileKeys, scores, samples: samplesOf } = line;
  const places = new Map<number, number>();
  const profiles: Profile[] = [];
  const placeOf = new Int32Array(size);
  const goodnessOf = new Float64Array(size);
  for (let m = 0; m < size; m++) {
    const key = profileKeys[m]!;
    let place = places.get(key);
    if (place === undefined) {
      places.set(key, (place = profiles.length));
      profiles.push(profileOf(line.processorAt(m), scope));
    }
    placeOf[m] = place;
    goodnessOf[m] = direction === 'higher' ? scores[m]! : 1 / scores[m]!;
  }
  // Most results first; on equal counts the better figure first, so of two that disagree on equal
  // evidence the lower is the one weighed against the other.
  const keyOfMember = (m: number) => (line.keyAt ? line.keyAt(m) : keyOf(line.processorAt(m)));
  const order = weighingOrder(samplesOf, goodnessOf, keyOfMember);
  // The profiles in order of their first limit (cores, or the clock), so a figure reaches only the
  // profiles on its side of it: from the first that has at least its own, or up to the last that
  // has at most its own. Their facts in flat arrays, read in the loops below millions of times at
  // fake:100000 (a channel count the record does not state is -1, the square root of the TDP kept).
  const count = profiles.length;
  const byRank = profiles.map((profile, place) => ({ profile, place })).sort((a, b) => first(a.profile, scope) - first(b.profile, scope));
  const rankOf = new Int32Array(count);
  const firsts = new Float64Array(count);
  const threads = new Float64Array(count);
  const channels = new Float64Array(count);
  const rootTdp = new Float64Array(count);
  byRank.forEach(({ profile, place }, rank) => {
    rankOf[place] = rank;
    firsts[rank] = first(profile, scope);
    threads[rank] = profile.threads;
    channels[rank] = Number.isNaN(profile.channels) ? -1 : profile.channels;
    rootTdp[rank] = Math.sqrt(profile.tdp);
  });
  const from = new Int32Array(count);
  const upTo = new Int32Array(count);
  for (let rank = 0, low = 0; rank < count; rank++) {
    while (firsts[low]! < firsts[rank]!) low++;
    from[rank] = low;
  }
  for (let rank = count - 1, high = count; rank >= 0; rank--) {
    while (firsts[high - 1]! > firsts[rank]!) high--;
    upTo[rank] = high;
  }
  const multi = scope === 'multi-thread';
  // `weaker` is no stronger on paper than `stronger` when it has no more threads nor channels (where
  // both state them; the first limit is settled by the ranks). A higher TDP allows the weaker more
  // than DOUBT_FACTOR by the square root of the ratio of the TDPs, since speed grows more slowly than
  // rated power; single-thread figures do not depend on the package's power.
  // Per profile, what the figures held so far say of it: the best any sibling no stronger on paper
  // reaches (allowance taken off), and the worst any sibling no weaker reaches on a steady median
  // (allowance put on), with the member whose figure does. A profile's own best and worst tell
  // whether a new figure changes anything there, which after the first few it seldom does.
  const below = new Float64Array(count).fill(-Infinity);
  const belowBy = new Int32Array(count);
  const above = new Float64Array(count).fill(Infinity);
  const aboveBy = new Int32Array(count);
  const ownBest = new Float64Array(count).fill(-Infinity);
  const ownWorst = new Float64Array(count).fill(Infinity);
  // The two loops below spell out noStronger and allowance: they run millions of times at fake:100000.
  const castBelow = (member: number, at: number, goodness: number) => {
    if (!(goodness > ownBest[at]!)) return;
    ownBest[at] = goodness;
    const [ownThreads, ownChannels, ownRoot] = [threads[at]!, channels[at]!, rootTdp[at]!];
    for (let p = from[at]!; p < count; p++) {
      if (multi && (ownThreads > threads[p]! || (ownChannels >= 0 && channels[p]! >= 0 && ownChannels > channels[p]!))) continue;
      const value = multi && ownRoot > rootTdp[p]! ? (goodness * rootTdp[p]!) / ownRoot : goodness;
      if (value > below[p]!) {
        below[p] = value;
        belowBy[p] = member;
      }
    }
  };
  const castAbove = (member: number, at: number, goodness: number) => {
    if (!(goodness < ownWorst[at]!)) return;
    ownWorst[at] = goodness;
    const [ownThreads, ownChannels, ownRoot] = [threads[at]!, channels[at]!, rootTdp[at]!];
    for (let p = 0, end = upTo[at]!; p < end; p++) {
      if (multi && (threads[p]! > ownThreads || (ownChannels >= 0 && channels[p]! >= 0 && channels[p]! > ownChannels))) continue;
      const value = multi && rootTdp[p]! > ownRoot ? (goodness * rootTdp[p]!) / ownRoot : goodness;
      if (value < above[p]!) {
        above[p] = value;
        aboveBy[p] = member;
      }
    }
  };
  // Figures that may doubt a higher one count only over figures with fewer results: they wait
  // until the count drops below theirs.
  const waiting: number[] = [];
  for (let i = 0; i < size; i++) {
    const m = order[i]!;
    const samples = samplesOf[m]!;
    const place = rankOf[placeOf[m]!]!;
    const goodness = goodnessOf[m]!;
    if (waiting.length && samplesOf[waiting[0]!]! > samples) {
      for (const held of waiting) castAbove(held, rankOf[placeOf[held]!]!, goodnessOf[held]!);
      waiting.length = 0;
    }
    // Below: a sibling no stronger on paper does far better. Above: one no weaker does far worse.
    const low = below[place]! / goodness;
    const high = goodness / above[place]!;
    const side: DoubtSide | null = low >= DOUBT_FACTOR && low >= high ? 'below' : high >= DOUBT_FACTOR ? 'above' : null;
    if (side !== null) {
      const sibling = side === 'below' ? belowBy[place]! : aboveBy[place]!;
      const other = goodnessOf[sibling]!;
      const ratio = side === 'below' ? other / goodness : goodness / other;
      visit(m, {
        cause: causeOf(samples, scope, side),
        side,
        sibling: keyOfMember(sibling),
        ratio: Math.round(ratio * 100) / 100,
      });
      continue;
    }
    if (samples >= rankedSamples) castBelow(m, place, goodness);
    if (samples >= steady) waiting.push(m);
  }
}

function causeOf(samples: number, scope: BenchmarkScope, side: DoubtSide): DoubtCause {
  if (samples < FEW_RESULTS) return 'few-samples';
  if (side === 'above') return 'above-rating';
  return scope === 'multi-thread' ? 'part-of-cores' : 'reduced-clock';
}

const keyOf = (p: Pick<DoubtFacts, 'vendor' | 'id'>) => `${p.vendor}:${p.id}`;
