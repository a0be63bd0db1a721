import { DOUBT_CAUSES, DOUBT_SIDES, type Doubt } from '../shared/benchmark.js';
import { lowerBound } from './lower-bound.js';

/**
 * One benchmark's doubts as columns, in the order of the places of the figures they doubt (a
 * synthetic catalogue's). As objects, the 133,945 doubts of fake:100000 took 56 bytes each and 16
 * more for a boxed ratio (9.7 MB), and each benchmark found them through a map by place (a hash
 * table of about 0.9 MB for each multi-thread benchmark). A doubt here takes 21 bytes, 2.8 MB for
 * all: its place (4), its cause and side as one code (1), a reference to its sibling's key (8: the
 * catalogue keeps one `vendor:id` string per record, shared by every benchmark) and its ratio (8).
 * The nine benchmarks' figure columns went from 29.1 MB to 16.9 MB of the heap at ready. The
 * doubt object is made when a page asks for the figure.
 */
export class DoubtColumns {
  /** the doubted figures' places, ascending: a doubt is found by binary search */
  private readonly places: Int32Array;
  /** the cause's number in DOUBT_CAUSES times two, plus the side's in DOUBT_SIDES */
  private readonly codes: Uint8Array;
  private readonly siblings: string[];
  private readonly ratios: Float64Array;

  /**
   * `arrival` is by place: where the place's doubt is in `doubts`, or -1 where it has none. The
   * rule finds doubts a line of processors at a time, not in the order of places; walking the
   * places puts them in order without a sort.
   */
  constructor(arrival: Int32Array, doubts: readonly Doubt[]) {
    const count = doubts.length;
    this.places = new Int32Array(count);
    this.codes = new Uint8Array(count);
    // Filled to its length at once, so the array holds its strings packed, never as a dictionary.
    this.siblings = Array.from({ length: count }, () => '');
    this.ratios = new Float64Array(count);
    let at = 0;
    for (let place = 0; place < arrival.length; place++) {
      if (arrival[place] === -1) continue;
      const doubt = doubts[arrival[place]!]!;
      this.places[at] = place;
      this.codes[at] = codeOf(doubt);
      this.siblings[at] = doubt.sibling;
      this.ratios[at] = doubt.ratio;
      at++;
    }
  }

  /** The doubt of the figure at `place`, made now; the place must be one that was doubted. */
  at(place: number): Doubt {
    const at = lowerBound(this.places, place);
    const code = this.codes[at]!;
    // The fields in the order the doubt rule writes them: a payload is these objects as JSON.
    return { cause: DOUBT_CAUSES[code >> 1]!, side: DOUBT_SIDES[code & 1]!, sibling: this.siblings[at]!, ratio: this.ratios[at]! };
  }
}

/** Causes and sides are closed lists, so a doubt names them by number; anything else is refused rather than kept wrong. */
function codeOf({ cause, side }: Doubt): number {
  const causeAt = DOUBT_CAUSES.indexOf(cause);
  const sideAt = DOUBT_SIDES.indexOf(side);
  if (causeAt === -1 || sideAt === -1) throw new Error(`a doubt of unknown cause or side: ${cause}, ${side}`);
  return causeAt * 2 + sideAt;
}
