import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { lazyDatabase } from '../../src/database/database.js';
import { openEmbedded } from '../../src/database/embedded.js';
import { templateDir } from '../bench-results/bench-helper.js';

/**
 * The embedded database runs on a thread of its own (src/database/embedded.ts): PGlite is never
 * loaded on the main thread, so its compile and start hold up no page; its transactions are still
 * PGlite's own, and a closed database's thread is ended.
 */

// Every module this thread resolves from here on, to show which it never loads. In-thread hooks
// (Node.js 22.15 and later; this version of @types/node does not list them yet) see this thread's
// imports alone: the database's thread resolves its own.
type Resolve = (specifier: string, context: unknown, next: (specifier: string, context: unknown) => unknown) => unknown;
const { registerHooks } = nodeModule as unknown as { registerHooks?: (hooks: { resolve: Resolve }) => unknown };
const resolvedHere: string[] = [];
registerHooks?.({
  resolve(specifier, context, next) {
    resolvedHere.push(specifier);
    return next(specifier, context);
  },
});

function folder(t: { teardown(fn: () => unknown): void }, copyOf?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'atlas-thread-'));
  if (copyOf) cpSync(copyOf, dir, { recursive: true });
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

t.test('opening and querying the embedded database never loads PGlite on the main thread; its thread makes the folder', { skip: registerHooks ? false : 'no in-thread module hooks in this Node.js' }, async (t) => {
  const dataDir = join(folder(t), 'db');
  const database = lazyDatabase({ databaseUrl: undefined, dataDir });
  t.teardown(() => database.close());
  const [row] = await (await database.open()).query<{ answer: number }>('SELECT 6 * 7 AS answer');
  t.equal(row?.answer, 42, 'a query answered through the thread');
  t.ok(existsSync(join(dataDir, 'PG_VERSION')), 'the folder was made and initialised, by the thread');
  t.ok(resolvedHere.length > 0, 'the probe sees this thread\'s imports');
  t.same(resolvedHere.filter((specifier) => specifier.includes('pglite')), [], 'PGlite was never resolved on this thread');
});

t.test('a transaction through the thread: committed when its work resolves, rolled back when it throws', async (t) => {
  const database = await openEmbedded(folder(t, await templateDir()));
  t.teardown(() => database.close());
  await database.script('CREATE TABLE kept (n integer PRIMARY KEY)');
  t.equal(await database.transaction(async (tx) => {
    await tx.query('INSERT INTO kept VALUES ($1)', [1]);
    return (await tx.query<{ n: number }>('SELECT n FROM kept')).length;
  }), 1, 'the work sees its own insert and its value comes back');
  await t.rejects(database.transaction(async (tx) => {
    await tx.query('INSERT INTO kept VALUES ($1)', [2]);
    throw new Error('the work failed');
  }), /the work failed/, 'the work\'s error comes back as it was');
  const duplicate = database.transaction((tx) => tx.query('INSERT INTO kept VALUES (1)'));
  await t.rejects(duplicate, { code: '23505' }, 'a PostgreSQL error comes back with its code');
  t.same((await database.query<{ n: number }>('SELECT n FROM kept ORDER BY n')).map((row) => row.n), [1], 'only the committed row is there');
});

t.test('close() ends the thread', async (t) => {
  const database = await openEmbedded(folder(t, await templateDir()));
  await database.close();
  await t.rejects(database.query('SELECT 1'), /thread stopped/, 'nothing runs after close');
});
