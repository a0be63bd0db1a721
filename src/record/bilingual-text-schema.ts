import { z } from 'zod';

/*
 * Text of ours that a visitor reads, written by a maintainer in both languages: a source's note, a
 * launch date's `says`, a correction's reason. A Chinese page shows `zh` and an English page `en`,
 * so neither may be missing, and `zh` must be Chinese: an English sentence copied into it would be
 * an English sentence of ours on a Chinese page. One check for every such field, so a list the
 * import reads and the record it writes refuse the same things.
 */

const filled = z.string({ error: 'must be a non-empty string' }).refine((text) => text.trim() !== '', { error: 'must be a non-empty string' });

export const BilingualTextSchema = z.strictObject(
  {
    zh: filled.refine((text) => /\p{Script=Han}/u.test(text), { error: 'must be written in Chinese' }),
    en: filled,
  },
  { error: 'must be { zh, en }, in both languages' },
);

export type BilingualText = z.infer<typeof BilingualTextSchema>;

/** The first fault of a bilingual field, as the importers say it: `says must be { zh, en }, …`, `reason.zh must be written in Chinese`. */
export function bilingualTextFault(value: unknown, name: string): string | null {
  const parsed = BilingualTextSchema.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return `${[name, ...issue.path].join('.')} ${issue.message}`;
}
