import t from 'tap';
import { BOT_UA, BROWSER_UA, PAGE_PATHS, bootApp, embeddedPayload } from '../helper.js';

const LANG = { zh: 'zh-CN', en: 'en-US' } as const;

t.test('every page path answers in its own language', async (t) => {
  const app = await bootApp(t);
  for (const [path, locale] of PAGE_PATHS) {
    t.test(`GET ${path} is ${locale}`, async (t) => {
      const response = await app.inject({ url: path, headers: { 'user-agent': BROWSER_UA } });
      t.equal(response.statusCode, 200);
      t.match(response.headers['content-type'], /^text\/html; charset=utf-8/);
      t.equal(response.headers['cache-control'], 'no-cache');
      t.match(response.body, new RegExp(`^<!doctype html>\\n<html lang="${LANG[locale]}"`));
      const payload = embeddedPayload(response.body);
      t.equal(payload.locale, locale);
      t.match(response.body, /<h1[ >]/, 'has a main heading');
    });
  }
});

t.test('HEAD answers like GET without a body', async (t) => {
  const app = await bootApp(t);
  for (const [path] of PAGE_PATHS) {
    const response = await app.inject({ method: 'HEAD', url: path });
    t.equal(response.statusCode, 200, `HEAD ${path}`);
    t.equal(response.body, '', `HEAD ${path} has no body`);
  }
});

t.test('other methods on page paths are refused with 405', async (t) => {
  const app = await bootApp(t);
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    for (const path of ['/', '/en/lib', '/cpu/amd/ryzen-7-7800x3d', '/lib/_payload.json']) {
      const response = await app.inject({ method, url: path, headers: { 'content-type': 'text/xml' }, payload: '<x/>' });
      t.equal(response.statusCode, 405, `${method} ${path}`);
      t.equal(response.headers.allow, 'GET, HEAD');
    }
  }
});

t.test('a trailing slash redirects to the canonical path, keeping the query', async (t) => {
  const app = await bootApp(t);
  const cases = [
    ['/lib/', '/lib'],
    ['/en/', '/en'],
    ['/en/lib/?q=ryzen&page=2', '/en/lib?q=ryzen&page=2'],
    ['/cpu/intel/core-i9-14900k/', '/cpu/intel/core-i9-14900k'],
  ];
  for (const [from, to] of cases) {
    const response = await app.inject({ url: from });
    t.equal(response.statusCode, 301, `GET ${from}`);
    t.equal(response.headers.location, to);
  }
  const unknown = await app.inject({ url: '/nowhere/' });
  t.equal(unknown.statusCode, 404, 'a trailing slash on an unknown path is a plain 404');
  const protocolRelative = await app.inject({ url: '//evil.example/' });
  t.not(protocolRelative.statusCode, 301, 'never redirects off-site');
});

t.test('paths are case-sensitive', async (t) => {
  const app = await bootApp(t);
  t.equal((await app.inject({ url: '/LIB' })).statusCode, 404);
  t.equal((await app.inject({ url: '/cpu/AMD/ryzen-7-7800x3d' })).statusCode, 404);
});

t.test('the head carries canonical and hreflang alternates, absolute and without the query', async (t) => {
  const app = await bootApp(t);
  const response = await app.inject({ url: '/en/lib?q=ryzen&vendor=amd' });
  const html = response.body;
  t.match(html, '<link rel="canonical" href="https://atlas.test/en/lib">');
  t.match(html, '<link rel="alternate" hreflang="zh-CN" href="https://atlas.test/lib">');
  t.match(html, '<link rel="alternate" hreflang="en-US" href="https://atlas.test/en/lib">');
  t.match(html, '<link rel="alternate" hreflang="x-default" href="https://atlas.test/lib">');
  const home = (await app.inject({ url: '/en' })).body;
  t.match(home, '<link rel="canonical" href="https://atlas.test/en">');
  t.match(home, '<link rel="alternate" hreflang="zh-CN" href="https://atlas.test/">');
});

t.test('the default layout: header with nav and language switch, footer with about and data source', async (t) => {
  const app = await bootApp(t);
  const zh = (await app.inject({ url: '/lib?q=%3Cx%3E&vendor=amd' })).body;
  t.match(zh, /<header class="site-header">/);
  t.match(zh, /<a href="\/">首页<\/a>/);
  t.match(zh, /<a href="\/lib" aria-current="page">处理器库<\/a>/, 'the nav marks the page it is on');
  t.match(zh, /class="language-switch" href="\/language\/en\/lib\?q=%3Cx%3E&amp;vendor=amd"/, 'switch keeps route and query');
  t.match(zh, /aria-label="Switch to the English version"/, 'the switch is named in the language it leads to');
  t.match(zh, /<footer class="site-footer"><h2>关于我们<\/h2>/);
  const en = (await app.inject({ url: '/en/cpu/amd/ryzen-7-7800x3d' })).body;
  t.match(en, /<a href="\/en">Home<\/a>/);
  t.match(en, /class="language-switch" href="\/language\/cpu\/amd\/ryzen-7-7800x3d"/);
  t.match(en, /aria-label="切换到中文版"/);
  t.match(en, /<h2>About Us<\/h2>/);
});

t.test('the page shell preloads the entry and the view chunk', async (t) => {
  const app = await bootApp(t);
  const html = (await app.inject({ url: '/cpu/amd/ryzen-7-7800x3d' })).body;
  t.match(html, /<script type="module" src="\/assets\/entry-[A-Z0-9]+\.js"><\/script>/);
  t.match(html, /<link rel="modulepreload" href="\/assets\/processor-[A-Z0-9]+\.js">/);
  t.match(html, /<link rel="stylesheet" href="\/assets\/styles-[A-Z0-9]+\.css">/);
  t.notMatch(html, /<script>/, 'no inline executable script');
});

t.test('bots get the whole document too', async (t) => {
  const app = await bootApp(t);
  const response = await app.inject({ url: '/en/lib?q=14900k', headers: { 'user-agent': BOT_UA } });
  t.equal(response.statusCode, 200);
  t.match(response.body, /<\/html>\n$/);
  t.match(response.body, /Core i9-14900K/);
});
