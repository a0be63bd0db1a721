import type { BenchmarkInfo } from '../benchmark.js';
import type { Processor, Vendor } from '../processor.js';

/** What the socket and upgrade pages say of a socket, and of a processor in a list. Safe in the browser. */

/** A socket as a page names it. */
export interface SocketName {
  id: string;
  name: string;
  vendor: Vendor;
}

/** A processor in a table, with its figure in the benchmark the table shows (null: none). */
export interface PlatformProcessor extends Pick<Processor, 'vendor' | 'id' | 'name' | 'launched' | 'cores' | 'threads' | 'tdpW' | 'launchPriceUSD'> {
  figure: { score: number; samples: number } | null;
}

/** A source a statement or a list rests on. */
export interface NamedSource {
  name: string;
  url: string;
}

/** The credit a benchmark's figures carry wherever they are shown. */
export type BenchmarkCredit = Pick<BenchmarkInfo, 'id' | 'source' | 'sourceName' | 'sourceUrl' | 'licence' | 'licenceUrl' | 'snapshot' | 'synthetic'>;
