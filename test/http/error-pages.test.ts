import t from 'tap';
import { createCatalogue, type Catalogue } from '../../src/catalogue/catalogue.js';
import { BOT_UA, BROWSER_UA, bootApp, embeddedPayload } from '../helper.js';

/** The page without the payload and asset map scripts: what a reader sees. */
function visibleHtml(html: string): string {
  return html.replace(/<script type="application\/json"[^]*?<\/script>/g, '');
}

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
    // The page says it in its own language; the English message stays in the data (and the log).
    const sentence = locale === 'zh' ? `没有这个页面：${url}` : `There is no page at ${url}.`;
    t.match(response.body, `<p class="error-message">${sentence}</p>`, `GET ${url}: the sentence in ${locale}`);
    t.notMatch(visibleHtml(response.body), 'Page Not Found:', `GET ${url}: no English sentence on the page`);
    t.equal(embeddedPayload(response.body).data.message, `Page Not Found: ${url}`);
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
  t.match(response.body, /<p class="error-message">没有这个页面：\/%3Cscript%3Ealert\(1\)%3C\/script%3E%22&#x27;<\/p>/);
});

t.test('a mistyped processor URL stays a 404 and offers the closest processors and a search field, in its language', async (t) => {
  const app = await bootApp(t);
  const cases = [
    ['/cpu/amd/ryzen-7-7800x3', 'zh', 'amd', 'ryzen-7-7800x3d', 'ryzen 7 7800x3'],
    ['/en/cpu/amd/ryzen-7-7800x3', 'en', 'amd', 'ryzen-7-7800x3d', 'ryzen 7 7800x3'],
    ['/cpu/AMD/ryzen-7-7800x3d', 'zh', 'amd', 'ryzen-7-7800x3d', 'ryzen 7 7800x3d'],
    ['/en/cpu/AMD/ryzen-7-7800x3d', 'en', 'amd', 'ryzen-7-7800x3d', 'ryzen 7 7800x3d'],
    ['/cpu/amd/core-i9-14900k', 'zh', 'intel', 'core-i9-14900k', 'core i9 14900k'],
    ['/en/cpu/amd/core-i9-14900k', 'en', 'intel', 'core-i9-14900k', 'core i9 14900k'],
    ['/cpu/intel/ryzen-7-7800xd', 'zh', 'amd', 'ryzen-7-7800x3d', 'ryzen 7 7800xd'],
  ] as const;
  for (const [url, locale, vendor, id, query] of cases) {
    const response = await app.inject({ url, headers: { 'user-agent': BROWSER_UA } });
    t.equal(response.statusCode, 404, `GET ${url} stays a 404`);
    const prefix = locale === 'en' ? '/en' : '';
    const heading = locale === 'zh' ? '你要找的是不是：' : 'Did you mean:';
    t.match(response.body, `<h2 id="error-suggestions-title">${heading}</h2>`, `GET ${url}: "did you mean" in ${locale}`);
    const first = /<nav class="error-suggestions"[^]*?<a href="([^"]+)"/.exec(response.body)?.[1];
    t.equal(first, `${prefix}/cpu/${vendor}/${id}`, `GET ${url}: the closest processor first`);
    const field = /<input id="error-search"[^>]*>/.exec(response.body)?.[0] ?? '';
    t.match(field, `value="${query}"`, `GET ${url}: the search field starts with the path read as a query`);
    t.match(
      response.body,
      new RegExp(`<form class="search-form" role="search" action="${prefix}/search">\\s*<input id="error-search"`),
      'a GET form to /search',
    );
  }
});

t.test('the language switch of an error page leads to the same path in the other language', async (t) => {
  const app = await bootApp(t);
  const cases = [
    ['/cpu/amd/ryzen-7-7800x3', '/en/cpu/amd/ryzen-7-7800x3'],
    ['/en/cpu/amd/ryzen-7-7800x3', '/cpu/amd/ryzen-7-7800x3'],
    ['/nowhere', '/en/nowhere'],
    ['/en/nowhere', '/nowhere'],
    ['/en/', '/'],
  ] as const;
  for (const [url, other] of cases) {
    const response = await app.inject({ url, headers: { 'user-agent': BROWSER_UA } });
    if (response.statusCode === 301) continue; // '/en/' is a trailing-slash redirect, not an error page
    t.equal(response.statusCode, 404, url);
    t.match(response.body, `class="language-switch" href="${other}"`, `GET ${url}: the switch leads to ${other}`);
  }
});

t.test('a payload 404 keeps the English message and carries the suggestions for the client', async (t) => {
  const app = await bootApp(t);
  const response = await app.inject({ url: '/en/cpu/amd/ryzen-7-7800x3/_payload.json?build', headers: { 'user-agent': BROWSER_UA } });
  t.equal(response.statusCode, 404);
  const body = response.json();
  t.equal(body.message, 'Page Not Found: /en/cpu/amd/ryzen-7-7800x3');
  t.equal(body.path, '/en/cpu/amd/ryzen-7-7800x3');
  t.equal(body.otherLanguagePath, '/cpu/amd/ryzen-7-7800x3');
  t.same(body.suggestions[0], { vendor: 'amd', id: 'ryzen-7-7800x3d', name: 'Ryzen 7 7800X3D' });
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
  for (const [url, status] of [
    ['/en/nowhere', 404],
    ['/lib', 500],
  ] as const) {
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
