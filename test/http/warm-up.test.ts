import t from 'tap';
import { warmUp } from '../../src/http/warm-up.js';
import { bootApp } from '../helper.js';

/**
 * The readiness rule (docs/decisions.md, "Start-up and readiness"): /readyz says 200 only once the
 * warm-up has made every page whose data a catalogue computes on first use, so nothing a first
 * request needs is left to make after a load balancer starts sending visitors.
 */
t.test('GET /readyz answers 503 while the warm-up runs, 200 once it is done', async (t) => {
  const app = await bootApp(t);
  const warming = warmUp(app);
  const during = await app.inject({ url: '/readyz' });
  t.equal(during.statusCode, 503, 'not ready while warming up');
  t.same(during.json(), { status: 'not ready' });
  t.equal((await app.inject({ url: '/healthz' })).statusCode, 200, 'but live');
  await warming;
  t.equal((await app.inject({ url: '/readyz' })).statusCode, 200, 'ready once warm');
});

t.test('once ready, the first request of every page the warm-up lists makes nothing: each is in the response cache', async (t) => {
  const app = await bootApp(t);
  await warmUp(app);
  const urls = app.sitePages.warmUpUrls();
  t.ok(urls.length >= 5, `${urls.length} pages warmed`);
  const before = app.responseCacheStats();
  for (const url of urls) t.equal((await app.inject({ url })).statusCode, 200, `GET ${url}`);
  const after = app.responseCacheStats();
  t.equal(after.misses, before.misses, 'no page made again');
  t.equal(after.hits - before.hits, urls.length, 'every one sent from the cache');
});
