import t from 'tap';
import { BROWSER_UA, bootApp } from '../helper.js';

t.test('pages may run only the site\'s own scripts; every response is nosniff', async (t) => {
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
