import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CuratedProcessorSchema, traceable } from '../../../record/processor-schema.js';
import type { Processor } from '../../../shared/processor.js';
import { VENDORS } from '../../../shared/processor.js';
import { CatalogueError } from '../../../record/catalogue-error.js';
import { validateProcessor } from '../../../record/validate.js';
import { factOf, factsOf } from '../facts.js';
import type { Facts } from '../facts.js';
import type { Candidate, Provenance, SkippedRow, Source, SourceNote, SourceReading } from '../source.js';
import { hasVendorTables, isVendorSite } from '../vendor-sites.js';

/*
 * data/curated/<vendor>/*.json: records written by hand, for parts the vendor tables lack and to
 * pin the ids published before the pipeline. Each fact rests on what the record names for it: an
 * entry of its `secondary` list, else its vendor page (a URL or a product id). A fact resting on
 * nothing a reader can look up is not taken, and the report counts it.
 */
export const CURATED_SOURCE = 'Curated records';

/**
 * A vendor address that is one product's page: not ARK's search, an ARK series page or AMD's whole
 * specification table, which name many products or none.
 */
export function isProductPage(url: string): boolean {
  return isVendorSite(url) && !/\/search\.html|\/ark\/products\/series\/|\/products\/specifications\/processors\.html$|\.pdf$/.test(url);
}

/**
 * A page on a vendor's site, or a product id, is the vendor's word; anything else a secondary
 * reference — and so is a vendor statement the record read in the press (`reportedBy`), which is
 * the vendor's word but not read from its page.
 */
function provenanceOf(entry: {
  name: string;
  url: string | null;
  productId?: string | null | undefined;
  reportedBy?: Provenance['reportedBy'] | undefined;
  note?: SourceNote | undefined;
}): Provenance {
  const vendorsOwn = !entry.reportedBy && (isVendorSite(entry.url) || (entry.productId ?? null) !== null);
  return {
    name: entry.name,
    kind: vendorsOwn ? 'vendor-page' : 'secondary',
    url: entry.url,
    productId: entry.productId ?? null,
    ...(entry.reportedBy ? { reportedBy: entry.reportedBy } : {}),
    ...(entry.note ? { note: entry.note } : {}),
  };
}

/** a curated record as a candidate: its facts, each with the source the record names for it */
export function curatedCandidate(record: Processor, where: string): { candidate: Candidate; unsourced: string[] } {
  const all = factsOf(record);
  const facts: Facts = {};
  const factProvenance: Partial<Record<string, Provenance>> = {};
  const citations: Partial<Record<string, Provenance[]>> = {};
  for (const entry of record.sources.secondary) {
    if (!traceable(entry)) continue;
    for (const field of entry.fields) {
      factProvenance[factOf(field)] ??= provenanceOf(entry);
      (citations[factOf(field)] ??= []).push(provenanceOf(entry));
    }
  }
  const vendor = record.sources.vendor;
  const vendorPage = vendor !== null && traceable(vendor) ? provenanceOf(vendor) : null;
  const unsourced: string[] = [];
  for (const [field, value] of Object.entries(all) as [keyof Facts, unknown][]) {
    const provenance = factProvenance[field] ?? vendorPage;
    if (provenance === null) unsourced.push(field);
    else {
      facts[field] = value;
      factProvenance[field] = provenance;
    }
  }
  const productId = vendor?.productId ?? null;
  return {
    candidate: {
      vendor: record.vendor,
      name: record.name,
      productKeys: productId === null ? [] : [record.vendor === 'intel' ? `ark-${productId}` : productId.toLowerCase()],
      variant: null,
      segment: record.segment,
      family: record.family,
      generation: record.generation,
      facts,
      provenance: vendorPage ?? { name: vendor?.name ?? record.vendor, kind: 'vendor-page', url: null, productId: null },
      factProvenance,
      // A vendor without a table: every source of a fact is kept, for its basis (two that agree).
      ...(hasVendorTables(record.vendor) ? {} : { citations }),
      ...(record.sources.disputes?.length ? { disputes: record.sources.disputes } : {}),
      pinnedId: record.id,
      where,
    },
    unsourced,
  };
}

export function curatedRecords(): Source {
  return {
    name: CURATED_SOURCE,
    kind: 'vendor-page',
    files: ['data/curated/<vendor>/*.json'],
    async read(context): Promise<SourceReading> {
      const reading: SourceReading = { rows: 0, candidates: [], skipped: [] };
      for (const vendor of VENDORS) {
        let names: string[];
        try {
          names = (await readdir(join(context.curatedDir, vendor))).filter((name) => name.endsWith('.json')).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        } catch {
          continue;
        }
        for (const name of names) {
          const file = `${context.curatedLabel}/${vendor}/${name}`;
          let data: unknown;
          try {
            data = JSON.parse(await readFile(join(context.curatedDir, vendor, name), 'utf8'));
          } catch (error) {
            throw new CatalogueError({ file }, `is not valid JSON (${(error as Error).message})`);
          }
          if (!Array.isArray(data)) throw new CatalogueError({ file }, 'must hold a JSON array of processor records');
          data.forEach((value: unknown, index) => {
            const record = validateProcessor(value, file, index, CuratedProcessorSchema);
            if (record.vendor !== vendor)
              throw new CatalogueError({ file, id: record.id, field: 'vendor' }, `is "${record.vendor}" but the file is under ${vendor}/`);
            reading.rows++;
            const { candidate, unsourced } = curatedCandidate(record, file);
            reading.candidates.push(candidate);
            for (const field of unsourced) reading.skipped.push(unsourcedFact(file, record, field));
          });
        }
      }
      return reading;
    },
  };
}

function unsourcedFact(file: string, record: Processor, field: string): SkippedRow {
  return {
    source: CURATED_SOURCE,
    where: `${file} ${record.id}`,
    name: record.name,
    reason: `fact not taken: ${field} names no source with a URL or product id`,
  };
}
