import type { BenchmarkInfo } from './benchmark.js';
import { METRICS, type Metric } from './ladder-query.js';
import type { Processor } from './processor.js';

/**
 * What a figure is divided by, in one place: ladders, the detail page, compare's rows and the
 * upgrade advisor's gain per dollar all ask here.
 *
 * A figure belongs to the system it was measured on. A SPECrate 2-chip figure is a two-processor
 * system's, so per watt it is divided by twice the processor's power and per dollar by twice its
 * launch price: dividing it by one chip's made a two-chip system look twice as efficient as the
 * same processors alone. A single-thread figure gets no per-watt value: it is one core's speed, and
 * the power is the whole package's, which one thread does not draw (divided by the TDP, a
 * Processor N100 topped the laptop ladder). Per dollar stays, read as the figure per launch dollar.
 * A benchmark where lower is better has neither: a time per dollar means nothing. Safe to import in
 * the browser.
 *
 * Per watt divides by the power the processor may draw at stock under sustained load, as its
 * vendor states it (docs/decisions.md, "Ladders"): Intel's Maximum Turbo Power where the record
 * states it, else the package power limit (PPT) AMD states for the processor's socket and TDP
 * class (data/platforms/power-limits.json), else the TDP, which pages mark: dividing by Intel's
 * Processor Base Power put a Core i9-13900 (65 W base, 219 W turbo) fourth on the desktop ladder.
 */

/** Which rating a per-watt figure is divided by, in the order they are tried. */
export const POWER_BASES = ['max-turbo-power', 'package-power-limit', 'tdp'] as const;
export type PowerBasis = (typeof POWER_BASES)[number];

/** The watts a per-watt figure is divided by (the system's: the processor's rating times its chips), and which rating they are. */
export interface PerWattPower {
  watts: number;
  basis: PowerBasis;
}

/**
 * What a processor's figures are divided by: its record's ratings and launch price, the package
 * power limit its vendor states for its socket and TDP class (null where none is stated), and its
 * China retail price now in yuan (docs/prices.md; null or absent without one). The catalogue looks
 * the last two up (src/catalogue/divisor-facts.ts).
 */
export interface DivisorFacts extends Pick<Processor, 'tdpW' | 'maxTurboPowerW' | 'launchPriceUSD'> {
  packagePowerW: number | null;
  yuanNow?: number | null;
}

/**
 * Per yuan, a figure is given per this many yuan of the price now: "12.4 per ¥100" reads better
 * than 0.124 per yuan, and ¥100 is a step a buyer weighs.
 */
export const YUAN_STEP = 100;

type MetricFacts = Pick<BenchmarkInfo, 'direction' | 'scope' | 'chips'>;

/**
 * The metrics of the record's facts a benchmark can be ranked and compared by, in the order pages
 * offer them: the figure, per watt, per launch dollar. Per yuan of the price now is apart
 * (offersPerYuan): it rests on a price source, not on the record.
 */
export function metricsOf(benchmark: MetricFacts): readonly Metric[] {
  if (benchmark.direction !== 'higher') return SCORE_ONLY;
  return benchmark.scope === 'single-thread' ? NO_PER_WATT : RECORD_METRICS;
}

const SCORE_ONLY: readonly Metric[] = ['score'];
const NO_PER_WATT: readonly Metric[] = ['score', 'per-dollar'];
const RECORD_METRICS: readonly Metric[] = METRICS.filter((metric) => metric !== 'per-yuan');

/**
 * Whether a benchmark is ranked per yuan of the price now (the value ladder, 性价比天梯): the
 * headline benchmarks only (headlinesOf: Blender and the single-thread index), the two answers a
 * buyer weighs, never one of the tests the index is made of, each of which leans by design; a
 * figure of one chip where higher is better, as a retail price is one processor's.
 */
export function offersPerYuan(benchmark: MetricFacts & Pick<BenchmarkInfo, 'id'>, headlines: readonly string[]): boolean {
  return benchmark.direction === 'higher' && benchmark.chips === 1 && headlines.includes(benchmark.id);
}

/** The watts a per-watt figure of the benchmark is divided by, and which rating they are; null without any rating. */
export function perWattPower(
  benchmark: Pick<MetricFacts, 'chips'>,
  processor: Pick<DivisorFacts, 'tdpW' | 'maxTurboPowerW' | 'packagePowerW'>,
): PerWattPower | null {
  const own: PerWattPower | null = processor.maxTurboPowerW
    ? { watts: processor.maxTurboPowerW, basis: 'max-turbo-power' }
    : processor.packagePowerW
      ? { watts: processor.packagePowerW, basis: 'package-power-limit' }
      : processor.tdpW
        ? { watts: processor.tdpW, basis: 'tdp' }
        : null;
  return own && { watts: own.watts * benchmark.chips, basis: own.basis };
}

/** The system's launch price in US dollars: the processor's times the chips of the benchmark's system, or null. */
export function systemPriceUSD(benchmark: Pick<MetricFacts, 'chips'>, processor: Pick<Processor, 'launchPriceUSD'>): number | null {
  return processor.launchPriceUSD ? processor.launchPriceUSD * benchmark.chips : null;
}

/** A figure's value in a metric, or null where the metric does not apply or the record lacks the fact. */
export function metricValue(metric: Metric, benchmark: MetricFacts, processor: DivisorFacts, score: number): number | null {
  if (metric !== 'per-yuan' && !metricsOf(benchmark).includes(metric)) return null;
  switch (metric) {
    case 'score':
      return score;
    case 'per-watt': {
      const power = perWattPower(benchmark, processor);
      return power ? score / power.watts : null;
    }
    case 'per-dollar': {
      const price = systemPriceUSD(benchmark, processor);
      return price ? score / price : null;
    }
    case 'per-yuan':
      return benchmark.direction === 'higher' && benchmark.chips === 1 && processor.yuanNow ? (score / processor.yuanNow) * YUAN_STEP : null;
  }
}

/** A gain (0.35 = 35% faster) per YUAN_STEP yuan of a price now, or null without one. */
export function gainPerYuanStep(gain: number, yuan: number | null): number | null {
  return yuan ? (gain / yuan) * YUAN_STEP : null;
}

/** A gain (0.35 = 35% faster) per launch dollar of the system the benchmark measures, or null without a price. */
export function gainPerLaunchDollar(benchmark: Pick<MetricFacts, 'chips'>, processor: Pick<Processor, 'launchPriceUSD'>, gain: number): number | null {
  const price = systemPriceUSD(benchmark, processor);
  return price ? gain / price : null;
}
