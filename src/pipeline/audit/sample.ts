import type { Processor } from '../../shared/processor.js';
import { socketKeys } from '../../record/platforms/socket-name.js';
import { refines } from '../records/choice.js';
import { getField } from '../records/facts.js';
import type { FactField } from '../records/facts.js';
import type { Member } from '../records/group-parts.js';
import type { PipelineReport } from '../records/pipeline.js';
import { parseGHz } from '../records/units.js';
import { memorySizeMeant } from '../records/memory-size.js';
import { NAMES_CORES } from '../records/rules.js';
import { contradicts } from '../records/table-changes.js';

/*
 * The self-audit (docs/data.md, "Auditing a sample"): records drawn at random with a seed, and for
 * each fact a reference can state, the record's value beside every row the pipeline read for it —
 * each copy of the vendor's table, each curated record, BuildCores, TechPowerUp, PassMark — with
 * the rows that give another value marked. The rows are the pipeline's own (its sources' readers
 * and its grouping), so the audit sees what the import saw.
 */

/** the facts an audit compares: every fact a vendor table or a secondary reference states */
export const AUDITED_FIELDS: readonly FactField[] = [
  'codename',
  'microarchitecture',
  'launched',
  'status',
  'socket',
  'processNm',
  'cores',
  'threads',
  'performanceCores',
  'efficientCores',
  'baseClockGHz',
  'boostClockGHz',
  'l2CacheMB',
  'l3CacheMB',
  'ccds',
  'tdpW',
  'configurableTdpW',
  'maxTurboPowerW',
  'maxTempC',
  'caseTempC',
  'memory.types',
  'memory.channels',
  'memory.maxGB',
  'memory.ecc',
  'pcie.version',
  'pcie.lanes',
  'igpu',
  'npuTops',
  'launchPriceUSD',
  'unlocked',
];

/** A reference's statement of one fact: its row, its value, whether it differs, and the rule that refused it. */
export interface ReferenceValue {
  /** the source's place in the order of trust, from 1 (the report's list of sources) */
  source: number;
  where: string;
  value: unknown;
  differs: boolean;
  /** the rule that refused this value for the record, or moved it to another field, where one did: a known class of error */
  refusedBy?: string;
}

export interface AuditedFact {
  field: FactField;
  value: unknown;
  /** where the record says the value came from: a source's number, "derived" or "correction" */
  from: string | null;
  references: ReferenceValue[];
  /**
   * agree: every reference agrees; differs: one gives another value; known: only values a rule
   * refused differ (or are all there is); unknown: the record has none, and a reference has one
   */
  verdict: 'agree' | 'differs' | 'known' | 'unknown';
}

export interface AuditedRecord {
  record: Processor;
  facts: AuditedFact[];
  /** set where the shipped record is not what the inputs give (data/ is stale) */
  stale: boolean;
}

/** A seeded generator of numbers in [0, 1) (mulberry32): the same seed draws the same sample. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` records drawn without repeats, in the order drawn; the same seed and catalogue give the same ones */
export function drawSample<T extends { vendor: string; id: string }>(records: readonly T[], seed: number, count: number): T[] {
  const pool = [...records].sort((a, b) => (`${a.vendor}:${a.id}` < `${b.vendor}:${b.id}` ? -1 : 1));
  const next = random(seed);
  const drawn: T[] = [];
  for (let i = 0; i < Math.min(count, pool.length); i++) {
    const j = i + Math.floor(next() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    drawn.push(pool[i]!);
  }
  return drawn;
}

/**
 * Whether a reference says the same as the record: clocks within 10 MHz, a figure the reference
 * writes to fewer decimals, sockets one of which names the other's packages, a date inside the
 * other's period, names in another spelling, graphics by their name (present or not where either
 * leaves the name unknown), memory by the types the reference names and the speeds both give; else
 * exactly.
 */
export function agrees(field: FactField, record: unknown, reference: unknown): boolean {
  if (typeof record === 'number' && typeof reference === 'number') {
    if (field.endsWith('GHz') && Math.abs(record - reference) < 0.011) return true;
    // one figure written to fewer decimals by the reference (PassMark's 2.9 GHz for ARK's 2.93)
    // (a clock to at least a tenth: "3 GHz" says too little to agree with 2.93)
    const places = (String(reference).split('.')[1] ?? '').length;
    if (field.endsWith('GHz') && places === 0) return record === reference;
    return places < (String(record).split('.')[1] ?? '').length
      ? Math.round(record * 10 ** places) === Math.round(reference * 10 ** places)
      : record === reference;
  }
  if (field === 'socket' && typeof record === 'string' && typeof reference === 'string') {
    const base = (key: string) => key.replace(/-\d+$/, '');
    const [x, y] = [socketKeys(record).map(base), socketKeys(reference).map(base)];
    return x.every((key) => y.includes(key)) || y.every((key) => x.includes(key));
  }
  if ((field === 'codename' || field === 'microarchitecture') && typeof record === 'string' && typeof reference === 'string') {
    // one name in two spellings: "Ivy Bridge EP" and "Ivy Bridge-EP", "Crystal Well" and "Crystalwell", "Raptor Cove + Gracemont" and "… / …"
    const spelling = (name: string) =>
      name
        .toLowerCase()
        .replace(/\//g, '+')
        .replace(/[\s_-]/g, '');
    // a reference that adds the die's variant to the same codename ("Rocket Lake-E", "Ice Lake-SP",
    // "Comet Lake-R" for Comet Lake) names the same line more narrowly
    const variant = field === 'codename' && new RegExp(`^${record.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s-][A-Z]{1,3}(?:\\s?WS)?$`).test(reference);
    return spelling(record) === spelling(reference) || variant;
  }
  if (field === 'launched' && typeof record === 'string' && typeof reference === 'string')
    return record === reference || refines(record, reference) || refines(reference, record);
  if (field === 'igpu') {
    if (record === null || reference === null) return record === reference;
    // one name in two spellings: "Intel HD Graphics 4400" and "HD 4400", "AMD Radeon R7 Graphics" and "Radeon R7"
    // ARK names some graphics by the generation they serve ("Intel HD Graphics for 3rd Generation
    // Intel Processors"), TechPowerUp by the brand alone or the die ("Intel HD", "Intel HD (Sandy Bridge)"): one name
    const spelling = (name: string | null) =>
      name
        ?.toLowerCase()
        .replace(/\bfor (?:previous|\d+(?:st|nd|rd|th)) generation intel processors\b|\([^)]*\)/g, '')
        .replace(/\b(?:intel|amd|graphics)\b/g, '')
        .replace(/[^a-z0-9]/g, '') ?? null;
    const [a, b] = [spelling((record as { name: string | null }).name), spelling((reference as { name: string | null }).name)];
    return a === null || b === null || a === b;
  }
  if (field === 'memory.types' && Array.isArray(record) && Array.isArray(reference)) {
    const speeds = (list: readonly { type: string; speedMTs: number | null }[]) => new Map(list.map((m) => [m.type, m.speedMTs]));
    // a reference that lists fewer types says less, not otherwise; one that names a type the record
    // lacks, or another speed for a type both give a speed for, differs
    const [a, b] = [speeds(record), speeds(reference)];
    return [...b].every(([type, speed]) => a.has(type) && (speed === null || a.get(type) === null || a.get(type) === speed));
  }
  return JSON.stringify(record) === JSON.stringify(reference);
}

/** whether a row states the fact: a value, or (graphics) that there is none */
function stated(member: Member, field: FactField): boolean {
  const value = member.candidate.facts[field];
  if (field === 'igpu') return value !== undefined;
  return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
}

/** where the record says a field came from: the number of the source table or reference, "derived", "correction" */
function recordSource(record: Processor, field: string, sourceNumber: (name: string) => number | null): string | null {
  if (record.sources.corrections.some((c) => c.field === field)) return 'correction';
  if ((record.sources.derived ?? []).some((d) => d.field === field)) return 'derived';
  const table = (record.sources.vendor?.tables ?? []).find((t) => t.fields.includes(field));
  if (table) return `${sourceNumber(table.name) ?? table.name}`;
  const other = record.sources.secondary.find((s) => s.fields.includes(field));
  if (other) return `${sourceNumber(other.name) ?? `curated: ${other.name}`}`;
  return null;
}

/** a value the record itself shows as the other side of a dispute: no silent difference, but one the page shows */
function disputedAs(record: Processor, field: FactField, other: unknown): string | undefined {
  const dispute = (record.sources.disputes ?? []).find(
    (d) => d.field === field && d.values.some((v) => agrees(field, v.value, other) && agrees(field, other, v.value)),
  );
  return dispute ? `shown as disputed (${dispute.kind})` : undefined;
}

/**
 * A lower boost that is another of the maximum frequencies ARK lists for the part (Max Turbo beside
 * Turbo Boost Max 3.0 or Thermal Velocity Boost): the record takes the highest of them, and a copy
 * that gives only the Max Turbo (ARK's 2025 list: 4.4 GHz for the Core i9-9940X, whose Turbo Boost
 * Max 3.0 is 4.5) says the same page's other figure, not another value.
 */
function otherArkMaximum(rows: readonly Member[], value: unknown, other: unknown): string | undefined {
  if (typeof value !== 'number' || typeof other !== 'number' || other >= value) return undefined;
  const listed = rows.some((m) => m.candidate.arkText?.boosts.some((cell) => Math.abs((parseGHz(cell) ?? 0) - other) < 0.011));
  return listed ? "another of ARK's maximum frequencies (the record takes the highest)" : undefined;
}

/**
 * Another copy of the vendor's table that only says less or earlier, judged as the import judges
 * copies (table-changes.ts): a fractional memory maximum that is a binary size read in decimal
 * ("32.77 GB" is 32 GiB), an older copy's smaller memory maximum (Intel validated larger modules
 * later: the Core i5-1345U's 64 GB in 2023, 96 GB now), and an older copy's "launched" for a part a
 * newer one lists as discontinued.
 */
function olderCopy(record: Processor, field: FactField, value: unknown, member: Member, rows: readonly Member[]): string | undefined {
  if (member.source.kind !== 'vendor-table' || value === null) return undefined;
  const taken = rows.find((m) => m.source.kind === 'vendor-table' && JSON.stringify(m.candidate.facts[field]) === JSON.stringify(value));
  const other = member.candidate.facts[field];
  if (field === 'status')
    return taken !== undefined && taken.rank < member.rank && other === 'launched' && value === 'discontinued'
      ? 'an older copy, from before the part was discontinued'
      : undefined;
  if (field !== 'memory.maxGB' || typeof other !== 'number') return undefined;
  const read = Number.isInteger(other) ? other : memorySizeMeant(other);
  if (read === undefined) return undefined;
  if (read === value) return 'a binary size read in decimal, as the import reads it';
  return taken !== undefined && !contradicts(field, value, read, taken.rank < member.rank)
    ? "an older copy's smaller maximum: the vendor validated more later"
    : undefined;
}

/** Each drawn record's facts beside every reference the pipeline read for it. */
export function auditRecords(
  drawn: readonly Processor[],
  report: Pick<PipelineReport, 'rows' | 'refusals' | 'moves' | 'records' | 'sources'>,
): AuditedRecord[] {
  const order = report.sources.map((s) => s.name);
  const sourceNumber = (name: string) => (order.includes(name) ? order.indexOf(name) + 1 : null);
  const fresh = new Map(report.records.map((r) => [`${r.vendor}:${r.id}`, r]));
  return drawn.map((record) => {
    const key = `${record.vendor}:${record.id}`;
    const rows = report.rows.get(key) ?? [];
    const refusals = report.refusals.filter((r) => r.vendor === record.vendor && r.id === record.id);
    const moves = report.moves.filter((m) => m.vendor === record.vendor && m.id === record.id);
    const facts: AuditedFact[] = [];
    for (const field of AUDITED_FIELDS) {
      const value = getField(record, field) ?? null;
      // graphics null is the record saying "none", which pages and platform checks read as such
      const hasValue = field === 'igpu' || (value !== null && !(Array.isArray(value) && value.length === 0));
      const references: ReferenceValue[] = rows
        .filter((m) => stated(m, field))
        .map((member) => {
          const other = member.candidate.facts[field];
          const refusal = refusals.find((r) => r.field === field && r.source === member.source.name && JSON.stringify(r.value) === JSON.stringify(other));
          // a value the import moved to the field it is (an L2 given as L3, a case limit given as Tjmax)
          const move = moves.find((m) => m.from === field && JSON.stringify(m.value) === JSON.stringify(other));
          const explanation =
            refusal?.rule ??
            (move ? `${move.rule}, ${move.to === null ? 'dropped' : `moved to ${move.to}`}` : undefined) ??
            disputedAs(record, field, other) ??
            (field === 'boostClockGHz' ? otherArkMaximum(rows, value, other) : undefined) ??
            olderCopy(record, field, value, member, rows) ??
            (field === 'codename' && typeof other === 'string' && NAMES_CORES.test(other) ? 'a microarchitecture given as codename' : undefined);
          return {
            source: member.rank + 1,
            where: member.candidate.where,
            value: other,
            differs: hasValue && !agrees(field, value, other),
            ...(explanation === undefined ? {} : { refusedBy: explanation }),
          };
        });
      if (references.length === 0) continue;
      const differing = references.filter((r) => r.differs);
      const explained = (list: readonly ReferenceValue[]) => list.every((r) => r.refusedBy !== undefined);
      const verdict = !hasValue ? (explained(references) ? 'known' : 'unknown') : differing.length === 0 ? 'agree' : explained(differing) ? 'known' : 'differs';
      facts.push({ field, value, from: recordSource(record, field, sourceNumber), references, verdict });
    }
    return { record, facts, stale: JSON.stringify(fresh.get(key)) !== JSON.stringify(record) };
  });
}
