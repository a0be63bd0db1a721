import type { Page } from 'playwright-core';
import t from 'tap';
import { payloadUrl } from '../../src/shared/payload-url.js';
import { matchPath } from '../../src/shared/route-paths.js';
import { eventually, isWindowMarked, markWindow, PAYLOAD_URL, runtimeReady, withBrowser, type BrowserSite } from './browser.js';

/**
 * Preloading: links in view, hovered or focused have
 * their chunk and payload fetched ahead, four at a time, each once, and
 * never on save-data or 2G.
 */
await withBrowser(t, (site) => {
  t.test('links in view are preloaded four at a time, each once', async (t) => {
    const page = await site.newPage(t);
    await page.addInitScript(recordFetches);
    await page.goto('/lib');
    await runtimeReady(page);
    const links = await watchLinksInView(page, site, '/lib');
    // Scrolling through the whole table brings every row into view, a screen at a time.
    for (let atBottom = false; !atBottom; ) {
      const target = await page.evaluate(() => Math.min(scrollY + 600, document.documentElement.scrollHeight - innerHeight));
      await page.mouse.wheel(0, 600);
      await page.waitForFunction((target) => Math.abs(scrollY - target) < 1, target);
      atBottom = await page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 1);
    }
    const seen = await links.payloads();
    t.ok(
      await eventually(page, (urls) => urls.every((url) => (window as unknown as WithFetches).atlasFetches.started.includes(url)), seen, 5_000),
      `every link that came into view was preloaded (${seen.length})`,
    );

    const { started, mostPayloadsAtOnce } = await fetches(page);
    const payloads = started.filter((url) => PAYLOAD_URL.test(url));
    const anchors = await page.$$eval('a[href]', (anchors) => anchors.length);
    t.ok(payloads.length > 12, `many pages were preloaded (${payloads.length} of ${anchors} links)`);
    t.equal(mostPayloadsAtOnce, 4, 'never more than four at a time, and four when there is work');
    t.same(
      payloads.filter((url, index) => payloads.indexOf(url) !== index),
      [],
      'no page twice',
    );
    t.notOk(payloads.includes(payloadUrl('/lib', '', site.manifest.buildId)), 'not the page shown');
  });

  t.test('a focused or hovered link is preloaded ahead of the queue', async (t) => {
    const page = await site.newPage(t);
    await page.addInitScript(recordFetches);
    await page.goto('/en/lib?per=96');
    await runtimeReady(page);
    // Preloading of the links in view has ended: each one's payload was fetched, none is on its way.
    const links = await watchLinksInView(page, site, '/en/lib?per=96');
    const inView = await links.payloads();
    t.ok(
      await eventually(
        page,
        (urls) =>
          urls.every((url) => (window as unknown as WithFetches).atlasFetches.started.includes(url)) &&
          (window as unknown as WithFetches).atlasFetches.payloadsInFlight === 0,
        inView,
      ),
      `the ${inView.length} links in view are preloaded`,
    );
    const before = (await fetches(page)).started.length;

    const far = page.locator('main a[href^="/en/cpu/"]').last(); // far below the fold, never in view
    const farPayload = payloadUrl(new URL((await far.getAttribute('href'))!, site.origin).pathname, '', site.manifest.buildId);
    await far.evaluate((anchor: HTMLElement) => anchor.focus({ preventScroll: true }));
    t.ok(await eventually(page, (url) => (window as unknown as WithFetches).atlasFetches.started.includes(url), farPayload, 2_000), 'focus preloads the link');

    await page.evaluate(() => {
      const probe = Object.assign(document.createElement('a'), { href: '/cpu/intel/core-i9-14900k', id: 'probe', textContent: 'probe' });
      probe.style.cssText = 'position:fixed;top:40%;left:40%;padding:1rem;background:#000;z-index:9';
      document.body.append(probe);
    });
    const probePayload = payloadUrl('/cpu/intel/core-i9-14900k', '', site.manifest.buildId);
    await page.hover('#probe');
    t.ok(
      await eventually(page, (url) => (window as unknown as WithFetches).atlasFetches.started.includes(url), probePayload, 2_000),
      'hover preloads the link',
    );
    const after = (await fetches(page)).started.slice(before);
    t.same(
      after.filter((url) => PAYLOAD_URL.test(url)),
      [farPayload, probePayload],
      'and nothing else',
    );
  });

  t.test('nothing is preloaded or checked ahead on save-data or 2G, but navigation works', async (t) => {
    const first = await site.newPage(t);
    // The page's timers run on a clock the test can move on: the first build check, due a second
    // after load, is then known to have been skipped rather than not yet due.
    await first.context().clock.install();
    await first.context().addInitScript(recordFetches);
    const connections = [
      ['save-data', { saveData: true, effectiveType: '4g' }],
      ['a 2G connection', { saveData: false, effectiveType: '2g' }],
    ] as const;
    await Promise.all(
      connections.map(async ([name, connection], index) => {
        const page = index === 0 ? first : await first.context().newPage();
        await page.addInitScript((value) => {
          Object.defineProperty(Navigator.prototype, 'connection', { get: () => value, configurable: true });
        }, connection);
        await page.goto('/lib');
        await runtimeReady(page);
        await page.hover('main a[href^="/cpu/"]');
        await page.waitForFunction(() => document.readyState === 'complete');
        await page.clock.runFor(2_000); // past the first build check, and any idle callback
        const { started } = await fetches(page);
        t.same(
          started.filter((url) => PAYLOAD_URL.test(url) || url.startsWith('/assets/builds/')),
          [],
          `${name}: no payload, no build check`,
        );

        await markWindow(page);
        await page.click('main a[href^="/cpu/"]');
        await page.waitForURL('**/cpu/**');
        await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
        t.ok(await isWindowMarked(page), `${name}: the click is still a client navigation`);
      }),
    );
  });
});

interface Fetches {
  /** the path and query of every fetch the page made, in order */
  started: string[];
  payloadsInFlight: number;
  mostPayloadsAtOnce: number;
}

type WithFetches = { atlasFetches: Fetches };

/** The record `recordFetches` keeps in the page. */
function fetches(page: Page): Promise<Fetches> {
  return page.evaluate(() => (window as unknown as WithFetches).atlasFetches);
}

/**
 * An init script: notes each fetch the page makes, as it is made, and counts the payloads on their
 * way. The preloader starts its fetches in one go, before any can end, so the most at once is exact.
 */
function recordFetches(): void {
  const record: Fetches = { started: [], payloadsInFlight: 0, mostPayloadsAtOnce: 0 };
  (window as unknown as WithFetches).atlasFetches = record;
  const fetch = window.fetch;
  window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    record.started.push(url.pathname + url.search);
    const response = fetch.call(this, input, init);
    if (/\/_payload\.json$/.test(url.pathname)) {
      record.mostPayloadsAtOnce = Math.max(record.mostPayloadsAtOnce, ++record.payloadsInFlight);
      const ended = () => void record.payloadsInFlight--;
      response.then(ended, ended);
    }
    return response;
  };
}

/**
 * From now on — once preloading has begun — notes every link that comes into view, as the
 * preloader's own IntersectionObserver sees it; `payloads()` gives the payload URLs of those the
 * router would answer (client/route-link.ts), the page shown aside.
 */
async function watchLinksInView(page: Page, site: BrowserSite, shownPath: string) {
  await page.waitForFunction(() => (window as unknown as WithFetches).atlasFetches.started.some((url) => /\/_payload\.json\?/.test(url)));
  await page.evaluate(() => {
    const seen: { href: string; target: string; rel: string; download: boolean }[] = [];
    const record = { seen, reports: 0 };
    (window as unknown as { atlasLinks: typeof record }).atlasLinks = record;
    const observer = new IntersectionObserver((entries) => {
      record.reports++;
      for (const { target, isIntersecting } of entries) {
        if (!isIntersecting || !(target instanceof HTMLAnchorElement)) continue;
        observer.unobserve(target);
        seen.push({ href: target.href, target: target.target, rel: target.rel, download: target.hasAttribute('download') });
      }
    });
    for (const anchor of document.querySelectorAll('a[href]')) observer.observe(anchor);
  });
  // Its first report says what is in view now.
  await page.waitForFunction(() => (window as unknown as { atlasLinks: { reports: number } }).atlasLinks.reports > 0);
  return {
    async payloads(): Promise<string[]> {
      // The observer reports a scroll in the frame after it.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const seen = await page.evaluate(
        () => (window as unknown as { atlasLinks: { seen: { href: string; target: string; rel: string; download: boolean }[] } }).atlasLinks.seen,
      );
      const urls = new Set<string>();
      for (const link of seen) {
        if ((link.target && link.target !== '_self') || link.download || /(^|\s)external(\s|$)/i.test(link.rel)) continue;
        const url = new URL(link.href);
        if (url.origin !== site.origin || url.pathname + url.search === shownPath || !matchPath(url.pathname)) continue;
        urls.add(payloadUrl(url.pathname, url.search, site.manifest.buildId));
      }
      return [...urls];
    },
  };
}
