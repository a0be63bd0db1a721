import type { Processor } from '../../shared/processor.js';
import type { FactField, Facts } from './facts.js';
import type { Candidate, SourceKind } from './source.js';
import { memorySizeMeant } from './memory-size.js';
import { namesOnePackageTwice } from './sockets.js';
import { PASSMARK_SOURCE } from './sources/passmark.js';
import { TECHPOWERUP_SOURCE } from './sources/techpowerup.js';

/*
 * Known classes of wrong facts, each refused as a class wherever it turns up (docs/data.md,
 * "Classes of error"). A rule names the field, the sources it watches, when a value is refused
 * and why; the pipeline asks every rule before it takes a fact and reports each refusal.
 * test/pipeline/pipeline.test.ts holds a member of every class.
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
  /** whether a vendor table says the part has no turbo */
  vendorStatesNoTurbo: boolean;
  /** the vendor's default TDP where a vendor table writes it as a range ("35-54W") */
  vendorDefaultTdpRange: { min: number; max: number } | undefined;
}

export interface FactRule {
  /** a short name for the class, as the report prints it */
  id: string;
  field: FactField;
  refuses(offer: Offer): boolean;
  reason: string;
  /**
   * Where the class is a known slip with a known inverse (a unit conversion), the value the source
   * meant; the pipeline takes it in place of the one offered and reports both. Without it, or when
   * it gives undefined, the value is refused and the next source may fill the field.
   */
  setsRight?(offer: Offer): unknown;
}

const secondary = (offer: Offer) => offer.kind === 'secondary';

/** no processor of our scope runs its cores below 400 MHz at base; 100 MHz is the reference (bus) clock */
export const isBusClock = (value: unknown) => typeof value === 'number' && value < 0.4;

/** Intel parts sold with an unlocked multiplier carry it in the processor number: K, KF, KS, X, XE, HK, HX, C (Broadwell), G3258. */
const INTEL_UNLOCKED_NUMBER = /\d(?:K|KF|KS|X|XE|HK|HX|C)(?:\s+Plus)?$|^Pentium G3258$/;

/** AMD's desktop sockets, which no laptop part sits in */
const DESKTOP_SOCKET = /^(?:AM[1-5]\+?|FM[12]\+?)$/;

/**
 * A codename that names cores ("Raptor Cove / Gracemont", "Zen", AMD's Bulldozer family and its
 * small cores) is a microarchitecture.
 */
export const NAMES_CORES = /\bCove\b|mont\b|^Zen\b|^(?:Bulldozer|Piledriver|Steamroller|Excavator|Bobcat|Jaguar|Puma\+?|K10)$/;
/** A microarchitecture that names a product line ("Comet Lake", "Raptor Lake Refresh", "Ivy Bridge EP", "Vishera") is a codename. */
export const NAMES_PRODUCTS = /(?:Lake|Rapids|Forest|Trail|Ridge|Canyon|Refresh)$|[\s-](?:E|EN|EP|EX)$|^(?:Vishera|Zambezi|Orochi)$/;

/**
 * A hybrid part's cores are of two kinds, and the record names both ("Raptor Cove + Gracemont"); a
 * name of one kind, from a row that itself counts efficient cores or on a part that has them, is
 * half the fact (BuildCores: Core i9-14900 "Raptor Cove", where its siblings read "Raptor Cove /
 * Gracemont"), and so is no microarchitecture.
 */
export function namesOneKindOfHybridCores(value: unknown, efficientCores: readonly unknown[]): boolean {
  return typeof value === 'string' && NAMES_CORES.test(value) && !/[/+]/.test(value) && efficientCores.some((count) => typeof count === 'number' && count > 0);
}
export const ONE_KIND_OF_CORES = {
  id: 'one kind of core on a hybrid part',
  reason:
    'a hybrid part has performance and efficient cores; a microarchitecture that names one kind only is half the fact, and is not taken (BuildCores: Core i9-14900 "Raptor Cove")',
};

/**
 * Whether a secondary row's power figures are another configuration's than the vendor's: its TDP
 * is not the vendor's, or its PL1 is neither the vendor's TDP nor its own PL2 (Intel sets PL1 to
 * PL2 on its unlocked parts from 12th gen on). Intel gives PL2 per TDP class, so a PL2 beside
 * such figures is not known to be this part's (TechPowerUp: Core i9-13900TE, PL1 65 W at 35 W).
 */
function powerFiguresContradictVendor(offer: Offer): boolean {
  const tdp = offer.chosen.tdpW;
  const rowTdp = offer.candidate.facts.tdpW;
  const pl1 = offer.candidate.powerLimit1W;
  return (typeof rowTdp === 'number' && rowTdp !== tdp) || (pl1 !== undefined && pl1 !== tdp && pl1 !== offer.value);
}

export const FACT_RULES: readonly FactRule[] = [
  {
    id: 'bus clock as base clock',
    field: 'baseClockGHz',
    refuses: (offer) => isBusClock(offer.value),
    reason: 'a base clock below 0.4 GHz is the bus (reference) clock, not a core clock (Processor N100: 0.1 GHz)',
  },
  {
    id: 'cTDP-down as TDP',
    field: 'tdpW',
    refuses: (offer) => {
      const range = offer.chosen.configurableTdpW as { min: number | null; max: number | null } | undefined;
      return (
        secondary(offer) && offer.chosen.tdpW === undefined && range?.min != null && range.max != null && range.min < range.max && offer.value === range.min
      );
    },
    reason:
      "a secondary TDP equal to the vendor's configurable-TDP-down point where the vendor names no TDP is that point, not the nominal (Core i9-11950H: 35 W)",
  },
  {
    id: 'top of a TDP range as TDP',
    field: 'tdpW',
    refuses: (offer) =>
      secondary(offer) && offer.chosen.tdpW === undefined && offer.vendorDefaultTdpRange !== undefined && offer.value === offer.vendorDefaultTdpRange.max,
    reason:
      'AMD\'s "Default TDP" written as a range ("35-54W") names no default; a secondary TDP equal to the range\'s top is that end, not the nominal (PassMark: Ryzen 7 7840HS "54 W"; TechPowerUp: Ryzen 9 4900H)',
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
    id: 'unlocked AMD part from a secondary',
    field: 'unlocked',
    refuses: (offer) => secondary(offer) && offer.vendor === 'amd' && offer.value === true,
    reason:
      'AMD\'s table marks the parts AMD sells unlocked ("Unlocked for Overclocking: Yes", or a "Black Edition" line); a secondary "unlocked" on a part it does not mark is a guess (TechPowerUp: Ryzen 7 7800X3D, whose field AMD\'s tables leave blank)',
  },
  {
    id: 'unlocked server part',
    field: 'unlocked',
    refuses: (offer) =>
      secondary(offer) && offer.value === true && /^(?:EPYC|Opteron|Xeon)\b/.test(offer.name) && !/^Xeon (?:W-\d{4}X|w\d-\d{4}X)$/.test(offer.name),
    reason:
      'AMD sells no EPYC or Opteron, and Intel no Xeon but the X-numbered Xeon W, with an unlocked multiplier; a secondary "unlocked" on one is a guess (EPYC 7551)',
  },
  {
    id: 'HX unlocked from a secondary',
    field: 'unlocked',
    refuses: (offer) => secondary(offer) && offer.vendor === 'intel' && /\dHX$/.test(offer.name),
    reason:
      'Intel unlocks some HX parts and not others and says which on no page we hold; TechPowerUp gives them both ways wrongly (Core i9-12950HX "locked", Core i5-12450HX "unlocked"), so none is taken',
  },
  {
    id: 'codename names cores',
    field: 'codename',
    refuses: (offer) => typeof offer.value === 'string' && NAMES_CORES.test(offer.value),
    reason:
      'a codename that names cores ("Raptor Cove / Gracemont", "Zen", "Piledriver") is the microarchitecture, given in the wrong field (BuildCores: Core i9-14900KS, FX-8350)',
  },
  {
    id: 'microarchitecture names a product line',
    field: 'microarchitecture',
    refuses: (offer) => typeof offer.value === 'string' && NAMES_PRODUCTS.test(offer.value),
    reason: 'a microarchitecture that names a product line ("Comet Lake", "Raptor Lake Refresh") is the codename, given in the wrong field (BuildCores)',
  },
  {
    ...ONE_KIND_OF_CORES,
    field: 'microarchitecture',
    refuses: (offer) => namesOneKindOfHybridCores(offer.value, [offer.candidate.facts.efficientCores, offer.chosen.efficientCores]),
  },
  {
    id: 'case temperature as Tjmax',
    field: 'maxTempC',
    refuses: (offer) =>
      secondary(offer) && typeof offer.value === 'number' && typeof offer.chosen.caseTempC === 'number' && Math.abs(offer.value - offer.chosen.caseTempC) < 1,
    reason:
      'a secondary maximum (junction) temperature within a degree of the vendor\'s case limit is that limit rounded, in the wrong field (TechPowerUp: Xeon E5-2695 v3 "83 °C", where ARK\'s TCASE is 82.6 °C)',
  },
  {
    id: 'fractional memory maximum',
    field: 'memory.maxGB',
    refuses: (offer) => typeof offer.value === 'number' && !Number.isInteger(offer.value),
    setsRight: (offer) => memorySizeMeant(offer.value as number),
    reason:
      'a memory maximum is a whole number of gigabytes; a fractional one is ARK\'s binary/decimal conversion (16 GiB written "16.38 GB": 16,384 MB read as thousands; 1,152 GB written "1.12 TB"), set right where the conversion explains it and refused where nothing does',
  },
  {
    id: 'desktop socket on a laptop part',
    field: 'socket',
    refuses: (offer) =>
      offer.candidate.segment === 'mobile' && typeof offer.value === 'string' && offer.value.split(/,\s*/).every((socket) => DESKTOP_SOCKET.test(socket)),
    reason:
      "a laptop part (the vendor's own segment) on a desktop socket is a slip of the table that gives it (AMD: Phenom II P860 and N870 on AM2+; they are S1 parts)",
  },
  {
    id: 'one package as two sockets',
    field: 'socket',
    refuses: (offer) => typeof offer.value === 'string' && namesOnePackageTwice(offer.value),
    reason:
      'a part\'s package has one pin count and fits one land grid socket: a list that gives one pin count as two kinds of grid array (Intel\'s 2024 comparison export: Core i5-11300H "BGA1449, LGA1449", Xeon X7560 "BGA1567, LGA1567") or two land grid sockets (Xeon E3-1240 v5 "LGA1151, LGA2011") is a slip of the table that gives it',
  },
  {
    id: 'boost below base',
    field: 'boostClockGHz',
    refuses: (offer) => typeof offer.value === 'number' && typeof offer.chosen.baseClockGHz === 'number' && offer.value < offer.chosen.baseClockGHz,
    reason:
      'a maximum boost below the base clock taken from a more trusted source is a slip of the table that gives it (AMD\'s 2025 server table: Opteron 6376 "up to 2 GHz" at 2.3 GHz base)',
  },
  {
    id: 'boost on a part without turbo',
    field: 'boostClockGHz',
    refuses: (offer) => secondary(offer) && offer.vendorStatesNoTurbo,
    reason:
      'a secondary maximum boost for a part whose vendor table says it has no turbo is wrong (TechPowerUp: Xeon Bronze 3106 "up to 3 GHz", where ARK says "Turbo Boost Technology: No")',
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
    refuses: (offer) =>
      offer.source === PASSMARK_SOURCE &&
      offer.vendor === 'intel' &&
      (offer.chosen.performanceCores !== undefined || /^Core (?:i\d-1[2-9]\d{3}|Ultra)/.test(offer.name)),
    reason: "PassMark lists Alder Lake's and later hybrid parts' Maximum Turbo Power (PL2) as their TDP",
  },
  {
    id: 'PL2 below the TDP',
    field: 'maxTurboPowerW',
    refuses: (offer) => secondary(offer) && !(typeof offer.value === 'number' && typeof offer.chosen.tdpW === 'number' && offer.value >= offer.chosen.tdpW),
    reason:
      "Intel's Maximum Turbo Power (PL2) is never below the part's TDP (its PL1); a secondary one below the TDP, or on a part with no TDP to check it against, is not taken",
  },
  {
    id: 'PL2 of another power configuration',
    field: 'maxTurboPowerW',
    refuses: (offer) => secondary(offer) && powerFiguresContradictVendor(offer),
    reason:
      "a secondary PL2 from a row whose TDP is not the vendor's, or whose PL1 is neither the vendor's TDP nor the PL2, belongs to another power configuration (TechPowerUp: Core i9-13900TE, PL1 65 W on a 35 W part; Core i3-10320, TDP 91 W where Intel states 65 W)",
  },
];
