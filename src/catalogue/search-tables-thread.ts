import { Worker } from 'node:worker_threads';
import type { Processor } from '../shared/processor.js';
import { keepNameOrder } from './natural-order.js';
import { buildSearchTables, type SearchFields, type SearchTables } from './search-tokens.js';

/**
 * The search tables of a large catalogue, built on a thread of their own while this one goes on
 * with the rest of the catalogue (its benchmarks' figures, prices, platforms): at 100,000 records
 * they take 0.6–0.8 s of CPU, and a server has more than one core. What they are made of is
 * strings and typed arrays, so handing them over costs little beside building them: the thread is
 * sent each record's words as columns (the fields many records share once, by number) and sends
 * back the tables, the typed arrays moved rather than copied, with the name order it made on the
 * way, which the library's orders start from too.
 *
 * Below THREAD_MIN records the tables take less time than starting a thread, and they are built
 * here, as are the tables of a thread that fails (the same function, the same tables).
 */
export const THREAD_MIN = 20_000;

/** What the thread is sent: every record's fields by place. */
export interface SearchFieldColumns {
  names: string[];
  launched: (string | null)[];
  /** the distinct values of the shared fields, numbered by place */
  values: string[];
  /** per record, SHARED_FIELDS.length numbers into `values`, -1 for null */
  shared: Int32Array<ArrayBuffer>;
}

/** What the thread sends back: the tables without what is cheaper to make here than to send. */
export type SentTables = Omit<SearchTables<SearchFields>, 'rows'> & { nameOrder: Int32Array };

export const SHARED_FIELDS = ['vendor', 'segment', 'family', 'generation', 'codename', 'socket'] as const;

/** The worker module beside this one: TypeScript when the sources run as they are (the tests), the built module otherwise. */
const WORKER_FILE = new URL(new URL(import.meta.url).pathname.endsWith('.ts') ? './search-tables-worker.ts' : './search-tables-worker.mjs', import.meta.url);

/**
 * The tables of `processors`: started now, on a thread for a large catalogue. Await the result
 * after starting the other work.
 */
export function searchTablesFor(processors: readonly Processor[], threadMin = THREAD_MIN): Promise<SearchTables> {
  if (processors.length < threadMin) return Promise.resolve(buildSearchTables(processors));
  return searchTablesOnThread(processors).catch(() => buildSearchTables(processors));
}

/** The tables built on a thread; rejects when the thread fails. */
export function searchTablesOnThread(processors: readonly Processor[]): Promise<SearchTables> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE);
    worker.once('message', (sent: SentTables) => {
      resolve(received(processors, sent));
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the search tables' thread stopped with exit code ${code}`)));
    const columns = columnsOf(processors);
    worker.postMessage(columns, [columns.shared.buffer]);
  });
}

function columnsOf(processors: readonly Processor[]): SearchFieldColumns {
  const numbers = new Map<string, number>();
  const values: string[] = [];
  const shared = new Int32Array(processors.length * SHARED_FIELDS.length);
  const numberOf = (value: string | null) => {
    if (value === null) return -1;
    let number = numbers.get(value);
    if (number === undefined) {
      numbers.set(value, (number = values.length));
      values.push(value);
    }
    return number;
  };
  processors.forEach((p, i) => {
    const at = i * SHARED_FIELDS.length;
    shared[at] = numberOf(p.vendor);
    shared[at + 1] = numberOf(p.segment);
    shared[at + 2] = numberOf(p.family);
    shared[at + 3] = numberOf(p.generation);
    shared[at + 4] = numberOf(p.codename);
    shared[at + 5] = numberOf(p.socket);
  });
  return { names: processors.map((p) => p.name), launched: processors.map((p) => p.launched), values, shared };
}

function received(processors: readonly Processor[], { nameOrder, ...sent }: SentTables): SearchTables {
  keepNameOrder(processors, nameOrder);
  const rows = new Array<Processor>(sent.catalogueIndex.length);
  for (let row = 0; row < rows.length; row++) rows[row] = processors[sent.catalogueIndex[row]!]!;
  return { ...sent, rows };
}
