import type { Processor } from '../shared/processor.js';
import type { ProcessorSummary } from '../shared/processor-summary.js';
import type { Catalogue } from './catalogue.js';

/** A record cut down to what lists and cards show, with its open benchmark score, so a page's payload carries no more. */
export function summarize(processor: Processor, catalogue: Pick<Catalogue, 'benchmark'>): ProcessorSummary {
  const { id, vendor, name, family, segment, launched, socket, cores, threads, boostClockGHz, l3CacheMB, tdpW, launchPriceUSD } = processor;
  const score = catalogue.benchmark.scoreOf(processor)?.score ?? null;
  return { id, vendor, name, family, segment, launched, socket, cores, threads, boostClockGHz, l3CacheMB, tdpW, launchPriceUSD, score };
}
