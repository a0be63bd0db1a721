import t from 'tap';
import { languageSwitchHref, pageOfLanguageSwitch } from '../../src/shared/language-switch.js';
import { BROWSER_UA, bootApp } from '../helper.js';

/**
 * Without JavaScript, a visitor whose cookie says English could not reach the
 * Chinese home, because only the JavaScript switch recorded the choice. The switch now goes
 * through /language/…, which sets the cookie and sends the visitor to the page.
 */
const get = (app: Awaited<ReturnType<typeof bootApp>>, url: string, cookie?: string) =>
  app.inject({ url, headers: { 'user-agent': BROWSER_UA, ...(cookie ? { cookie } : {}) } });

/** The language switch's href in a page's HTML. */
const switchHref = (html: string) => /class="language-switch" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');

t.test("languageSwitchHref and pageOfLanguageSwitch are each other's inverse", async (t) => {
  for (const [page, href] of [
    ['/', '/language/'],
    ['/?x=1', '/language/?x=1'],
    ['/en', '/language/en'],
    ['/en/lib?vendor=amd', '/language/en/lib?vendor=amd'],
    ['/cpu/amd/ryzen-7-7800x3d', '/language/cpu/amd/ryzen-7-7800x3d'],
  ]) {
    t.equal(languageSwitchHref(page!), href, `${page}`);
    t.equal(pageOfLanguageSwitch(href!.split('?')[0]!), page!.split('?')[0], `${href}`);
  }
  for (const path of ['/language', '/languages', '/lang', '/en/language', '/']) t.equal(pageOfLanguageSwitch(path), null, path);
});

t.test('a visitor whose cookie says English reaches the Chinese home without JavaScript', async (t) => {
  const app = await bootApp(t);
  // Before: the 中文 link led to /, which sent an English cookie back to /en.
  const english = await get(app, '/en', 'i18n_redirected=en');
  const href = switchHref(english.body)!;
  t.equal(href, '/language/', "the English home's switch goes through the server");
  const switched = await get(app, href, 'i18n_redirected=en');
  t.equal(switched.statusCode, 303);
  t.equal(switched.headers.location, '/');
  const cookie = String(switched.headers['set-cookie']);
  t.match(cookie, /^i18n_redirected=zh;/);
  t.match(cookie, /Max-Age=31536000/);
  t.match(cookie, /Path=\//);
  t.match(cookie, /SameSite=Lax/);
  t.equal(switched.headers['cache-control'], 'no-store');
  const home = await get(app, '/', 'i18n_redirected=zh');
  t.equal(home.statusCode, 200, '/ now stays Chinese');
  t.match(home.body, /<html lang="zh-CN"/);
});

t.test('the switch leads to the same page in the other language, query kept, both ways', async (t) => {
  const app = await bootApp(t);
  const cases: [string, string, string, 'zh' | 'en'][] = [
    ['/lib?q=ryzen&vendor=amd', '/language/en/lib?q=ryzen&vendor=amd', '/en/lib?q=ryzen&vendor=amd', 'en'],
    ['/en/lib?segment=server', '/language/lib?segment=server', '/lib?segment=server', 'zh'],
    ['/cpu/intel/core-i9-14900k', '/language/en/cpu/intel/core-i9-14900k', '/en/cpu/intel/core-i9-14900k', 'en'],
    ['/en/cpu/amd/ryzen-7-7800x3d', '/language/cpu/amd/ryzen-7-7800x3d', '/cpu/amd/ryzen-7-7800x3d', 'zh'],
    ['/', '/language/en', '/en', 'en'],
    // The query as the page reads it (Page.canonicalQuery): spelled as the page's own links spell it.
    ['/en/compare?ids=amd:ryzen-7-7800x3d', '/language/compare?ids=amd%3Aryzen-7-7800x3d', '/compare?ids=amd%3Aryzen-7-7800x3d', 'zh'],
    ['/en?utm_source=x', '/language/', '/', 'zh'],
  ];
  for (const [page, href, location, locale] of cases) {
    t.equal(switchHref((await get(app, page)).body), href, `${page}: the switch links to ${href}`);
    const response = await get(app, href);
    t.equal(response.statusCode, 303, href);
    t.equal(response.headers.location, location, `${href} → ${location}`);
    t.match(String(response.headers['set-cookie']), new RegExp(`^i18n_redirected=${locale};`), `remembers ${locale}`);
  }
});

t.test('the switch only leads to our own pages', async (t) => {
  const app = await bootApp(t);
  for (const url of [
    '/language//evil.example',
    '/language/%2F%2Fevil.example',
    '/language/\\evil.example',
    '/language/nowhere',
    '/language/en/nowhere',
    '/language/en/lib/',
    '/language/https:/evil.example',
    '/language/lib/_payload.json',
    '/languages/en',
  ]) {
    const response = await get(app, url);
    t.equal(response.statusCode, 404, `${url} → 404`);
    t.notOk(response.headers.location, `${url} redirects nowhere`);
    t.notOk(response.headers['set-cookie'], `${url} sets no cookie`);
  }
  const encoded = await get(app, '/language/cpu/amd/ryzen-7-7800x3d?next=//evil.example');
  t.equal(encoded.headers.location, '/cpu/amd/ryzen-7-7800x3d?next=//evil.example', 'a query stays a query on our path');
  const post = await app.inject({ method: 'POST', url: '/language/en' });
  t.equal(post.statusCode, 404, 'only GET and HEAD');
});
