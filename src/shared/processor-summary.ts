import type { Processor } from './processor.js';

/** The part of a processor that lists and cards show, and its open benchmark score (null: none yet); whole records stay on the server. */
export type ProcessorSummary = Pick<
  Processor,
  'id' | 'vendor' | 'name' | 'family' | 'segment' | 'launched' | 'socket' | 'cores' | 'threads' | 'boostClockGHz' | 'l3CacheMB' | 'tdpW' | 'launchPriceUSD'
> & { score: number | null };
