import t from 'tap';
import { localeOfAcceptLanguage } from '../../src/http/locale-redirect.js';
import { BOT_UA, BROWSER_UA, bootApp } from '../helper.js';

t.test('Accept-Language: q-values decide, unsupported and malformed entries are passed over', async (t) => {
  const cases: [string | undefined, string | undefined][] = [
    [undefined, undefined],
    ['', undefined],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['fr-FR,fr;q=0.9,en;q=0.5,zh;q=0.4', 'en'],
    ['zh;q=0.4, en;q=0.6', 'en'],
    ['en;q=0, zh', 'zh'],
    ['de, ja', undefined],
    ['en;q=abc, zh;q=0.2', 'zh'],
    ['en;q=2', undefined],
    [';;;,,,=', undefined],
    ['english', undefined],
    ['zh-Hant-TW', 'zh'],
    ['x'.repeat(5000), undefined],
  ];
  for (const [header, expected] of cases) {
    t.equal(localeOfAcceptLanguage(header), expected, JSON.stringify(header));
  }
});

t.test('GET / redirects by language only for people, with cookie > Accept-Language > zh', async (t) => {
  const app = await bootApp(t);
  const get = (headers: Record<string, string>, url = '/') => app.inject({ url, headers: { 'user-agent': BROWSER_UA, ...headers } });

  t.test('GET / with Accept-Language en → 302 /en, sets the cookie', async (t) => {
    const response = await get({ 'accept-language': 'en-US,en;q=0.9' }, '/?q=1');
    t.equal(response.statusCode, 302);
    t.equal(response.headers.location, '/en?q=1', 'keeps the query');
    t.equal(response.headers.vary, 'Cookie, Accept-Language');
    const cookie = String(response.headers['set-cookie']);
    t.match(cookie, /^i18n_redirected=en;/);
    t.match(cookie, /Max-Age=31536000/);
    t.match(cookie, /Path=\//);
    t.match(cookie, /SameSite=Lax/);
  });
  t.test('GET / with cookie zh stays Chinese even when the browser prefers English', async (t) => {
    const response = await get({ cookie: 'i18n_redirected=zh', 'accept-language': 'en' });
    t.equal(response.statusCode, 200);
    t.match(response.body, /<html lang="zh-CN"/);
    t.equal(response.headers.vary, 'Cookie, Accept-Language, Accept-Encoding');
    t.notOk(response.headers['set-cookie'], 'no cookie on a plain visit');
  });
  t.test('GET / with cookie en → /en even when the browser prefers Chinese', async (t) => {
    const response = await get({ cookie: 'i18n_redirected=en', 'accept-language': 'zh-CN' });
    t.equal(response.statusCode, 302);
    t.equal(response.headers.location, '/en');
  });
  t.test('GET / with nothing → Chinese', async (t) => {
    const response = await get({});
    t.equal(response.statusCode, 200);
    t.match(response.body, /<html lang="zh-CN"/);
  });
  t.test('GET / with a malformed cookie falls through to Accept-Language', async (t) => {
    for (const cookie of ['i18n_redirected=fr', 'i18n_redirected=%E0%A4%A', 'i18n_redirected', '=;;==;']) {
      const response = await get({ cookie, 'accept-language': 'en' });
      t.equal(response.statusCode, 302, cookie);
    }
    const noHeader = await get({ cookie: 'i18n_redirected=<script>' });
    t.equal(noHeader.statusCode, 200);
  });
  t.test('GET / from a bot is never redirected', async (t) => {
    const response = await app.inject({ url: '/', headers: { 'user-agent': BOT_UA, 'accept-language': 'en', cookie: 'i18n_redirected=en' } });
    t.equal(response.statusCode, 200);
    t.match(response.body, /<html lang="zh-CN"/);
  });
  t.test('other paths never redirect and never set the cookie', async (t) => {
    for (const url of ['/lib', '/en', '/en/lib', '/cpu/amd/ryzen-7-7800x3d']) {
      const response = await get({ 'accept-language': url.startsWith('/en') ? 'zh' : 'en', cookie: 'i18n_redirected=en' }, url);
      t.equal(response.statusCode, 200, url);
      t.notOk(response.headers['set-cookie'], `${url} sets no cookie`);
    }
  });
});
