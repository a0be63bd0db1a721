import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The JavaScript-off way to send a report (docs/corrections.md, "Without JavaScript"): the form
 * carries a token the server signed when it drew the form, naming the processor, the time and a
 * nonce. A submission with it instead of a solved proof of work is accepted only when the form
 * was open for at least MIN_FILL_MS (a person reads and types; a script posts at once), at most
 * MAX_AGE_S ago, for the same processor, and once (its nonce is claimed like a challenge's).
 * Such submissions also meet a much stricter per-address limit (src/corrections/correction-reports.ts).
 *
 * Signed with BENCH_HMAC_KEY when it is set, so instances behind one front accept each other's
 * forms; else with a key drawn at start.
 */
export const MIN_FILL_MS = 4000;
export const MAX_AGE_S = 2 * 60 * 60;

export type TokenVerdict = { ok: true; nonce: string; expiresAt: number } | { ok: false; code: 'token_invalid' | 'too_fast' | 'token_expired' };

export interface FormTokens {
  issue(processorKey: string, now?: number): string;
  verify(token: string, processorKey: string, now?: number): TokenVerdict;
}

export function formTokens(hmacKey: string | undefined): FormTokens {
  const secret = `${hmacKey ?? randomBytes(32).toString('hex')}:report-form`;
  const sign = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  return {
    issue(processorKey, now = Date.now()) {
      const body = `${now}.${randomBytes(12).toString('base64url')}`;
      return `${body}.${sign(`${body}.${processorKey}`)}`;
    },
    verify(token, processorKey, now = Date.now()) {
      const match = /^(\d{13})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return { ok: false, code: 'token_invalid' };
      const [, issued, nonce, signature] = match as unknown as [string, string, string, string];
      const expected = Buffer.from(sign(`${issued}.${nonce}.${processorKey}`));
      if (!timingSafeEqual(Buffer.from(signature), expected)) return { ok: false, code: 'token_invalid' };
      const age = now - Number(issued);
      if (age < MIN_FILL_MS) return { ok: false, code: 'too_fast' };
      if (age > MAX_AGE_S * 1000) return { ok: false, code: 'token_expired' };
      return { ok: true, nonce: `form:${nonce}`, expiresAt: Math.ceil(Number(issued) / 1000) + MAX_AGE_S };
    },
  };
}
