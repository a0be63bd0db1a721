import type { FactBasis, Processor, Segment } from '../../shared/processor.js';
import type { ChosenFacts } from './choose-facts.js';
import { factBasis } from './fact-basis.js';
import { setField } from './facts.js';
import { familyFromName } from './family.js';
import { generationFromName } from './generation.js';
import type { Part } from './group-parts.js';
import { emptyFacts } from './record-fields.js';
import type { Provenance, SourceKind } from './source.js';
import { AMD_SPECIFICATIONS_URL, AMD_VENDOR_SOURCE } from './sources/amd-specifications.js';
import { isVendorSite } from './vendor-sites.js';
import { arkSearchUrl, INTEL_VENDOR_SOURCE } from './sources/intel-ark-fields.js';
import { hasVendorTables } from './vendor-sites.js';

/*
 * A part's record: our identity (name, family, generation, segment), the facts chosen for it, and
 * for every fact the source it leads to. Vendor-table facts are listed under the vendor's page
 * with the copy of the table each was read from; every other fact under the source that gave it.
 */

/** How a fact is counted in the report: its source's kind. */
export type FactKind = SourceKind | 'correction';

export interface AssembledRecord {
  record: Processor;
  /** each stated fact's kind, for the report's count */
  kinds: Map<string, FactKind>;
  /** a vendor without a table: each stated fact's basis, for the report's count */
  basis: Record<string, FactBasis>;
}

/**
 * The segment Intel's numbering gives, for a part only a list without segments names (the 2025
 * ARK list): Xeon W is for workstations, other Xeons for servers, and a processor number ending
 * in a mobile suffix (H, HX, U, V, Y, M, P, G1–G7) is a laptop part.
 */
export function segmentFromName(vendor: Part['vendor'], name: string): Segment {
  // an E suffix is Intel's embedded part ("Core i5-14401E", "Core 3 201TE"), as are the Atom x7000 parts
  if (vendor === 'intel' && (/\d(?:E|TE|EF|KE|RE|C)$/.test(name) || /^Atom x\d/.test(name))) return 'embedded';
  if (vendor === 'intel' && /^Xeon W-/.test(name)) return 'workstation';
  if (/^(?:Xeon|EPYC)\b/.test(name)) return 'server';
  if (/\d(?:HX|HK|HQ|H|U|V|Y|M|P|G\d)$/.test(name)) return 'mobile';
  return 'desktop';
}

/** the part's name as the most trusted source writes it */
export function displayName(part: Part): string {
  return part.members[0]!.candidate.name;
}

/**
 * The vendor's page for the record: the first row (most trusted first) that names the product —
 * a product id with its address, a product id, an address on the vendor's site, a page a
 * secondary source names — and where nothing better is known, the vendor's own finder: ARK's
 * search for the name, AMD's specification table.
 */
function vendorPage(part: Part, name: string): { url: string | null; productId: string | null } {
  const rows = [...part.members, ...part.secondary].map((m) => m.candidate);
  const pages = rows.map((c) => ({ url: c.provenance.kind === 'secondary' ? null : c.provenance.url, productId: c.provenance.kind === 'secondary' ? null : c.provenance.productId }));
  const pick = (ok: (page: { url: string | null; productId: string | null }) => boolean) => pages.find(ok);
  const named = rows.map((c) => c.vendorPage).find((page) => page !== undefined);
  return (
    pick((p) => p.productId !== null && p.url !== null && !/\/search\.html/.test(p.url)) ??
    pick((p) => p.productId !== null) ??
    pick((p) => p.url !== null && isVendorSite(p.url) && !/\/search\.html/.test(p.url)) ??
    named ??
    pick((p) => p.url !== null) ?? { url: part.vendor === 'intel' ? arkSearchUrl(name) : part.vendor === 'amd' ? AMD_SPECIFICATIONS_URL : null, productId: null }
  );
}

/**
 * Family and generation: read off the name by the AMD and Intel numbering rules (one line, one
 * family, whatever the table); a vendor without a table has no such rule here, and its curated
 * record's own words stand.
 */
function lineOf(part: Part, name: string): { family: string; generation: string } {
  const stated = (key: 'family' | 'generation') => part.members.map((m) => m.candidate[key]).find((value) => value !== null);
  if (!hasVendorTables(part.vendor)) return { family: stated('family') ?? name, generation: stated('generation') ?? name };
  return {
    family: familyFromName(name.replace(/\s+\([^)]*\)$/, '')),
    generation: generationFromName(name) ?? stated('generation') ?? familyFromName(name),
  };
}

export function assembleRecord(part: Part, id: string, name: string, chosen: ChosenFacts): AssembledRecord {
  const segment: Segment = part.members.map((m) => m.candidate.segment).find((s) => s !== null) ?? segmentFromName(part.vendor, name);
  const { family, generation } = lineOf(part, name);
  let record: Processor = {
    id,
    vendor: part.vendor,
    name,
    family,
    generation,
    segment,
    cores: 0,
    threads: null,
    ...emptyFacts(),
    sources: { vendor: { name: '', url: null, productId: null }, secondary: [], corrections: [] },
  };
  const kinds = new Map<string, FactKind>();
  const tables = new Map<string, string[]>();
  const others = new Map<string, { provenance: Provenance; fields: string[] }>();
  const cite = (provenance: Provenance, field: string) => {
    const key = JSON.stringify([provenance.name, provenance.url, provenance.productId, provenance.reportedBy?.url]);
    const entry = others.get(key) ?? { provenance, fields: [] };
    entry.fields.push(field);
    others.set(key, entry);
  };
  const tabled = hasVendorTables(part.vendor);
  const basis: Record<string, FactBasis> = {};
  for (const [field, choice] of chosen.facts) {
    record = setField(record, field, choice.value);
    if (choice.value === null) continue;
    const { provenance, member } = choice;
    kinds.set(field, provenance.kind);
    if (member.source.kind === 'vendor-table' && provenance.kind === 'vendor-table') {
      tables.set(member.source.name, [...(tables.get(member.source.name) ?? []), field]);
    } else if (!tabled) {
      // Every source the curated record cites for the fact, and what they make of it together.
      const citations = member.candidate.citations?.[field] ?? [];
      for (const citation of citations.length ? citations : [provenance]) cite(citation, field);
      const rests = factBasis(part.vendor, citations, member.candidate.provenance.url === null && member.candidate.provenance.productId === null ? null : member.candidate.provenance);
      if (rests !== null) basis[field] = rests;
    } else {
      cite(provenance, field);
    }
  }
  const page = vendorPage(part, name.replace(/\s+\([^)]*\)$/, ''));
  const vendorName = part.vendor === 'intel' ? INTEL_VENDOR_SOURCE : part.vendor === 'amd' ? AMD_VENDOR_SOURCE : part.members[0]!.candidate.provenance.name;
  const tableOrder = [...new Set(part.members.map((m) => m.source.name))];
  record = {
    ...record,
    sources: {
      vendor: {
        name: vendorName,
        url: page.url,
        productId: page.productId,
        ...(tables.size === 0 ? {} : { tables: [...tables].sort((a, b) => tableOrder.indexOf(a[0]) - tableOrder.indexOf(b[0])).map(([table, fields]) => ({ name: table, fields })) }),
      },
      secondary: [...others.values()].map(({ provenance, fields }) => ({
        name: provenance.name,
        url: provenance.url,
        ...(provenance.productId === null ? {} : { productId: provenance.productId }),
        fields,
        ...(provenance.attribution ? { attribution: provenance.attribution } : {}),
        ...(provenance.reportedBy ? { reportedBy: provenance.reportedBy } : {}),
      })),
      corrections: [],
      ...(tabled ? {} : { basis }),
    },
  };
  return { record, kinds, basis };
}
