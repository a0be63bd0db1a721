import type { Processor, Vendor } from '../../shared/processor.js';
import type { BilingualText } from '../../record/bilingual-text-schema.js';
import { CorrectionSchema, firstIssue } from '../../record/curated-list-schema.js';
import { getField, sameValue, setField } from './facts.js';
import { isProductPage } from './sources/curated-records.js';
import { isVendorSite } from './vendor-sites.js';
import { readCuratedList } from './curated-list.js';
import { PipelineError } from './table.js';

/**
 * data/curated/corrections.json: where the value a source gives is wrong — or where references
 * disagree with it and the vendor's page says it is right — and the vendor's own page that
 * settles it. Each entry names the record (vendor and id), the field (a dotted path), the value,
 * the reason ({ zh, en }) and the page on amd.com or intel.com that states the value. An entry whose value
 * differs from the record's corrects it (the record lists the correction with the value it
 * replaced); one whose value is the record's confirms it. The pipeline reports both.
 */
export interface Correction {
  vendor: Vendor;
  id: string;
  field: string;
  value: unknown;
  /** why, in both languages (pages show their own) */
  reason: BilingualText;
  url: string;
}

export async function readCorrections(file: string, label: string): Promise<Correction[]> {
  const data = await readCuratedList(file, label, 'corrections');
  return data.map((entry: unknown, index) => {
    const where = `${label}: correction #${index}`;
    const parsed = CorrectionSchema.safeParse(entry);
    if (!parsed.success) throw new PipelineError(firstIssue(parsed.error, where));
    const e = parsed.data;
    if (!isVendorSite(e.url, e.vendor))
      throw new PipelineError(
        `${where}: url must be the vendor's own page (amd.com, intel.com, ark.intel.com, apple.com, qualcomm.com, loongson.cn, zhaoxin.com, hygon.cn) that states the value`,
      );
    // the table every source copies settles nothing: the product's own page must
    if (!isProductPage(e.url))
      throw new PipelineError(`${where}: url must be the product's own page, not a search, a series page or the vendor's whole specification table`);
    // zod reads an absent key and a key set to undefined alike; JSON has no undefined, so the key must be there
    if (!('value' in e)) throw new PipelineError(`${where}: value is missing (null is a value)`);
    return e as Correction;
  });
}

export interface AppliedCorrection extends Correction {
  was: unknown;
  /** true when the record already had the value: a confirmation */
  confirmed: boolean;
}

/**
 * Applies the corrections to the records (by vendor and id); returns the records, what was
 * applied or confirmed, and the corrections that found no record (a stale entry, reported).
 */
export function applyCorrections(
  records: readonly Processor[],
  corrections: readonly Correction[],
): { records: Processor[]; applied: AppliedCorrection[]; unused: Correction[] } {
  const byKey = new Map(records.map((record, index) => [`${record.vendor}:${record.id}`, index]));
  const out = [...records];
  const applied: AppliedCorrection[] = [];
  const unused: Correction[] = [];
  for (const correction of corrections) {
    const index = byKey.get(`${correction.vendor}:${correction.id}`);
    const record = index === undefined ? undefined : out[index];
    if (index === undefined || record === undefined) {
      unused.push(correction);
      continue;
    }
    const was = getField(record, correction.field) ?? null;
    if (sameValue(was, correction.value)) {
      applied.push({ ...correction, was, confirmed: true });
      continue;
    }
    // the value the record had, and the source that gave it, no longer stand
    const drop = (fields: readonly string[]) => fields.filter((field) => field !== correction.field && !field.startsWith(`${correction.field}.`));
    const { vendor, secondary, derived } = record.sources;
    const corrected = setField(record, correction.field, correction.value);
    const stillDerived = derived?.filter((entry) => entry.field !== correction.field && !entry.field.startsWith(`${correction.field}.`));
    out[index] = {
      ...corrected,
      sources: {
        ...record.sources,
        vendor:
          vendor === null || vendor.tables === undefined
            ? vendor
            : { ...vendor, tables: vendor.tables.map((t) => ({ ...t, fields: drop(t.fields) })).filter((t) => t.fields.length > 0) },
        secondary: secondary.map((entry) => ({ ...entry, fields: drop(entry.fields) })).filter((entry) => entry.fields.length > 0),
        corrections: [...record.sources.corrections, { field: correction.field, vendorValue: was, reason: correction.reason, url: correction.url }],
        ...(stillDerived === undefined ? {} : { derived: stillDerived }),
      },
    };
    applied.push({ ...correction, was, confirmed: false });
  }
  return { records: out, applied, unused };
}
