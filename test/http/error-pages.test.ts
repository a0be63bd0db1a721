import t from 'tap';
import { createCatalogue, type Catalogue } from '../../src/catalogue/catalogue.js';
import { BOT_UA, BROWSER_UA, bootApp, embeddedPayload } from '../helper.js';

/** A catalogue whose every lookup fails, to provoke a 500. */
function brokenCatalogue(): Catalogue {
  const real = createCatalogue([]);
  return {
    ...real,
    get processors(): never {
      throw new Error('disk on fire at /secret/path');
    },
    find() {
      throw Object.assign(new Error('upstream unavailable'), { statusCode: 503 });
    },
  };
}

t.test('no route → 404 page titled Page Not Found, in the language of the path', async (t) => {
  const app = await bootApp(t);
  const cases = [
    ['/nowhere', 'zh', '页面未找到'],
    ['/en/nowhere', 'en', 'Page Not Found'],
    ['/zh/lib', 'zh', '页面未找到'],
    ['/cpu/amd/core-i9-14900k', 'zh', '页面未找到'],
    ['/en/cpu/intel/ryzen-7-7800x3d', 'en', 'Page Not Found'],
    ['/cpu/amd/Not_A_Slug', 'zh', '页面未找到'],
    [`/cpu/amd/${'a'.repeat(81)}`, 'zh', '页面未找到'],
  ] as const;
  for (const [url, locale, title] of cases) {
    const response = await app.inject({ url, headers: { 'user-agent': BROWSER_UA } });
    t.equal(response.statusCode, 404, `GET ${url}`);
    t.match(response.body, `<title>${title}</title>`);
    t.match(response.body, `<h1>${title}</h1>`);
    t.match(response.body, `Page Not Found: ${url}`);
    t.equal(embeddedPayload(response.body).locale, locale);
    t.match(response.body, /<header class="site-header">/, 'inside the default layout');
    t.notMatch(response.body, /rel="canonical"/, 'an error page names no canonical address');
    t.notMatch(response.body, /rel="alternate"/, 'nor alternates');
  }
});

t.test('the 404 message escapes the path', async (t) => {
  const app = await bootApp(t);
  const response = await app.inject({ url: '/<script>alert(1)</script>"\'', headers: { 'user-agent': BROWSER_UA } });
  t.equal(response.statusCode, 404);
  t.notMatch(response.body, /<script>alert/);
  // The client percent-encodes < and >; the quote it leaves is HTML-escaped.
  t.match(response.body, /<p class="error-message">Page Not Found: \/%3Cscript%3Ealert\(1\)%3C\/script%3E%22&#x27;<\/p>/);
});

t.test('other errors → Internal Server Error page with the error status, no internals in production', async (t) => {
  const app = await bootApp(t, { catalogue: brokenCatalogue(), env: { NODE_ENV: 'production' } });
  const home = await app.inject({ url: '/en', headers: { 'user-agent': BROWSER_UA } });
  t.equal(home.statusCode, 500);
  t.match(home.body, '<title>Internal Server Error</title>');
  t.notMatch(home.body, /disk on fire|secret|at .*\.ts:\d+/, 'no message or stack in production');
  const zh = await app.inject({ url: '/cpu/intel/core-i9-14900k', headers: { 'user-agent': BROWSER_UA } });
  t.equal(zh.statusCode, 503, "the error's own status");
  t.match(zh.body, '<title>服务器内部错误</title>');
});

t.test('outside production a 5xx page shows the message but never a stack', async (t) => {
  const app = await bootApp(t, { catalogue: brokenCatalogue() });
  const response = await app.inject({ url: '/lib', headers: { 'user-agent': BROWSER_UA } });
  t.equal(response.statusCode, 500);
  t.match(response.body, 'disk on fire');
  t.notMatch(response.body, /    at /);
});

t.test('bots get the status, an empty body and X-Robots-Tag: noindex', async (t) => {
  const app = await bootApp(t, { catalogue: brokenCatalogue() });
  for (const [url, status] of [['/en/nowhere', 404], ['/lib', 500]] as const) {
    const response = await app.inject({ url, headers: { 'user-agent': BOT_UA } });
    t.equal(response.statusCode, status, url);
    t.equal(response.body, '');
    t.equal(response.headers['x-robots-tag'], 'noindex');
  }
});

t.test('a failing request does not affect the next one', async (t) => {
  const app = await bootApp(t);
  for (let i = 0; i < 3; i++) {
    t.equal((await app.inject({ url: '/%E0%A4%A' })).statusCode < 500, true, 'malformed URL is a client error');
    t.equal((await app.inject({ url: '/cpu/amd/nope' })).statusCode, 404);
    t.equal((await app.inject({ url: '/lib' })).statusCode, 200);
  }
});

t.test('every error is logged with the request context', async (t) => {
  const lines: string[] = [];
  const app = await bootApp(t, {
    catalogue: brokenCatalogue(),
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line: string) => void lines.push(line) },
  });
  await app.inject({ url: '/lib' });
  await app.inject({ url: '/en/nope' });
  const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.statusCode >= 400 && entry.err);
  t.equal(errors.length, 2);
  t.match(errors[0], { level: 50, reqId: String, url: '/lib', statusCode: 500, err: { message: 'disk on fire at /secret/path' } });
  t.match(errors[1], { level: 30, reqId: String, url: '/en/nope', statusCode: 404 });
});
