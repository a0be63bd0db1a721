import { z } from 'zod';
import { parseProcessorKey } from './processor.js';

/*
 * A file of monthly retail prices in yuan (data/prices/frocloud.json, written by `npm run
 * import-prices`): the source and the terms it is published under, the credit its licence asks
 * every publication to carry, which of the author's model codes names which processor, and one
 * series of monthly prices per processor. docs/prices.md explains every field and rule. Like the
 * processor record, the shape is defined once, here: the importer writes what it accepts, and
 * start-up validation runs it (a bad file stops the server naming the file, the entry and the field).
 */

const text = () => z.string({ error: 'must be a non-empty string' }).refine((value) => value.trim() !== '', { error: 'must be a non-empty string' });
const httpsUrl = () => z.string({ error: 'must be an https URL' }).regex(/^https:\/\/\S+$/, { error: 'must be an https URL' });

/** A calendar month, YYYY-MM. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
const month = () => z.string({ error: 'must be a month, YYYY-MM' }).regex(MONTH_PATTERN, { error: 'must be a month, YYYY-MM' });
/** Yuan as shops price them: positive, at most two decimals. */
const yuan = () =>
  z
    .number({ error: 'must be a number of yuan' })
    .positive({ error: 'must be a positive number of yuan' })
    .max(1_000_000, { error: 'must be at most 1,000,000 yuan' })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: 'must have at most two decimals (fen)' });

export const MonthPriceSchema = z.strictObject({ month: month(), yuan: yuan() });

/**
 * One month's price. `carriedForward`: the source repeated the whole previous month in this one
 * (every model, every price), so the month was not collected. `doubtful`: the price differs by
 * more than the file's margin from both of its neighbours in the same direction; it is kept and
 * shown, never used as the price now, nor as a low or a high.
 */
export const PricePointSchema = z
  .strictObject({
    month: month(),
    yuan: yuan(),
    carriedForward: z.literal(true, { error: 'must be true, or absent' }).optional(),
    doubtful: z
      .strictObject({
        /** whether the price is above or below both neighbours */
        direction: z.enum(['above', 'below'], { error: 'must be "above" or "below"' }),
        /** the two prices it was compared with: the nearest on each side, or at an end of the series the two nearest on its one side */
        neighbours: z.tuple([MonthPriceSchema, MonthPriceSchema], { error: 'must be the two prices it was compared with' }),
      })
      .optional(),
  })
  .refine((point) => !(point.carriedForward && point.doubtful), {
    error: 'cannot be both carried forward and doubtful: a copied price is not judged',
    path: ['doubtful'],
  });

/** How a code was matched to a processor (docs/prices.md, "Which processor a code names"). */
export const MATCH_RULES = ['name', 'edition', 'f-twin-only', 'f-twin-earlier'] as const;
export type MatchRule = (typeof MATCH_RULES)[number];

const key = () =>
  z
    .string({ error: 'must be a processor key, vendor:id' })
    .refine((value) => parseProcessorKey(value) !== null, { error: 'must be a processor key, vendor:id' });

export const PriceFileSchema = z.strictObject({
  source: z.strictObject({
    /** the dataset's name as its author gives it */
    name: text(),
    /** its repository */
    url: httpsUrl(),
    /** the file read, within the repository */
    file: text(),
    /** the commit the file was read at */
    commit: z.string({ error: 'must be a 40-digit commit id' }).regex(/^[0-9a-f]{40}$/, { error: 'must be a 40-digit commit id' }),
  }),
  /** SPDX id of the data's licence */
  licence: z.literal('CC-BY-4.0', { error: 'must be "CC-BY-4.0": the only licence this file is written for' }),
  licenceUrl: httpsUrl(),
  /** the credit the author asks for, to be shown wherever a price is */
  credit: z.strictObject({ zh: text(), en: text() }),
  /** what CPU Atlas changed, as CC BY asks a publication to say */
  changes: z.strictObject({ zh: text(), en: text() }),
  /** the latest month of the data: "now" for every page */
  lastMonth: month(),
  rules: z.strictObject({
    /** a price more than this many percent above or below both neighbours is doubtful */
    doubtfulMarginPercent: z.number({ error: 'must be a number' }).positive({ error: 'must be positive' }).max(1000, { error: 'must be at most 1000' }),
    /** a usable price at most this many months before lastMonth is the price now */
    nowWithinMonths: z
      .number({ error: 'must be a whole number of months' })
      .int({ error: 'must be a whole number of months' })
      .min(0, { error: 'must be at least 0' })
      .max(24, { error: 'must be at most 24' }),
  }),
  /** every model code of the source that names a processor: the processor's key and the rule that matched it */
  matches: z.record(text(), z.strictObject({ processor: key(), rule: z.enum(MATCH_RULES, { error: `must be one of ${MATCH_RULES.join(', ')}` }) })),
  /** by processor key, its prices, oldest first */
  series: z.record(key(), z.array(PricePointSchema).min(1, { error: 'must hold at least one price' })),
  /** codes no processor of the catalogue is matched to yet, with why, and their prices: kept, not shown on pages */
  unmatched: z.record(text(), z.strictObject({ reason: text(), prices: z.array(PricePointSchema).min(1, { error: 'must hold at least one price' }) })),
});

export type MonthPrice = z.infer<typeof MonthPriceSchema>;
export type PricePoint = z.infer<typeof PricePointSchema>;
export type PriceFile = z.infer<typeof PriceFileSchema>;

/** The licence's deed, which every publication of the prices links. */
export const CC_BY_4_URL = 'https://creativecommons.org/licenses/by/4.0/';

/** "2026-10" → a month number that subtracts: 2026 × 12 + 9. */
export function monthIndex(value: string): number {
  const match = MONTH_PATTERN.exec(value);
  if (!match) throw new Error(`not a month: ${value}`);
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

/** The inverse of monthIndex. */
export function monthOfIndex(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
