import { z } from 'zod';

/**
 * What the report form sends (application/x-www-form-urlencoded), read strictly: only these
 * names, each once, each within its length. `website` is a honeypot: hidden from people (and
 * from screen readers), left empty by them, filled by scripts that fill every field.
 */
export const LIMITS = { value: 300, source: 500, note: 2000, contact: 200 } as const;

/** Line breaks are welcome in the note only; no other control character anywhere. */
const singleLine = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[^\u0000-\u001f\u007f\u2028\u2029]*$/);
const multiLine = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/);

export const reportFormSchema = z.strictObject({
  lang: z.enum(['zh', 'en']).optional(),
  field: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,40}(\.[a-zA-Z][a-zA-Z0-9]{0,40})?$/),
  value: singleLine(LIMITS.value)
    .transform((text) => text.trim())
    .pipe(z.string().min(1)),
  source: singleLine(LIMITS.source)
    .transform((text) => text.trim())
    .pipe(z.string().min(1)),
  note: multiLine(LIMITS.note)
    .transform((text) => text.trim())
    .optional(),
  contact: singleLine(LIMITS.contact)
    .transform((text) => text.trim())
    .optional(),
  website: z.string().max(200).optional(),
  token: z.string().max(200).optional(),
  pow: z.string().max(4096).optional(),
});

export type ReportFormField = 'field' | 'value' | 'source' | 'note' | 'contact' | 'lang' | 'website' | 'token' | 'pow';

/** The form's fields as sent, each name at most once: a repeated or unknown name is a refusal, not a guess. */
export function formFields(body: string): Record<string, string> | null {
  const params = new URLSearchParams(body);
  const fields: Record<string, string> = Object.create(null);
  for (const [name, value] of params) {
    if (Object.hasOwn(fields, name)) return null;
    fields[name] = value;
  }
  return { ...fields };
}

/** The first field the schema refused, by the schema's own name (never a key the request invented). */
export function refusedField(issues: readonly z.core.$ZodIssue[]): ReportFormField | null {
  const first = issues[0];
  if (!first) return null;
  const name = first.path[0];
  const known: readonly string[] = ['field', 'value', 'source', 'note', 'contact', 'lang', 'website', 'token', 'pow'];
  return typeof name === 'string' && known.includes(name) ? (name as ReportFormField) : null;
}

/** A source must be a web address a maintainer can open: http or https, with a host. */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0 && !/\s/.test(text);
  } catch {
    return false;
  }
}
