import { deriveFacts } from './derivations.js';
import { FACT_FIELDS, isStated } from './facts.js';
import type { FactField, Facts } from './facts.js';
import { moveMisplacedFacts } from './fact-moves.js';
import type { Member, Part } from './group-parts.js';
import { FACT_RULES, NAMES_CORES, NAMES_PRODUCTS, namesOneKindOfHybridCores, ONE_KIND_OF_CORES } from './rules.js';
import type { FactRule, Offer } from './rules.js';
import type { Provenance } from './source.js';
import { namesUpTo } from './sources/intel-ark-fields.js';
import { strayRows } from './stray-rows.js';
import { tableChanges } from './table-changes.js';
import { refines, type Choice, type ChosenFacts, type Move, type Refusal } from './choice.js';

/*
 * A part's facts, each from the most trusted source that states it: the part's vendor-table rows
 * and curated records in order of trust, then the secondary sources, which fill only what is
 * still blank and only where every row of theirs for the part agrees. Every rule in rules.ts is
 * asked first; a refused value is passed over (or, for a known slip, set right) and reported.
 * Then facts found in the wrong field are moved (fact-moves.ts), facts the part's name or
 * microarchitecture fixes are derived (derivations.ts), and the copies of the vendor's table that
 * give another value than the one taken are listed (table-changes.ts).
 */

const DATE_OUTSIDE = "a finer date outside the vendor's launch period";

function provenanceOf(member: Member, field: FactField): Provenance {
  return member.candidate.factProvenance?.[field] ?? member.candidate.provenance;
}

/** whether a row states the field: a value, or (graphics) that there is none */
function states(facts: Facts, field: FactField): boolean {
  if (!(field in facts)) return false;
  return field === 'igpu' ? true : isStated(facts[field]);
}

/** whether a date falls inside (or is) the period of another */
function within(period: string, date: string): boolean {
  return period === date || refines(period, date);
}

/** graphics a row states by their clock alone: `{ name: null, … }` */
function unnamedGraphics(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { name?: unknown }).name === null;
}

/** "Raptor Cove / Gracemont" → "Raptor Cove + Gracemont", the record's way of naming two kinds of cores */
function coresName(value: string): string {
  return value.replace(/\s*\/\s*/g, ' + ');
}

export function chooseFacts(part: Part, name: string, shared: ReadonlySet<object> = new Set()): ChosenFacts {
  const facts = new Map<FactField, Choice>();
  const refusals: Refusal[] = [];
  const chosen: Facts = {};
  const vendorMember = part.members.find((m) => m.source.kind === 'vendor-table' && m.candidate.configurableTdpGHz !== undefined);
  // no turbo where a vendor table says so and no copy's product address names an "up to" clock
  const vendorRows = part.members.filter((m) => m.source.kind === 'vendor-table');
  const vendorStatesNoTurbo = vendorRows.some((m) => m.candidate.noTurbo === true) && !vendorRows.some((m) => namesUpTo(m.candidate.provenance.url ?? ''));
  const vendorDefaultTdpRange = vendorRows.find((m) => m.candidate.defaultTdpRange !== undefined)?.candidate.defaultTdpRange;
  const refused: { member: Member; field: FactField; value: unknown }[] = [];
  /** the rule that refuses the offer, and the value it sets right where it does; reported */
  const offer = (member: Member, field: FactField, value: unknown): { rule: FactRule; setRight: unknown } | null => {
    // One offer, read by the rule that refuses it and by what that rule sets right.
    const offered: Offer = {
      field,
      value,
      candidate: member.candidate,
      kind: member.source.kind,
      source: member.source.name,
      name,
      vendor: part.vendor,
      chosen,
      vendorConfigurableTdpGHz: vendorMember?.candidate.configurableTdpGHz,
      vendorStatesNoTurbo,
      vendorDefaultTdpRange,
    };
    const rule = FACT_RULES.find((r) => r.field === field && r.refuses(offered));
    if (!rule) return null;
    const setRight = rule.setsRight?.(offered);
    refusals.push({ rule: rule.id, reason: rule.reason, field, value, source: member.source.name, ...(setRight === undefined ? {} : { setRight }) });
    refused.push({ member, field, value });
    return { rule, setRight };
  };
  const take = (field: FactField, value: unknown, member: Member) => {
    facts.set(field, { value, member, provenance: provenanceOf(member, field) });
    chosen[field] = value;
  };
  /** offers a value; true when it (or what the rule sets right) was taken */
  const tryTake = (member: Member, field: FactField, value: unknown): boolean => {
    const verdict = offer(member, field, value);
    if (verdict === null) {
      take(field, value, member);
      return true;
    }
    if (verdict.setRight === undefined) return false;
    take(field, verdict.setRight, member);
    return true;
  };

  // a newer copy's row that carries another part's figures gives nothing (stray-rows.ts)
  const stray = strayRows(part, shared);
  for (const { member, fields } of stray)
    refusals.push({
      rule: "another part's row",
      reason: STRAY_REASON,
      field: fields[0]!,
      value: fields.map((f) => `${f}: ${JSON.stringify(member.candidate.facts[f])}`).join(', '),
      source: member.source.name,
    });
  const trusted = part.members.filter((m) => !stray.some((s) => s.member === m));

  // 1. the vendor tables and curated records, most trusted first
  for (const field of FACT_FIELDS) {
    if (field === 'performanceCores' || field === 'efficientCores') continue;
    for (const member of trusted) {
      if (!states(member.candidate.facts, field)) continue;
      if (tryTake(member, field, member.candidate.facts[field])) break;
    }
  }
  // the hybrid split is one fact in two fields: both from one row
  const split = trusted.find((m) => isStated(m.candidate.facts.performanceCores) && isStated(m.candidate.facts.efficientCores));
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
      tryTake(rows[0]!, field, value);
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

  // 3. graphics a vendor table lists by a clock without naming them (ARK's Atom N550): their name
  // from the next row that names them, the vendor's other copies first, then the secondary sources
  const graphics = facts.get('igpu');
  if (graphics && unnamedGraphics(graphics.value)) {
    const namers = [...trusted.filter((m) => m !== graphics.member).map((m) => [m]), ...sources];
    for (const rows of namers) {
      const names = rows.map((row) => (row.candidate.facts.igpu as { name?: unknown } | null | undefined)?.name);
      const name = names[0];
      if (typeof name !== 'string' || !names.every((n) => n === name)) continue;
      facts.set('igpu', {
        ...graphics,
        value: { ...(graphics.value as object), name },
        namedBy: { member: rows[0]!, provenance: provenanceOf(rows[0]!, 'igpu') },
      });
      break;
    }
  }

  // 4. a launch day or month inside the period the first source gives, from the next that has one
  const launched = facts.get('launched');
  if (launched && typeof launched.value === 'string') {
    const candidates = [...trusted.filter((m) => m !== launched.member).map((m) => [m]), ...sources];
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

  // 5. a socket a newer copy writes without its revision ("LGA2011"), where an older copy of the
  // same vendor's table gives it whole ("LGA2011-3")
  const socket = facts.get('socket');
  if (socket && typeof socket.value === 'string' && socket.member.source.kind === 'vendor-table') {
    const fuller = trusted.find(
      (m) => m.source.kind === 'vendor-table' && typeof m.candidate.facts.socket === 'string' && m.candidate.facts.socket.startsWith(`${socket.value}-`),
    );
    if (fuller) take('socket', fuller.candidate.facts.socket, fuller);
  }

  // 6. a codename and a microarchitecture a source gives in each other's field, each where it belongs
  const moves: Move[] = [];
  const wrongField = (field: FactField, pattern: RegExp) => refused.find((r) => r.field === field && typeof r.value === 'string' && pattern.test(r.value));
  const asCodename = wrongField('microarchitecture', NAMES_PRODUCTS);
  if (!facts.has('codename') && asCodename) {
    take('codename', asCodename.value, asCodename.member);
    moves.push({ rule: 'microarchitecture given as codename', from: 'microarchitecture', to: 'codename', value: asCodename.value });
  }
  const asCores = wrongField('codename', NAMES_CORES);
  if (!facts.has('microarchitecture') && asCores) {
    if (namesOneKindOfHybridCores(asCores.value, [asCores.member.candidate.facts.efficientCores, facts.get('efficientCores')?.value])) {
      refusals.push({
        rule: ONE_KIND_OF_CORES.id,
        reason: ONE_KIND_OF_CORES.reason,
        field: 'microarchitecture',
        value: asCores.value,
        source: asCores.member.source.name,
      });
    } else {
      take('microarchitecture', coresName(asCores.value as string), asCores.member);
      moves.push({ rule: 'codename given as microarchitecture', from: 'codename', to: 'microarchitecture', value: asCores.value });
    }
  }

  // 7. facts in the wrong field or level, 8. facts the name or the microarchitecture fixes
  moves.push(...moveMisplacedFacts(part, name, facts));
  const derived = deriveFacts(part, name, facts, trusted);
  refusals.push(...derived.refusals);
  moves.push(...derived.moves);

  // 9. what other copies of the vendor's table give
  return { facts, refusals, moves, tableChanges: tableChanges(part, facts, trusted, shared), refused };
}

const STRAY_REASON =
  "a row of a newer copy of the vendor's table that contradicts an older copy on two or more of the part's defining figures carries another part's figures (Intel's 2024 comparison export: Core i7-7740X with 12 threads, 20 MB and a four-channel memory): none of its facts is taken";
