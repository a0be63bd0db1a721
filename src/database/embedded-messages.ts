/**
 * What the main thread and the embedded database's thread say to each other
 * (src/database/embedded.ts, embedded-worker.ts): each request carries a number, and its answer
 * the same number. Queries name the transaction they run in, if any.
 */
export type EmbeddedRequest = { id: number } & (
  | { kind: 'open' }
  | { kind: 'query'; sql: string; params?: unknown[]; transaction?: number }
  | { kind: 'script'; sql: string; transaction?: number }
  /** answered once PGlite has begun the transaction: its number is the request's */
  | { kind: 'begin' }
  /** answered once the transaction `transaction` is committed (or refused at COMMIT) or rolled back */
  | { kind: 'end'; transaction: number; commit: boolean }
  | { kind: 'close' }
);

export type EmbeddedAnswer = { id: number } & ({ ok: true; value?: unknown } | { ok: false; error: SentError });

/** An error as it crosses the threads: a structured clone keeps an Error's message, not its fields. */
export interface SentError {
  message: string;
  /** PostgreSQL's SQLSTATE, when the error is the database's own */
  code?: string;
}

/** What the thread is started with. */
export interface EmbeddedWorkerData {
  dataDir: string;
}
