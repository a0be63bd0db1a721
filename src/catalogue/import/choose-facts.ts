import { launchParts } from '../../shared/launch-date.js';
import { FACT_FIELDS, isStated } from './facts.js';
import type { FactField, Facts } from './facts.js';
import type { Member, Part } from './group-parts.js';
import { FACT_RULES, l2WithoutL3 } from './rules.js';
import type { FactRule } from './rules.js';
import type { Provenance } from './source.js';

/*
 * A part's facts, each from the most trusted source that states it: the part's vendor-table rows
 * and curated records in order of trust, then the secondary sources, which fill only what is
 * still blank and only where every row of theirs for the part agrees. Every rule in rules.ts is
 * asked first; a refused value is passed over and reported.
 */

export interface Choice {
  value: unknown;
  member: Member;
  provenance: Provenance;
}

export interface Refusal {
  rule: string;
  reason: string;
  field: FactField;
  value: unknown;
  source: string;
}

export interface ChosenFacts {
  facts: Map<FactField, Choice>;
  refusals: Refusal[];
  /** rule-driven moves of a fact to the field it really is (an L2 stated as L3) */
  moves: { rule: string; from: FactField; to: FactField | null; value: unknown }[];
}

const DATE_OUTSIDE = 'a finer date outside the vendor\'s launch period';

function provenanceOf(member: Member, field: FactField): Provenance {
  return member.candidate.factProvenance?.[field] ?? member.candidate.provenance;
}

/** whether a row states the field: a value, or (graphics) that there is none */
function states(facts: Facts, field: FactField): boolean {
  if (!(field in facts)) return false;
  return field === 'igpu' ? true : isStated(facts[field]);
}

/** a date finer than `coarse` and inside its period ("2017-10-05" inside "2017-Q4" or "2017-10") */
export function refines(coarse: string, fine: string): boolean {
  const a = launchParts(coarse);
  const b = launchParts(fine);
  if (a === null || b === null || a.year !== b.year) return false;
  if (a.quarter !== null) return b.quarter === null && Math.ceil(b.month / 3) === a.quarter;
  if (a.day !== null) return false;
  return b.day !== null && b.month === a.month;
}

/** whether a date falls inside (or is) the period of another */
function within(period: string, date: string): boolean {
  return period === date || refines(period, date);
}

export function chooseFacts(part: Part, name: string): ChosenFacts {
  const facts = new Map<FactField, Choice>();
  const refusals: Refusal[] = [];
  const chosen: Facts = {};
  const vendorMember = part.members.find((m) => m.source.kind === 'vendor-table' && m.candidate.configurableTdpGHz !== undefined);
  const offer = (member: Member, field: FactField, value: unknown): FactRule | null => {
    const rule = FACT_RULES.find((r) => r.field === field && r.refuses({
      field, value, candidate: member.candidate, kind: member.source.kind, source: member.source.name, name, vendor: part.vendor, chosen,
      vendorConfigurableTdpGHz: vendorMember?.candidate.configurableTdpGHz,
    }));
    if (rule) refusals.push({ rule: rule.id, reason: rule.reason, field, value, source: member.source.name });
    return rule ?? null;
  };
  const take = (field: FactField, value: unknown, member: Member) => {
    facts.set(field, { value, member, provenance: provenanceOf(member, field) });
    chosen[field] = value;
  };

  // 1. the vendor tables and curated records, most trusted first
  for (const field of FACT_FIELDS) {
    if (field === 'performanceCores' || field === 'efficientCores') continue;
    for (const member of part.members) {
      if (!states(member.candidate.facts, field)) continue;
      const value = member.candidate.facts[field];
      if (offer(member, field, value)) continue;
      take(field, value, member);
      break;
    }
  }
  // the hybrid split is one fact in two fields: both from one row
  const split = part.members.find((m) => isStated(m.candidate.facts.performanceCores) && isStated(m.candidate.facts.efficientCores));
  if (split) {
    take('performanceCores', split.candidate.facts.performanceCores, split);
    take('efficientCores', split.candidate.facts.efficientCores, split);
  }

  // 2. the secondary sources, in order: what is still blank, where all of a source's rows agree
  const bySource = new Map<string, Member[]>();
  for (const member of part.secondary) bySource.set(member.source.name, [...(bySource.get(member.source.name) ?? []), member]);
  const sources = [...bySource.values()].sort((a, b) => a[0]!.rank - b[0]!.rank);
  const agreed = (rows: Member[], field: FactField): unknown => {
    const values = rows.map((row) => row.candidate.facts[field]);
    if (!values.every((value) => (field === 'igpu' ? value !== undefined : isStated(value)))) return undefined;
    return values.every((value) => JSON.stringify(value) === JSON.stringify(values[0])) ? values[0] : undefined;
  };
  for (const rows of sources) {
    for (const field of FACT_FIELDS) {
      if (facts.has(field) || field === 'performanceCores' || field === 'efficientCores') continue;
      const value = agreed(rows, field);
      if (value === undefined) continue;
      if (offer(rows[0]!, field, value)) continue;
      take(field, value, rows[0]!);
    }
    if (!facts.has('performanceCores') && !facts.has('efficientCores')) {
      const performance = agreed(rows, 'performanceCores');
      const efficient = agreed(rows, 'efficientCores');
      if (performance !== undefined && efficient !== undefined && performance !== null && efficient !== null) {
        take('performanceCores', performance, rows[0]!);
        take('efficientCores', efficient, rows[0]!);
      }
    }
  }

  // 3. a launch day or month inside the period the first source gives, from the next that has one
  const launched = facts.get('launched');
  if (launched && typeof launched.value === 'string') {
    const candidates = [...part.members.filter((m) => m !== launched.member).map((m) => [m]), ...sources];
    for (const rows of candidates) {
      const date = agreed(rows, 'launched');
      if (typeof date !== 'string') continue;
      if (refines(launched.value, date)) {
        take('launched', date, rows[0]!);
        break;
      }
      if (rows[0]!.source.kind === 'secondary' && !within(launched.value, date) && !refines(date, launched.value)) {
        refusals.push({ rule: 'date outside the period', reason: DATE_OUTSIDE, field: 'launched', value: date, source: rows[0]!.source.name });
      }
    }
  }

  // 4. a socket a newer copy writes without its revision ("LGA2011"), where an older copy of the
  // same vendor's table gives it whole ("LGA2011-3")
  const socket = facts.get('socket');
  if (socket && typeof socket.value === 'string' && socket.member.source.kind === 'vendor-table') {
    const fuller = part.members.find((m) => m.source.kind === 'vendor-table' && typeof m.candidate.facts.socket === 'string' && m.candidate.facts.socket.startsWith(`${socket.value}-`));
    if (fuller) take('socket', fuller.candidate.facts.socket, fuller);
  }

  // 5. an L2 a vendor table calls L3 on a part that has no L3
  const moves: ChosenFacts['moves'] = [];
  const l3 = facts.get('l3CacheMB');
  const moved = l3 ? l2WithoutL3(typeof chosen.codename === 'string' ? chosen.codename : null, { l2: (chosen.l2CacheMB as number | undefined) ?? null, l3: l3.value as number }) : null;
  if (l3 && moved) {
    if (!facts.has('l2CacheMB')) take('l2CacheMB', moved.l2, l3.member);
    facts.delete('l3CacheMB');
    delete chosen.l3CacheMB;
    moves.push({ rule: 'L2 stored as L3', from: 'l3CacheMB', to: facts.get('l2CacheMB')?.member === l3.member ? 'l2CacheMB' : null, value: l3.value });
  }
  return { facts, refusals, moves };
}
