import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './queryable.js';

/**
 * PostgreSQL compiled to WebAssembly, in this process, its files in `dataDir`. Each statement's
 * commit is written through to those files before the query resolves (PGlite's default, not its
 * relaxed durability), so a result answered "accepted" is on disk when the answer leaves: a
 * `kill -9` right after loses nothing (test/database/durability.test.ts).
 *
 * One process owns a data folder: two processes on one folder would corrupt it, so instances
 * that share results use a PostgreSQL server (DATABASE_URL) instead.
 */
export async function openEmbedded(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  // Imported here, not at the top: the bundled server would otherwise load it at start-up (0.5 s and more).
  const { PGlite: PGliteClass } = await import('@electric-sql/pglite');
  const pglite = await PGliteClass.create({ dataDir });
  const queryable = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query(sql, params) {
      return (await target.query(sql, params ? [...params] : undefined)).rows as never[];
    },
    async script(sql) {
      await target.exec(sql);
    },
  });
  return {
    ...queryable(pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    close: () => pglite.close(),
  };
}
