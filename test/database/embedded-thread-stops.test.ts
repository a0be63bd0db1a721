import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as threads from 'node:worker_threads';
import t from 'tap';
import { templateDir } from '../bench-results/bench-helper.js';

/**
 * When the embedded database's thread stops (src/database/embedded.ts), every statement waiting for
 * it and every later one fails — the bench answers "unavailable", as when the database cannot open —
 * and its opener hears of it, so the lazy database opens it again on the next request. The threads
 * are counted through a Worker of the test's, which lets the test end one as a crash would.
 */
t.test('a thread that stops fails what waits for it and what comes after, and says so', async (t) => {
  const started: threads.Worker[] = [];
  class CountedWorker extends threads.Worker {
    constructor(...args: ConstructorParameters<typeof threads.Worker>) {
      super(...args);
      started.push(this);
    }
  }
  const embedded = await t.mockImport<typeof import('../../src/database/embedded.js')>('../../src/database/embedded.ts', {
    'node:worker_threads': { ...threads, Worker: CountedWorker },
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-thread-stops-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  cpSync(await templateDir(), dataDir, { recursive: true });
  let stops = 0;
  const database = await embedded.openEmbedded(dataDir, () => { stops += 1; });
  t.teardown(() => database.close());
  await database.script('CREATE TABLE kept (n integer)');
  await database.query('INSERT INTO kept VALUES (1)');
  t.equal(started.length, 1, 'one thread');

  // A transaction left open holds PGlite's other statements back: this query surely waits on the thread.
  let release: (() => void) | null = null;
  const holding = database.transaction(() => new Promise<void>((resolve) => { release = resolve; }));
  while (!release) await new Promise((resolve) => setImmediate(resolve));
  const waiting = database.query('SELECT n FROM kept');
  await started[0]!.terminate();
  await t.rejects(waiting, /embedded database's thread stopped/, 'a waiting statement fails');
  (release as () => void)();
  await t.rejects(holding, /thread stopped/, 'the open transaction fails');
  await t.rejects(database.query('SELECT 1'), /thread stopped/, 'a later statement fails at once');
  t.equal(stops, 1, 'the opener hears that the thread stopped');

  const reopened = await embedded.openEmbedded(dataDir);
  t.teardown(() => reopened.close());
  t.equal(started.length, 2, 'a new open is a new thread');
  t.same(await reopened.query('SELECT n FROM kept'), [{ n: 1 }], 'with what was committed');
});
