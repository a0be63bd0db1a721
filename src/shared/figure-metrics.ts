import type { BenchmarkInfo } from './benchmark.js';
import { METRICS, type Metric } from './ladder-query.js';
import type { Processor } from './processor.js';

/**
 * What a figure is divided by, in one place: ladders, the detail page, compare's rows and the
 * upgrade advisor's gain per dollar all ask here.
 *
 * A figure belongs to the system it was measured on. A SPECrate 2-chip figure is a two-processor
 * system's, so per watt it is divided by twice the processor's TDP and per dollar by twice its
 * launch price: dividing it by one chip's made a two-chip system look twice as efficient as the
 * same processors alone. A single-thread figure gets no per-watt value: it is one core's speed, and
 * the TDP is the whole package's rated power, which one thread does not draw (divided by it, a
 * Processor N100 topped the laptop ladder). Per dollar stays, read as the figure per launch dollar.
 * A benchmark where lower is better has neither: a time per dollar means nothing. Safe to import in
 * the browser.
 */

/** What a metric divides by: nothing, the system's rated power, or its launch price. */
export type MetricBasis = 'none' | 'tdp' | 'launch-price';
export const METRIC_BASIS: Readonly<Record<Metric, MetricBasis>> = { score: 'none', 'per-watt': 'tdp', 'per-dollar': 'launch-price' };

type MetricFacts = Pick<BenchmarkInfo, 'direction' | 'scope' | 'chips'>;

/** The metrics a benchmark can be ranked and compared by, in the order pages offer them. */
export function metricsOf(benchmark: MetricFacts): readonly Metric[] {
  if (benchmark.direction !== 'higher') return SCORE_ONLY;
  return benchmark.scope === 'single-thread' ? NO_PER_WATT : METRICS;
}

const SCORE_ONLY: readonly Metric[] = ['score'];
const NO_PER_WATT: readonly Metric[] = ['score', 'per-dollar'];

/** The system's TDP in watts: the processor's times the chips of the benchmark's system, or null. */
export function systemTdpW(benchmark: Pick<MetricFacts, 'chips'>, processor: Pick<Processor, 'tdpW'>): number | null {
  return processor.tdpW ? processor.tdpW * benchmark.chips : null;
}

/** The system's launch price in US dollars: the processor's times the chips of the benchmark's system, or null. */
export function systemPriceUSD(benchmark: Pick<MetricFacts, 'chips'>, processor: Pick<Processor, 'launchPriceUSD'>): number | null {
  return processor.launchPriceUSD ? processor.launchPriceUSD * benchmark.chips : null;
}

/** A figure's value in a metric, or null where the metric does not apply or the record lacks the fact. */
export function metricValue(metric: Metric, benchmark: MetricFacts, processor: Pick<Processor, 'tdpW' | 'launchPriceUSD'>, score: number): number | null {
  if (!metricsOf(benchmark).includes(metric)) return null;
  switch (metric) {
    case 'score':
      return score;
    case 'per-watt': {
      const watts = systemTdpW(benchmark, processor);
      return watts ? score / watts : null;
    }
    case 'per-dollar': {
      const price = systemPriceUSD(benchmark, processor);
      return price ? score / price : null;
    }
  }
}

/** A gain (0.35 = 35% faster) per launch dollar of the system the benchmark measures, or null without a price. */
export function gainPerLaunchDollar(benchmark: Pick<MetricFacts, 'chips'>, processor: Pick<Processor, 'launchPriceUSD'>, gain: number): number | null {
  const price = systemPriceUSD(benchmark, processor);
  return price ? gain / price : null;
}
