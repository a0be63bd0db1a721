import type { ProofOfWork } from '../bench-results/proof-of-work.js';
import { RateLimit } from '../bench-results/rate-limit.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { LazyDatabase } from '../database/database.js';
import { formTokens, type FormTokens } from './form-token.js';

/**
 * What the report routes share with the bench's: the database and the proof of work (the
 * moderation page, with its token, is the bench's too); and what is theirs: the form tokens and two limits per address, counted apart
 * from the bench's. A report with a solved proof of work meets the bench's limit; one sent
 * without JavaScript, with only the form's token, a much stricter one: the token costs a script
 * nothing but waiting, so fewer of them pass (docs/corrections.md, "Without JavaScript").
 */
export interface CorrectionReports {
  readonly database: LazyDatabase;
  readonly catalogue: Catalogue;
  readonly proofOfWork: ProofOfWork;
  readonly tokens: FormTokens;
  readonly withProof: RateLimit;
  readonly withoutProof: RateLimit;
}

export interface ReportOptions {
  /** reports with a solved proof of work, per address and window (default 10 in 10 minutes) */
  withProof?: { limit: number; windowMs: number };
  /** reports sent without JavaScript, per address and window (default 3 an hour) */
  withoutProof?: { limit: number; windowMs: number };
}

export const WITH_PROOF_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 };
export const WITHOUT_PROOF_LIMIT = { limit: 3, windowMs: 60 * 60 * 1000 };

export function correctionReports(
  shared: { database: LazyDatabase; catalogue: Catalogue; proofOfWork: ProofOfWork },
  hmacKey: string | undefined,
  options: ReportOptions = {},
): CorrectionReports {
  const withProof = options.withProof ?? WITH_PROOF_LIMIT;
  const withoutProof = options.withoutProof ?? WITHOUT_PROOF_LIMIT;
  return {
    ...shared,
    tokens: formTokens(hmacKey),
    withProof: new RateLimit(withProof.limit, withProof.windowMs),
    withoutProof: new RateLimit(withoutProof.limit, withoutProof.windowMs),
  };
}
