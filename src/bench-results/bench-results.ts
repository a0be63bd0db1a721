import type { Catalogue } from '../catalogue/catalogue.js';
import type { Config } from '../config.js';
import { lazyDatabase, type LazyDatabase } from '../database/database.js';
import { proofOfWork, type Difficulty, type ProofOfWork } from './proof-of-work.js';
import { RateLimit } from './rate-limit.js';

/**
 * What the bench's routes share: the database (opened on the first submission, moderation or
 * export, never by a page), the proof of work, the per-address limit and the catalogue that
 * names the processors. `resultsChanged` is called when this process stores or decides a result;
 * `onChange` listeners hear it (the figures on the pages are read again: src/bench-results/figure-refresh.ts).
 */
export interface BenchResults {
  readonly database: LazyDatabase;
  readonly catalogue: Catalogue;
  readonly proofOfWork: ProofOfWork;
  readonly rateLimit: RateLimit;
  readonly moderationToken: string | undefined;
  resultsChanged(): void;
  onChange(listener: () => void): void;
  readonly changes: number;
}

export interface BenchOptions {
  /** the proof of work's difficulty (tests make it easy) */
  difficulty?: Difficulty;
  /** submissions per address and window (default 10 per 10 minutes) */
  rateLimit?: { limit: number; windowMs: number };
  /** a database of the caller's (tests share one) */
  database?: LazyDatabase;
}

export const DEFAULT_RATE_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 };

export function benchResults(config: Config, catalogue: Catalogue, options: BenchOptions = {}, log?: (message: string) => void): BenchResults {
  const { limit, windowMs } = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  let changes = 0;
  const listeners: (() => void)[] = [];
  return {
    database:
      options.database ??
      lazyDatabase(config, (ms) => log?.(`bench results database (${config.databaseUrl ? 'PostgreSQL server' : 'embedded'}) opened in ${Math.round(ms)} ms`)),
    catalogue,
    proofOfWork: proofOfWork(config.benchHmacKey, options.difficulty),
    rateLimit: new RateLimit(limit, windowMs),
    moderationToken: config.moderationToken,
    resultsChanged: () => {
      changes += 1;
      for (const listener of listeners) listener();
    },
    onChange: (listener) => {
      listeners.push(listener);
    },
    get changes() {
      return changes;
    },
  };
}
