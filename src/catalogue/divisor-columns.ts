import type { DivisorFacts } from '../shared/figure-metrics.js';
import type { Processor } from '../shared/processor.js';
import { packagePowerOf, yuanNowOf, type DivisorSources } from './divisor-facts.js';

/**
 * What the figures of a list of records are divided by (divisorFactsOf), by each record's number
 * in the list: the ladder keeps this for every record of a segment, for the catalogue's lifetime.
 * One facts object per record held about 90,000 of them at fake:100000 (5.6 MB, and about 1 MB
 * more in the arrays that listed them). The record's own ratings and launch price are read from the record
 * when asked; the two the catalogue looks up elsewhere — the package power limit and the price
 * now — are kept as numbers, NaN where there is none, since 0 is a number and null is not.
 * The facts object is made when asked (`at`), with the fields in divisorFactsOf's order.
 */
export class DivisorColumns {
  private readonly packagePowerW: Float64Array;
  /** null while no record of the list has a price now (a catalogue without prices) */
  private readonly yuanNow: Float64Array | null = null;

  /** `places` are the records' places in `processors`, in the list's order */
  constructor(
    private readonly processors: readonly Processor[],
    private readonly places: readonly number[],
    catalogue: DivisorSources,
  ) {
    this.packagePowerW = new Float64Array(places.length).fill(Number.NaN);
    for (let member = 0; member < places.length; member++) {
      const processor = processors[places[member]!]!;
      this.packagePowerW[member] = packagePowerOf(catalogue, processor) ?? Number.NaN;
      const yuan = yuanNowOf(catalogue, processor);
      if (yuan === null) continue;
      this.yuanNow ??= new Float64Array(places.length).fill(Number.NaN);
      this.yuanNow[member] = yuan;
    }
  }

  /**
   * The facts of the list's record number `member`, in one object this list fills again on every
   * call: for a loop that reads each record's facts and keeps none (a ranking's values, a ladder's
   * counts), where an object made per record was most of what a ranking of 40,000 figures
   * allocated. What is kept, or handed to a page, comes from `at`.
   */
  read(member: number): Readonly<DivisorFacts> {
    const { tdpW, maxTurboPowerW, launchPriceUSD } = this.processors[this.places[member]!]!;
    const scratch = this.scratch;
    scratch.tdpW = tdpW;
    scratch.maxTurboPowerW = maxTurboPowerW;
    scratch.launchPriceUSD = launchPriceUSD;
    scratch.packagePowerW = numberOrNull(this.packagePowerW[member]!);
    scratch.yuanNow = numberOrNull(this.yuanNow?.[member] ?? Number.NaN);
    return scratch;
  }
  private readonly scratch: DivisorFacts = { tdpW: null, maxTurboPowerW: null, launchPriceUSD: null, packagePowerW: null, yuanNow: null };

  /** The facts of the list's record number `member`, made now (a copy of `read`'s, the fields in the same order). */
  at(member: number): DivisorFacts {
    return { ...this.read(member) };
  }
}

const numberOrNull = (value: number): number | null => (Number.isNaN(value) ? null : value);
