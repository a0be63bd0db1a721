import type { BenchmarkScope, Direction, Doubt, DoubtCause } from '../shared/benchmark.js';
import type { Processor } from '../shared/processor.js';

/**
 * Which figures the results themselves contradict. A figure is doubtful when a sibling — a
 * processor of the same vendor, line and design (the record's `generation`, "EPYC 9004", and its
 * microarchitecture, or codename where that is unknown: Intel's "10th gen" holds Comet Lake and
 * Ice Lake, whose cores differ; a record that states neither takes the one design its generation
 * has, when it has one) that should be no faster — does at least DOUBT_FACTOR times better:
 *   multi-thread   the sibling has no more cores, no more threads and no higher TDP
 *   single-thread  the sibling has no higher boost clock
 * (each compared only where both records state the fact). The sibling's own figure must rest on
 * enough results to rank, so one odd submission never casts doubt on a steady median.
 *
 * The likely cause, for the page to explain: a median on fewer than FEW_RESULTS results is set by
 * one or two machines (`few-samples`); otherwise a multi-thread figure most likely came from runs
 * that used part of the cores (`part-of-cores`), a single-thread one from machines running below
 * the part's clock (`reduced-clock`). The reasons are in docs/decisions.md.
 *
 * Each line is sorted once and swept with a two-dimensional prefix maximum (a Fenwick tree of
 * Fenwick trees), so a synthetic catalogue of 100,000 processors costs n log² n, not n².
 */
export const DOUBT_FACTOR = 1.5;
export const FEW_RESULTS = 5;

export type DoubtFacts = Pick<Processor, 'vendor' | 'id' | 'generation' | 'microarchitecture' | 'codename' | 'cores' | 'threads' | 'tdpW' | 'boostClockGHz'>;

export interface FigureToCheck {
  processor: DoubtFacts;
  score: number;
  samples: number;
}

export interface DoubtRule {
  direction: Direction;
  scope: BenchmarkScope;
  /** a sibling's figure counts only when it rests on at least this many results */
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
 * figures by place rather than by key (a synthetic catalogue has about 100,000 doubtful figures,
 * and a key made and looked up for each cost a tenth of a second).
 */
export function eachDoubt<Figure extends FigureToCheck>(figures: readonly Figure[], rule: DoubtRule, visit: (figure: Figure, doubt: Doubt) => void): void {
  // Lines by vendor, then generation, then design, in maps of the records' own strings rather than
  // one joined key per figure: fake:100000 checks about 460,000 figures, and a new key string
  // each would be built, hashed and dropped. `lines` keeps the lines in the order first seen.
  const lines: Figure[][] = [];
  const byGeneration = new Map<string, Map<string, Map<string, Figure[]>>>();
  const designOf = designs(figures);
  const { scope } = rule;
  for (const figure of figures) {
    if (!comparable(figure.processor, scope)) continue;
    const { vendor, generation } = figure.processor;
    const design = designOf(figure.processor);
    const generationLines = nested(nested(byGeneration, vendor), generation);
    let members = generationLines.get(design);
    if (!members) {
      generationLines.set(design, (members = []));
      lines.push(members);
    }
    members.push(figure);
  }
  for (const members of lines) checkLine(members, rule, visit);
}

/** The map under `key`, made when missing. */
function nested<V>(outer: Map<string, Map<string, V>>, key: string): Map<string, V> {
  let inner = outer.get(key);
  if (!inner) outer.set(key, (inner = new Map()));
  return inner;
}

const knownDesign = (p: DoubtFacts) => p.microarchitecture ?? p.codename;

/**
 * A processor's design for grouping: its own, or, when its record states none, the one design of
 * its generation where every member that states one states the same (EPYC 9004: Zen 4), since
 * then there is no other it could be; '' where the generation mixes designs.
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
    return known?.size === 1 ? [...known][0]! : '';
  };
}

function comparable(p: DoubtFacts, scope: BenchmarkScope): boolean {
  return scope === 'multi-thread' ? p.cores > 0 && p.tdpW !== null : p.boostClockGHz !== null;
}

function checkLine<Figure extends FigureToCheck>(members: Figure[], rule: DoubtRule, visit: (figure: Figure, doubt: Doubt) => void): void {
  // Each member's limits and "goodness" in flat arrays by its place in `members`, read many times
  // below: what a sibling must not exceed to count (cores, threads and TDP, or the boost clock
  // alone), and a goodness that grows with speed whichever way the benchmark goes, so one maximum
  // serves both directions.
  const count = members.length;
  const firsts = new Float64Array(count);
  const seconds = new Float64Array(count);
  const thirds = new Float64Array(count);
  const goodness = new Float64Array(count);
  // The rule's fields read once: rules are benchmark declarations of several shapes.
  const { scope, direction, rankedSamples } = rule;
  members.forEach(({ processor: p, score }, m) => {
    if (scope === 'multi-thread') {
      firsts[m] = p.cores;
      seconds[m] = p.threads ?? p.cores;
      thirds[m] = p.tdpW!;
    } else {
      firsts[m] = p.boostClockGHz!;
    }
    goodness[m] = direction === 'higher' ? score : 1 / score;
  });
  const secondValues = distinct(seconds);
  const thirdValues = distinct(thirds);
  // Loops, not Int32Array.from(values, map), which walks the values as an iterator.
  const rows = new Int32Array(count);
  const columns = new Int32Array(count);
  for (let m = 0; m < count; m++) {
    rows[m] = rankOf(secondValues, seconds[m]!);
    columns[m] = rankOf(thirdValues, thirds[m]!);
  }
  const tree = new PrefixMaximum(secondValues.length, thirdValues.length);
  // A stable sort of the places by the first limit: members with equal limits keep their order.
  // A line has at most a few hundred distinct limits, so the places are counted into them rather
  // than compared.
  const order = stableOrder(firsts);
  for (let start = 0; start < count;) {
    // Siblings with the same first limit (equal cores) count too: add them all, then ask.
    const first = firsts[order[start]!]!;
    let end = start;
    while (end < count && firsts[order[end]!] === first) end++;
    for (let i = start; i < end; i++) {
      const m = order[i]!;
      if (members[m]!.samples >= rankedSamples) tree.add(rows[m]!, columns[m]!, goodness[m]!, members[m]!);
    }
    for (let i = start; i < end; i++) {
      const m = order[i]!;
      const figure = members[m]!;
      const best = tree.max(rows[m]!, columns[m]!);
      if (!best || best.figure === figure) continue;
      const ratio = best.value / goodness[m]!;
      if (ratio >= DOUBT_FACTOR) {
        visit(figure, { cause: causeOf(figure, scope), sibling: keyOf(best.figure.processor), ratio: Math.round(ratio * 100) / 100 });
      }
    }
    start = end;
  }
}

/** The places of `values` in ascending order of value, equal values in the order of their places. */
function stableOrder(values: Float64Array): Int32Array {
  const sorted = distinct(values);
  const start = new Int32Array(sorted.length + 1);
  const ranks = new Int32Array(values.length);
  for (let m = 0; m < values.length; m++) start[(ranks[m] = rankOf(sorted, values[m]!)) + 1]!++;
  for (let rank = 0; rank < sorted.length; rank++) start[rank + 1]! += start[rank]!;
  const order = new Int32Array(values.length);
  for (let m = 0; m < values.length; m++) order[start[ranks[m]!]!++] = m;
  return order;
}

function distinct(values: Float64Array): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

function causeOf(figure: FigureToCheck, scope: BenchmarkScope): DoubtCause {
  if (figure.samples < FEW_RESULTS) return 'few-samples';
  return scope === 'multi-thread' ? 'part-of-cores' : 'reduced-clock';
}

const keyOf = (p: DoubtFacts) => `${p.vendor}:${p.id}`;

function rankOf(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

interface Held {
  value: number;
  figure: FigureToCheck;
}

function better(a: Held, b: Held | undefined): boolean {
  return !b || a.value > b.value || (a.value === b.value && keyOf(a.figure.processor) < keyOf(b.figure.processor));
}

/**
 * The best figure among those added at or below a position in two dimensions (a Fenwick tree of
 * Fenwick trees); ties go to the smaller key, so the answer never depends on order.
 */
class PrefixMaximum {
  private readonly cells: (Held | undefined)[];
  private readonly width: number;
  constructor(private readonly rows: number, columns: number) {
    this.width = columns + 1;
    this.cells = new Array((rows + 1) * this.width);
  }
  add(row: number, column: number, value: number, figure: FigureToCheck): void {
    const held = { value, figure };
    for (let i = row + 1; i <= this.rows; i += i & -i) {
      for (let j = column + 1; j < this.width; j += j & -j) {
        if (better(held, this.cells[i * this.width + j])) this.cells[i * this.width + j] = held;
      }
    }
  }
  max(row: number, column: number): Held | undefined {
    let found: Held | undefined;
    for (let i = row + 1; i > 0; i -= i & -i) {
      for (let j = column + 1; j > 0; j -= j & -j) {
        const held = this.cells[i * this.width + j];
        if (held && better(held, found)) found = held;
      }
    }
    return found;
  }
}
