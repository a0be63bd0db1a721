import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import t from 'tap';
import { chooseEncoding } from '../../src/http/encoding.js';
import { readConfig } from '../../src/config.js';
import { BROWSER_UA, bootApp } from '../helper.js';

t.test('the encoding follows Accept-Encoding and its q-values', async (t) => {
  const cases: [string | undefined, ReturnType<typeof chooseEncoding>][] = [
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip;q=0, *;q=0.1', 'br'],
    ['deflate', null],
    ['gzip;q=nonsense', null],
  ];
  for (const [header, expected] of cases) t.equal(chooseEncoding(header), expected, String(header));
});

t.test('pages, payloads, open data, error pages and the sitemap are compressed for clients that ask', async (t) => {
  const app = await bootApp(t);
  for (const url of ['/cpu/amd/ryzen-7-7800x3d', '/en/lib', '/en/lib/_payload.json', '/data/processors.csv', '/nope', '/sitemap.xml']) {
    const plain = await app.inject({ url, headers: { 'user-agent': BROWSER_UA } });
    const br = await app.inject({ url, headers: { 'user-agent': BROWSER_UA, 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await app.inject({ url, headers: { 'user-agent': BROWSER_UA, 'accept-encoding': 'gzip' } });
    t.equal(plain.headers['content-encoding'], undefined, `${url}: nothing asked, nothing compressed`);
    t.equal(br.headers['content-encoding'], 'br', `${url}: brotli preferred`);
    t.equal(gzip.headers['content-encoding'], 'gzip', `${url}: gzip when only gzip is accepted`);
    t.equal(br.statusCode, plain.statusCode, `${url}: same status`);
    t.match(String(br.headers.vary), /Accept-Encoding/i, `${url}: caches keep the variants apart`);
    t.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body, `${url}: brotli body is the page`);
    t.equal(gunzipSync(gzip.rawPayload).toString(), plain.body, `${url}: gzip body is the page`);
    // The 404 page is small and much of it is the radar's coordinates, each written once.
    const ratio = url === '/nope' ? 2.5 : 3;
    t.ok(br.rawPayload.length < plain.rawPayload.length / ratio, `${url}: at least ${ratio} times smaller`);
  }
});

t.test('small bodies and not-modified answers go as they are', async (t) => {
  const app = await bootApp(t);
  const latest = await app.inject({ url: '/assets/builds/latest.json', headers: { 'accept-encoding': 'br' } });
  t.equal(latest.headers['content-encoding'], undefined, 'a few bytes of JSON are not compressed');
  const first = await app.inject({ url: '/data/processors.json' });
  const again = await app.inject({
    url: '/data/processors.json',
    headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
  });
  t.equal(again.statusCode, 304);
  t.equal(again.headers['content-encoding'], undefined);
  t.equal(again.rawPayload.length, 0);
});

t.test("built assets are sent precompressed, at the build's strongest settings", async (t) => {
  const app = await bootApp(t);
  const dist = join(readConfig({}).rootDir, 'dist');
  const manifest = JSON.parse(await readFile(join(dist, 'manifest.json'), 'utf8'));
  for (const url of [manifest.entry.js, manifest.css[0]]) {
    const file = join(dist, 'client', url.replace(/^\/assets\//, ''));
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    t.equal(br.headers['content-encoding'], 'br', url);
    t.same(br.rawPayload, await readFile(`${file}.br`), `${url}: the build's .br file`);
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    t.same(gzip.rawPayload, await readFile(`${file}.gz`), `${url}: the build's .gz file`);
    t.same(gunzipSync(gzip.rawPayload), await readFile(file), `${url}: which unpacks to the file`);
    t.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
  }
});
