import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { BOT_UA, BROWSER_UA, bootApp } from '../helper.js';

/**
 * A response sent from the cache is sent again, the next time the same URL and theme are asked
 * for, before Fastify routes the request (src/http/response-replay.ts). The replay must be
 * invisible: over real HTTP (inject() does not pass the server in front of Fastify), the replayed
 * answers to a request are the full path's status, headers and bytes, for every page
 * type and form, both languages, every encoding, with and without cookies and If-None-Match —
 * and the root still sends a visitor who asks for English to /en.
 */
const lines: string[] = [];
const app = await bootApp(t, { env: { LOG_LEVEL: 'info' }, logStream: { write: (line: string) => void lines.push(line) } });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
function ask(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, method, headers: { 'user-agent': BROWSER_UA, ...headers } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode!, headers: incoming.headers, body: Buffer.concat(chunks) }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
/** What a client sees of an answer; the clock's headers aside (Date, and the search's measured time). */
function seen(answer: Answer) {
  const { date: _date, ...headers } = answer.headers;
  if (typeof headers['server-timing'] === 'string') headers['server-timing'] = headers['server-timing'].replace(/dur=[\d.]+/, 'dur=…');
  return { status: answer.status, headers, body: answer.body.toString('base64') };
}
/** Access lines of the replay: written without Fastify, so without its request id. */
const replayed = (url: string) => lines.filter((line) => !line.includes('"reqId"') && line.includes(`"url":${JSON.stringify(url)}`)).length;

const build = JSON.parse((await ask('/assets/builds/latest.json')).body.toString()).id as string;
const URLS = [
  '/',
  '/?utm_source=x',
  '/en',
  '/lib?vendor=amd&sort=-boost',
  '/en/lib',
  '/cpu/amd/ryzen-7-7800x3d',
  '/en/cpu/intel/core-i9-14900k',
  '/compare?ids=amd:ryzen-7-7800x3d,intel:core-i9-14900k',
  '/en/ladder?segment=mobile',
  `/_payload.json?${build}`,
  `/en/cpu/amd/ryzen-7-7800x3d/_payload.json?${build}`,
  `/lib/_payload.json?${build}&vendor=intel`,
  '/api/search?q=ryzen%207&locale=zh',
  '/api/search?q=7800&locale=en',
  '/sitemap.xml',
];
const VARIANTS: Record<string, string>[] = [
  {},
  { 'accept-encoding': 'br' },
  { 'accept-encoding': 'gzip, deflate' },
  { 'accept-encoding': 'br;q=0, gzip' },
  { cookie: 'theme=dark' },
  { cookie: 'theme=light; other=%%%', 'accept-encoding': 'br' },
  { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' },
  { cookie: 'i18n_redirected=zh', 'accept-language': 'en' },
];

t.test('GET twice and thrice: the replay sends the first answer again, header for header and byte for byte', async (t) => {
  for (const url of URLS) {
    for (const headers of VARIANTS) {
      // The first compressed answer is a quick copy, made once (src/http/encoding.ts); the second
      // is the final one, sent by the full path, which notes it for the replay.
      await ask(url, headers);
      const first = await ask(url, headers);
      t.equal(first.status, 200, `GET ${url} ${JSON.stringify(headers)}`);
      const before = replayed(url);
      for (const again of [await ask(url, headers), await ask(url, headers)]) t.same(seen(again), seen(first), `GET ${url} ${JSON.stringify(headers)} again`);
      const tag = String(first.headers.etag);
      const revalidated = await ask(url, { ...headers, 'if-none-match': tag });
      t.equal(revalidated.status, 304, `GET ${url} with its tag: 304`);
      t.same(seen(await ask(url, { ...headers, 'if-none-match': tag })), seen(revalidated), `GET ${url} with its tag again`);
      t.same(seen(await ask(url, { ...headers, 'if-none-match': '"other"' })), seen(first), `GET ${url} with another tag`);
      t.ok(replayed(url) > before, `GET ${url} ${JSON.stringify(headers)} was sent again without Fastify`);
    }
  }
});

t.test("HEAD is answered by Fastify, as it was, with the GET's headers and no body", async (t) => {
  await ask('/en/lib');
  const before = replayed('/en/lib');
  const head = await ask('/en/lib', {}, 'HEAD');
  const get = await ask('/en/lib');
  t.equal(head.status, 200);
  t.equal(head.body.length, 0);
  t.equal(head.headers.etag, get.headers.etag);
  t.equal(replayed('/en/lib'), before + 1, 'the GET was replayed, the HEAD was not');
});

t.test('GET / still sends a person who asks for English to /en, however often the Chinese home page was sent', async (t) => {
  for (let i = 0; i < 3; i++) await ask('/');
  const english: Record<string, string>[] = [
    { 'accept-language': 'en-US,en;q=0.9' },
    { cookie: 'i18n_redirected=en' },
    { cookie: 'theme=dark; i18n_redirected=en', 'accept-language': 'zh-CN' },
  ];
  for (const headers of english) {
    const answer = await ask('/', headers);
    t.equal(answer.status, 302, JSON.stringify(headers));
    t.equal(answer.headers.location, '/en');
    t.match(String(answer.headers['set-cookie']), /^i18n_redirected=en;/, 'the choice is remembered');
  }
  const bot = await ask('/', { 'user-agent': BOT_UA, 'accept-language': 'en-US' });
  t.equal(bot.status, 200, 'a crawler is never redirected');
  t.same(seen(bot), seen(await ask('/', { 'user-agent': BOT_UA, 'accept-language': 'en-US' })), 'and is sent the same page again');
});

t.test('an entry the cache has let go is made again, and its replay follows it', async (t) => {
  const smallLines: string[] = [];
  const small = await bootApp(t, { env: { CACHE_MB: '1', LOG_LEVEL: 'info' }, logStream: { write: (line: string) => void smallLines.push(line) } });
  await small.listen({ port: 0, host: '127.0.0.1' });
  const smallPort = (small.server.address() as AddressInfo).port;
  const get = (path: string) =>
    new Promise<Answer>((resolve, reject) => {
      request({ host: '127.0.0.1', port: smallPort, path, headers: { 'user-agent': BROWSER_UA, 'accept-encoding': 'br' } }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode!, headers: incoming.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  /** who answered the last request for the URL: Fastify writes its request id, the replay none */
  const lastAnswer = (url: string) => {
    const line = smallLines.filter((entry) => entry.includes(`"url":${JSON.stringify(url)}`)).pop() ?? '';
    return line.includes('"reqId"') ? 'fastify' : 'replay';
  };
  const url = '/en/cpu/amd/ryzen-7-7800x3d';
  await get(url);
  const first = await get(url);
  await get(url);
  t.equal(lastAnswer(url), 'replay');
  // A megabyte holds a few dozen pages: these push the first out.
  for (const segment of ['desktop', 'mobile', 'server'])
    for (const metric of ['score', 'per-watt', 'per-dollar']) await get(`/ladder?segment=${segment}&metric=${metric}`);
  for (let page = 1; page <= 40; page++) await get(`/lib?page=${page}`);
  await get(url);
  t.equal(lastAnswer(url), 'fastify', 'the entry was let go: the full path made it again');
  t.same(seen(await get(url)), seen(first), 'the same answer');
  t.same(seen(await get(url)), seen(first));
  t.equal(lastAnswer(url), 'replay', 'and the replay sends the new entry');
});

t.test('a URL noted for the replay does not hold its entry once the cache has let it go', async (t) => {
  // The replay notes a URL's cache key, never the entry: an entry held by a note would keep its
  // bytes and compressed variants in memory outside the cache's bound, for every URL asked once.
  const { setFlagsFromString } = await import('node:v8');
  const { runInNewContext } = await import('node:vm');
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  const { ResponseCache } = await import('../../src/http/response-cache.js');
  const { ResponseReplay } = await import('../../src/http/response-replay.js');
  const cache = new ResponseCache(64 * 1024);
  const replay = new ResponseReplay();
  replay.start({ cache, limit: 1024, log: app.log, parseCookie: () => ({}) });
  const noteOne = (url: string): WeakRef<object> => {
    const entry = cache.put(`page ${url}`, { status: 200, contentType: 'text/html; charset=utf-8', body: Buffer.alloc(10_000, url) });
    const request = { method: 'GET', url, visit: { path: url, theme: undefined } };
    const reply = { statusCode: 200, getHeaders: () => ({ 'content-type': entry.contentType }) };
    replay.note(request as never, reply as never, { key: `page ${url}`, entry, encoding: null, notModified: false }, entry.body!);
    return new WeakRef(entry);
  };
  const first = noteOne('/first');
  // Six more of 10 KB push the first out of 64 KB.
  for (let i = 0; i < 6; i++) noteOne(`/other-${i}`);
  t.equal(cache.get('page /first'), undefined, 'the cache let the first entry go');
  await new Promise((resolve) => setImmediate(resolve));
  collect();
  t.equal(first.deref(), undefined, 'and nothing else holds it');
});

t.test('the replay remembers at most its limit of URLs, the first noted going first', async (t) => {
  const { ResponseCache } = await import('../../src/http/response-cache.js');
  const { ResponseReplay } = await import('../../src/http/response-replay.js');
  const cache = new ResponseCache(1 << 20);
  const replay = new ResponseReplay();
  replay.start({ cache, limit: 2, log: app.log, parseCookie: () => ({}) });
  for (const url of ['/a', '/b', '/c']) {
    const entry = cache.put(`page ${url}`, { status: 200, contentType: 'text/plain', body: Buffer.from(url) });
    const request = { method: 'GET', url, visit: { path: url, theme: undefined } };
    const reply = { statusCode: 200, getHeaders: () => ({ 'content-type': 'text/plain' }) };
    replay.note(request as never, reply as never, { key: `page ${url}`, entry, encoding: null, notModified: false }, entry.body!);
  }
  const sent: string[] = [];
  const answered = (url: string) =>
    replay.answer({ method: 'GET', url, headers: {} } as never, { writeHead: () => undefined, end: (body: Buffer) => sent.push(String(body)) } as never);
  t.same(['/a', '/b', '/c'].map(answered), [false, true, true], '/a was forgotten when /c was noted');
  t.same(sent, ['/b', '/c']);
});
