import { processorKey, type Processor, type Vendor } from '../../shared/processor.js';
import { slugify } from '../../record/slug.js';
import { nameKey, readDeviceName } from './device-name.js';
import type { ScoreRow } from './tsv.js';

/**
 * Pairs a source's processor names with catalogue records: a name, read by readDeviceName, must
 * equal one record's vendor and name (case and spacing aside; of several records of one name, the
 * model's own, whose id is the name). Nothing near is accepted — a name either names a record or
 * is refused with its reason. Matching is by name, never by id, so a re-run after records are
 * renamed or merged follows them.
 *
 * Blender Open Data's table holds medians, not results, so two spellings of one processor cannot
 * be pooled: the row with more submissions is kept (its median is the steadier) and the other is
 * refused. Sources with one row per result (SPEC, hardinfo2) pool every spelling's results.
 */
export type CatalogueRecord = Pick<Processor, 'vendor' | 'id' | 'name'> & Partial<Pick<Processor, 'cores'>>;

export const REFUSALS = {
  'other-vendor': 'a maker the catalogue does not hold',
  unidentifiable: 'names no product',
  'outside-scope': 'a chip of a kind the catalogue does not hold (phones, tablets, boards)',
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

/**
 * The catalogue's records by normalised name (nameKey), for exact look-ups; and by the product
 * number that ends a name (`#` + nameKey of it: Qualcomm's "X1E-80-100"), for names that carry the
 * number alone.
 */
export type NameIndex = ReadonlyMap<string, readonly CatalogueRecord[]>;

export function nameIndexOf(catalogue: readonly CatalogueRecord[]): NameIndex {
  const byName = new Map<string, CatalogueRecord[]>();
  const add = (key: string, record: CatalogueRecord) => {
    let records = byName.get(key);
    if (!records) byName.set(key, (records = []));
    records.push(record);
  };
  for (const record of catalogue) {
    add(nameKey(record.vendor, record.name), record);
    const number = /\S+$/.exec(record.name)![0];
    if (/\d/.test(number) && number !== record.name) add(`#${nameKey(record.vendor, number)}`, record);
  }
  return byName;
}

/** the vendors as the report names them */
export const MAKERS: Readonly<Record<Vendor, string>> = {
  amd: 'AMD',
  intel: 'Intel',
  apple: 'Apple',
  qualcomm: 'Qualcomm',
  loongson: 'Loongson',
  zhaoxin: 'Zhaoxin',
  hygon: 'Hygon',
};

/** What a source's processor name names: one record, or a refusal with its reason and what a person should check. */
export type Identification = { kind: 'record'; record: CatalogueRecord } | { kind: 'refused'; reason: Exclude<Refusal, 'duplicate'>; detail: string };

export function identify(name: string, byName: NameIndex): Identification {
  const reading = readDeviceName(name);
  if (reading.kind === 'other-vendor') return { kind: 'refused', reason: 'other-vendor', detail: `made by ${reading.maker}` };
  if (reading.kind === 'unidentifiable') return { kind: 'refused', reason: 'unidentifiable', detail: reading.why ?? 'no model number' };
  if (reading.kind === 'outside-scope') return { kind: 'refused', reason: 'outside-scope', detail: reading.why };
  const named = 'model' in reading ? reading.model : reading.name;
  const key = 'model' in reading ? `#${nameKey(reading.vendor, reading.model)}` : nameKey(reading.vendor, reading.name);
  const records = byName.get(key) ?? [];
  const read = `read as ${MAKERS[reading.vendor]} ${'model' in reading ? 'product number ' : ''}"${named}"`;
  if (records.length === 0) {
    const near = nearNames(key, byName);
    return { kind: 'refused', reason: 'not-in-catalogue', detail: near.length ? `${read}; the catalogue has ${near.join(', ')}` : read };
  }
  // A core count the name carries must be the record's: "KX-6000G/8" is no 4-core KX-6000G.
  if ('cores' in reading && reading.cores !== undefined && records.some((record) => record.cores !== undefined && record.cores !== reading.cores)) {
    return {
      kind: 'refused',
      reason: 'not-in-catalogue',
      detail: `${read} with ${reading.cores} cores; the catalogue's has ${records.map((record) => record.cores).join(', ')}`,
    };
  }
  // Variants of one model (another OPN, Intel's "with IPU" parts) share its name; the model's own
  // page is the record whose id is the name itself, and the figure belongs to the model.
  const record = records.length === 1 ? records[0]! : modelRecord(records);
  if (!record) return { kind: 'refused', reason: 'ambiguous', detail: `${read}; records ${records.map(processorKey).join(', ')}` };
  return { kind: 'record', record };
}

export function matchRows(rows: readonly ScoreRow[], catalogue: readonly CatalogueRecord[]): MatchResult {
  const byName = nameIndexOf(catalogue);
  const refused: RefusedRow[] = [];
  const chosen = new Map<string, MatchedRow>();
  for (const row of rows) {
    const identified = identify(row.name, byName);
    if (identified.kind === 'refused') {
      refused.push({ row, reason: identified.reason, detail: identified.detail });
      continue;
    }
    const { record } = identified;
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
function nearNames(key: string, byName: NameIndex): string[] {
  const near: string[] = [];
  for (const [other, records] of byName) {
    if (other !== key && (other.startsWith(key) || key.startsWith(other))) {
      near.push(`"${records[0]!.name}"`);
      if (near.length === 4) break;
    }
  }
  return near;
}
