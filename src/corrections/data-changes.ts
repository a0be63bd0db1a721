import type { Catalogue } from '../catalogue/catalogue.js';
import type { BilingualText } from '../record/bilingual-text-schema.js';
import type { Processor, Vendor } from '../shared/processor.js';

/**
 * The data changes the repository records, for /changes, read from the records themselves:
 *
 * - `correction`: a fact data/curated/corrections.json corrected from the vendor's page, as the
 *   record keeps it (`sources.corrections`: the field, the value the vendor's table gave, why and
 *   the vendor's page), beside the value the record holds now;
 * - `vendor-tables`: a fact copies of the vendor's own table give differently (the import's
 *   src/pipeline/records/table-changes.ts, kept as the record's `vendor-tables` disputes): the
 *   value shown comes from the most trusted copy, the other copy's value and its source beside it.
 *
 * The files give no dates, so these come after the dated accepted reports, in the catalogue's
 * order of processors (docs/corrections.md).
 */
export interface ChangeSource {
  name: string;
  url: string | null;
  productId: string | null;
}

export interface DataChange {
  kind: 'correction' | 'vendor-tables';
  vendor: Vendor;
  processorId: string;
  processorName: string;
  field: string;
  from: unknown;
  to: unknown;
  /** a correction's reason, the maintainer's in both languages; a copy's disagreement is said in the page's own words (null) */
  reason: BilingualText | null;
  /** what the change rests on: the vendor's page for a correction; each copy of the table for the others */
  sources: ChangeSource[];
}

export function dataChanges(catalogue: Catalogue): DataChange[] {
  const changes: DataChange[] = [];
  for (const processor of catalogue.processors) {
    const base = { vendor: processor.vendor, processorId: processor.id, processorName: processor.name };
    for (const correction of processor.sources.corrections) {
      changes.push({
        ...base,
        kind: 'correction',
        field: correction.field,
        from: correction.vendorValue,
        to: valueAt(processor, correction.field),
        reason: correction.reason,
        sources: [{ name: processor.sources.vendor?.name ?? '', url: correction.url, productId: correction.url ? null : vendorProductId(processor) }],
      });
    }
    for (const dispute of processor.sources.disputes ?? []) {
      if (dispute.kind !== 'vendor-tables') continue;
      for (const other of dispute.values) {
        changes.push({
          ...base,
          kind: 'vendor-tables',
          field: dispute.field,
          from: other.value,
          to: valueAt(processor, dispute.field),
          reason: null,
          sources: [
            ...other.sources.map((source) => ({ name: source.name, url: source.url ?? null, productId: source.productId ?? null })),
            shownFrom(processor, dispute.field),
          ],
        });
      }
    }
  }
  return changes;
}

/** Whether /changes lists anything of this record's: its page then links its history. */
export function hasRecordedChanges(processor: Processor): boolean {
  return processor.sources.corrections.length > 0 || (processor.sources.disputes ?? []).some((dispute) => dispute.kind === 'vendor-tables');
}

/** The vendor's own source of the value shown: the copy of its table that gave it, and its page or product id. */
function shownFrom(processor: Processor, field: string): ChangeSource {
  const vendor = processor.sources.vendor;
  const table = vendor?.tables?.find((copy) => copy.fields.includes(field as never));
  return { name: table?.name ?? vendor?.name ?? '', url: vendor?.url ?? null, productId: vendorProductId(processor) };
}

function vendorProductId(processor: Processor): string | null {
  return processor.sources.vendor?.productId ?? null;
}

/** "memory.maxGB" → processor.memory.maxGB */
function valueAt(record: object, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value ?? null;
}
