import type { Processor } from '../../shared/processor.js';
import type { FactField, Facts } from './facts.js';
import type { Candidate, SourceKind } from './source.js';
import { PASSMARK_SOURCE } from './sources/passmark.js';
import { TECHPOWERUP_SOURCE } from './sources/techpowerup.js';

/*
 * Known classes of wrong facts, each refused as a class wherever it turns up (docs/data.md,
 * "Classes of error"). A rule names the field, the sources it watches, when a value is refused
 * and why; the pipeline asks every rule before it takes a fact and reports each refusal.
 * test/catalogue/pipeline.test.ts holds a member of every class.
 */

/** What a rule may look at: the value offered, the row offering it, what more trusted sources already gave. */
export interface Offer {
  field: FactField;
  value: unknown;
  candidate: Candidate;
  kind: SourceKind;
  source: string;
  /** the part's name and the facts taken from more trusted sources so far */
  name: string;
  vendor: Processor['vendor'];
  chosen: Facts;
  /** the base frequencies at the vendor's configurable-TDP points, where the vendor lists them */
  vendorConfigurableTdpGHz: { min: number | null; max: number | null } | undefined;
}

export interface FactRule {
  /** a short name for the class, as the report prints it */
  id: string;
  field: FactField;
  refuses(offer: Offer): boolean;
  reason: string;
}

const secondary = (offer: Offer) => offer.kind === 'secondary';

/** Intel parts sold with an unlocked multiplier carry it in the processor number: K, KF, KS, X, XE, HK, HX, C (Broadwell), G3258. */
const INTEL_UNLOCKED_NUMBER = /\d(?:K|KF|KS|X|XE|HK|HX|C)(?:\s+Plus)?$|^Pentium G3258$/;

export const FACT_RULES: readonly FactRule[] = [
  {
    id: 'bus clock as base clock',
    field: 'baseClockGHz',
    // no processor of our scope runs its cores below 400 MHz at base; 100 MHz is the reference (bus) clock
    refuses: (offer) => typeof offer.value === 'number' && offer.value < 0.4,
    reason: 'a base clock below 0.4 GHz is the bus (reference) clock, not a core clock (Processor N100: 0.1 GHz)',
  },
  {
    id: 'cTDP-down as TDP',
    field: 'tdpW',
    refuses: (offer) => {
      const range = offer.chosen.configurableTdpW as { min: number | null; max: number | null } | undefined;
      return secondary(offer) && offer.chosen.tdpW === undefined && range?.min != null && range.max != null && range.min < range.max && offer.value === range.min;
    },
    reason: "a secondary TDP equal to the vendor's configurable-TDP-down point where the vendor names no TDP is that point, not the nominal (Core i9-11950H: 35 W)",
  },
  {
    id: 'cTDP-down frequency as base clock',
    field: 'baseClockGHz',
    refuses: (offer) => {
      const points = offer.vendorConfigurableTdpGHz;
      return secondary(offer) && points?.min != null && offer.value === points.min;
    },
    reason: "a secondary base clock equal to the vendor's configurable-TDP-down frequency is that point's clock, not the base (Core i9-11950H: 2.1 GHz)",
  },
  {
    id: 'guessed unlocked',
    field: 'unlocked',
    refuses: (offer) => secondary(offer) && offer.vendor === 'intel' && offer.value === true && !INTEL_UNLOCKED_NUMBER.test(offer.name),
    reason: 'Intel sells unlocked multipliers only on K, KF, KS, X, XE, HK, HX and C parts; a secondary "unlocked" on any other is a guess (Core i9-12900T)',
  },
  {
    id: 'boost below base',
    field: 'boostClockGHz',
    refuses: (offer) => typeof offer.value === 'number' && typeof offer.chosen.baseClockGHz === 'number' && offer.value < offer.chosen.baseClockGHz,
    reason: "a maximum boost below the base clock taken from a more trusted source is a slip of the table that gives it (AMD's 2025 server table: Opteron 6376 \"up to 2 GHz\" at 2.3 GHz base)",
  },
  {
    id: 'fewer threads than cores',
    field: 'threads',
    refuses: (offer) => typeof offer.value === 'number' && typeof offer.chosen.cores === 'number' && offer.value < offer.chosen.cores,
    reason: 'a thread count below the core count taken from a more trusted source is a slip of the table that gives it',
  },
  {
    id: 'Renoir L3',
    field: 'l3CacheMB',
    refuses: (offer) => offer.source === TECHPOWERUP_SOURCE && /\b(?:Renoir|Lucienne)\b/i.test(String(offer.candidate.facts.codename ?? '')),
    reason: 'TechPowerUp gives Renoir parts 11–12 MB of L3 (it adds the L2); AMD states 8 MB (4 MB on the 4-core parts)',
  },
  {
    id: 'cTDP-up as TDP',
    field: 'tdpW',
    refuses: (offer) => offer.source === TECHPOWERUP_SOURCE && offer.vendor === 'intel' && /\d{3,5}U\d?$|-\d+Y\d+$/.test(offer.name),
    reason: 'TechPowerUp gives some 15 W U-series parts their 25 W configurable-TDP-up point as the TDP',
  },
  {
    id: 'PL2 as TDP',
    field: 'tdpW',
    refuses: (offer) => offer.source === PASSMARK_SOURCE && offer.vendor === 'intel' && (offer.chosen.performanceCores !== undefined || /^Core (?:i\d-1[2-9]\d{3}|Ultra)/.test(offer.name)),
    reason: "PassMark lists Alder Lake's and later hybrid parts' Maximum Turbo Power (PL2) as their TDP",
  },
];

/**
 * Intel parts built on Atom cores before Tremont have an L2 and no L3 (Bay Trail to Gemini Lake,
 * the Atom C2000/C3000 servers): a cache figure without a level there is the L2. Keyed by ARK's
 * codenames.
 */
export const NO_L3_CODENAMES: ReadonlySet<string> = new Set([
  'Bay Trail', 'Cherry Trail', 'Braswell', 'Apollo Lake', 'Gemini Lake', 'Gemini Lake Refresh', 'Avoton', 'Rangeley',
  'Denverton', 'Silvermont', 'Valleyview', 'Merrifield', 'Moorefield', 'Clover Trail', 'Cedar Trail', 'Pineview', 'Tunnel Creek',
  'Centerton', 'Briarwood', 'Bay Trail-T', 'Bay Trail-M', 'Bay Trail-D', 'Bay Trail-I', 'Cherry Trail-T', 'Apollo Lake-I',
]);

/** the cache a vendor table called L3 on a part with no L3, moved to L2: what the fact really is */
export function l2WithoutL3(codename: string | null, facts: { l2: number | null; l3: number | null }): { l2: number | null; l3: number | null } | null {
  if (codename === null || !NO_L3_CODENAMES.has(codename) || facts.l3 === null) return null;
  return { l2: facts.l2 ?? facts.l3, l3: null };
}
