import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { readConfig } from '../../src/config.js';
import type { LazyDatabase } from '../../src/database/database.js';
import { bootApp } from '../helper.js';

/**
 * The database is opened on the bench's first request, never for start-up or a page: the built
 * server does not even load a driver until then, and serving pages, payloads and the catalogue's
 * open data never asks for it. The one other reader is the refresh of the bench's figures, which
 * the server starts once ready (src/server.ts): a page never waits for it, and a database that
 * cannot open leaves the pages as they were.
 */
t.test('dist/server.mjs loads no database driver at start-up', async (t) => {
  const server = readFileSync(join(readConfig({}).rootDir, 'dist', 'server.mjs'), 'utf8');
  t.notMatch(server, /^import [^;]*from "(@electric-sql\/pglite|pg)";/m, 'no static import of PGlite or node-postgres');
  t.match(server, /import\("@electric-sql\/pglite"\)/, 'PGlite is imported when the database is first opened');
});

t.test("pages, payloads and open data never open the database; the bench's API does", async (t) => {
  const { database, opened } = unopenableDatabase();
  const app = await bootApp(t, { bench: { database } });
  for (const url of ['/', '/en/lib', '/cpu/amd/ryzen-5-5600', '/_payload.json', '/data/processors.csv', '/api/bench/challenge']) {
    t.equal((await app.inject({ url })).statusCode, 200, url);
  }
  t.equal(opened(), 0, 'not opened');
  const figures = await app.inject({ url: '/api/bench/figures?processor=amd:ryzen-5-5600', headers: { 'accept-language': 'en' } });
  t.equal(opened(), 1, "opened by the bench's API");
  t.equal(figures.statusCode, 503, 'a database that cannot open is an error for that request alone');
  t.same(figures.json().error, { code: 'unavailable', message: 'Bench results cannot be read or stored just now: please try again later.' });
});

t.test("the figures' refresh, started once ready, opens the database; pages go on without it", async (t) => {
  const { database, opened } = unopenableDatabase();
  const app = await bootApp(t, { bench: { database } });
  const page = await app.inject({ url: '/cpu/amd/ryzen-5-5600' });
  t.equal(opened(), 0, 'building the app and serving a page open nothing');
  await t.rejects(app.benchFigures.refresh(), /no database in this test/, 'the refresh opens it');
  t.equal(opened(), 1);
  const again = await app.inject({ url: '/cpu/amd/ryzen-5-5600' });
  t.equal(again.statusCode, 200, 'a page is still served');
  t.equal(again.headers.etag, page.headers.etag, 'as it was');
  t.equal(opened(), 1, 'and still opens nothing');
});

/** A database that cannot open, counting how often something tried. */
function unopenableDatabase(): { database: LazyDatabase; opened: () => number } {
  let count = 0;
  const database: LazyDatabase = {
    open: async () => {
      count += 1;
      throw new Error('no database in this test');
    },
    openedInMs: null,
    close: async () => {},
  };
  return { database, opened: () => count };
}
