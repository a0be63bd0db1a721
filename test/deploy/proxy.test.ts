import { existsSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import t from 'tap';
import { buildMetaUrl } from '../../src/shared/build-meta.js';
import { CHROMIUM_ARGS } from '../../src/tools/chromium-args.js';
import { BROWSER_UA } from '../helper.js';
import { documentRequests, isWindowMarked, markWindow, PAYLOAD_URL, runtimeReady } from '../browser/browser.js';
import { findNginx, NGINX_HINT, rawGet, startCluster, type RawAnswer } from './cluster.js';
import { POSTGRES_HINT } from './postgres.js';
import { sharedDatabaseEnv, testSharedDatabase } from './shared-database.js';

/**
 * Several identical processes behind a load balancer: two processes of the built
 * server behind a real nginx configured by docs/nginx.conf: either answers any URL with the same
 * bytes, the probes and validators pass through, and a browser navigates through the proxy as it
 * does against one process; and both share one PostgreSQL server for the bench's results
 * (test/deploy/shared-database.ts). Skipped with a note where nginx is missing, except in CI.
 */
const nginx = findNginx();
if (!nginx) {
  if (process.env.CI === 'true') throw new Error(NGINX_HINT);
  t.test('behind nginx', { skip: NGINX_HINT }, () => undefined);
} else {
  const databaseEnv = await sharedDatabaseEnv(t);
  const cluster = await startCluster(t, nginx, databaseEnv);
  const { origin, upstreams } = cluster;
  const latest = (await (await fetch(`${origin}/assets/builds/latest.json`)).json()) as { id: string };
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(origin + path, { headers: { 'user-agent': BROWSER_UA, 'accept-language': 'zh-CN', ...headers } });

  /**
   * Enough requests that round-robin reaches both processes; what each answered, bytes as sent.
   * Each process's first compressed copy of a page is a quick one, replaced by the final one when
   * the page is asked for again (src/http/encoding.ts): a round asked before the answers counts
   * settles that, and its answers must already be the same page.
   */
  async function fromBoth(path: string, headers: Record<string, string> = {}) {
    const ask = () => rawGet(origin + path, { 'user-agent': BROWSER_UA, 'accept-language': 'zh-CN', ...headers });
    if (headers['accept-encoding'] === 'br' && !headers['if-none-match']) {
      const first: RawAnswer[] = [];
      for (let i = 0; i < 4; i++) first.push(await ask());
      if (first[0]!.encoding === 'br') {
        const pages = new Set(first.map((answer) => brotliDecompressSync(answer.body).toString('base64')));
        if (pages.size !== 1) throw new Error(`${path}: the first compressed copies are not all the same page`);
      }
    }
    const answers: RawAnswer[] = [];
    for (let i = 0; i < 4; i++) answers.push(await ask());
    return answers;
  }

  const PATHS = [
    '/',
    '/en',
    '/lib?vendor=amd&sort=-boost',
    '/en/lib',
    '/cpu/amd/ryzen-7-7800x3d',
    '/en/cpu/intel/core-i9-14900k',
    `/en/cpu/amd/ryzen-7-7800x3d/_payload.json?${latest.id}`,
    '/data/processors.json',
    '/sitemap.xml',
  ];

  t.test('GET of any URL through nginx: the same bytes from either process', async (t) => {
    for (const path of PATHS) {
      for (const encoding of ['identity', 'br']) {
        const answers = await fromBoth(path, { 'accept-encoding': encoding });
        t.same(new Set(answers.map((a) => a.upstream)), new Set(upstreams), `${path} (${encoding}): both processes answered`);
        t.ok(
          answers.every((a) => a.status === 200 && a.body.equals(answers[0]!.body)),
          `${path} (${encoding}): ${answers[0]!.body.length} identical bytes`,
        );
        t.equal(answers[0]!.encoding, encoding === 'br' ? 'br' : undefined, `${path} (${encoding}): sent as asked`);
      }
    }
  });

  t.test('GET /healthz and /readyz through nginx: 200, not cached', async (t) => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await get(path);
      t.equal(response.status, 200, path);
      t.equal(response.headers.get('cache-control'), 'no-store', path);
    }
  });

  t.test('validators pass through: 304 for open data and hashed assets, from either process', async (t) => {
    const data = await fromBoth('/data/processors.json');
    t.equal(new Set(data.map((a) => a.etag)).size, 1, `one ETag for the open data: ${data[0]!.etag}`);
    for (let i = 0; i < 4; i++) {
      const response = await get('/data/processors.json', { 'if-none-match': data[0]!.etag! });
      t.equal(response.status, 304, `open data revalidated (${response.headers.get('x-upstream')})`);
    }
    const manifestEntry = (await (await get('/')).text()).match(/<script type="module" src="(\/assets\/[^"]+\.js)"/)?.[1];
    t.ok(manifestEntry, `the page loads ${manifestEntry}`);
    const asset = await get(manifestEntry!, { 'accept-encoding': 'br' });
    t.match(asset.headers.get('cache-control'), /immutable/);
    const revalidated = await get(manifestEntry!, { 'accept-encoding': 'br', 'if-none-match': asset.headers.get('etag')! });
    t.equal(revalidated.status, 304, 'a hashed asset revalidates through the proxy');
  });

  // Pages carry ETags made from their bytes (src/http/cached-response.ts), so both processes agree.
  t.test('the same ETag for a page from either process', async (t) => {
    for (const path of PATHS.slice(0, 7)) {
      const answers = await fromBoth(path, { 'accept-encoding': 'br' });
      t.ok(answers[0]!.etag, `${path} has an ETag`);
      t.equal(new Set(answers.map((a) => a.etag)).size, 1, `${path}: one ETag from both processes`);
    }
  });
  t.test('a page revalidates with 304 through nginx, from either process', async (t) => {
    for (const path of PATHS.slice(0, 7)) {
      const etag = (await get(path, { 'accept-encoding': 'br' })).headers.get('etag');
      t.ok(etag, `${path} has an ETag`);
      const answers = await fromBoth(path, { 'accept-encoding': 'br', 'if-none-match': etag ?? '' });
      t.same(new Set(answers.map((a) => a.upstream)), new Set(upstreams), `${path}: both processes asked`);
      t.ok(
        answers.every((a) => a.status === 304 && a.body.length === 0),
        `${path}: 304 with no body`,
      );
    }
  });

  // As in test/browser/: Debian's Chromium, skipped with a note where it is missing, except in CI.
  const executablePath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => path && existsSync(path));
  const noChromium = 'Chromium not found: apt-get install chromium fonts-noto-cjk, or set CHROME_PATH';
  if (!executablePath && process.env.CI === 'true') throw new Error(noChromium);
  t.test('through nginx, a link is followed in the page and the build check answers 200', executablePath ? {} : { skip: noChromium }, async (t) => {
    const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
    t.teardown(() => browser.close());
    const userAgent = BROWSER_UA.replace(/Chrome\/[\d.]+/, `Chrome/${browser.version()}`);
    const context = await browser.newContext({ baseURL: origin, locale: 'zh-CN', userAgent, reducedMotion: 'reduce' });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    const buildCheck = page.waitForResponse((response) => response.url().endsWith(buildMetaUrl(latest.id)));
    await page.goto('/lib');
    await runtimeReady(page);
    t.equal((await buildCheck).status(), 200, 'the build meta check answered 200');

    await markWindow(page);
    const documents = documentRequests(page);
    const link = page.locator('main a[href^="/cpu/"]').first();
    const target = (await link.getAttribute('href'))!;
    const payload = page.waitForResponse((response) => PAYLOAD_URL.test(response.url()) && response.url().includes(target));
    await link.click();
    t.equal((await payload).status(), 200, `the payload of ${target} was fetched`);
    await page.waitForURL(origin + target);
    await page.waitForFunction((path) => document.querySelector('h1') !== null && location.pathname === path, target);
    t.ok(await isWindowMarked(page), 'no full page load');
    t.same(documents, [], 'no document was requested');
  });

  testSharedDatabase(t, cluster, databaseEnv, POSTGRES_HINT);

  t.test('a process shutting down: nginx sends every request to the other', async (t) => {
    await cluster.stopProcess(0);
    for (let i = 0; i < 4; i++) {
      const response = await get('/readyz');
      t.equal(response.status, 200, 'ready through the proxy');
      t.match(response.headers.get('x-upstream'), new RegExp(`(^|, )${upstreams[1]!.replace(/\./g, '\\.')}$`), 'answered by the process still running');
    }
    t.equal((await get('/en')).status, 200, 'pages too');
  });
}
