import type { FactBasis, Vendor } from '../../shared/processor.js';
import type { Provenance } from './source.js';
import { hostOf, isVendorSite } from './vendor-sites.js';

/*
 * What a fact of a vendor without a specification table rests on, in the order the data rules
 * trust it: the vendor's own page (a page on its site, or its product id); else the vendor's
 * statement as the press published it (the vendor's page and the article both cited); else two independent
 * sources that agree — two sites, since two pages of one site repeat one publisher; else a single
 * secondary source, which the record marks and its page says. A curated record states one value
 * per fact, so every source it cites for the fact states that value: they agree by construction,
 * and a fact the sources dispute is left null in the record, the dispute listed in docs/vendors.md.
 */
export function factBasis(vendor: Vendor, citations: readonly Provenance[], vendorPage: Provenance | null): FactBasis | null {
  const vendors = citations.filter((source) => isVendorSite(source.url, vendor) || source.productId !== null);
  if (vendors.some((source) => !source.reportedBy)) return 'vendor';
  if (vendors.length) return 'vendor-via-press';
  // No source of its own: the fact rests on the record's page for the processor.
  if (citations.length === 0) return vendorPage === null ? null : factBasis(vendor, [vendorPage], null);
  const sites = new Set(citations.map((source) => hostOf(source.url) ?? source.name));
  return sites.size >= 2 ? 'two-sources' : 'single-source';
}
