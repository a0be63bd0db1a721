import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import t from 'tap';
import { BOT_UA, BROWSER_UA, bootApp } from '../helper.js';

/**
 * Pages, payloads, search answers and open data are made once per key and kept with their
 * compressed variants (src/http/response-cache.ts, src/http/cached-response.ts): the same request
 * gets the same bytes and ETag, anything that changes the bytes — the theme, the query — gets
 * other bytes under another key, and a client holding the bytes gets 304.
 */
const app = await bootApp(t);
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers: { 'user-agent': BROWSER_UA, ...headers } });
const tagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

t.test('GET /en/lib twice: the same bytes and the same ETag, made from the bytes alone', async (t) => {
  const [first, second] = [await get('/en/lib'), await get('/en/lib')];
  t.equal(first.statusCode, 200);
  t.equal(first.body, second.body);
  t.equal(first.headers.etag, second.headers.etag);
  t.equal(first.headers.etag, tagOf(first.rawPayload), 'the ETag is a hash of the bytes sent');
  t.equal(first.headers['cache-control'], 'no-cache', 'a browser asks again, and gets 304 while nothing changed');
  t.match(first.headers.vary, /Cookie/);
  t.match(first.headers.vary, /Accept-Encoding/);
});

t.test('what changes the bytes changes the key: the saved theme, the query', async (t) => {
  const plain = await get('/cpu/amd/ryzen-7-7800x3d');
  const dark = await get('/cpu/amd/ryzen-7-7800x3d', { cookie: 'theme=dark' });
  t.match(dark.body, '<html lang="zh-CN" dir="ltr" data-theme="dark">');
  t.notMatch(plain.body, 'data-theme=');
  t.not(plain.headers.etag, dark.headers.etag, 'a theme is other bytes, another ETag');
  const amd = await get('/lib?vendor=amd');
  const intel = await get('/lib?vendor=intel');
  t.not(amd.headers.etag, intel.headers.etag, 'another filter is another page');
});

t.test('queries that ask the same thing are one page: unknown parameters and defaults leave it as it is', async (t) => {
  const home = await get('/en');
  const tracked = await get('/en?utm_source=newsletter&fbclid=x');
  t.equal(tracked.headers.etag, home.headers.etag, 'a tracking parameter does not change the home page');
  t.equal(tracked.body, home.body);
  const ladder = await get('/en/ladder');
  const spelled = await get('/en/ladder?segment=desktop&metric=score&ref=x');
  t.equal(spelled.headers.etag, ladder.headers.etag, 'the default segment and metric, written out, are the same ladder');
});

t.test('bots get the whole document, the very bytes a person gets', async (t) => {
  const person = await get('/cpu/intel/core-i9-14900k');
  const bot = await get('/cpu/intel/core-i9-14900k', { 'user-agent': BOT_UA });
  t.equal(bot.statusCode, 200);
  t.match(bot.body, /<\/html>\n$/, 'the document is whole');
  t.equal(bot.headers.etag, person.headers.etag);
});

t.test('compressed variants: their own tags, the same bytes inside', async (t) => {
  const identity = await get('/en/cpu/amd/ryzen-7-7800x3d');
  const br = await get('/en/cpu/amd/ryzen-7-7800x3d', { 'accept-encoding': 'br' });
  const gzip = await get('/en/cpu/amd/ryzen-7-7800x3d', { 'accept-encoding': 'gzip' });
  t.equal(br.headers['content-encoding'], 'br');
  t.equal(gzip.headers['content-encoding'], 'gzip');
  t.equal(brotliDecompressSync(br.rawPayload).toString(), identity.body);
  t.equal(gunzipSync(gzip.rawPayload).toString(), identity.body);
  const base = String(identity.headers.etag).slice(1, -1);
  t.equal(br.headers.etag, `"${base}-br1"`, 'the first copy is the quick one, with a tag of its own');
  t.equal(gzip.headers.etag, `"${base}-gz1"`);
  const again = await get('/en/cpu/amd/ryzen-7-7800x3d', { 'accept-encoding': 'br' });
  t.equal(again.headers.etag, `"${base}-br"`, 'asked again, the final copy');
  t.ok(again.rawPayload.length < br.rawPayload.length, 'which is smaller');
  t.equal(brotliDecompressSync(again.rawPayload).toString(), identity.body);
  const third = await get('/en/cpu/amd/ryzen-7-7800x3d', { 'accept-encoding': 'br' });
  t.same(third.rawPayload, again.rawPayload, 'and is kept and sent as it is');
  t.equal(third.headers.etag, again.headers.etag);
});

t.test('If-None-Match with the bytes the client holds: 304, no body', async (t) => {
  for (const url of ['/en', '/lib?vendor=amd', '/cpu/amd/ryzen-7-7800x3d/_payload.json?b', '/api/search?q=7800x3d&locale=en', '/data/processors.csv']) {
    const first = await get(url, { 'accept-encoding': 'br' });
    t.ok(first.headers.etag, `${url} has an ETag`);
    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    t.equal(again.statusCode, 304, `GET ${url} revalidates`);
    t.equal(again.body, '');
    // It names the final copy, as the next 200 would; the client's first, quick copy decodes to the same bytes.
    t.equal(again.headers.etag, String(first.headers.etag).replace(/-br1"$/, '-br"'));
    // The identity tag of the same bytes revalidates a compressed request too, and the reverse.
    const plain = await get(url);
    const crossed = await get(url, { 'accept-encoding': 'br', 'if-none-match': `W/${plain.headers.etag}` });
    t.equal(crossed.statusCode, 304, `GET ${url}: a tag of the same bytes in another encoding revalidates`);
    const stale = await get(url, { 'if-none-match': '"something-else"' });
    t.equal(stale.statusCode, 200, `GET ${url}: another tag gets the bytes`);
  }
});

t.test('the payload of a page carries the query it was made for, as the page reads it', async (t) => {
  const payload = (await get('/en/lib/_payload.json?b&segment=mobile&vendor=amd&q=&per=24')).json();
  t.equal(payload.search, '?vendor=amd&segment=mobile', 'empty and default values left out, in one order');
});

t.test('a cache of one megabyte still answers every page, forgetting the oldest', async (t) => {
  const small = await bootApp(t, { env: { CACHE_MB: '1' } });
  const urls = [
    '/',
    '/en',
    '/lib',
    '/en/lib',
    '/ladder',
    '/data/processors.json',
    '/cpu/amd/ryzen-7-7800x3d',
    '/compare?ids=amd:ryzen-7-7800x3d,intel:core-i9-14900k',
  ];
  const first = new Map<string, string>();
  for (const url of urls) first.set(url, String((await small.inject({ url, headers: { 'user-agent': BROWSER_UA } })).headers.etag));
  for (const url of urls) {
    const again = await small.inject({ url, headers: { 'user-agent': BROWSER_UA } });
    t.equal(again.statusCode, 200, `${url} still answers`);
    t.equal(again.headers.etag, first.get(url), `${url}: the same bytes, kept or made again`);
  }
});
