import { z } from 'zod';
import { readCuratedList } from '../records/curated-list.js';
import type { DeclaredUnmatched } from './price-file-builder.js';
import { PriceSourceError } from './price-rows.js';

/*
 * data/curated/price-codes-unmatched.json: the model codes no record of the catalogue answers to
 * yet, each with why (no vendor page found for the part, say). A code listed here does not stop
 * the import: its prices are kept in the price file under `unmatched`, with the reason, and no page
 * shows them. A code that matches no record and is not listed stops the import; an entry whose code
 * now matches, or that the source no longer holds, stops it too, so the list never hides anything.
 */

export const UNMATCHED_CODES_FILE = 'data/curated/price-codes-unmatched.json';

const EntrySchema = z.strictObject({
  code: z.string().trim().min(1),
  reason: z.string().trim().min(1),
});

export async function readUnmatchedCodes(path: string): Promise<DeclaredUnmatched[]> {
  const entries = await readCuratedList(path, UNMATCHED_CODES_FILE, 'entries { code, reason }');
  const seen = new Set<string>();
  return entries.map((value, index) => {
    const result = EntrySchema.safeParse(value);
    if (!result.success) throw new PriceSourceError(`${UNMATCHED_CODES_FILE} entry ${index}: must be { "code": "…", "reason": "…" }, both non-empty`);
    if (seen.has(result.data.code)) throw new PriceSourceError(`${UNMATCHED_CODES_FILE} entry ${index}: "${result.data.code}" is listed twice`);
    seen.add(result.data.code);
    return result.data;
  });
}
