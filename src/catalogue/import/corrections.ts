import { readFile } from 'node:fs/promises';
import type { Processor, Vendor } from '../../shared/processor.js';
import { VENDORS } from '../../shared/processor.js';
import { getField, setField } from './secondary.js';
import { PipelineError } from './table.js';

/**
 * data/curated/corrections.json: where a source is wrong and we say otherwise. Each entry names
 * the record (vendor and id), the field (a dotted path), the value, the reason and a public URL
 * that states the right value. The pipeline applies every entry, reports it, and records it in
 * the record's sources.corrections with the value it replaced.
 */
export interface Correction {
  vendor: Vendor;
  id: string;
  field: string;
  value: unknown;
  reason: string;
  url: string;
}

export async function readCorrections(file: string): Promise<Correction[]> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return [];
    throw new PipelineError(`${file}: ${error instanceof SyntaxError ? `is not valid JSON (${error.message})` : String(error)}`);
  }
  if (!Array.isArray(data)) throw new PipelineError(`${file}: must hold a JSON array of corrections`);
  return data.map((entry: unknown, index) => {
    const e = entry as Partial<Correction> | null;
    const where = `${file}: correction #${index}`;
    if (typeof e !== 'object' || e === null) throw new PipelineError(`${where} must be an object`);
    if (!VENDORS.includes(e.vendor as Vendor)) throw new PipelineError(`${where}: vendor must be one of ${VENDORS.join(', ')}`);
    for (const key of ['id', 'field', 'reason', 'url'] as const) {
      if (typeof e[key] !== 'string' || e[key].trim() === '') throw new PipelineError(`${where}: ${key} must be a non-empty string`);
    }
    if (!/^https?:\/\//.test(e.url ?? '')) throw new PipelineError(`${where}: url must be the public page that states the value`);
    if (!('value' in e)) throw new PipelineError(`${where}: value is missing (null is a value)`);
    return e as Correction;
  });
}

export interface AppliedCorrection extends Correction {
  was: unknown;
}

/**
 * Applies the corrections to the records (by vendor and id); returns the records, what was
 * applied, and the corrections that found no record (a stale entry, reported).
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
    const was = getField(record, correction.field);
    // the value the record had, and the secondary source that gave it, no longer stand
    const secondary = record.sources.secondary
      .map((entry) => ({ ...entry, fields: entry.fields.filter((field) => field !== correction.field) }))
      .filter((entry) => entry.fields.length > 0);
    const corrected = setField(record, correction.field, correction.value);
    out[index] = {
      ...corrected,
      sources: {
        ...record.sources,
        secondary,
        corrections: [...record.sources.corrections, { field: correction.field, vendorValue: was ?? null, reason: correction.reason, url: correction.url }],
      },
    };
    applied.push({ ...correction, was: was ?? null });
  }
  return { records: out, applied, unused };
}
