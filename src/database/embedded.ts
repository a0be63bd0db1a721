import { Worker } from 'node:worker_threads';
import type { EmbeddedAnswer, EmbeddedRequest, EmbeddedWorkerData } from './embedded-messages.js';
import type { Database, Queryable } from './queryable.js';

/**
 * PostgreSQL compiled to WebAssembly (PGlite), in this process but on a thread of its own, its
 * files in `dataDir`. Compiling and starting PGlite takes the thread that does it for most of a
 * second, and each statement runs synchronously in WebAssembly: on the main thread that held up
 * every page asked meanwhile. Here PGlite is imported and opened only on its thread
 * (embedded-worker.ts), and this side speaks the same `Database` by messages
 * (docs/decisions.md, "The embedded database on a thread").
 *
 * Each statement's commit is written through to the folder's files before its answer is sent back
 * (PGlite's default, not its relaxed durability), so a result answered "accepted" is on disk when
 * the answer leaves: a `kill -9` right after loses nothing (test/database/durability.test.ts).
 *
 * One process owns a data folder: two processes on one folder would corrupt it, so instances that
 * share results use a PostgreSQL server (DATABASE_URL) instead. Within a process one thread at a
 * time has it: a new one is started only once the last has stopped (`onStopped`).
 *
 * When the thread stops (it failed, or was ended), every statement waiting for it and every later
 * one fails: the bench answers "unavailable", as when the database cannot open, and
 * `onStopped` lets the caller open it again on the next request.
 */
export async function openEmbedded(dataDir: string, onStopped?: () => void): Promise<Database> {
  const workerData: EmbeddedWorkerData = { dataDir };
  const worker = new Worker(WORKER_FILE, { workerData });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let stopped: Error | null = null;
  let next = 0;

  // The thread keeps the process alive only while a statement waits for it, as a socket would.
  worker.unref();
  worker.on('message', ({ id, ...answer }: EmbeddedAnswer) => {
    const asked = waiting.get(id);
    if (!asked) return;
    waiting.delete(id);
    if (waiting.size === 0) worker.unref();
    if (answer.ok) asked.resolve(answer.value);
    else asked.reject(Object.assign(new Error(answer.error.message), answer.error.code ? { code: answer.error.code } : {}));
  });
  worker.on('error', (error) => { stopped ??= new Error(`the embedded database's thread failed: ${error.message}`, { cause: error }); });
  worker.on('exit', (code) => {
    stopped ??= new Error(`the embedded database's thread stopped (exit code ${code})`);
    for (const asked of waiting.values()) asked.reject(stopped);
    waiting.clear();
    onStopped?.();
  });

  const ask = <T>(request: DistributiveOmit<EmbeddedRequest, 'id'>): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = next++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (waiting.size === 1) worker.ref();
      worker.postMessage({ ...request, id } as EmbeddedRequest);
    });
  };
  const queryable = (transaction?: number): Queryable => ({
    query: (sql, params) => ask({ kind: 'query', sql, params: params ? [...params] : undefined, transaction }),
    script: (sql) => ask({ kind: 'script', sql, transaction }),
  });

  try {
    await ask({ kind: 'open' });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  return {
    ...queryable(),
    async transaction(work) {
      // The transaction is numbered by its begin request; its statements name it.
      const transaction = next;
      await ask({ kind: 'begin' });
      let result;
      try {
        result = await work(queryable(transaction));
      } catch (error) {
        await ask({ kind: 'end', transaction, commit: false }).catch(() => {});
        throw error;
      }
      await ask({ kind: 'end', transaction, commit: true });
      return result;
    },
    async close() {
      if (!stopped) await ask({ kind: 'close' });
      await worker.terminate();
    },
  };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The worker module beside this one: TypeScript when the sources run as they are (the tests), the built module otherwise. */
const WORKER_FILE = new URL(new URL(import.meta.url).pathname.endsWith('.ts') ? './embedded-worker.ts' : './embedded-worker.mjs', import.meta.url);
