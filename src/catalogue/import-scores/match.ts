import { processorKey, type Processor } from '../../shared/processor.js';
import { slugify } from '../slug.js';
import { nameKey, readDeviceName } from './device-name.js';
import type { ScoreRow } from './tsv.js';

/**
 * Pairs the table's rows with catalogue records: a row's name, read by readDeviceName, must equal
 * one record's vendor and name (case and spacing aside; of several records of one name, the model's
 * own, whose id is the name). Nothing near is accepted — a row
 * either names a record or is refused with its reason. Where two spellings of one processor both
 * match, the row with more submissions is kept (its median is the steadier); the other is refused.
 */
export type CatalogueRecord = Pick<Processor, 'vendor' | 'id' | 'name'>;

export const REFUSALS = {
  'other-vendor': 'not AMD or Intel',
  unidentifiable: 'names no product',
  'not-in-catalogue': 'not in the catalogue',
  ambiguous: 'ambiguous: more than one record has this name',
  duplicate: 'another spelling of a processor matched by a row with more submissions',
} as const;
export type Refusal = keyof typeof REFUSALS;

export interface MatchedRow {
  row: ScoreRow;
  record: CatalogueRecord;
}

export interface RefusedRow {
  row: ScoreRow;
  reason: Refusal;
  /** what the name was read as, and what the catalogue has near it, for a person to check */
  detail: string;
}

export interface MatchResult {
  matched: MatchedRow[];
  refused: RefusedRow[];
}

export function matchRows(rows: readonly ScoreRow[], catalogue: readonly CatalogueRecord[]): MatchResult {
  const byName = new Map<string, CatalogueRecord[]>();
  for (const record of catalogue) {
    const key = nameKey(record.vendor, record.name);
    byName.set(key, [...(byName.get(key) ?? []), record]);
  }
  const refused: RefusedRow[] = [];
  const chosen = new Map<string, MatchedRow>();
  for (const row of rows) {
    const reading = readDeviceName(row.name);
    if (reading.kind === 'other-vendor') {
      refused.push({ row, reason: 'other-vendor', detail: `made by ${reading.maker}` });
      continue;
    }
    if (reading.kind === 'unidentifiable') {
      refused.push({ row, reason: 'unidentifiable', detail: 'no model number' });
      continue;
    }
    const key = nameKey(reading.vendor, reading.name);
    const records = byName.get(key) ?? [];
    const read = `read as ${reading.vendor === 'amd' ? 'AMD' : 'Intel'} "${reading.name}"`;
    if (records.length === 0) {
      const near = nearNames(key, byName);
      refused.push({ row, reason: 'not-in-catalogue', detail: near.length ? `${read}; the catalogue has ${near.join(', ')}` : read });
      continue;
    }
    // Variants of one model (another OPN, Intel's "with IPU" parts) share its name; the model's own
    // page is the record whose id is the name itself, and the score belongs to the model.
    const record = records.length === 1 ? records[0]! : modelRecord(records);
    if (!record) {
      refused.push({ row, reason: 'ambiguous', detail: `${read}; records ${records.map(processorKey).join(', ')}` });
      continue;
    }
    const match = { row, record };
    const earlier = chosen.get(processorKey(record));
    if (!earlier) {
      chosen.set(processorKey(record), match);
      continue;
    }
    // More submissions win; on a tie the row read first stays, so the result never depends on chance.
    const [kept, dropped] = row.samples > earlier.row.samples ? [match, earlier] : [earlier, match];
    chosen.set(processorKey(record), kept);
    refused.push({
      row: dropped.row,
      reason: 'duplicate',
      detail: `${processorKey(record)}, also line ${kept.row.line} "${kept.row.name}" (${kept.row.samples} submissions against ${dropped.row.samples})`,
    });
  }
  const matched = [...chosen.values()].sort((a, b) => a.row.line - b.row.line);
  refused.sort((a, b) => a.row.line - b.row.line);
  return { matched, refused };
}

/** Among records of one name, the one whose id is that name's slug (the pipeline's rule for the first), if any. */
function modelRecord(records: readonly CatalogueRecord[]): CatalogueRecord | undefined {
  const plain = records.filter((record) => record.id === slugify(record.name.replace(/\+/g, ' plus')));
  return plain.length === 1 ? plain[0] : undefined;
}

/**
 * Catalogue names one of which starts with the other ("Ryzen 5 5600" beside "Ryzen 5 5600X"): the
 * near misses a person may want to check, never matched.
 */
function nearNames(key: string, byName: Map<string, CatalogueRecord[]>): string[] {
  const near: string[] = [];
  for (const [other, records] of byName) {
    if (other !== key && (other.startsWith(key) || key.startsWith(other))) {
      near.push(`"${records[0]!.name}"`);
      if (near.length === 4) break;
    }
  }
  return near;
}
