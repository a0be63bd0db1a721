import type { FactField } from './facts.js';
import type { ChosenFacts } from './choice.js';
import type { Member, Part } from './group-parts.js';
import { socketKeys } from '../../record/platforms/socket-name.js';
import type { Provenance } from './source.js';
import { isVendorSite } from './vendor-sites.js';

/*
 * Every fact against every other reference. The sources fall into independent groups — a
 * vendor's tables and pages are one (they are copies of one another), each secondary source is
 * one, each other site a curated record cites is one — and a fact is reported when two or more
 * groups other than the chosen value's agree on another value. Each such fact is then settled
 * from the vendor's page in data/curated/corrections.json: corrected, or confirmed. A value a rule
 * refused (a cTDP point offered as the TDP) is no reference.
 */
export const CROSS_CHECKED: readonly FactField[] = [
  'cores',
  'threads',
  'baseClockGHz',
  'boostClockGHz',
  'l2CacheMB',
  'l3CacheMB',
  'tdpW',
  'unlocked',
  'processNm',
  'socket',
  'memory.channels',
  'pcie.lanes',
  'maxTempC',
  'launchPriceUSD',
];

/**
 * Where no vendor states a fact and the one secondary source taken is contradicted by another,
 * the record shows the dispute: these fields, and ECC support, which no vendor table of ours
 * gives for most parts (BuildCores and TechPowerUp disagree on it for 12 records). Codenames and
 * microarchitectures are not among them: their references name the same die more or less finely
 * ("Vermeer-X" and "Vermeer", "Sapphire Rapids Edge Enhanced" and "Sapphire Rapids"), which is
 * not a disagreement.
 */
export const SECONDARY_CROSS_CHECKED: readonly FactField[] = [...CROSS_CHECKED, 'memory.ecc'];

export interface Disagreement {
  field: FactField;
  chosen: unknown;
  chosenFrom: string;
  /** the value the other references agree on */
  alternative: unknown;
  /** the groups that agree on it */
  references: string[];
  /** the rows that give it, with the page each leads to */
  sources: Provenance[];
}

/** which independent group a row's fact belongs to */
function groupOf(member: Member, field: FactField, vendor: string): string {
  const provenance = member.candidate.factProvenance?.[field] ?? member.candidate.provenance;
  if (provenance.kind === 'vendor-table' || (provenance.kind === 'vendor-page' && (provenance.productId !== null || isVendorSite(provenance.url))))
    return `${vendor} (vendor)`;
  if (member.source.kind === 'secondary') return member.source.name;
  return provenance.url === null ? provenance.name : new URL(provenance.url).host;
}

/**
 * Clocks within 10 MHz are one figure (4.7 and 4.70); a socket text that names some of the
 * packages the other names, or a socket without the revision the other adds ("LGA2011",
 * "LGA2011-3"), says the same; everything else exactly.
 */
function same(field: FactField, a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number' && field.endsWith('GHz')) return Math.abs(a - b) < 0.011;
  if (field === 'socket' && typeof a === 'string' && typeof b === 'string') {
    const base = (key: string) => key.replace(/-\d+$/, '');
    const [x, y] = [socketKeys(a).map(base), socketKeys(b).map(base)];
    return x.every((key) => y.includes(key)) || y.every((key) => x.includes(key));
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

/** each page once, in the order met */
function uniqueSources(sources: readonly Provenance[]): Provenance[] {
  const seen = new Set<string>();
  return sources.filter((p) => {
    const key = JSON.stringify([p.name, p.url, p.productId]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The facts other references contradict: two or more independent groups agreeing on another
 * value than the one taken — or, where `minimum` is 1, any one (a fact only secondary sources give,
 * or one a maintainer doubts: data/curated/doubts.json).
 */
export function crossCheck(part: Part, chosen: ChosenFacts, minimum = 2, fields: readonly FactField[] = CROSS_CHECKED): Disagreement[] {
  const out: Disagreement[] = [];
  for (const field of fields) {
    const choice = chosen.facts.get(field);
    if (choice === undefined || choice.value === null || choice.derivation !== undefined) continue;
    const mine = groupOf(choice.member, field, part.vendor);
    const byGroup = new Map<string, unknown[]>();
    const rows = new Map<string, Member[]>();
    // rows of the part's name that give another core count are references too (they fill nothing)
    for (const member of [...part.members, ...part.secondary, ...(field === 'cores' ? part.contradicting : [])]) {
      const value = member.candidate.facts[field];
      if (value === undefined || value === null) continue;
      // a value a rule refused is a known slip (rules.ts), not another reference's word
      if (chosen.refused.some((r) => r.member === member && r.field === field)) continue;
      const group = groupOf(member, field, part.vendor);
      if (group === mine) continue;
      byGroup.set(group, [...(byGroup.get(group) ?? []), value]);
      rows.set(group, [...(rows.get(group) ?? []), member]);
    }
    // a group whose rows disagree among themselves says nothing
    const said = [...byGroup].filter(([, values]) => values.every((v) => same(field, v, values[0]))).map(([group, values]) => ({ group, value: values[0] }));
    const against = said.filter((s) => !same(field, s.value, choice.value));
    for (const { value } of against) {
      const agreeing = against.filter((s) => same(field, s.value, value)).map((s) => s.group);
      if (agreeing.length >= minimum && !out.some((d) => d.field === field)) {
        const sources = agreeing.flatMap((group) => (rows.get(group) ?? []).map((m) => m.candidate.factProvenance?.[field] ?? m.candidate.provenance));
        out.push({
          field,
          chosen: choice.value,
          chosenFrom: choice.member.source.name,
          alternative: value,
          references: agreeing.sort(),
          sources: uniqueSources(sources),
        });
      }
    }
  }
  return out;
}
