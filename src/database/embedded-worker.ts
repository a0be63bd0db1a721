import { mkdirSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { EmbeddedAnswer, EmbeddedRequest, EmbeddedWorkerData } from './embedded-messages.js';

/**
 * The embedded database's thread (src/database/embedded.ts starts it and says why): PGlite is
 * imported, compiled and opened here alone, and every statement runs here, answered by message.
 * A transaction is one PGlite transaction, held open here while the main thread's work sends its
 * statements, and ended when that work resolves (COMMIT) or throws (ROLLBACK). PGlite runs one
 * statement at a time and holds others back while a transaction is open, as it did in the main thread.
 */
const { dataDir } = workerData as EmbeddedWorkerData;
const port = parentPort!;
let database: PGlite | null = null;

interface OpenTransaction {
  tx: Transaction;
  /** lets PGlite's transaction end: COMMIT, or ROLLBACK */
  finish(commit: boolean): void;
  /** settles when PGlite has ended it; rejects when COMMIT failed */
  finished: Promise<void>;
}
const transactions = new Map<number, OpenTransaction>();
/** Thrown inside PGlite's transaction to make it roll back; not an error of the work's. */
const ROLLBACK = Symbol('rollback');

port.on('message', async (request: EmbeddedRequest) => {
  let answer: EmbeddedAnswer;
  try {
    answer = { id: request.id, ok: true, value: await handle(request) };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    answer = { id: request.id, ok: false, error: { message: error instanceof Error ? error.message : String(error), ...(typeof code === 'string' ? { code } : {}) } };
  }
  port.postMessage(answer);
});

async function handle(request: EmbeddedRequest): Promise<unknown> {
  switch (request.kind) {
    case 'open': {
      mkdirSync(dataDir, { recursive: true });
      const { PGlite: PGliteClass } = await import('@electric-sql/pglite');
      database = await PGliteClass.create({ dataDir });
      return undefined;
    }
    case 'query':
      return (await target(request.transaction).query(request.sql, request.params)).rows;
    case 'script':
      await target(request.transaction).exec(request.sql);
      return undefined;
    case 'begin':
      return begin(request.id);
    case 'end': {
      const transaction = transactions.get(request.transaction);
      if (!transaction) throw new Error('that transaction is not open');
      transaction.finish(request.commit);
      return transaction.finished;
    }
    case 'close':
      await database?.close();
      database = null;
      return undefined;
  }
}

function opened(): PGlite {
  if (!database) throw new Error('the embedded database is not open');
  return database;
}

function target(transaction: number | undefined): Pick<PGlite, 'query' | 'exec'> {
  if (transaction === undefined) return opened();
  const open = transactions.get(transaction);
  if (!open) throw new Error('that transaction is not open');
  return open.tx;
}

/** Begins the transaction numbered `id`: resolves once PGlite has begun it, rejects if it could not. */
function begin(id: number): Promise<void> {
  return new Promise((begun, failed) => {
    let started = false;
    const entry = {} as OpenTransaction;
    entry.finished = opened()
      .transaction((tx) => new Promise<void>((commit, rollBack) => {
        started = true;
        entry.tx = tx;
        entry.finish = (shouldCommit) => (shouldCommit ? commit() : rollBack(ROLLBACK));
        transactions.set(id, entry);
        begun();
      }))
      .then(() => undefined, (error: unknown) => {
        if (error !== ROLLBACK) throw error;
      })
      .finally(() => transactions.delete(id));
    // A failure before the work began is begin's; after, it is the end's answer (COMMIT refused).
    entry.finished.catch((error: unknown) => {
      if (!started) failed(error);
    });
  });
}
