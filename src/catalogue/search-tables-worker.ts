import { parentPort } from 'node:worker_threads';
import type { Processor } from '../shared/processor.js';
import { nameOrderOf } from './natural-order.js';
import { SHARED_FIELDS, type SearchFieldColumns, type SentTables } from './search-tables-thread.js';
import { buildSearchTables, type SearchFields } from './search-tokens.js';

/**
 * The thread that builds a large catalogue's search tables (src/catalogue/search-tables-thread.ts
 * starts it and says why): one message in, the records' fields; one out, the tables.
 */
parentPort!.once('message', ({ names, launched, values, shared }: SearchFieldColumns) => {
  const width = SHARED_FIELDS.length;
  const valueAt = (i: number, field: number) => {
    const number = shared[i * width + field]!;
    return number === -1 ? null : values[number]!;
  };
  const records: SearchFields[] = names.map((name, i) => ({
    name,
    launched: launched[i]!,
    vendor: valueAt(i, 0) as Processor['vendor'],
    segment: valueAt(i, 1) as Processor['segment'],
    family: valueAt(i, 2)!,
    generation: valueAt(i, 3)!,
    codename: valueAt(i, 4),
    socket: valueAt(i, 5),
  }));
  const { rows: _rows, ...tables } = buildSearchTables(records);
  const sent: SentTables = { ...tables, nameOrder: nameOrderOf(records) };
  // Moved, not copied: each array is made here for this message alone.
  const moved = [
    sent.catalogueIndex,
    sent.rowTokenStart,
    sent.rowTokens,
    sent.postingStart,
    sent.postings,
    sent.modelToken,
    sent.modelStart,
    sent.modelRows,
    sent.nameWords,
    sent.proName,
    sent.brandToken,
    sent.nameOrder,
  ].map((array) => array.buffer as ArrayBuffer);
  parentPort!.postMessage(sent, moved);
});
