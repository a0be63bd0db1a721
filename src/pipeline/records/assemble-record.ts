import type { FactBasis, Processor, Segment } from '../../shared/processor.js';
import type { ChosenFacts } from './choice.js';
import { factBasis } from './fact-basis.js';
import { FACT_FIELDS, setField } from './facts.js';
import { familyFromName } from './family.js';
import { generationFromName } from './generation.js';
import type { Member, Part } from './group-parts.js';
import { emptyFacts } from './record-fields.js';
import type { Provenance, SourceKind } from './source.js';
import { AMD_SPECIFICATIONS_URL, AMD_VENDOR_SOURCE } from './sources/amd-specifications.js';
import { CURATED_SOURCE, isProductPage } from './sources/curated-records.js';
import { arkSearchUrl, INTEL_VENDOR_SOURCE } from './sources/intel-ark-fields.js';
import { hasVendorTables } from './vendor-sites.js';

/*
 * A part's record: our identity (name, family, generation, segment), the facts chosen for it, and
 * for every fact the source it leads to. Vendor-table facts are listed under the vendor's page
 * with the copy of the table each was read from; every other fact under the source that gave it.
 */

/** How a fact is counted in the report: its source's kind, or the rule it was derived by. */
export type FactKind = SourceKind | 'derived' | 'correction';

const NAME_RULE = "read off the processor's name, by one rule for every record";
/** a vendor without a table: its line and segment are the curated record's reading of the product */
const CURATED_LINE_RULE = "the curated record's classification of the vendor's product name and the computers it is sold in";

/** the record's fields in its own order, for listing sources field by field */
const FIELD_ORDER: readonly string[] = ['name', 'family', 'generation', 'segment', ...FACT_FIELDS];

export interface AssembledRecord {
  record: Processor;
  /** each stated fact's kind, for the report's count */
  kinds: Map<string, FactKind>;
  /** a vendor without a table: each stated fact's basis, for the report's count */
  basis: Record<string, FactBasis>;
}

// The suffixes the segment is read from, written once: the rule below and the text every record
// it decides cites are both made of them, so the published rule cannot say less than the code does.
/** Intel's embedded parts end in one of these after the number ("Core i5-14401E", "Core 3 201TE"). */
const EMBEDDED_SUFFIXES = ['E', 'TE', 'EF', 'KE', 'RE', 'C'] as const;
/** A laptop part's number ends in one of these, or in G and a digit (Intel's G1–G7 graphics levels). */
const MOBILE_SUFFIXES = ['HX', 'HK', 'HQ', 'H', 'U', 'V', 'Y', 'M', 'P'] as const;
const EMBEDDED_NUMBER = new RegExp(`\\d(?:${EMBEDDED_SUFFIXES.join('|')})$`);
const MOBILE_NUMBER = new RegExp(`\\d(?:${MOBILE_SUFFIXES.join('|')}|G\\d)$`);

/** The rule segmentFromName applies, as the derivation of every segment it decides cites it. */
export const SEGMENT_RULE =
  `the processor number, the first clause that fits: an Intel number ending in ${EMBEDDED_SUFFIXES.slice(0, -1).join(', ')} or ${EMBEDDED_SUFFIXES.at(-1)}, and Intel's Atom x parts, are embedded, ` +
  `Xeon W is for workstations, other Xeons and EPYC for servers, a number ending in ${MOBILE_SUFFIXES.join(', ')} or G and a digit is a laptop part, anything else a desktop part`;

/**
 * The segment a processor's number gives, for a part only a list without segments names (the 2025
 * ARK list), by SEGMENT_RULE's clauses in its order.
 */
export function segmentFromName(vendor: Part['vendor'], name: string): Segment {
  if (vendor === 'intel' && (EMBEDDED_NUMBER.test(name) || /^Atom x\d/.test(name))) return 'embedded';
  if (vendor === 'intel' && /^Xeon W-/.test(name)) return 'workstation';
  if (/^(?:Xeon|EPYC)\b/.test(name)) return 'server';
  if (MOBILE_NUMBER.test(name)) return 'mobile';
  return 'desktop';
}

/** the part's name as the most trusted source writes it */
export function displayName(part: Part): string {
  return part.members[0]!.candidate.name;
}

/**
 * The vendor's page for the record: the first row (most trusted first) that names the product —
 * a product id with its address, a product id, the product's page found by hand
 * (data/curated/product-pages.json), one product's page on the vendor's site, a page a secondary
 * source names — and where nothing better is known, the vendor's own finder: ARK's search for the
 * name, AMD's specification table.
 */
function vendorPage(part: Part, name: string, found?: { url: string | null; productId: string | null }): { url: string | null; productId: string | null } {
  const rows = [...part.members, ...part.secondary].map((m) => m.candidate);
  const pages = rows.map((c) => ({
    url: c.provenance.kind === 'secondary' ? null : c.provenance.url,
    productId: c.provenance.kind === 'secondary' ? null : c.provenance.productId,
  }));
  const pick = (ok: (page: { url: string | null; productId: string | null }) => boolean) => pages.find(ok);
  const named = rows.map((c) => c.vendorPage).find((page) => page !== undefined);
  return (
    pick((p) => p.productId !== null && p.url !== null && !/\/search\.html/.test(p.url)) ??
    pick((p) => p.productId !== null) ??
    found ??
    pick((p) => p.url !== null && isProductPage(p.url)) ??
    named ??
    pick((p) => p.url !== null) ?? {
      url: part.vendor === 'intel' ? arkSearchUrl(name) : part.vendor === 'amd' ? AMD_SPECIFICATIONS_URL : null,
      productId: null,
    }
  );
}

/**
 * Family and generation, and the row each was taken from (none when read off the name): AMD's and
 * Intel's numbering rules read them off the name (one line, one family, whatever the table); a
 * vendor without a table has no such rule here, and its curated record's own words stand.
 */
function lineOf(part: Part, name: string): { family: string; generation: string; generationMember?: Member } {
  const statedBy = (key: 'family' | 'generation') => part.members.find((m) => m.candidate[key] !== null);
  if (!hasVendorTables(part.vendor)) {
    return { family: statedBy('family')?.candidate.family ?? name, generation: statedBy('generation')?.candidate.generation ?? name };
  }
  const family = familyFromName(name.replace(/\s+\([^)]*\)$/, ''));
  const fromName = generationFromName(name);
  if (fromName !== null) return { family, generation: fromName };
  const generationMember = statedBy('generation');
  return { family, generation: generationMember?.candidate.generation ?? familyFromName(name), generationMember };
}

/**
 * The record of a part. `productPage` is the product's page where no table names it
 * (data/curated/product-pages.json).
 */
export function assembleRecord(
  part: Part,
  id: string,
  name: string,
  chosen: ChosenFacts,
  productPage?: { url: string | null; productId: string | null },
): AssembledRecord {
  const segmentMember = part.members.find((m) => m.candidate.segment !== null);
  const segment: Segment = segmentMember?.candidate.segment ?? segmentFromName(part.vendor, name);
  const { family, generation, generationMember } = lineOf(part, name);
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
  const derived: NonNullable<Processor['sources']['derived']> = [];
  const tabled = hasVendorTables(part.vendor);
  const basis: Record<string, FactBasis> = {};
  /** lists a field under a source other than a vendor's table (a press report of the vendor's words is its own entry) */
  const citeOther = (provenance: Provenance, field: string) => {
    const key = JSON.stringify([provenance.name, provenance.url, provenance.productId, provenance.reportedBy?.url]);
    const entry = others.get(key) ?? { provenance, fields: [] };
    entry.fields.push(field);
    others.set(key, entry);
  };
  /** a copy of the vendor's table, which the record's vendor source cites whether or not its row names a page */
  const inVendorTable = (member: Member, provenance: Provenance) => member.source.kind === 'vendor-table' && provenance.kind === 'vendor-table';
  /** lists a field under the source it came from: a copy of the vendor's table, or any other source */
  const cite = (field: string, member: Member, provenance: Provenance) => {
    if (inVendorTable(member, provenance)) {
      tables.set(member.source.name, [...(tables.get(member.source.name) ?? []), field]);
    } else {
      citeOther(provenance, field);
    }
  };
  for (const [field, choice] of chosen.facts) {
    record = setField(record, field, choice.value);
    if (choice.value === null) continue;
    const { provenance, member, derivation } = choice;
    if (derivation !== undefined) {
      kinds.set(field, 'derived');
      derived.push({ field, rule: derivation.rule, from: derivation.from, url: derivation.url });
      continue;
    }
    kinds.set(field, provenance.kind);
    if (tabled) {
      cite(field, member, provenance);
      // graphics a vendor table lists by their clock, named by another row: that row is the name's source
      if (choice.namedBy) {
        kinds.set(`${field}.name`, choice.namedBy.provenance.kind);
        cite(`${field}.name`, choice.namedBy.member, choice.namedBy.provenance);
      }
      continue;
    }
    // Every source the curated record cites for the fact, and what they make of it together.
    const citations = member.candidate.citations?.[field] ?? [];
    for (const citation of citations.length ? citations : [provenance]) citeOther(citation, field);
    const rests = factBasis(
      part.vendor,
      citations,
      member.candidate.provenance.url === null && member.candidate.provenance.productId === null ? null : member.candidate.provenance,
    );
    if (rests !== null) basis[field] = rests;
  }
  // the identity: the name from the most trusted row; the segment from the first row that gives
  // one, else the processor number; family and generation read off the name, or the row's line
  // (a curated record whose vendor page is unnamed leaves them to the record's vendor page). A
  // vendor without a table has its identity in its curated record's own words, under its vendor
  // source, which says whose words they are.
  const first = part.members[0]!;
  if (tabled) {
    const citable = (provenance: Provenance) => provenance.url !== null || provenance.productId !== null;
    if (citable(first.candidate.provenance)) cite('name', first, first.candidate.provenance);
    // a vendor table's row is cited under the record's vendor source, as its other facts are, even
    // where the row itself names no page or product id; citing the name rule there would credit a
    // rule that did not decide the segment (the Ryzen 7 4800HS's "mobile" is AMD's, not its name's)
    if (segmentMember && (citable(segmentMember.candidate.provenance) || inVendorTable(segmentMember, segmentMember.candidate.provenance)))
      cite('segment', segmentMember, segmentMember.candidate.provenance);
    // a curated record that names no vendor page (a Xeon 6700E known from the press) classifies the part itself
    else if (segmentMember?.source.name === CURATED_SOURCE) derived.push({ field: 'segment', rule: CURATED_LINE_RULE, from: ['name'], url: null });
    else derived.push({ field: 'segment', rule: SEGMENT_RULE, from: ['name'], url: null });
    derived.push({ field: 'family', rule: NAME_RULE, from: ['name'], url: null });
    if (generationMember && citable(generationMember.candidate.provenance)) cite('generation', generationMember, generationMember.candidate.provenance);
    else if (!generationMember) derived.push({ field: 'generation', rule: NAME_RULE, from: ['name'], url: null });
  } else {
    for (const field of ['family', 'generation', 'segment']) derived.push({ field, rule: CURATED_LINE_RULE, from: ['name'], url: null });
  }
  const page = vendorPage(part, name.replace(/\s+\([^)]*\)$/, ''), productPage);
  const vendorName = part.vendor === 'intel' ? INTEL_VENDOR_SOURCE : part.vendor === 'amd' ? AMD_VENDOR_SOURCE : first.candidate.provenance.name;
  const tableOrder = [...new Set(part.members.map((m) => m.source.name))];
  record = {
    ...record,
    sources: {
      // a vendor without a table whose record names none of its pages has no vendor source: its
      // model name is no product id a reader could look up
      vendor:
        !tabled && page.url === null && page.productId === null
          ? null
          : {
              name: vendorName,
              url: page.url,
              productId: page.productId,
              ...(tables.size === 0
                ? {}
                : {
                    tables: [...tables].sort((a, b) => tableOrder.indexOf(a[0]) - tableOrder.indexOf(b[0])).map(([table, fields]) => ({ name: table, fields })),
                  }),
            },
      secondary: [...others.values()].map(({ provenance, fields }) => ({
        name: provenance.name,
        url: provenance.url,
        ...(provenance.productId === null ? {} : { productId: provenance.productId }),
        fields,
        ...(provenance.attribution ? { attribution: provenance.attribution } : {}),
        ...(provenance.reportedBy ? { reportedBy: provenance.reportedBy } : {}),
        ...(provenance.note ? { note: provenance.note } : {}),
      })),
      corrections: [],
      ...(derived.length === 0 ? {} : { derived: derived.sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field)) }),
      ...(tabled ? {} : { basis }),
    },
  };
  return { record, kinds, basis };
}
