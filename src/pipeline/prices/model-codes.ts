import type { MatchRule } from '../../record/price-schema.js';
import type { Processor } from '../../shared/processor.js';

/*
 * The author's model codes, read by a small grammar and matched to exactly one record by rule,
 * never by likeness (docs/prices.md, "Which processor a code names"):
 *
 *   R{tier}{number}{suffix}        R79800X3D    → Ryzen 7 9800X3D
 *   i{tier}{number}{suffix}        i512400      → Core i5-12400
 *   U{tier}{number}{suffix}[ PLUS] U5250K PLUS  → Core Ultra 5 250K Plus
 *
 * The tier is one digit (3, 5, 7 or 9), so "i512400" can only be i5 and 12400. The author writes no
 * F: a code without one may name the part of its number or that part's F twin (12400 or 12400F,
 * 12600K or 12600KF). The rules, in order:
 *
 *   1. The record named as the code reads ("name"), or so named with an edition the vendor adds to
 *      the model ("edition": AMD's table names the Ryzen 9 9950X3D2 "Ryzen 9 9950X3D2 Dual Edition").
 *   2. Where that part is not in the catalogue, its F twin ("f-twin-only": the i5-12490F, which
 *      the source documents as the code i512490; the Ryzen 5 7500F).
 *   3. A part launched after the code's first price cannot be what was priced: the twin launched
 *      by then is ("f-twin-earlier": R57400 is priced from 2025-02, the Ryzen 5 7400 launched in
 *      2025-09, the 7400F in 2025-01).
 *   4. Where both the part and its twin fit, the part without F, as the source reads its codes
 *      (i512400 is the Core i5-12400 in its notes); the report names the twin each time.
 *
 * A code the grammar cannot read, a name two records answer to, or a code no rule places stops the
 * import with the code and the reason, unless data/curated/ lists it as unmatched, with why.
 */

const GRAMMAR: readonly { pattern: RegExp; vendor: 'amd' | 'intel'; name: (tier: string, number: string) => string }[] = [
  { pattern: /^R([3579])(\d{4})([A-Z0-9]*)()$/, vendor: 'amd', name: (tier, number) => `Ryzen ${tier} ${number}` },
  { pattern: /^i([3579])(\d{4,5})([A-Z]*)()$/, vendor: 'intel', name: (tier, number) => `Core i${tier}-${number}` },
  { pattern: /^U([3579])(\d{3})([A-Z]*)( PLUS)?$/, vendor: 'intel', name: (tier, number) => `Core Ultra ${tier} ${number}` },
];

/** Words a vendor adds after a model's number and suffix in its name (AMD's table: "Ryzen 9 9950X3D2 Dual Edition"). */
export const EDITIONS = ['Dual Edition'] as const;

/** What a code says: the vendor, the name it writes, and the F twin it may also mean. */
export interface CodeReading {
  vendor: 'amd' | 'intel';
  /** "Ryzen 7 9800X3D", "Core i5-12490", "Core Ultra 5 250K Plus" */
  name: string;
  /** the same number with an F: "Core i5-12490F", "Core i5-12600KF"; null where the code has an F or its suffix takes none (X, X3D, KS) */
  fTwin: string | null;
}

export function readCode(code: string): CodeReading | null {
  for (const { pattern, vendor, name } of GRAMMAR) {
    const match = pattern.exec(code);
    if (!match) continue;
    const [, tier = '', number = '', suffix = '', plus = ''] = match;
    const plusWord = plus ? ' Plus' : '';
    // Only a part with no suffix or a K has an F twin (12400F, 12600KF); X and X3D parts have none.
    const twinSuffix = suffix === '' || suffix === 'K' ? `${suffix}F` : null;
    return {
      vendor,
      name: `${name(tier, number)}${suffix}${plusWord}`,
      fTwin: twinSuffix === null ? null : `${name(tier, number)}${twinSuffix}${plusWord}`,
    };
  }
  return null;
}

export interface CodeMatch {
  processor: Processor;
  rule: MatchRule;
  /** the F twin that fits the code too, where rule 4 decided */
  twinAlsoFits: string | null;
}

export type MatchResult = { match: CodeMatch } | { failure: string };

/** The records of a catalogue by vendor and name, for matching codes. */
export function nameIndex(processors: readonly Processor[]): Map<string, Processor[]> {
  const index = new Map<string, Processor[]>();
  for (const processor of processors) {
    const key = `${processor.vendor}|${processor.name}`;
    index.set(key, [...(index.get(key) ?? []), processor]);
  }
  return index;
}

/** The earliest month a record's launch date allows: the month of a day, the month, or a quarter's first month; null when unknown. */
export function earliestLaunchMonth(launched: string | null): string | null {
  if (launched === null) return null;
  const quarter = /^(\d{4})-Q([1-4])$/.exec(launched);
  if (quarter) return `${quarter[1]}-${String((Number(quarter[2]) - 1) * 3 + 1).padStart(2, '0')}`;
  return launched.slice(0, 7);
}

/** Matches one code, first priced in `firstMonth`, by the rules above. */
export function matchCode(code: string, firstMonth: string, index: ReadonlyMap<string, readonly Processor[]>): MatchResult {
  const reading = readCode(code);
  if (reading === null)
    return { failure: 'is not a code the grammar reads (R{tier}{number}{suffix}, i{tier}{number}{suffix}, U{tier}{number}{suffix}[ PLUS])' };
  const find = (name: string): { processor: Processor; edition: boolean } | { failure: string } | null => {
    const found = [
      ...(index.get(`${reading.vendor}|${name}`) ?? []).map((processor) => ({ processor, edition: false })),
      ...EDITIONS.flatMap((edition) => (index.get(`${reading.vendor}|${name} ${edition}`) ?? []).map((processor) => ({ processor, edition: true }))),
    ];
    if (found.length > 1) return { failure: `is ambiguous: ${found.map(({ processor }) => `"${processor.name}"`).join(' and ')} both answer to "${name}"` };
    return found[0] ?? null;
  };
  const plain = find(reading.name);
  const twin = reading.fTwin === null ? null : find(reading.fTwin);
  if (plain && 'failure' in plain) return plain;
  if (twin && 'failure' in twin) return twin;
  const launchedBy = (processor: Processor) => {
    const launched = earliestLaunchMonth(processor.launched);
    return launched === null || launched <= firstMonth;
  };
  if (plain && launchedBy(plain.processor)) {
    return {
      match: {
        processor: plain.processor,
        rule: plain.edition ? 'edition' : 'name',
        twinAlsoFits: twin && launchedBy(twin.processor) ? twin.processor.name : null,
      },
    };
  }
  if (twin && launchedBy(twin.processor)) {
    return { match: { processor: twin.processor, rule: plain ? 'f-twin-earlier' : 'f-twin-only', twinAlsoFits: null } };
  }
  const late = [plain, twin].filter((found) => found !== null).map(({ processor }) => `"${processor.name}" launched ${processor.launched}`);
  if (late.length)
    return {
      failure: `reads as ${late.join(' and ')}, after the code's first price in ${firstMonth}: a price before a part's launch is no price of that part`,
    };
  return {
    failure: `reads as "${reading.name}"${reading.fTwin ? ` (or "${reading.fTwin}")` : ''}, which no ${reading.vendor === 'amd' ? 'AMD' : 'Intel'} record of the catalogue is named`,
  };
}
