import t from 'tap';
import { BROWSER_UA, bootApp } from '../helper.js';

t.test("pages may run only the site's own scripts; every response is nosniff", async (t) => {
  const app = await bootApp(t);
  for (const url of ['/', '/en/lib', '/cpu/amd/ryzen-7-7800x3d', '/nope']) {
    const response = await app.inject({ url, headers: { 'user-agent': BROWSER_UA } });
    const policy = String(response.headers['content-security-policy']);
    t.match(policy, /(^|; )script-src 'self'(;|$)/, `${url}: scripts from the site only, none inline`);
    t.match(policy, /object-src 'none'/, url);
    t.match(policy, /frame-ancestors 'none'/, url);
    t.equal(response.headers['x-content-type-options'], 'nosniff', url);
    // The policy forbids inline scripts, so the page must have none that would execute. JSON
    // and JSON-LD are data blocks: a browser never runs them, so script-src does not apply.
    for (const tag of response.body.match(/<script\b[^>]*>/g) ?? []) {
      t.ok(/type="application\/(ld\+)?json"/.test(tag) || /type="module" src="\/assets\//.test(tag), `${url}: ${tag}`);
    }
  }
  const json = await app.inject({ url: '/data/processors.json' });
  t.equal(json.headers['x-content-type-options'], 'nosniff');
  t.equal(json.headers['content-security-policy'], undefined, 'data is not a document');
});

t.test('every response refuses powerful features and ad-interest APIs (Permissions-Policy)', async (t) => {
  const app = await bootApp(t);
  const manifest = JSON.parse((await app.inject({ url: '/assets/builds/latest.json' })).body) as { id: string };
  const urls = [
    '/',
    '/en/lib',
    '/cpu/amd/ryzen-7-7800x3d/_payload.json',
    '/nope',
    '/healthz',
    '/data/processors.csv',
    '/robots.txt',
    `/assets/builds/meta/${manifest.id}.json`,
  ];
  for (const url of urls) {
    const response = await app.inject({ url, headers: { 'user-agent': BROWSER_UA } });
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'interest-cohort', 'browsing-topics']) {
      t.ok(policy.split(', ').includes(`${feature}=()`), `${url}: ${feature} refused`);
    }
  }
});

t.test('Strict-Transport-Security only when SITE_URL is https', async (t) => {
  const secure = await bootApp(t, { env: { SITE_URL: 'https://atlas.test' } });
  for (const url of ['/en', '/healthz', '/nope']) {
    t.equal((await secure.inject({ url })).headers['strict-transport-security'], 'max-age=31536000', url);
  }
  const plain = await bootApp(t, { env: { SITE_URL: 'http://localhost:3000' } });
  t.equal((await plain.inject({ url: '/en' })).headers['strict-transport-security'], undefined, 'not over http: it would lock visitors out');
});
