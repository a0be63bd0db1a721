import type { Processor, Vendor } from '../../shared/processor.js';
import { DoubtSchema, firstIssue } from '../../record/curated-list-schema.js';
import type { BilingualText } from '../../record/bilingual-text-schema.js';
import type { DISPUTE_KINDS } from '../../record/processor-schema.js';
import type { Disagreement } from './cross-check.js';
import { getField } from './facts.js';
import type { Provenance } from './source.js';
import type { TableChange } from './choice.js';
import { readCuratedList } from './curated-list.js';
import { PipelineError } from './table.js';

/*
 * Facts the references disagree on that no vendor page settles, shown as disputes (docs/data.md,
 * "Disputes"): the record keeps the value the order of trust chose and lists each other value
 * with the sources that give it. A fact is disputed when
 *   - two or more independent references agree on another value than the vendor's (cross-check.ts);
 *   - copies of the vendor's own table give different values (table-changes.ts);
 *   - no vendor states it, and another secondary source gives another value;
 *   - a maintainer doubts it (data/curated/doubts.json): then every reference that gives another
 *     value is listed, however few.
 * A correction or confirmation in data/curated/corrections.json settles a fact: it is not disputed.
 */

export type DisputeKind = (typeof DISPUTE_KINDS)[number];
export type Dispute = NonNullable<Processor['sources']['disputes']>[number];

export const DISPUTE_REASONS: Readonly<Record<Exclude<DisputeKind, 'doubt'>, string>> = {
  references: 'independent references agree on another value than the vendor table taken, and no vendor page we could find settles it',
  'vendor-tables': "copies of the vendor's own table give different values, and no vendor page we could find settles it",
  secondary: 'no vendor states this fact, and the references that do disagree',
  'vendor-conditions': 'the vendor gives one value per condition (a TDP per memory speed); the record shows the value at the fastest memory speed it lists',
};

/** data/curated/doubts.json: a fact a maintainer doubts, with the reason, shown as disputed */
export interface Doubt {
  vendor: Vendor;
  id: string;
  field: string;
  /** why, in both languages: a page shows it in its own */
  reason: BilingualText;
}

export async function readDoubts(file: string, label: string): Promise<Doubt[]> {
  const data = await readCuratedList(file, label, 'doubts { vendor, id, field, reason }');
  return data.map((entry: unknown, index) => {
    const parsed = DoubtSchema.safeParse(entry);
    if (!parsed.success) throw new PipelineError(firstIssue(parsed.error, `${label}: doubt #${index}`));
    return parsed.data as Doubt;
  });
}

const sourceOf = (p: Provenance): Dispute['values'][number]['sources'][number] => ({
  name: p.name,
  url: p.url,
  ...(p.productId === null ? {} : { productId: p.productId }),
  ...(p.note ? { note: p.note } : {}),
});
const traceable = (p: Provenance) => p.url !== null || p.productId !== null;

export interface DisputeInputs {
  record: Processor;
  /** fields settled by a correction or confirmation */
  settled: ReadonlySet<string>;
  references: readonly Disagreement[];
  /** contradictions of a fact only secondary sources give */
  secondary: readonly Disagreement[];
  tableChanges: readonly TableChange[];
  /** the vendor's own other values, each for another condition (AMD's TDP at a slower memory speed) */
  conditions?: readonly { field: string; value: unknown; provenance: Provenance; condition: string }[];
  /** each doubt on the record, with the references that give another value */
  doubts: readonly { doubt: Doubt; others: readonly Disagreement[] }[];
}

/** The record's disputes, one per field, each other value once with all its sources. */
export function disputesOf(inputs: DisputeInputs): { disputes: Dispute[]; kinds: Map<string, DisputeKind> } {
  const { record, settled } = inputs;
  const byField = new Map<
    string,
    { kind: DisputeKind; reason: string; note?: BilingualText; values: Map<string, { value: unknown; sources: Map<string, Provenance> }> }
  >();
  const kinds = new Map<string, DisputeKind>();
  const add = (field: string, kind: DisputeKind, reason: string, value: unknown, sources: readonly Provenance[], note?: BilingualText) => {
    const usable = sources.filter(traceable);
    if (settled.has(field) || usable.length === 0 || JSON.stringify(value) === JSON.stringify(getField(record, field))) return;
    const entry = byField.get(field) ?? { kind, reason, ...(note ? { note } : {}), values: new Map() };
    if (!byField.has(field)) kinds.set(field, kind);
    const key = JSON.stringify(value);
    const other = entry.values.get(key) ?? { value, sources: new Map() };
    for (const source of usable) other.sources.set(JSON.stringify([source.name, source.url, source.productId]), source);
    entry.values.set(key, other);
    byField.set(field, entry);
  };
  for (const { doubt, others } of inputs.doubts) for (const d of others) add(doubt.field, 'doubt', doubt.reason.en, d.alternative, d.sources, doubt.reason);
  for (const d of inputs.references) add(d.field, 'references', DISPUTE_REASONS.references, d.alternative, d.sources);
  for (const c of inputs.tableChanges) {
    const page: Provenance = {
      // the copy of the vendor's table, by its own name: a page names it in its language (not "AMD product specifications (…)", a note of ours in brackets)
      name: c.otherFrom,
      kind: 'vendor-table',
      url: c.member.candidate.provenance.url ?? record.sources.vendor?.url ?? null,
      productId: c.member.candidate.provenance.productId ?? record.sources.vendor?.productId ?? null,
    };
    add(c.field, 'vendor-tables', DISPUTE_REASONS['vendor-tables'], c.other, [page]);
  }
  for (const d of inputs.secondary) add(d.field, 'secondary', DISPUTE_REASONS.secondary, d.alternative, d.sources);
  const conditions = inputs.conditions ?? [];
  const conditionsReason = `${DISPUTE_REASONS['vendor-conditions']}: ${conditions.map((c) => `${JSON.stringify(c.value)} ${c.condition}`).join(', ')}`;
  for (const c of conditions) add(c.field, 'vendor-conditions', conditionsReason, c.value, [c.provenance]);
  const disputes: Dispute[] = [...byField].map(([field, { kind, reason, note, values }]) => ({
    field,
    kind,
    reason,
    ...(note ? { note } : {}),
    values: [...values.values()].map(({ value, sources }) => ({ value, sources: [...sources.values()].map(sourceOf) })),
  }));
  return { disputes, kinds };
}
