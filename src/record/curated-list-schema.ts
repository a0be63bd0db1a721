import { z } from 'zod';
import { VENDORS } from './processor-vocabulary.js';
import { BilingualTextSchema } from './bilingual-text-schema.js';

/*
 * The hand-kept lists of data/curated/ that the import reads beside the curated records:
 * corrections.json, doubts.json and product-pages.json. Their shapes are stated here, beside the
 * record's, in zod as the record's are; what only the pipeline can judge (whether an address is
 * the vendor's product page) stays with the list's reader in src/pipeline/records/. Entries keep
 * keys of their own (a note for the next maintainer), as they always could.
 */

const vendor = z.enum(VENDORS, { error: `must be one of ${VENDORS.join(', ')}` });
const filled = z.string({ error: 'must be a non-empty string' }).refine((text) => text.trim() !== '', { error: 'must be a non-empty string' });

/**
 * data/curated/corrections.json: a fact's value from the vendor's own page, which `url` names; `value` may be null, and its reader requires it.
 * The reason is shown on pages in their language, so it is written in both ({ zh, en }).
 */
export const CorrectionSchema = z.looseObject(
  { vendor, id: filled, field: filled, reason: BilingualTextSchema, url: filled, value: z.unknown().optional() },
  { error: 'must be an object' },
);

/** data/curated/doubts.json: a fact a maintainer doubts, with the reason, shown as disputed */
export const DoubtSchema = z.looseObject({ vendor, id: filled, field: filled, reason: BilingualTextSchema }, { error: 'must be an object' });

/**
 * data/curated/product-pages.json: a record's product page, or where only the vendor's product id
 * was seen, `url: null` and that id
 */
export const ProductPageSchema = z.looseObject(
  {
    vendor,
    id: z.string({ error: 'must be a string' }),
    url: z.string({ error: 'must be a string, or null with a productId' }).nullable(),
    productId: z.string({ error: "must be the vendor's product id" }).optional(),
  },
  { error: 'must be an object' },
);

/** The first thing wrong with an entry, as the readers say it: `{where}: {field} {problem}`, or `{where} {problem}` for the whole entry. */
export function firstIssue(error: z.ZodError, where: string): string {
  const issue = error.issues[0]!;
  return issue.path.length === 0 ? `${where} ${issue.message}` : `${where}: ${issue.path.join('.')} ${issue.message}`;
}
