import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { readConfig } from '../src/config.js';
import { VIEW_NAMES } from '../src/shared/routes.js';
import { bootApp } from './helper.js';

const { rootDir } = readConfig({});
const dist = join(rootDir, 'dist');

t.test('the manifest names a hashed chunk for every view, the entry and the CSS', async (t) => {
  const manifest = JSON.parse(await readFile(join(dist, 'manifest.json'), 'utf8'));
  t.match(manifest.buildId, /^[0-9a-f]{12}$/);
  t.match(manifest.entry.js, /^\/assets\/entry-[A-Z0-9]{8}\.js$/);
  t.match(manifest.css[0], /^\/assets\/styles-[A-Z0-9]{8}\.css$/);
  for (const view of VIEW_NAMES) t.match(manifest.views[view].js, new RegExp(`^/assets/${view}-[A-Z0-9]{8}\\.js$`), view);
});

t.test('build meta: latest.json and meta/{id}.json', async (t) => {
  const manifest = JSON.parse(await readFile(join(dist, 'manifest.json'), 'utf8'));
  const latest = JSON.parse(await readFile(join(dist, 'client/builds/latest.json'), 'utf8'));
  t.same(latest, { id: manifest.buildId, timestamp: manifest.timestamp });
  const meta = JSON.parse(await readFile(join(dist, `client/builds/meta/${manifest.buildId}.json`), 'utf8'));
  t.same(meta, { id: manifest.buildId, timestamp: manifest.timestamp, prerendered: [] });
});

t.test(
  "the browser bundles only client/, views/ but views/parts/, src/shared/ (the bench's browser half included), the record's plain modules src/shared takes and packages: no server module, no Node built-in",
  async (t) => {
    const { inputs, externals } = JSON.parse(await readFile(join(dist, 'browser-inputs.json'), 'utf8')) as { inputs: string[]; externals: string[] };
    t.ok(inputs.includes('client/entry.tsx') && inputs.includes('src/shared/routes.ts'), "the list is the browser build's");
    // The bench's kernels and run are in src/shared/bench/, which the page runs as the command-line
    // runner does; the submission's schema there reaches the browser as types only (zod, below), and
    // the runner's own files (Node, src/bench/runner/) not at all.
    // src/shared takes the record's vocabulary, launch-date format, key and benchmark terms from
    // src/record/, the lowest layer (plain modules: test/boundaries.test.ts holds that none of them
    // takes zod or a Node built-in, and the two checks below hold it for what was bundled).
    const allowed = /^(client|views|src\/shared|src\/record)\/|^node_modules\/|^locales\/[a-z]+\.json$|^entry\.js$/;
    // The build's plugin loads modules the views share with the entry in a namespace of its own.
    const strays = inputs.map((input) => input.replace(/^shared:/, '')).filter((file) => !allowed.test(file));
    t.same(strays, [], `of ${inputs.length} inputs, none is server code (move what the browser needs into src/shared/)`);
    // The record's schemas (src/record/) validate on the server; their library stays there too.
    t.same(
      inputs.filter((input) => input.includes('node_modules/zod/')),
      [],
      'no schema library reaches the browser',
    );
    // views/parts/ is drawn on the server only: its HTML reaches the browser, never its code.
    const parts = inputs.map((input) => input.replace(/^shared:/, '')).filter((file) => file.startsWith('views/parts/'));
    t.same(parts, [], 'no server-drawn part reaches a browser file (a hydrated component may not import from views/parts/)');
    // A Node built-in the browser cannot load would be left external ('node:fs', 'fs', 'stream').
    t.same(
      externals.filter((external) => !external.startsWith('/assets/')),
      [],
      'the browser build imports nothing only a server has',
    );
  },
);

t.test('no catalogue record reaches the browser chunks', async (t) => {
  const files = (await readdir(join(dist, 'client'))).filter((file) => file.endsWith('.js'));
  t.ok(files.length >= 5, 'entry, views and messages');
  for (const file of files) {
    const code = await readFile(join(dist, 'client', file), 'utf8');
    t.notOk(code.includes('Ryzen 7 7800X3D') || code.includes('Raphael'), `${file} holds no catalogue record`);
  }
});

t.test('source maps: named in a SourceMap header, not in a comment every visitor downloads', async (t) => {
  const app = await bootApp(t);
  const manifest = JSON.parse(await readFile(join(dist, 'manifest.json'), 'utf8'));
  for (const url of [manifest.entry.js, manifest.css[0], manifest.views.processor.js]) {
    const response = await app.inject({ url });
    t.notMatch(response.body, /sourceMappingURL/, `${url} carries no map comment`);
    const map = response.headers.sourcemap;
    t.equal(map, `${url.split('/').pop()}.map`, `${url} names its map`);
    const mapResponse = await app.inject({ url: new URL(String(map), `http://x${url}`).pathname });
    t.equal(mapResponse.statusCode, 200, `${url}'s map is served`);
  }
});

t.test('cache headers: hashed assets immutable, latest.json and HTML no-cache', async (t) => {
  const app = await bootApp(t);
  const manifest = JSON.parse(await readFile(join(dist, 'manifest.json'), 'utf8'));
  for (const url of [manifest.entry.js, manifest.css[0], manifest.views.home.js, `/assets/builds/meta/${manifest.buildId}.json`]) {
    const response = await app.inject({ url });
    t.equal(response.statusCode, 200, url);
    t.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable', url);
  }
  const latest = await app.inject({ url: '/assets/builds/latest.json' });
  t.equal(latest.headers['cache-control'], 'no-cache');
  t.same(latest.json().id, manifest.buildId);
  t.equal((await app.inject({ url: '/en' })).headers['cache-control'], 'no-cache');
  t.equal((await app.inject({ url: '/assets/nope.js' })).statusCode, 404);
});

t.test('the server loads the picture renderer when a picture is first drawn, not at start-up', async (t) => {
  // Start-up and cached pages must not pay for satori, resvg and the fonts (src/cards/draw-picture.ts).
  const server = await readFile(join(dist, 'server.mjs'), 'utf8');
  for (const name of ['satori', '@resvg/resvg-js']) {
    t.notMatch(server, new RegExp(`from ["']${name.replace('/', '\\/')}["']`), `${name}: no static import`);
    t.match(server, `import("${name}")`, `${name}: imported when needed`);
  }
});
