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
  const lines = new Map<string, FigureToCheck[]>();
  const designOf = designs(figures);
  for (const figure of figures) {
    if (!comparable(figure.processor, rule.scope)) continue;
    const line = `${generationKey(figure.processor)}\u0000${designOf(figure.processor)}`;
    let members = lines.get(line);
    if (!members) lines.set(line, (members = []));
    members.push(figure);
  }
  const doubts = new Map<string, Doubt>();
  for (const members of lines.values()) checkLine(members, rule, doubts);
  return doubts;
}

const generationKey = (p: DoubtFacts) => `${p.vendor}\u0000${p.generation}`;
const knownDesign = (p: DoubtFacts) => p.microarchitecture ?? p.codename;

/**
 * A processor's design for grouping: its own, or, when its record states none, the one design of
 * its generation where every member that states one states the same (EPYC 9004: Zen 4), since
 * then there is no other it could be; '' where the generation mixes designs.
 */
function designs(figures: readonly FigureToCheck[]): (p: DoubtFacts) => string {
  const byGeneration = new Map<string, Set<string>>();
  for (const { processor } of figures) {
    const design = knownDesign(processor);
    if (design === null) continue;
    const key = generationKey(processor);
    byGeneration.set(key, (byGeneration.get(key) ?? new Set()).add(design));
  }
  return (p) => {
    const own = knownDesign(p);
    if (own !== null) return own;
    const known = byGeneration.get(generationKey(p));
    return known?.size === 1 ? [...known][0]! : '';
  };
}

function comparable(p: DoubtFacts, scope: BenchmarkScope): boolean {
  return scope === 'multi-thread' ? p.cores > 0 && p.tdpW !== null : p.boostClockGHz !== null;
}

/** What a sibling must not exceed to count: cores, threads and TDP, or the boost clock alone. */
function limits(p: DoubtFacts, scope: BenchmarkScope): [number, number, number] {
  return scope === 'multi-thread' ? [p.cores, p.threads ?? p.cores, p.tdpW!] : [p.boostClockGHz!, 0, 0];
}

function checkLine(members: FigureToCheck[], rule: DoubtRule, doubts: Map<string, Doubt>): void {
  // "Goodness" grows with speed whichever way the benchmark goes, so one maximum serves both.
  const goodness = (figure: FigureToCheck) => (rule.direction === 'higher' ? figure.score : 1 / figure.score);
  const limitsOf = new Map(members.map((m) => [m, limits(m.processor, rule.scope)]));
  const seconds = distinct(members.map((m) => limitsOf.get(m)![1]));
  const thirds = distinct(members.map((m) => limitsOf.get(m)![2]));
  const tree = new PrefixMaximum(seconds.length, thirds.length);
  const position = (m: FigureToCheck): [number, number] => [rankOf(seconds, limitsOf.get(m)![1]), rankOf(thirds, limitsOf.get(m)![2])];
  const order = [...members].sort((a, b) => limitsOf.get(a)![0] - limitsOf.get(b)![0]);
  for (let start = 0; start < order.length;) {
    // Siblings with the same first limit (equal cores) count too: add them all, then ask.
    const first = limitsOf.get(order[start]!)![0];
    let end = start;
    while (end < order.length && limitsOf.get(order[end]!)![0] === first) end++;
    for (let i = start; i < end; i++) {
      const figure = order[i]!;
      if (figure.samples >= rule.rankedSamples) tree.add(...position(figure), goodness(figure), figure);
    }
    for (let i = start; i < end; i++) {
      const figure = order[i]!;
      const best = tree.max(...position(figure));
      if (!best || best.figure === figure) continue;
      const ratio = best.value / goodness(figure);
      if (ratio >= DOUBT_FACTOR) {
        doubts.set(keyOf(figure.processor), { cause: causeOf(figure, rule.scope), sibling: keyOf(best.figure.processor), ratio: Math.round(ratio * 100) / 100 });
      }
    }
    start = end;
  }
}

function distinct(values: readonly number[]): number[] {
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
