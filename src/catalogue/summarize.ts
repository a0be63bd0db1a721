import type { Processor } from '../shared/processor.js';
import type { ProcessorSummary } from '../shared/processor-summary.js';

/** A record cut down to what lists and cards show, so a page's payload carries no more. */
export function summarize(processor: Processor): ProcessorSummary {
  const { id, vendor, name, family, segment, launched, socket, cores, threads, boostClockGHz, l3CacheMB, tdpW, launchPriceUSD } = processor;
  return { id, vendor, name, family, segment, launched, socket, cores, threads, boostClockGHz, l3CacheMB, tdpW, launchPriceUSD };
}
