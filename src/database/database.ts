import type { Config } from '../config.js';
import { migrate } from './migrations.js';
import type { Database } from './queryable.js';

export type { Database, Queryable } from './queryable.js';

/**
 * The bench results' store: PostgreSQL, either embedded (PGlite, in a data folder: nothing to
 * install) or a server named by DATABASE_URL (several instances behind one front share it). Both
 * speak the same SQL, so every query in the codebase is written once.
 *
 * Opened on first use, not at start-up: the catalogue's pages never read it, so neither start-up
 * nor the hot path of a cached page pays for it (docs/bench-results.md gives the cold-open time).
 */
export interface LazyDatabase {
  /** the database, opened and migrated on the first call; every later call gets the same one */
  open(): Promise<Database>;
  /** how long the first open took, in milliseconds, once it has happened */
  readonly openedInMs: number | null;
  /** closes it if it was ever opened */
  close(): Promise<void>;
}

export type DatabaseSettings = Pick<Config, 'databaseUrl' | 'dataDir'>;

/** `onOpen` hears how long the first open took (the server logs it: the cold-open time). */
export function lazyDatabase(settings: DatabaseSettings, onOpen?: (ms: number) => void): LazyDatabase {
  let opening: Promise<Database> | null = null;
  let openedInMs: number | null = null;
  const open = () => {
    opening ??= (async () => {
      const started = performance.now();
      // Loaded here, not imported at the top: a process that never takes a result never loads either driver.
      const database = settings.databaseUrl
        ? await (await import('./postgres-server.js')).openServer(settings.databaseUrl)
        : await (await import('./embedded.js')).openEmbedded(settings.dataDir);
      try {
        await migrate(database);
      } catch (error) {
        await database.close();
        throw error;
      }
      openedInMs = performance.now() - started;
      onOpen?.(openedInMs);
      return database;
    })();
    // A failed open (a server down for a moment) is tried again by the next request, not remembered.
    opening.catch(() => {
      opening = null;
    });
    return opening;
  };
  return {
    open,
    get openedInMs() {
      return openedInMs;
    },
    async close() {
      const database = await opening?.catch(() => null);
      opening = null;
      await database?.close();
    },
  };
}
