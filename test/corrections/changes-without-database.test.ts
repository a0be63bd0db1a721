import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { bootApp } from '../helper.js';

/**
 * An embedded database whose folder was never made holds no report and no bench result, so
 * /changes, its feed and the figures' refresh answer without opening it: opening would make the
 * folder, cost the first visitor of /changes seconds, and hold about 200 MB of WebAssembly memory
 * for as long as the process runs.
 */
t.test('with no database folder, /changes and its feed answer at once and make no folder', async (t) => {
  const dataDir = join(tmpdir(), `cpu-atlas-never-made-${process.pid}`);
  const app = await bootApp(t, { env: { ATLAS_DATA_DIR: dataDir } });
  for (const path of ['/changes', '/en/changes']) {
    const page = await app.inject({ url: path });
    t.equal(page.statusCode, 200, path);
    t.match(page.body, /href="\/(en\/)?cpu\/intel\/core-i9-11980hk"/, 'the data corrections are listed');
    t.notMatch(page.body, /(cannot be read just now|暂时无法读取)/, 'no report is missing: there can be none');
  }
  const feed = await app.inject({ url: '/changes.atom' });
  t.equal(feed.statusCode, 200, 'the feed, with no entry');
  t.notMatch(feed.body, /<entry>/);
  await app.benchFigures.refresh();
  t.notOk(existsSync(dataDir), 'the folder was never made: nothing opened the database');
});
