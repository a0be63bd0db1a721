import type { Page } from 'playwright-core';
import t from 'tap';
import { isWindowMarked, markWindow, PAYLOAD_URL, runtimeReady, sleep, withBrowser } from './browser.js';

/**
 * Preloading (issue 4, part 2): links in view, hovered or focused have
 * their chunk and payload fetched ahead, four at a time, each once, and
 * never on save-data or 2G.
 */
await withBrowser(t, (site) => {
  t.test('links in view are preloaded four at a time, each once', async (t) => {
    const page = await site.newPage(t);
    const payloads = await countPayloads(page, 200);
    await page.goto('/lib');
    await runtimeReady(page);
    // Scrolling through the whole table brings every row into view.
    for (let y = 0; y < 5; y++) {
      await page.mouse.wheel(0, 600);
      await sleep(100);
    }
    const links = await page.$$eval('a[href]', (anchors) => anchors.length);
    await waitUntilQuiet(payloads, 500);
    t.ok(payloads.total() > 12, `many pages were preloaded (${payloads.total()} of ${links} links)`);
    t.equal(payloads.maxInFlight, 4, 'never more than four at a time, and four when there is work');
    t.same(payloads.repeated(), [], 'no page twice');
    const shown = `${site.origin}/lib/_payload.json?${site.manifest.buildId}`;
    t.notOk(payloads.urls.includes(shown), 'not the page shown');
  });

  t.test('a focused or hovered link is preloaded ahead of the queue', async (t) => {
    const page = await site.newPage(t);
    const payloads = await countPayloads(page, 0);
    await page.goto('/en/lib?per=96');
    await runtimeReady(page);
    await waitUntilQuiet(payloads, 500);
    const seen = payloads.total();

    const far = page.locator('main a[href^="/en/cpu/"]').last(); // far below the fold, never in view
    const farPath = new URL((await far.getAttribute('href'))!, site.origin).pathname;
    const farPreloaded = page.waitForRequest((request) => new URL(request.url()).pathname === `${farPath}/_payload.json`, { timeout: 2000 });
    await far.evaluate((anchor: HTMLElement) => anchor.focus({ preventScroll: true }));
    await farPreloaded;
    t.pass('focus preloads the link');

    await page.evaluate(() => {
      const probe = Object.assign(document.createElement('a'), { href: '/cpu/intel/core-i9-14900k', id: 'probe', textContent: 'probe' });
      probe.style.cssText = 'position:fixed;top:40%;left:40%;padding:1rem;background:#000;z-index:9';
      document.body.append(probe);
    });
    const probePreloaded = page.waitForRequest((request) => new URL(request.url()).pathname === '/cpu/intel/core-i9-14900k/_payload.json', { timeout: 2000 });
    await page.hover('#probe');
    await probePreloaded;
    t.pass('hover preloads the link');
    t.same(payloads.urls.slice(seen).map((url) => new URL(url).pathname), [`${farPath}/_payload.json`, '/cpu/intel/core-i9-14900k/_payload.json'], 'and nothing else');
  });

  t.test('nothing is preloaded or checked ahead on save-data or 2G, but navigation works', async (t) => {
    const first = await site.newPage(t);
    const connections = [
      ['save-data', { saveData: true, effectiveType: '4g' }],
      ['a 2G connection', { saveData: false, effectiveType: '2g' }],
    ] as const;
    await Promise.all(connections.map(async ([name, connection], index) => {
      const page = index === 0 ? first : await first.context().newPage();
      await page.addInitScript((value) => {
        Object.defineProperty(Navigator.prototype, 'connection', { get: () => value, configurable: true });
      }, connection);
      const requests: string[] = [];
      page.on('request', (request) => void requests.push(new URL(request.url()).pathname));
      await page.goto('/lib');
      await runtimeReady(page);
      await page.hover('main a[href^="/cpu/"]');
      await sleep(1300); // past the first build check, a second after load
      t.same(requests.filter((path) => PAYLOAD_URL.test(path) || path.startsWith('/assets/builds/')), [], `${name}: no payload, no build check`);

      await markWindow(page);
      await page.click('main a[href^="/cpu/"]');
      await page.waitForURL('**/cpu/**');
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      t.ok(await isWindowMarked(page), `${name}: the click is still a client navigation`);
    }));
  });
});

/** Counts payload requests as the page makes them, holding each `delayMs` to see how many overlap. */
async function countPayloads(page: Page, delayMs: number) {
  const counts = { urls: [] as string[], inFlight: 0, maxInFlight: 0, lastChange: Date.now() };
  await page.route(PAYLOAD_URL, async (route) => {
    counts.urls.push(route.request().url());
    counts.maxInFlight = Math.max(counts.maxInFlight, ++counts.inFlight);
    counts.lastChange = Date.now();
    await sleep(delayMs);
    await route.continue().catch(() => undefined); // the page may be gone
    counts.inFlight--;
    counts.lastChange = Date.now();
  });
  return Object.assign(counts, {
    total: () => counts.urls.length,
    repeated: () => counts.urls.filter((url, index) => counts.urls.indexOf(url) !== index),
  });
}

/** Waits until preloading has begun and no payload request has started or ended for `quietMs`. */
async function waitUntilQuiet(counts: { urls: string[]; inFlight: number; lastChange: number }, quietMs: number): Promise<void> {
  while (counts.urls.length === 0 || counts.inFlight > 0 || Date.now() - counts.lastChange < quietMs) await sleep(100);
}
