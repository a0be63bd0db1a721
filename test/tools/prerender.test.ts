import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { readBuildManifest } from '../../src/render/build-manifest.js';
import { createCatalogue } from '../../src/catalogue/catalogue.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { prerender } from '../../src/tools/prerender.js';
import { BROWSER_UA, bootApp, embeddedPayload, partElement } from '../helper.js';
import { pageCount } from '../page-states.js';

const rootDir = readConfig({}).rootDir;
const shipped = await loadCatalogue(undefined, rootDir);
// A few processors of each vendor keep the test quick; the paths are the same function of any catalogue.
const catalogue = createCatalogue([
  ...shipped.processors.filter((p) => p.vendor === 'amd').slice(0, 3),
  ...shipped.processors.filter((p) => p.vendor === 'intel').slice(0, 2),
]);

t.test('every route, one page per processor, by its Chinese path', async (t) => {
  const paths = (await bootApp(t, { catalogue })).sitePages.paths();
  t.same(paths.slice(0, 2), ['/', '/lib']);
  t.equal(paths.length, pageCount(catalogue), 'every page of every public route: home, library, compare, the ladder, five processors, their sockets and their upgrade advice');
  t.ok(paths.includes('/ladder'), 'the ladder, as its default (desktop) page');
  for (const p of catalogue.processors) {
    t.ok(paths.includes(`/cpu/${p.vendor}/${p.id}`), p.id);
    t.ok(paths.includes(`/upgrade/${p.vendor}/${p.id}`), `${p.id}'s upgrade advice`);
  }
  for (const socket of catalogue.platforms.sockets) t.ok(paths.includes(`/socket/${socket.id}`), socket.id);
  const whole = (await bootApp(t, { catalogue: shipped })).sitePages.paths();
  t.equal(whole.length, pageCount(shipped), 'the shipped catalogue: every processor, its advice, every socket');
  t.ok(whole.includes('/socket/am4') && whole.includes('/socket/lga1700') && whole.includes('/upgrade/amd/ryzen-5-3600'));
});

t.test('the files a static host serves: pages, payloads, 404, open data, assets, meta', async (t) => {
  const app = await bootApp(t, { catalogue });
  const manifest = readBuildManifest(rootDir);
  const outDir = await mkdtemp(join(tmpdir(), 'atlas-prerender-'));
  t.teardown(() => rm(outDir, { recursive: true, force: true }));
  const { paths, files } = await prerender(app, { catalogue, manifest, rootDir, outDir });
  t.equal(paths.length, 2 * pageCount(catalogue), 'both languages');
  t.ok(paths.includes('/en') && paths.includes('/compare') && paths.includes('/en/lib') && paths.includes('/en/ladder'));
  t.equal(files, paths.length * 2 + 2 + 7 + 1, 'page and payload per path, two 404s, open data (processors twice, sockets, chipsets) and its schema, robots and sitemap, meta');
  t.equal(JSON.parse(await readFile(join(outDir, 'data', 'sockets.json'), 'utf8')).sockets.length, catalogue.platforms.sockets.length, 'the sockets, as served');
  t.match(await readFile(join(outDir, 'sitemap.xml'), 'utf8'), '<loc>https://atlas.test/en/lib</loc>');

  for (const path of paths) {
    const html = await readFile(join(outDir, path, 'index.html'), 'utf8');
    const served = (await app.inject({ url: path, headers: { 'user-agent': BROWSER_UA } })).body;
    t.equal(html, served, `${path}: the page the server sends`);
    const payload = JSON.parse(await readFile(join(outDir, path, '_payload.json'), 'utf8'));
    t.same({ ...payload, parts: Object.keys(payload.parts) }, embeddedPayload(html), `${path}: its payload, as embedded`);
    for (const [name, part] of Object.entries<string>(payload.parts)) t.ok(html.includes(partElement(name, part)), `${path}: its part "${name}" in place`);
  }
  t.match(await readFile(join(outDir, '404.html'), 'utf8'), '<title>页面未找到</title>');
  t.match(await readFile(join(outDir, 'en', '404.html'), 'utf8'), '<title>Page Not Found</title>');
  t.equal(JSON.parse(await readFile(join(outDir, 'data', 'processors.json'), 'utf8')).length, 5);
  t.match(await readFile(join(outDir, 'data', 'processors.csv'), 'utf8'), /^\uFEFFid,/, 'the CSV as served, byte order mark included');

  const assets = await readdir(join(outDir, 'assets'));
  t.ok(assets.includes(manifest.entry.js.replace('/assets/', '')), 'the client entry is there');
  const meta = JSON.parse(await readFile(join(outDir, 'assets', 'builds', 'meta', `${manifest.buildId}.json`), 'utf8'));
  t.same(meta, { id: manifest.buildId, timestamp: manifest.timestamp, prerendered: paths }, 'the build meta lists every page');
});
