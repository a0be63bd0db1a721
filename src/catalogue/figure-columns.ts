import type { BenchmarkFigure, BenchmarkResult, Doubt } from '../shared/benchmark.js';
import { DoubtColumns } from './doubt-columns.js';

/**
 * A benchmark's figures by the places of the records they were made for, as columns of numbers
 * (a synthetic catalogue's): one object per figure held about 460,000 of them at fake:100000,
 * each with a boxed score (about 37 MB of the heap at ready). A figure object is made when a page
 * asks for one (`at`), with the same fields in the same order as the objects it replaces, so pages
 * and payloads are the same bytes; the ladder's lists read the columns themselves.
 */
export interface FiguresByPlace {
  /** whether the record at `place` has a figure */
  has(place: number): boolean;
  /** its figure's score; 0 where it has none */
  score(place: number): number;
  /** how many results its figure rests on; 0 where it has none */
  samplesAt(place: number): number;
  /** whether its figure ranks by default (enough results, no doubt) */
  ranked(place: number): boolean;
  /** whether the doubt rule flagged its figure */
  doubtful(place: number): boolean;
  /** its figure, made now, or null where it has none */
  at(place: number): BenchmarkFigure | null;
}

const HAS = 1;
const RANKED = 2;
const DOUBTFUL = 4;

/** Generated figures have no published results: one empty list serves them all (nothing writes to a catalogue's figures). */
const NO_RESULTS: readonly BenchmarkResult[] = Object.freeze([]);

export class FigureColumns implements FiguresByPlace {
  private readonly flags: Uint8Array;
  private readonly scores: Float64Array;
  private readonly samples: Uint32Array;
  /** the doubtful figures' doubts (about a third of the multi-thread figures), null until they are marked */
  private doubts: DoubtColumns | null = null;
  /**
   * a derived figure's range and mix of tests (the single-thread index's), by place: the mix as 1 +
   * its number in `mixList`, 0 where the place has no derived figure. A list of references by place
   * took 0.8 MB at fake:100000 for a few dozen mixes.
   */
  private derived: { low: Float64Array; high: Float64Array; mix: Uint16Array } | null = null;
  /** one list per mix of tests, shared by every figure made of that mix, in the order first met */
  private readonly mixList: (readonly string[])[] = [];
  private readonly mixNumber = new Map<string, number>();

  constructor(readonly length: number) {
    this.flags = new Uint8Array(length);
    this.scores = new Float64Array(length);
    this.samples = new Uint32Array(length);
  }

  /** Gives the record at `place` a figure; samples are whole counts of results. */
  set(place: number, score: number, samples: number, ranked: boolean): void {
    this.flags[place] = HAS | (ranked ? RANKED : 0);
    this.scores[place] = score;
    this.samples[place] = samples;
  }

  /**
   * Marks the doubtful figures, after their figures are set: `each` calls `mark` with each one's
   * place and doubt, in any order. A doubtful figure no longer ranks by default. All of them at
   * once, since they are kept in the order of their places.
   */
  markDoubts(each: (mark: (place: number, doubt: Doubt) => void) => void): void {
    if (this.doubts) throw new Error("a benchmark's doubts are marked once, all together");
    // Where each place's doubt is among those marked: held only until they are columns.
    const arrival = new Int32Array(this.length).fill(-1);
    const doubts: Doubt[] = [];
    each((place, doubt) => {
      if (arrival[place] !== -1) throw new Error(`the figure at place ${place} is doubted twice`);
      arrival[place] = doubts.push(doubt) - 1;
      this.flags[place] = (this.flags[place]! | DOUBTFUL) & ~RANKED;
    });
    this.doubts = new DoubtColumns(arrival, doubts);
  }

  /** A derived figure's range and the tests it is made of. */
  derive(place: number, low: number, high: number, tests: readonly string[]): void {
    const derived = (this.derived ??= { low: new Float64Array(this.length), high: new Float64Array(this.length), mix: new Uint16Array(this.length) });
    derived.low[place] = low;
    derived.high[place] = high;
    const key = tests.join('+');
    let mix = this.mixNumber.get(key);
    if (mix === undefined) {
      if (this.mixList.length === 0xffff) throw new RangeError('more mixes of tests than a column of 16 bits numbers');
      mix = this.mixList.push(tests);
      this.mixNumber.set(key, mix);
    }
    derived.mix[place] = mix;
  }

  has(place: number): boolean {
    return (this.flags[place]! & HAS) !== 0;
  }

  score(place: number): number {
    return this.scores[place]!;
  }

  samplesAt(place: number): number {
    return this.samples[place]!;
  }

  ranked(place: number): boolean {
    return (this.flags[place]! & RANKED) !== 0;
  }

  doubtful(place: number): boolean {
    return (this.flags[place]! & DOUBTFUL) !== 0;
  }

  at(place: number): BenchmarkFigure | null {
    const flags = this.flags[place]!;
    if (!(flags & HAS)) return null;
    const score = this.scores[place]!;
    const samples = this.samples[place]!;
    const doubt = flags & DOUBTFUL ? this.doubts!.at(place) : null;
    const ranked = (flags & RANKED) !== 0;
    const mix = this.derived?.mix[place] ?? 0;
    const tests = mix === 0 ? undefined : this.mixList[mix - 1];
    // The fields in the order the figures were written before: a payload is these objects as JSON.
    return tests
      ? { score, samples, results: NO_RESULTS, doubt, ranked, tests, range: { low: this.derived!.low[place]!, high: this.derived!.high[place]! } }
      : { score, samples, results: NO_RESULTS, doubt, ranked };
  }
}
