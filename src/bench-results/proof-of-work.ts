import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Queryable } from '../database/database.js';

/**
 * ALTCHA's proof of work, served from our own origin (no third-party request, so it works in
 * mainland China and under `script-src 'self'`). A challenge is signed with an HMAC key: every
 * instance given the same BENCH_HMAC_KEY accepts the others' challenges; without one, each
 * process draws its own key at start (a challenge then only works on the process that made it,
 * until it restarts). A solved challenge is used once: its nonce goes into used_challenges in
 * the database all instances share, in the transaction that stores the result.
 *
 * The work: PBKDF2-SHA-256 at `cost` iterations per try, the answer a counter drawn between
 * `counterMin` and twice that (deterministic mode: the server checks one try, the client makes
 * on average 1.5 × counterMin). At the defaults a browser needs a second or two; a spammer needs
 * that for every submission.
 */
export interface Difficulty {
  cost: number;
  counterMin: number;
}
export const DEFAULT_DIFFICULTY: Difficulty = { cost: 1000, counterMin: 1000 };
/** long enough for a run of about a minute after fetching the challenge, with time to spare */
export const CHALLENGE_LIFETIME_S = 30 * 60;
const ALGORITHM = 'PBKDF2/SHA-256';

export type ProofVerdict = { ok: true; nonce: string; expiresAt: number } | { ok: false; code: 'pow_missing' | 'pow_invalid' };

export interface ProofOfWork {
  challenge(): Promise<Challenge>;
  /** checks the payload's signature, expiry and solution; whether it was used before is `claim`'s */
  verify(payload: unknown): Promise<ProofVerdict>;
}

export function proofOfWork(hmacKey: string | undefined, difficulty: Difficulty = DEFAULT_DIFFICULTY): ProofOfWork {
  const secret = hmacKey ?? randomBytes(32).toString('hex');
  // A second secret signs the derived key, so checking a solution costs one HMAC, not the work.
  const keySecret = `${secret}:key`;
  return {
    challenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: difficulty.cost,
        counter: randomInt(difficulty.counterMin, difficulty.counterMin * 2),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_LIFETIME_S,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      }),
    async verify(payload) {
      if (typeof payload !== 'string' || payload === '') return { ok: false, code: 'pow_missing' };
      const parsed = parsePayload(payload);
      if (!parsed) return { ok: false, code: 'pow_invalid' };
      try {
        const result = await verifySolution({ ...parsed, deriveKey, hmacSignatureSecret: secret, hmacKeySignatureSecret: keySecret });
        const { nonce, expiresAt } = parsed.challenge.parameters;
        if (!result.verified || typeof expiresAt !== 'number') return { ok: false, code: 'pow_invalid' };
        return { ok: true, nonce, expiresAt };
      } catch {
        // altcha-lib throws on parameters out of its ranges: a forged payload, not our error.
        return { ok: false, code: 'pow_invalid' };
      }
    },
  };
}

/** The payload ALTCHA's widget and solver send: base64 of {challenge, solution}. Anything else is invalid. */
function parsePayload(payload: string): { challenge: Challenge; solution: Solution } | null {
  if (payload.length > 4096) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const parameters = value?.challenge?.parameters;
    if (typeof parameters?.nonce !== 'string' || parameters.algorithm !== ALGORITHM || typeof value.challenge.signature !== 'string') return null;
    if (typeof value.solution?.counter !== 'number' || typeof value.solution?.derivedKey !== 'string') return null;
    return value;
  } catch {
    return null;
  }
}

/** Marks a verified challenge used; false when it was used before (a replay). Expired marks are cleared on the way. */
export async function claimChallenge(db: Queryable, nonce: string, expiresAt: number): Promise<boolean> {
  await db.query('DELETE FROM used_challenges WHERE expires_at < now()');
  const rows = await db.query('INSERT INTO used_challenges (nonce, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT (nonce) DO NOTHING RETURNING nonce', [
    nonce,
    expiresAt,
  ]);
  return rows.length === 1;
}
