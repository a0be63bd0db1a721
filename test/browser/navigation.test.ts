import type { Page } from 'playwright-core';
import t, { type Test } from 'tap';
import type { PageHead } from '../../src/shared/payload.js';
import { payloadPath } from '../../src/shared/payload-url.js';
import {
  bodyRead,
  consoleProblems,
  documentRequests,
  eventually,
  holdRequests,
  isWindowMarked,
  markWindow,
  recordBodiesRead,
  runtimeReady,
  withBrowser,
  type BrowserSite,
} from './browser.js';

/**
 * Client navigation in a real browser: links and history
 * steps answered in the page, with head, scroll and focus as after a full
 * load; the language switch; slow, superseded and failing navigations.
 */
await withBrowser(t, (site) => {
  t.test('home → library → processor → back → forward stays in one document', async (t) => {
    const page = await site.newPage(t);
    const problems = consoleProblems(page);
    await page.goto('/');
    await runtimeReady(page);
    await markWindow(page);
    const documents = documentRequests(page);

    await page.click('.site-nav a[href="/lib"]');
    await expectPage(t, page, site, '/lib', 'zh-CN');

    // Scroll down the table and open a processor from there.
    const link = page.locator('main a[href^="/cpu/"]').nth(15);
    await link.scrollIntoViewIfNeeded();
    const libraryScroll = await page.evaluate(() => scrollY);
    t.ok(libraryScroll > 100, `the library is scrolled (${libraryScroll}px)`);
    const detailPath = (await link.getAttribute('href'))!;
    await link.click();
    const detail = await expectPage(t, page, site, detailPath, 'zh-CN');
    t.equal(await page.evaluate(() => scrollY), 0, 'a new page starts at the top');
    t.equal(await page.evaluate(() => document.activeElement?.tagName), 'H1', 'focus is on the main heading');
    t.equal(await page.textContent('#atlas-runtime p[aria-live="polite"]'), detail.title, 'the new title is announced');

    await page.goBack();
    await expectPage(t, page, site, '/lib', 'zh-CN');
    t.ok(await eventually(page, (y) => Math.abs(scrollY - y) <= 2, libraryScroll), `back restores the library where it was left (${libraryScroll}px)`);

    await page.goForward();
    await expectPage(t, page, site, detailPath, 'zh-CN');
    t.equal(await page.evaluate(() => scrollY), 0, 'forward returns to the top of the processor page');

    t.ok(await isWindowMarked(page), 'no full page load happened');
    t.same(documents, [], 'no document was requested');
    t.same(problems, [], 'no console errors or warnings');
  });

  t.test('the language switch navigates in the page and remembers the choice for /', async (t) => {
    const page = await site.newPage(t); // a Chinese browser: without the cookie, / stays Chinese
    await page.goto('/lib?vendor=amd');
    await runtimeReady(page);
    await markWindow(page);

    await page.click('a.language-switch');
    await expectPage(t, page, site, '/en/lib?vendor=amd', 'en-US');
    t.ok(await isWindowMarked(page), 'the switch was a client navigation');
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'i18n_redirected');
    t.match(cookie, { value: 'en', path: '/', sameSite: 'Lax' });
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    t.ok(days > 364.9 && days <= 365, `the cookie lasts 365 days (${days.toFixed(2)})`);

    await page.goto('/');
    t.equal(new URL(page.url()).pathname, '/en', '/ now redirects to /en');

    await runtimeReady(page);
    await page.click('a.language-switch');
    await expectPage(t, page, site, '/', 'zh-CN');
    t.match(
      (await page.context().cookies()).find((candidate) => candidate.name === 'i18n_redirected'),
      { value: 'zh' },
      'switching back remembers Chinese',
    );
  });

  t.test('a slow page shows the progress bar and the Loading widget until it arrives', async (t) => {
    const page = await site.newPage(t);
    // The library's payload arrives only when the test says so.
    const library = await holdRequests(page, (url) => url.pathname === '/en/lib/_payload.json');
    await page.goto('/en');
    await runtimeReady(page);
    await page.click('.site-nav a[href="/en/lib"]');
    t.ok(await eventually(page, () => document.querySelector('.route-progress')), 'the progress bar shows while the payload is on its way');
    t.equal(await page.textContent('.route-loading [role="status"]'), 'Loading…', 'the Loading widget says so');
    t.equal(new URL(page.url()).pathname, '/en', 'the old page stays until the new one is ready');
    library.release();
    await expectPage(t, page, site, '/en/lib', 'en-US');
    t.equal(await page.locator('.route-progress, .route-loading').count(), 0, 'progress is gone');
  });

  t.test('a newer navigation abandons the one before it', async (t) => {
    const page = await site.newPage(t);
    await page.addInitScript(recordBodiesRead);
    const finished = finishedRequests(page);
    // The library's payload arrives only when the test says so.
    const library = await holdRequests(page, (url) => url.pathname === '/lib/_payload.json');
    await page.goto('/');
    await runtimeReady(page);
    const processor = page.locator('main a[href^="/cpu/"]').first();
    const processorPath = (await processor.getAttribute('href'))!;
    const entries = await page.evaluate(() => history.length);
    await page.click('.site-nav a[href="/lib"]');
    // The progress bar says the library's navigation is under way, waiting for its payload.
    t.ok(await eventually(page, () => document.querySelector('.route-progress')), 'the library is on its way');
    await processor.click();
    await expectPage(t, page, site, processorPath, 'zh-CN');
    // All the library's page needs but its payload is loaded; then the payload comes, and the page
    // reads it. Had the old navigation not given up, it would have been shown by then.
    const { library: libraryView } = site.manifest.views;
    await finished.including([libraryView.js, ...libraryView.imports, site.manifest.messages.zh.library]);
    library.release();
    await bodyRead(page, '/lib/_payload.json');
    t.equal(new URL(page.url()).pathname, processorPath, 'the abandoned navigation did not come back');
    t.equal(await page.evaluate(() => history.length), entries + 1, 'and left no history entry');
  });

  t.test('typing in the library search updates results and URL in place, one history step for the typing', async (t) => {
    const page = await site.newPage(t);
    const problems = consoleProblems(page);
    await page.goto('/en/lib');
    await runtimeReady(page);
    await markWindow(page);
    const entries = await page.evaluate(() => history.length);
    await page.evaluate(() => scrollTo(0, 60));
    await page.focus('.library-filters input[name="q"]'); // the header's search field has a q too
    const scrolled = await page.evaluate(() => scrollY);
    await page.keyboard.type('Ryzen');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Ryzen');
    await page.waitForFunction(() => [...document.querySelectorAll('main tbody th')].every((cell) => /Ryzen/.test(cell.textContent ?? '')));
    t.ok((await page.locator('main tbody tr').count()) > 5, 'the results follow');
    t.equal(await page.evaluate(() => document.activeElement?.getAttribute('name')), 'q', 'focus stays in the search field');
    t.equal(await page.inputValue('.library-filters input[name="q"]'), 'Ryzen', 'with all that was typed');
    t.equal(await page.evaluate(() => scrollY), scrolled, 'the scroll position is kept');
    t.equal(await page.evaluate(() => history.length), entries + 1, 'one history entry for what was typed (docs/decisions.md)');
    t.ok(await isWindowMarked(page), 'no full page load');
    t.same(problems, []);
  });

  t.test('a page the server does not have shows the error page, with its URL in history', async (t) => {
    const page = await site.newPage(t);
    const problems = consoleProblems(page);
    await page.goto('/en/lib');
    await runtimeReady(page);
    await markWindow(page);
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/en/cpu/amd/no-such-chip', id: 'missing', textContent: 'missing' });
      document.body.append(link);
    });
    await page.click('#missing');
    await page.waitForURL('**/en/cpu/amd/no-such-chip');
    await page.waitForFunction(() => document.title === 'Page Not Found');
    t.equal(await page.textContent('main h1'), 'Page Not Found');
    t.match(await page.textContent('.error-message'), 'There is no page at /en/cpu/amd/no-such-chip.');
    t.equal(await page.getAttribute('html', 'lang'), 'en-US');
    t.equal(await page.locator('link[rel="canonical"], link[rel="alternate"]').count(), 0, 'the error page has no canonical or alternates');
    await page.goBack();
    await expectPage(t, page, site, '/en/lib', 'en-US');
    t.ok(await isWindowMarked(page), 'all in one document');
    // The browser reports the 404 of the payload fetch itself; nothing else may complain.
    t.same(
      problems.filter((line) => !/status of 404/.test(line)),
      [],
    );
  });

  t.test('hash links, modified clicks and new-tab links are left to the browser', async (t) => {
    const page = await site.newPage(t);
    await page.goto('/lib');
    await runtimeReady(page);
    await markWindow(page);
    await page.focus('.skip-link');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/lib#main');
    t.ok(await isWindowMarked(page), 'a #fragment link stays in the page');

    const [popup] = await Promise.all([page.context().waitForEvent('page'), page.click('.site-nav a[href="/"]', { modifiers: ['Control'] })]);
    const opened = await popup
      .waitForURL((url) => url.pathname === '/', { waitUntil: 'commit' })
      .then(
        () => true,
        () => false,
      );
    t.ok(opened, 'ctrl-click opens the page in a new tab');
    await popup.close();
    t.equal(new URL(page.url()).pathname, '/lib', 'and leaves this one alone');
  });
});

/** The paths of the requests the page has finished from now on, and a wait for some of them. */
function finishedRequests(page: Page) {
  const paths = new Set<string>();
  const waiting = new Set<() => void>();
  page.on('requestfinished', (request) => {
    paths.add(new URL(request.url()).pathname);
    for (const check of waiting) check();
  });
  return {
    /** resolves once every one of `wanted` (paths or /assets/… URLs) has finished */
    including(wanted: string[]): Promise<void> {
      return new Promise((resolve) => {
        const check = () => {
          if (!wanted.every((path) => paths.has(path))) return;
          waiting.delete(check);
          resolve();
        };
        waiting.add(check);
        check();
      });
    },
  };
}

/** Waits for the client navigation to `path` to finish, then checks the head matches the server's. */
async function expectPage(t: Test, page: Page, site: BrowserSite, path: string, lang: string): Promise<PageHead> {
  const expected = await headOf(site, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
  await page.waitForFunction((title) => document.title === title, expected.title);
  t.equal(await page.getAttribute('html', 'lang'), lang, `${path}: <html lang="${lang}">`);
  t.equal(await page.getAttribute('meta[name="description"]', 'content'), expected.description, `${path}: description`);
  t.equal(await page.getAttribute('link[rel="canonical"]', 'href'), expected.canonical, `${path}: canonical`);
  const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) =>
    links.map((link) => ({ hreflang: link.getAttribute('hreflang'), href: link.getAttribute('href') })),
  );
  t.same(alternates, expected.alternates, `${path}: hreflang alternates`);
  return expected;
}

/** The head the server gives the page, from its payload. */
async function headOf(site: BrowserSite, path: string): Promise<PageHead> {
  const url = new URL(path, 'http://x');
  const query = url.search ? `&${url.search.slice(1)}` : '';
  const response = await site.app.inject({ url: `${payloadPath(url.pathname)}?${site.manifest.buildId}${query}` });
  return (JSON.parse(response.body) as { head: PageHead }).head;
}
