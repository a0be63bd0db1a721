import type { FastifyInstance } from 'fastify';
import t from 'tap';
import { BROWSER_UA, bootApp } from '../helper.js';

/**
 * Requests in the style of public fuzzing corpora: traversal, encodings,
 * injection strings, oversized values. None may produce a 5xx, leak a file,
 * or reflect markup unescaped.
 */
const NAUGHTY = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE processors; --",
  '${7*7}',
  '{{7*7}}',
  '%00',
  '%',
  '%%',
  '%E0%A4%A',
  '%C0%AF',
  '\u202e',
  '𝕿𝖍𝖊',
  '😀',
  '田中さんにあげて下さい',
  'undefined',
  'null',
  'NaN',
  '__proto__',
  'constructor',
  'toString',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(2000),
];

/** Each URL that answered 5xx or reflected markup unescaped, with what it did. */
async function problemsOf(app: FastifyInstance, urls: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const url of urls) {
    let response = await app.inject({ url, headers: { 'user-agent': BROWSER_UA } });
    // An untidy library query is redirected to its tidy URL (the library page's redirect, src/pages/library.ts): follow it once.
    const location = response.headers.location;
    if (response.statusCode === 301 && typeof location === 'string' && location.startsWith('/')) {
      if (/[<>"]/.test(location)) problems.push(`${url.slice(0, 60)} redirects to unencoded markup`);
      response = await app.inject({ url: location, headers: { 'user-agent': BROWSER_UA } });
    }
    if (response.statusCode >= 500) problems.push(`${url.slice(0, 60)} → ${response.statusCode}`);
    if (/<script>alert|<img src=x/.test(response.body)) problems.push(`${url.slice(0, 60)} reflects markup`);
  }
  return problems;
}

t.test('hostile paths never cause a server error or reflect markup', async (t) => {
  const app = await bootApp(t);
  const urls = NAUGHTY.map(encodeURIComponent).flatMap((encoded) => [
    `/${encoded}`,
    `/cpu/amd/${encoded}`,
    `/en/cpu/intel/${encoded}/_payload.json`,
    `/lib/${encoded}`,
    `/assets/${encoded}`,
  ]);
  t.same(await problemsOf(app, urls), [], `${urls.length} hostile paths answered below 500 without reflected markup`);
});

t.test('raw (unencoded) hostile paths', async (t) => {
  const app = await bootApp(t);
  for (const url of [
    '/%',
    '/%zz',
    '/..',
    '/../package.json',
    '/assets/../package.json',
    '/assets/..%2f..%2fpackage.json',
    '/./lib',
    '//lib',
    '/lib?%',
    '/lib?q=%ZZ&&&=&',
    '/cpu/amd/a%2Fb',
  ]) {
    const response = await app.inject({ url, headers: { 'user-agent': BROWSER_UA } });
    t.ok(response.statusCode < 500, `${url} → ${response.statusCode}`);
    t.notMatch(response.body, /"name":\s*"cpu-atlas"/, `${url} does not serve package.json`);
  }
});

t.test('hostile query values on every page', async (t) => {
  const app = await bootApp(t);
  const urls = NAUGHTY.map(encodeURIComponent).flatMap((value) => [
    `/lib?q=${value}&socket=${value}&sort=${value}&page=${value}`,
    `/en/compare?ids=${value},amd:${value}`,
    `/?${value}=${value}`,
  ]);
  t.same(await problemsOf(app, urls), [], `${urls.length} hostile queries answered below 500 without reflected markup`);
});

t.test('hostile headers', async (t) => {
  const app = await bootApp(t);
  const headers = [
    { 'accept-language': NAUGHTY.join(',') },
    { 'accept-language': 'en;q=1'.repeat(500) },
    { cookie: 'i18n_redirected=' + encodeURIComponent('<script>') + '; theme=%%%' },
    { cookie: '='.repeat(3000) },
    { 'user-agent': '<script>alert(1)</script>' },
    { 'if-none-match': '"'.repeat(100) },
  ];
  for (const extra of headers) {
    const response = await app.inject({ url: '/', headers: { 'user-agent': BROWSER_UA, ...extra } });
    t.ok(response.statusCode < 500, `${JSON.stringify(extra).slice(0, 60)} → ${response.statusCode}`);
  }
});
