import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import t from 'tap';
import { readBuildManifest } from '../../src/render/build-manifest.js';
import { createCatalogue } from '../../src/catalogue/catalogue.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { payloadPath } from '../../src/shared/payload-url.js';
import { picturePathsOf } from '../../src/tools/prerender.js';
import { localizePath } from '../../src/shared/route-paths.js';
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
  t.equal(
    paths.length,
    pageCount(catalogue),
    'every page of every public route: home, library, compare, the ladder, five processors, their sockets and their upgrade advice',
  );
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

t.test('npm run prerender: the files a static host serves, written on threads, with its progress on stderr', async (t) => {
  // A small generated catalogue has every page type (its processors name real sockets) and is
  // the same in the child process and here.
  const source = 'fake:6';
  const app = await bootApp(t, { catalogue: await loadCatalogue(source, rootDir) });
  const manifest = readBuildManifest(rootDir);
  const outDir = await mkdtemp(join(tmpdir(), 'atlas-prerender-'));
  t.teardown(() => rm(outDir, { recursive: true, force: true }));
  const { stdout, stderr } = await promisify(execFile)(process.execPath, [join(rootDir, 'dist', 'prerender.mjs'), '--out', outDir], {
    env: { PATH: process.env.PATH, CATALOG: source, SITE_URL: 'https://atlas.test' },
  });

  const chinese = app.sitePages.paths();
  const paths = [...chinese, ...chinese.map((path) => localizePath(path, 'en'))];
  t.ok(
    ['/socket/', '/upgrade/', '/cpu/', '/ladder', '/compare'].every((kind) => chinese.some((path) => path.startsWith(kind))),
    'every page type is there',
  );
  const meta = JSON.parse(await readFile(join(outDir, 'assets', 'builds', 'meta', `${manifest.buildId}.json`), 'utf8'));
  t.same(meta, { id: manifest.buildId, timestamp: manifest.timestamp, prerendered: paths }, 'the build meta lists every page, both languages');

  const written = (await filesUnder(outDir)).filter((file) => !file.startsWith('assets/') || file.startsWith('assets/builds/meta/'));
  const files = written.length;
  t.match(stdout, `prerendered ${paths.length} pages (${files} files) into ${outDir} in `, 'the summary counts what is on disk, the client files aside');
  t.ok(written.includes('404.html') && written.includes('en/404.html') && written.includes('data/sockets.json') && written.includes('sitemap.xml'));

  // Not a terminal: plain lines, from nothing done to all done, each with the time so far.
  t.notMatch(stderr, '\r', 'no line is rewritten in a log');
  const lines = stderr.trimEnd().split('\n');
  t.match(lines[0], new RegExp(`^pages 0/${paths.length} \\(0%\\), \\d+ s so far, working out the time to go$`));
  t.match(lines.at(-1), new RegExp(`^pages ${paths.length}/${paths.length} \\(100%\\), \\d+ s so far, done$`));

  const compared = new Set<string>();
  for (const path of paths) {
    const html = await readFile(join(outDir, path, 'index.html'), 'utf8');
    const served = (await app.inject({ url: path, headers: { 'user-agent': BROWSER_UA } })).body;
    t.equal(html, served, `${path}: the page the server sends`);
    const payload = await readFile(join(outDir, payloadPath(path)), 'utf8');
    t.equal(payload, (await app.inject(`${payloadPath(path)}?${manifest.buildId}`)).body, `${path}: its payload, as the server sends it`);
    const parsed = JSON.parse(payload);
    t.same({ ...parsed, parts: Object.keys(parsed.parts) }, embeddedPayload(html), `${path}: its payload, as embedded`);
    for (const [name, part] of Object.entries<string>(parsed.parts)) t.ok(html.includes(partElement(name, part)), `${path}: its part "${name}" in place`);
    // Each page has its pictures on disk; one page of each kind is drawn again here to hold them to
    // what the server sends (drawing all twice would double the test's time for nothing more).
    const kind = path.replace(/^\/en(?=\/|$)/, '').split('/')[1] ?? '';
    for (const picture of picturePathsOf(path)) {
      const file = await readFile(join(outDir, picture));
      if (compared.has(`${kind} ${picture.slice(-10)} ${path.startsWith('/en') ? 'en' : 'zh'}`)) continue;
      compared.add(`${kind} ${picture.slice(-10)} ${path.startsWith('/en') ? 'en' : 'zh'}`);
      t.ok(file.equals((await app.inject(picture)).rawPayload), `${picture}: the picture the server draws`);
    }
  }
  t.ok(written.includes('ladder/_image.png') && written.includes('en/_card.png'), "the ladder's tall image and the home page's card are there");
  t.match(await readFile(join(outDir, '404.html'), 'utf8'), '<title>页面未找到</title>');
  t.match(await readFile(join(outDir, 'en', '404.html'), 'utf8'), '<title>Page Not Found</title>');
  t.equal(JSON.parse(await readFile(join(outDir, 'data', 'processors.json'), 'utf8')).length, 6);
  t.match(await readFile(join(outDir, 'data', 'processors.csv'), 'utf8'), /^\uFEFFid,/, 'the CSV as served, byte order mark included');
  t.match(await readFile(join(outDir, 'sitemap.xml'), 'utf8'), '<loc>https://atlas.test/en/lib</loc>');
  t.ok((await readdir(join(outDir, 'assets'))).includes(manifest.entry.js.replace('/assets/', '')), 'the client entry is there');
});

t.test('npm run prerender: a catalogue that does not load stops it with the reason', async (t) => {
  const outDir = await mkdtemp(join(tmpdir(), 'atlas-prerender-'));
  t.teardown(() => rm(outDir, { recursive: true, force: true }));
  const run = promisify(execFile)(process.execPath, [join(rootDir, 'dist', 'prerender.mjs'), '--out', outDir], {
    env: { PATH: process.env.PATH, CATALOG: join(outDir, 'missing.json') },
  });
  await t.rejects(run, { code: 1, stderr: /^Prerendering failed: .*missing\.json/m });
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}
