import type { Page } from 'playwright-core';
import t from 'tap';
import { consoleProblems, documentRequests, eventually, holdRequests, isWindowMarked, markWindow, runtimeReady, withBrowser } from './browser.js';

/**
 * The library's history with JavaScript on (docs/decisions.md, "The library's history"): each
 * filter or sort change is a step Back returns through, scrolled where it was left, and typing is
 * one step until something else changes, as without JavaScript each Apply is a page of its own.
 * And a step Back shows the compare boxes as the selection has them from its first frame.
 */
const FILTERS = '.library-filters';
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** Waits until the page shows `path` and the form holds what its query says. */
async function shows(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname + url.search === path);
  const query = Object.fromEntries(new URL(path, 'http://x').searchParams);
  await page.waitForFunction((query) => {
    const form = document.querySelector<HTMLFormElement>('#library-filters');
    if (!form) return false;
    const value = (name: string) => {
      const field = form.elements.namedItem(name) ?? document.querySelector(`[name="${name}"][form="library-filters"]`);
      if (field instanceof HTMLInputElement && field.type === 'checkbox') return field.checked ? field.value : '';
      return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : null;
    };
    return (
      ['vendor', 'segment', 'cores_min', 'scored'].every((name) => value(name) === (query[name] ?? '')) &&
      // the select sends the default order empty, and under a query the best match
      value('sort') === (query.sort ?? (query.q ? 'relevance' : ''))
    );
  }, query);
}

/**
 * Watches the page from now on: when the results change and at each frame for a second, whether each
 * compare box on show is ticked exactly when the stored selection holds it. `disagreements` reads
 * what it saw.
 */
const watchBoxes = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { atlasBoxes: string[] }).atlasBoxes = seen;
    const look = (when: string) => {
      const stored = new Set((JSON.parse(sessionStorage.getItem('atlas:compare-selection') ?? '[]') as { key: string }[]).map((pick) => pick.key));
      for (const box of document.querySelectorAll<HTMLInputElement>('input[name="ids"]')) {
        if (box.checked !== stored.has(box.value)) seen.push(`${when}: ${box.value} ${box.checked ? 'ticked' : 'unticked'}`);
      }
    };
    new MutationObserver(() => look('results shown')).observe(document.querySelector('main')!, { childList: true, subtree: true });
    const started = performance.now();
    const frame = () => {
      look('a frame');
      if (performance.now() - started < 1000) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
/** Resolves once the page has painted two more frames: what it shows now has been on screen, and watched. */
const framesPainted = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
const disagreements = (page: Page) => page.evaluate(() => (window as unknown as { atlasBoxes: string[] }).atlasBoxes);
const ticked = (page: Page) => page.locator('input[name="ids"]:checked').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

await withBrowser(t, (site) => {
  t.test('filters and sort are history steps: Back goes through each, scrolled as left, then to the page before', async (t) => {
    const page = await site.newPage(t, { viewport: { width: 1440, height: 900 } });
    const problems = consoleProblems(page);
    await page.goto('/en');
    await runtimeReady(page);
    await markWindow(page);
    const documents = documentRequests(page);
    await page.click('.site-nav a[href="/en/lib"]');
    await shows(page, '/en/lib');
    const start = await page.evaluate(() => history.length);

    // Each change, and the address it must lead to.
    const steps: [string, (page: Page) => Promise<unknown>][] = [
      ['/en/lib?vendor=amd', (page) => page.selectOption(`${FILTERS} select[name="vendor"]`, 'amd')],
      ['/en/lib?vendor=amd&segment=desktop', (page) => page.selectOption(`${FILTERS} select[name="segment"]`, 'desktop')],
      [
        '/en/lib?vendor=amd&segment=desktop&cores_min=8',
        async (page) => {
          // Typed where the page stands: focused without scrolling, as a visitor's Tab would not move it.
          await page.locator(`${FILTERS} input[name="cores_min"]`).evaluate((field: HTMLElement) => field.focus({ preventScroll: true }));
          await page.keyboard.type('8');
        },
      ],
      ['/en/lib?vendor=amd&segment=desktop&cores_min=8&scored=1', (page) => page.check(`${FILTERS} input[name="scored"]`)],
      ['/en/lib?vendor=amd&segment=desktop&cores_min=8&scored=1&sort=-score', (page) => page.selectOption('select[name="sort"]', '-score')],
    ];
    // Where the visitor had scrolled to on each page when they made the next change.
    const left: number[] = [];
    for (const [index, [path, change]] of steps.entries()) {
      await page.evaluate((y) => scrollTo(0, y), 150 + 90 * index);
      await change(page); // which brings the control into view first, as a visitor's own scrolling would
      left.push(await page.evaluate(() => scrollY));
      await shows(page, path);
      t.equal(await page.evaluate(() => scrollY), left[index], `${path}: the results change in place, the page does not move`);
      t.equal(await page.evaluate(() => history.length), start + index + 1, `${path}: one step more`);
    }

    for (let index = steps.length - 1; index >= 0; index--) {
      await page.goBack();
      const path = index === 0 ? '/en/lib' : steps[index - 1]![0];
      await shows(page, path);
      t.ok(await eventually(page, (y) => Math.abs(scrollY - y) <= 2, left[index]), `Back to ${path}, scrolled to ${left[index]} px as it was left`);
    }
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/en');
    t.equal(pathOf(page), '/en', 'and one more Back is the page before the library');
    t.ok(await isWindowMarked(page), 'all in one document');
    t.same(documents, [], 'no full page load');
    t.same(problems, [], 'no console errors or warnings');
  });

  t.test('typing is one step until something else changes; typing after that is another', async (t) => {
    const page = await site.newPage(t);
    await page.goto('/en/lib');
    await runtimeReady(page);
    const start = await page.evaluate(() => history.length);
    const field = `${FILTERS} input[name="q"]`;
    await page.focus(field);
    await page.keyboard.type('ryzen');
    await page.waitForURL((url) => url.searchParams.get('q') === 'ryzen');
    await page.keyboard.type(' 7', { delay: 20 });
    await page.waitForURL((url) => url.searchParams.get('q') === 'ryzen 7');
    t.equal(await page.evaluate(() => history.length), start + 1, 'two settled texts: one step');

    await page.selectOption(`${FILTERS} select[name="vendor"]`, 'amd');
    await page.waitForURL((url) => url.searchParams.get('vendor') === 'amd');
    await page.focus(field);
    await page.keyboard.type('800');
    await page.waitForURL((url) => url.searchParams.get('q') === 'ryzen 7800');
    t.equal(await page.evaluate(() => history.length), start + 3, 'the select, and the typing after it: a step each');
    await page.press(field, 'Enter');
    t.equal(await page.evaluate(() => history.length), start + 3, 'Enter on what is shown adds none');

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('q') === 'ryzen 7' && url.searchParams.get('vendor') === 'amd');
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('q') === 'ryzen 7' && !url.searchParams.has('vendor'));
    await page.goBack();
    await page.waitForURL((url) => url.search === '');
    t.ok(
      await eventually(page, (field) => document.querySelector<HTMLInputElement>(field)!.value === '', field),
      `Back before the typing empties the field (it holds "${await page.inputValue(field)}")`,
    );
  });

  t.test('at 390 and 1440 px, Back to /en/lib?q=7800X3D, again and again: its compare box is ticked from the first frame, as the tray says', async (t) => {
    // A tab per width, each with a history and a selection of its own, in one context.
    const first = await site.newPage(t);
    for (const [width, rounds] of [
      [390, 2],
      [1440, 3],
    ] as const) {
      const page = width === 390 ? first : await first.context().newPage();
      await page.setViewportSize({ width, height: 900 });
      const problems = consoleProblems(page);
      await page.goto('/en/lib?q=7800X3D');
      await runtimeReady(page);
      await page.locator('input[name="ids"][value="amd:ryzen-7-7800x3d"]').check();
      const tray = page.locator('.compare-tray');
      await tray.waitFor();
      const link = 'main tbody a[href="/en/cpu/amd/ryzen-7-7800x3d"]';
      for (let round = 1; round <= rounds; round++) {
        await page.click(link);
        await page.waitForSelector('h1:has-text("7800X3D")');
        await watchBoxes(page);
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/en/lib' && url.searchParams.get('q') === '7800X3D');
        await page.waitForSelector(link);
        // The tray is the last thing a step Back draws (it waits for its words); a frame after it, all is on screen.
        t.ok(
          await eventually(page, () => /1\/4 selected.*Ryzen 7 7800X3D/.test(document.querySelector('.compare-tray')?.textContent ?? '')),
          `${width} px, Back ${round}: the tray lists it`,
        );
        await framesPainted(page);
        t.same(await disagreements(page), [], `${width} px, Back ${round}: no box disagrees with the selection, in any frame`);
      }
      if (width === 1440) {
        // A step Back inside the library, from another filter to the same search.
        await page.selectOption(`${FILTERS} select[name="vendor"]`, 'amd');
        await page.waitForURL((url) => url.searchParams.get('vendor') === 'amd');
        await page.waitForSelector(link);
        await watchBoxes(page);
        await page.goBack();
        await shows(page, '/en/lib?q=7800X3D');
        await framesPainted(page);
        t.same(await disagreements(page), [], `${width} px, Back from another filter: no box disagrees`);
      }
      // Restored from the back-forward cache, the page reads the selection again: another page of the
      // tab (a processor's, opened as a new document) may have changed it meanwhile.
      await page.evaluate(() => {
        sessionStorage.setItem('atlas:compare-selection', JSON.stringify([{ key: 'intel:core-i9-14900k', name: 'Core i9-14900K' }]));
        dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
      });
      t.ok(
        await eventually(page, () => /1\/4 selected.*Core i9-14900K/.test(document.querySelector('.compare-tray')?.textContent ?? '')),
        `${width} px, from the cache: the tray shows the selection as stored`,
      );
      t.same(await ticked(page), [], `${width} px: and the box of what is no longer picked is unticked`);
      t.same(problems, [], `${width} px: no console errors or warnings`);
    }
  });

  t.test('a compare box ticked just before opening a processor is still ticked, and in the tray, on the way Back', async (t) => {
    const page = await site.newPage(t);
    await page.goto('/en/lib?q=7800X3D');
    await runtimeReady(page);
    // The selection's code arrives only once the visitor has left for the processor.
    const code = await holdRequests(page, (url) => url.pathname.includes('/selection-'));
    await page.locator('input[name="ids"][value="amd:ryzen-7-7800x3d"]').check();
    await code.held;
    await page.click('main tbody a[href="/en/cpu/amd/ryzen-7-7800x3d"]');
    await page.waitForURL('**/en/cpu/amd/ryzen-7-7800x3d');
    code.release();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/en/lib');
    t.ok(await eventually(page, () => /Ryzen 7 7800X3D/.test(document.querySelector('.compare-tray')?.textContent ?? '')), 'the tray lists it');
    t.same(await ticked(page), ['amd:ryzen-7-7800x3d'], 'and its box is ticked');
  });
});
