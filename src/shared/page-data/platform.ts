import type { BenchmarkInfo } from '../benchmark.js';
import type { ProcessorLine, SourceKind, SupportStatus } from '../../record/platform-schema.js';
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
  /** with a derived figure's number of tests, which its results are counted from */
  figure: { score: number; samples: number; tests?: number } | null;
}

/** A source a statement or a list rests on. */
export interface NamedSource {
  name: string;
  url: string;
}

/** The credit a benchmark's figures carry wherever they are shown. */
export type BenchmarkCredit = Pick<
  BenchmarkInfo,
  'id' | 'source' | 'sourceName' | 'sourceUrl' | 'licence' | 'licenceUrl' | 'snapshot' | 'synthetic' | 'derivedFrom'
>;

/** The page a support statement rests on, as the pages name it: its kind says whose words they are. */
export interface StatementSource {
  kind: SourceKind;
  /** whose processors it speaks of: "AMD's statement, as published by …" */
  vendor: Vendor;
  publisher: string;
  /** the page's own headline, in its own language (`language`); null where none was read */
  title: string | null;
  url: string;
  language: string;
  published: string | null;
}

/** A support statement in the page's language, with its source. */
export interface ShownStatement {
  status: SupportStatus;
  /** what the source says, in our words, in the page's language */
  text: string;
  firstBios: string | null;
  /** only on some boards: those whose maker released a BIOS, those built for a later line */
  someBoards: boolean;
  source: StatementSource;
}

/** A processor line as a statement or a matrix names it (ProcessorLine of the platform schema). */
export type ShownLine = ProcessorLine;
