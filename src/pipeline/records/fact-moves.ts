import type { Choice, Move } from './choice.js';
import { L1_ONLY_CODENAMES, NO_L3_CODENAMES, NO_L3_NUMBERS } from './core-caches.js';
import type { FactField } from './facts.js';
import type { Part } from './group-parts.js';

/*
 * Facts a source gives in the wrong field, moved to the field they are (docs/data.md, "Classes of
 * error"): a vendor table's cache figure on a part with no L3 is its L2 (Celeron N4020, Pentium
 * Silver J5005, Celeron T3500, Atom C5310: core-caches.ts says which parts have none); a Quark part's one cache figure is its L1, which the record has no field for;
 * AMD's older tables give the case temperature in the column they name "Tjmax".
 */

/** what a vendor states, as opposed to what a secondary source does */
const fromVendor = (choice: Choice | undefined) => choice !== undefined && choice.member.source.kind !== 'secondary';

/**
 * AMD's tables carry the "Max Temps" of its pre-Zen parts — a case (heat spreader) limit, 57 to
 * 76 °C, often with a decimal (71.3) — in the column they call "Max. Operating Temperature
 * (Tjmax)", where their Zen parts give a junction limit of 89 °C and up. Below 80 °C on a pre-Zen
 * part the figure is the case limit. The first Threadripper parts' 68 °C is a Zen part's figure
 * that no source we hold calls a case limit: it stays where AMD puts it.
 */
export const CASE_TEMPERATURE_BELOW_C = 80;
const ZEN_NAME = /\b(?:Ryzen|EPYC|Threadripper)\b/;

export function moveMisplacedFacts(part: Part, name: string, facts: Map<FactField, Choice>): Move[] {
  const moves: Move[] = [];
  const codename = facts.get('codename')?.value;
  const l3 = facts.get('l3CacheMB');
  // a part no row gives a codename is placed by its processor number where that names the line
  const noL3 = typeof codename === 'string' ? NO_L3_CODENAMES.has(codename) : part.vendor === 'intel' && NO_L3_NUMBERS.test(name);
  if (l3 !== undefined && l3.value !== null) {
    if (typeof codename === 'string' && L1_ONLY_CODENAMES.has(codename)) {
      // a Quark part's one cache is its L1: neither its L2 nor its L3
      facts.delete('l3CacheMB');
      moves.push({ rule: 'L1 stored as L3', from: 'l3CacheMB', to: null, value: l3.value });
    } else if (noL3) {
      facts.delete('l3CacheMB');
      // the vendor's figure is the L2 unless the vendor states the L2 itself; a secondary L2 gives way
      const l2 = facts.get('l2CacheMB');
      const vendorFigure = fromVendor(l3) && !fromVendor(l2);
      if (vendorFigure || l2 === undefined) facts.set('l2CacheMB', { value: l3.value, member: l3.member, provenance: l3.provenance });
      moves.push({ rule: 'L2 stored as L3', from: 'l3CacheMB', to: vendorFigure || l2 === undefined ? 'l2CacheMB' : null, value: l3.value });
    }
  }

  const temperature = facts.get('maxTempC');
  const microarchitecture = facts.get('microarchitecture')?.value;
  const zen = ZEN_NAME.test(name) || (typeof microarchitecture === 'string' && /^Zen\b/.test(microarchitecture));
  if (part.vendor === 'amd' && !zen && temperature !== undefined && typeof temperature.value === 'number' && temperature.value < CASE_TEMPERATURE_BELOW_C) {
    facts.delete('maxTempC');
    if (!facts.has('caseTempC')) facts.set('caseTempC', temperature);
    moves.push({ rule: 'case temperature given as Tjmax', from: 'maxTempC', to: 'caseTempC', value: temperature.value });
  }
  return moves;
}
