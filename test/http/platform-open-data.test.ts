import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { createCatalogue } from '../../src/catalogue/catalogue.js';
import { readConfig } from '../../src/config.js';
import { BUILDCORES_ATTRIBUTION } from '../../src/record/platform-schema.js';
import { bootApp } from '../helper.js';

/**
 * /data/sockets.json, /data/chipsets.json and /data/boards.json: the platform files as open data,
 * each carrying BuildCores OpenDB's ODC-By attribution word for word.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);

t.test('GET /data/sockets.json, /data/chipsets.json, /data/boards.json: every record, with the attribution', async (t) => {
  const app = await bootApp(t, { catalogue });
  const { platforms } = catalogue;
  const sockets = await app.inject({ url: '/data/sockets.json' });
  t.equal(sockets.statusCode, 200);
  t.match(sockets.headers['content-type'], /^application\/json/);
  t.match(sockets.headers.etag, /^"/);
  const socketFile = sockets.json();
  t.equal(socketFile.attribution, BUILDCORES_ATTRIBUTION);
  t.equal(socketFile.sockets.length, platforms.sockets.length);
  const am4 = socketFile.sockets.find((socket: { id: string }) => socket.id === 'am4');
  t.same([am4.soldered, am4.boards, am4.processors], [false, platforms.socket('am4')!.boardCount, platforms.processorsOn('am4').length]);
  t.same(
    am4.chipsets,
    platforms.chipsetsOf('am4').map((chipset) => chipset.id),
  );

  const chipsetFile = (await app.inject({ url: '/data/chipsets.json' })).json();
  t.equal(chipsetFile.attribution, BUILDCORES_ATTRIBUTION);
  t.equal(chipsetFile.chipsets.length, platforms.chipsets.length);
  const b450 = chipsetFile.chipsets.find((chipset: { id: string }) => chipset.id === 'b450');
  const sourceOf = (id: string) => chipsetFile.sources.find((source: { id: string }) => source.id === id);
  const pa100 = b450.support.find((statement: { source: string }) => statement.source === 'amd-pa-100');
  t.same(
    [pa100.status, sourceOf('amd-pa-100').kind, sourceOf('amd-pa-100').url],
    ['bios-update', 'vendor-page', 'https://www.amd.com/en/support/kb/faq/pa-100'],
    'each statement names its source, and the source its kind',
  );
  t.ok(
    b450.support.every((statement: { text: { en: string; zh: string } }) => statement.text.en && statement.text.zh),
    'in both languages',
  );
  t.ok(chipsetFile.sources.some((source: { kind: string; publisher: string }) => source.kind === 'vendor-statement' && source.publisher === 'AnandTech'));

  const boardFile = (await app.inject({ url: '/data/boards.json' })).json();
  t.equal(boardFile.attribution, BUILDCORES_ATTRIBUTION);
  t.equal(boardFile.source.url, 'https://github.com/buildcores/buildcores-open-db');
  t.equal(boardFile.boards.length, platforms.boardIndex!.boards.length);
});

t.test('without a board index, /data/boards.json is a 404 and the others still answer', async (t) => {
  const app = await bootApp(t, { catalogue: createCatalogue(catalogue.processors.slice(0, 20)) });
  t.equal((await app.inject({ url: '/data/boards.json' })).statusCode, 404);
  t.equal((await app.inject({ url: '/data/sockets.json' })).statusCode, 200);
});
