import { join } from 'node:path';
import { launchYear } from '../../shared/launch-date.js';
import type { FactBasis, Processor } from '../../shared/processor.js';
import { CatalogueError } from '../../record/catalogue-error.js';
import { checkUniqueIds, validateProcessor } from '../../record/validate.js';
import { traceable } from '../../record/processor-schema.js';
import { assembleRecord, displayName } from './assemble-record.js';
import type { FactKind } from './assemble-record.js';
import { aliasesFor, assignIds, nameSlug } from './assign-ids.js';
import type { Alias } from '../../record/aliases.js';
import type { PublishedId } from './assign-ids.js';
import { chooseFacts } from './choose-facts.js';
import type { ChosenFacts, Refusal, TableChange } from './choice.js';
import { applyCorrections, readCorrections } from './corrections.js';
import type { AppliedCorrection, Correction } from './corrections.js';
import { SECONDARY_CROSS_CHECKED, crossCheck } from './cross-check.js';
import { disputesOf, readDoubts } from './disputes.js';
import { namesModel, productIdOfPage, readProductPages } from './product-pages.js';
import { launchDateChoice, readLaunchDates } from './launch-dates.js';
import type { Doubt } from './disputes.js';
import { PipelineError } from './table.js';
import { CURATED_SOURCE, isProductPage } from './sources/curated-records.js';
import { hasVendorTables } from './vendor-sites.js';
import type { Disagreement } from './cross-check.js';
import { getField } from './facts.js';
import type { FactField } from './facts.js';
import { spellSockets } from './sockets.js';
import { groupParts, primaryKey } from './group-parts.js';
import type { Member, Part } from './group-parts.js';
import type { Provenance, SkippedRow, Source, SourceContext } from './source.js';

/*
 * The catalogue pipeline: the sources (sources.ts, most trusted first) → data/<vendor>/*.json.
 *
 *   1. read     each source reads its input: candidate rows, each fact with the page it leads to
 *   2. group    rows that are one processor become one part (group-parts.ts)
 *   3. choose   each fact from the most trusted source that states it, under the rules (choose-facts.ts)
 *   4. scope    parts launched before 2010 are left out (unless an id was published for them)
 *   5. ids      published ids stay; new ids are slugs of the name (assign-ids.ts)
 *   6. name     variants listed under one name get what tells them apart
 *   7. check    every fact against every other reference (cross-check.ts)
 *   8. correct  data/curated/corrections.json, citing the vendor's pages; what no vendor page
 *               settles is shown as disputed (disputes.ts)
 *   9. validate every record through the schema; ids unique; every published id live or an alias
 * Nothing here reads the clock, the machine or the order of a directory listing: the same inputs
 * give the same records, and writeCatalogue gives the same bytes.
 */
export const FIRST_YEAR = 2010;

export interface PipelineInputs extends SourceContext {
  sources: readonly Source[];
  /** every id published before, with its product key; each must stay a record or become an alias. Null: not checked */
  published: readonly PublishedId[] | null;
}

export interface SourceSummary {
  name: string;
  kind: Source['kind'];
  files: readonly string[];
  rows: number;
  taken: number;
}

export interface PipelineReport {
  sources: SourceSummary[];
  skipped: SkippedRow[];
  unmatched: Map<string, number>;
  refusals: (Refusal & { vendor: string; id: string })[];
  moves: { vendor: string; id: string; rule: string; from: string; to: string | null; value: unknown }[];
  /** copies of a vendor's table that give another value than the one taken, and whether a vendor page settled it */
  tableChanges: (Omit<TableChange, 'member'> & { vendor: string; id: string; settled: 'corrected' | 'confirmed' | null })[];
  /** the records shown with disputed facts, and how many disputes each kind made */
  disputes: { vendor: string; id: string; fields: string[] }[];
  disputeKinds: Map<string, number>;
  /** socket texts respelt into the vendors' spelling, and secondary sockets dropped as naming no vendor's socket */
  sockets: { respelt: number; dropped: number };
  disagreements: (Disagreement & { vendor: string; id: string; name: string; settled: 'corrected' | 'confirmed' | null })[];
  corrections: AppliedCorrection[];
  unusedCorrections: Correction[];
  suffixed: { id: string; key: string }[];
  variants: { id: string; name: string }[];
  aliases: Alias[];
  /** published ids with no record and no alias: a URL that would die (the command fails) */
  lost: string[];
  /** every stated fact of every record by the kind of its source */
  factKinds: Map<FactKind, number>;
  /** the facts of the vendors without a specification table, by vendor and basis (vendor page, two agreeing sources, one) */
  bases: Map<string, Map<FactBasis, number>>;
  /** facts whose source leads nowhere (no URL, no product id): must be 0 */
  untraced: { vendor: string; id: string; field: string }[];
  records: Processor[];
  /**
   * every row of every source that describes a record, by "vendor:id", most trusted first: the
   * vendor tables' rows and curated records, then the secondary rows (those with another core count
   * too) — what the record was made from, for the self-audit (src/pipeline/audit/)
   */
  rows: Map<string, Member[]>;
}

/** whether an id was published for the part (its product key, its name's slug, a curated pin): such a part is never left out */
function publishedFor(part: Part, published: readonly PublishedId[]): boolean {
  if (part.members.some((m) => m.candidate.pinnedId !== undefined)) return true;
  const keys = new Set(published.map((p) => `${p.key.split(':')[0]}:${p.productKey}`));
  const ids = new Set(published.map((p) => p.key));
  return [...part.keys].some((key) => keys.has(`${part.vendor}:${key}`)) || part.members.some((m) => ids.has(`${part.vendor}:${nameSlug(m.candidate.name)}`));
}

/** variants listed under one name: what tells each apart, added to all but the one holding the plain id */
function nameVariants(entries: { part: Part; id: string; name: string }[]): Map<Part, string> {
  const names = new Map<Part, string>();
  const byName = new Map<string, typeof entries>();
  for (const entry of entries) byName.set(`${entry.part.vendor}:${entry.name}`, [...(byName.get(`${entry.part.vendor}:${entry.name}`) ?? []), entry]);
  for (const group of byName.values()) {
    if (group.length < 2) continue;
    const socketOf = (part: Part) => part.members.map((m) => m.candidate.facts.socket).find((s) => typeof s === 'string') as string | undefined;
    const sockets = new Set(group.map((e) => socketOf(e.part) ?? ''));
    // the part holding the plain slug: of those the vendor marks no variant, the shortest id
    const plain = group.filter((e) => e.part.variant === null).sort((a, b) => a.id.length - b.id.length || (a.id < b.id ? -1 : 1))[0];
    for (const entry of group) {
      if (entry === plain && entry.part.variant === null) continue;
      const key = entry.part.members.map((m) => primaryKey(m.candidate)).find((k) => k !== null) ?? entry.id;
      const label =
        entry.part.variant ??
        (sockets.size === group.length ? socketOf(entry.part) : undefined) ??
        (entry.part.vendor === 'intel' ? `ARK ${key.replace(/^ark-/, '')}` : key.toUpperCase());
      names.set(entry.part, `${entry.name} (${label})`);
    }
  }
  return names;
}

/** the vendor's TDPs at slower memory speeds, where the row the TDP was taken from gives one per speed */
function tdpConditions(chosen: ChosenFacts): { field: string; value: number; provenance: Provenance; condition: string }[] {
  const tdp = chosen.facts.get('tdpW');
  const pairs = tdp?.member.candidate.tdpByMemorySpeed;
  if (!tdp || !pairs) return [];
  const fastest = pairs[pairs.length - 1]!;
  if (tdp.value !== fastest.tdpW) return [];
  return pairs.slice(0, -1).map((pair) => ({
    field: 'tdpW',
    value: pair.tdpW,
    provenance: tdp.provenance,
    condition: `with memory at ${pair.speedMTs} MT/s (${fastest.tdpW} at ${fastest.speedMTs} MT/s)`,
  }));
}

/**
 * A vendor with a table: the product page its curated record cites must name the record's model
 * in its address, so that a sibling's page (the H part's for the HX, the plain part's for the PRO)
 * is never shown as this part's. The vendor's own table ties each page to its row by the product
 * id, BuildCores' pages are checked as they are read (buildcores.ts) and product-pages.json below;
 * a vendor without a table cites announcements, whose addresses name no one model.
 */
function checkVendorPage(part: Part, record: Processor, name: string): void {
  const url = record.sources.vendor?.url ?? null;
  if (url === null || !hasVendorTables(record.vendor) || !isProductPage(url)) return;
  const byHand = part.members.some((m) => m.source.name === CURATED_SOURCE && m.candidate.provenance.url === url);
  if (byHand && !namesModel(url, name))
    throw new PipelineError(
      `${record.vendor}:${record.id}: its curated record cites ${url}, which does not name the ${name}; cite the product's own page, or none`,
    );
}

export async function runPipeline(inputs: PipelineInputs): Promise<PipelineReport> {
  // 1. read
  const readings = [];
  for (const [rank, source] of inputs.sources.entries()) readings.push({ source, rank, ...(await source.read(inputs)) });
  const skipped: SkippedRow[] = readings.flatMap((r) => r.skipped);
  const corrections = await readCorrections(join(inputs.curatedDir, 'corrections.json'), `${inputs.curatedLabel}/corrections.json`);
  const doubts = await readDoubts(join(inputs.curatedDir, 'doubts.json'), `${inputs.curatedLabel}/doubts.json`);
  const pagesLabel = `${inputs.curatedLabel}/product-pages.json`;
  const productPages = new Map(
    (await readProductPages(join(inputs.curatedDir, 'product-pages.json'), pagesLabel)).map((page) => [`${page.vendor}:${page.id}`, page]),
  );
  const datesLabel = `${inputs.curatedLabel}/launch-dates.json`;
  const launchDates = new Map(
    (await readLaunchDates(join(inputs.curatedDir, 'launch-dates.json'), datesLabel)).map((entry) => [`${entry.vendor}:${entry.id}`, entry]),
  );

  // every socket in the one spelling the vendors' own tables give it (socket-spelling.ts)
  const sockets = spellSockets(readings);

  // 2. group, 3. choose, 4. scope
  const { parts, unmatched, shared, retired } = groupParts(readings);
  for (const { member, part } of retired) {
    skipped.push({
      source: member.source.name,
      where: member.candidate.where,
      name: member.candidate.name,
      reason: `${member.candidate.mislabelled}${part === null ? '' : '; its product key stays with the part of its name'}`,
    });
  }
  const kept: { part: Part; name: string; chosen: ChosenFacts }[] = [];
  for (const part of parts) {
    const name = displayName(part);
    const chosen = chooseFacts(part, name, shared);
    const where = part.members[0]!.candidate.where;
    const year = launchYear((chosen.facts.get('launched')?.value as string | undefined) ?? null);
    if (year !== null && year < FIRST_YEAR && !publishedFor(part, inputs.published ?? [])) {
      skipped.push({ source: part.members[0]!.source.name, where, name, reason: `launched before ${FIRST_YEAR} (out of scope)` });
      continue;
    }
    if (!chosen.facts.has('cores')) {
      skipped.push({ source: part.members[0]!.source.name, where, name, reason: 'no core count (no source states it)' });
      continue;
    }
    kept.push({ part, name, chosen });
  }

  // 5. ids, 6. names
  const { ids, suffixed } = assignIds(
    kept.map((k) => k.part),
    inputs.published ?? [],
  );
  const variantNames = nameVariants(kept.map((k) => ({ part: k.part, id: ids.get(k.part)!, name: k.name })));

  // 7. check, then assemble
  const assembled = kept.map(({ part, name, chosen }) => {
    const id = ids.get(part)!;
    const found = productPages.get(`${part.vendor}:${id}`);
    productPages.delete(`${part.vendor}:${id}`);
    if (found?.url && !namesModel(found.url, name)) throw new PipelineError(`${pagesLabel}: ${part.vendor}:${id}: ${found.url} does not name the ${name}`);
    const page = found && { url: found.url, productId: productIdOfPage(found) };
    // a launch date found by hand for a part no source dates (launch-dates.ts)
    const dated = launchDates.get(`${part.vendor}:${id}`);
    launchDates.delete(`${part.vendor}:${id}`);
    if (dated) chosen.facts.set('launched', launchDateChoice(dated, name, chosen.facts.get('launched'), part.members[0]!, datesLabel));
    const assembledRecord = assembleRecord(part, id, variantNames.get(part) ?? name, chosen, page);
    checkVendorPage(part, assembledRecord.record, name);
    return { part, chosen, disagreements: crossCheck(part, chosen), ...assembledRecord };
  });
  for (const key of productPages.keys()) throw new PipelineError(`${pagesLabel}: ${key} names no record`);
  for (const key of launchDates.keys()) throw new PipelineError(`${datesLabel}: ${key} names no record`);

  // 8. correct, then show as disputed what no vendor page settles
  const {
    records: corrected,
    applied,
    unused,
  } = applyCorrections(
    assembled.map((a) => a.record),
    corrections,
  );
  const settledBy = new Map(applied.map((c) => [`${c.vendor}:${c.id}:${c.field}`, c.confirmed ? ('confirmed' as const) : ('corrected' as const)]));
  const doubted = new Map<string, Doubt[]>();
  for (const doubt of doubts) doubted.set(`${doubt.vendor}:${doubt.id}`, [...(doubted.get(`${doubt.vendor}:${doubt.id}`) ?? []), doubt]);
  const unusedDoubts = new Set(doubts);
  const disputeKinds = new Map<string, number>();
  corrected.forEach((record, index) => {
    const { part, chosen, disagreements } = assembled[index]!;
    const key = `${record.vendor}:${record.id}`;
    const settled = new Set([...settledBy.keys()].filter((k) => k.startsWith(`${key}:`)).map((k) => k.slice(key.length + 1)));
    const mine = doubted.get(key) ?? [];
    for (const doubt of mine) unusedDoubts.delete(doubt);
    const secondaryOnly = SECONDARY_CROSS_CHECKED.filter((field) => chosen.facts.get(field)?.member.source.kind === 'secondary');
    const { disputes, kinds } = disputesOf({
      record,
      settled,
      references: disagreements,
      secondary: crossCheck(part, chosen, 1, secondaryOnly),
      tableChanges: chosen.tableChanges,
      conditions: tdpConditions(chosen),
      doubts: mine.map((doubt) => ({ doubt, others: crossCheck(part, chosen, 1, [doubt.field as FactField]) })),
    });
    for (const doubt of mine) {
      if (!disputes.some((d) => d.field === doubt.field))
        throw new PipelineError(
          `${inputs.curatedLabel}/doubts.json: ${key} ${doubt.field}: no reference gives another value, so there is nothing to show as disputed`,
        );
    }
    // the disputes a curated record states, where the references found none on that fact
    for (const stated of part.members.flatMap((member) => member.candidate.disputes ?? [])) {
      if (disputes.some((d) => d.field === stated.field)) continue;
      const shown = JSON.stringify(getField(record, stated.field as FactField) ?? null);
      if (stated.values.some((other) => JSON.stringify(other.value) === shown))
        throw new PipelineError(`${key} ${stated.field}: a dispute the curated record states lists the value the record shows (${shown}) as another`);
      disputes.push(stated);
      kinds.set(stated.field, stated.kind);
    }
    for (const kind of kinds.values()) disputeKinds.set(kind, (disputeKinds.get(kind) ?? 0) + 1);
    if (disputes.length > 0) corrected[index] = { ...record, sources: { ...record.sources, disputes } };
  });
  for (const doubt of unusedDoubts) throw new PipelineError(`${inputs.curatedLabel}/doubts.json: ${doubt.vendor}:${doubt.id} names no record`);

  // 9. validate
  const records: Processor[] = [];
  const factKinds = new Map<FactKind, number>();
  const bases: PipelineReport['bases'] = new Map();
  const untraced: PipelineReport['untraced'] = [];
  corrected.forEach((record, index) => {
    const { part, kinds } = assembled[index]!;
    const where = part.members[0]!.candidate.where;
    try {
      records.push(validateProcessor(record, where));
    } catch (error) {
      if (!(error instanceof CatalogueError)) throw error;
      skipped.push({ source: part.members[0]!.source.name, where, name: record.name, reason: error.reason });
      return;
    }
    for (const correction of record.sources.corrections) kinds.set(correction.field, 'correction');
    for (const [field, kind] of kinds) {
      if (getField(record, field) === null) continue;
      factKinds.set(kind, (factKinds.get(kind) ?? 0) + 1);
    }
    const traced = new Set([
      ...(record.sources.vendor !== null && traceable(record.sources.vendor) ? (record.sources.vendor.tables ?? []).flatMap((t) => t.fields) : []),
      ...record.sources.secondary.filter((s) => s.url !== null || (s.productId ?? null) !== null).flatMap((s) => s.fields),
      ...record.sources.corrections.map((c) => c.field),
      // a derived fact leads to the facts it rests on, each of which names its source
      ...(record.sources.derived ?? []).map((d) => d.field),
    ]);
    for (const field of kinds.keys())
      if (getField(record, field) !== null && !traced.has(field)) untraced.push({ vendor: record.vendor, id: record.id, field });
    for (const basis of Object.values(record.sources.basis ?? {})) {
      const byBasis = bases.get(record.vendor) ?? new Map<FactBasis, number>();
      byBasis.set(basis, (byBasis.get(basis) ?? 0) + 1);
      bases.set(record.vendor, byBasis);
    }
  });
  checkUniqueIds(records.map((processor) => ({ processor, file: processor.id })));
  records.sort((a, b) => (a.vendor === b.vendor ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.vendor < b.vendor ? -1 : 1));

  const liveParts = kept.map((k) => k.part).filter((part) => records.some((r) => r.vendor === part.vendor && r.id === ids.get(part)));
  const liveIds = new Map(liveParts.map((part) => [part, ids.get(part)!]));
  const { aliases, lost } = aliasesFor(inputs.published ?? [], liveParts, liveIds);

  const rows = new Map(liveParts.map((part) => [`${part.vendor}:${ids.get(part)!}`, [...part.members, ...part.secondary, ...part.contradicting]]));

  return {
    sources: readings.map((r) => ({ name: r.source.name, kind: r.source.kind, files: r.source.files, rows: r.rows, taken: r.candidates.length })),
    skipped: skipped.sort((a, b) => (a.where < b.where ? -1 : a.where > b.where ? 1 : 0)),
    unmatched,
    refusals: assembled.flatMap((a) => a.chosen.refusals.map((r) => ({ ...r, vendor: a.record.vendor, id: a.record.id }))),
    moves: assembled.flatMap((a) =>
      a.chosen.moves.map((m) => ({ vendor: a.record.vendor, id: a.record.id, rule: m.rule, from: m.from, to: m.to, value: m.value })),
    ),
    tableChanges: assembled.flatMap((a) =>
      a.chosen.tableChanges.map(({ member: _member, ...c }) => ({
        ...c,
        vendor: a.record.vendor,
        id: a.record.id,
        settled: settledBy.get(`${a.record.vendor}:${a.record.id}:${c.field}`) ?? null,
      })),
    ),
    disputes: records
      .filter((r) => (r.sources.disputes ?? []).length > 0)
      .map((r) => ({ vendor: r.vendor, id: r.id, fields: r.sources.disputes!.map((d) => d.field) })),
    disputeKinds,
    sockets,
    disagreements: assembled.flatMap((a) =>
      a.disagreements.map((d) => ({
        ...d,
        vendor: a.record.vendor,
        id: a.record.id,
        name: a.record.name,
        settled: settledBy.get(`${a.record.vendor}:${a.record.id}:${d.field}`) ?? null,
      })),
    ),
    corrections: applied,
    unusedCorrections: unused,
    suffixed,
    variants: [...variantNames].map(([part, name]) => ({ id: ids.get(part)!, name })),
    aliases,
    lost,
    factKinds,
    bases,
    untraced,
    records,
    rows,
  };
}
