import type { Catalogue } from '../catalogue/catalogue.js';
import type { Vendor } from '../shared/processor.js';

/**
 * The data changes the repository records, for /changes: every correction the catalogue pipeline
 * applied from data/curated/corrections.json, as the corrected record keeps it (its
 * `sources.corrections`: the field, the value the vendor's table gave, why, and the vendor's page)
 * beside the value the record holds now. The file gives no dates, so they come after the dated
 * accepted reports, in the catalogue's order of processors (docs/corrections.md).
 */
export interface DataChange {
  vendor: Vendor;
  processorId: string;
  processorName: string;
  field: string;
  from: unknown;
  to: unknown;
  reason: string;
  url: string | null;
}

export function dataChanges(catalogue: Catalogue): DataChange[] {
  const changes: DataChange[] = [];
  for (const processor of catalogue.processors) {
    for (const correction of processor.sources.corrections) {
      changes.push({
        vendor: processor.vendor,
        processorId: processor.id,
        processorName: processor.name,
        field: correction.field,
        from: correction.vendorValue,
        to: valueAt(processor, correction.field),
        reason: correction.reason,
        url: correction.url,
      });
    }
  }
  return changes;
}

/** "memory.maxGB" → processor.memory.maxGB */
function valueAt(record: object, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value ?? null;
}
