import t from 'tap';
import { consoleProblems, isWindowMarked, markWindow, runtimeReady, withBrowser } from './browser.js';

/**
 * Compare in a browser: the names stay in sight on a phone while the rows scroll; the add field
 * suggests as the visitor types (the site search's combobox over `GET /api/search`, leaving out
 * what is compared already) and works without JavaScript or without the search; the switch and the
 * arrange links are navigations.
 */
const PAIR = 'amd:ryzen-7-7800x3d,intel:core-i9-14900k';
const FOUR = `${PAIR},amd:ryzen-9-7950x,intel:core-ultra-9-285k`;

/** What the site search answers (its own helper builds the endpoint; the tests stand in for it). */
const SEARCH_ANSWER = {
  query: '79',
  results: [
    {
      vendor: 'amd',
      vendorName: 'AMD',
      id: 'ryzen-9-7950x',
      name: 'Ryzen 9 7950X',
      href: '/en/cpu/amd/ryzen-9-7950x',
      cores: 16,
      threads: 32,
      launched: '2022-09',
      spec: '16 cores / 32 threads · 2022',
    },
    {
      vendor: 'amd',
      vendorName: 'AMD',
      id: 'ryzen-9-7950x3d',
      name: 'Ryzen 9 7950X3D',
      href: '/en/cpu/amd/ryzen-9-7950x3d',
      cores: 16,
      threads: 32,
      launched: '2023-02',
      spec: '16 cores / 32 threads · 2023',
    },
    {
      vendor: 'amd',
      vendorName: 'AMD',
      id: 'ryzen-7-7800x3d',
      name: 'Ryzen 7 7800X3D',
      href: '/en/cpu/amd/ryzen-7-7800x3d',
      cores: 8,
      threads: 16,
      launched: '2023-04',
      spec: '8 cores / 16 threads · 2023',
    },
  ],
  summary: '3 suggestions',
};

await withBrowser(t, (site) => {
  t.test('at 390 px the processor names stay in sight while the rows scroll, in both languages, all rows or the differences', async (t) => {
    // One tab: each comparison is a full load of its own.
    const page = await site.newPage(t, { viewport: { width: 390, height: 844 } });
    const problems = consoleProblems(page);
    for (const path of [`/en/compare?ids=${FOUR}&diff=1`, `/compare?ids=${FOUR}`]) {
      await page.goto(path);
      await runtimeReady(page);
      t.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, `${path}: nothing scrolls sideways`);
      const lastRow = page.locator('.compare-table tbody tr').last();
      await lastRow.scrollIntoViewIfNeeded();
      const head = await page.locator('.compare-table thead').boundingBox();
      t.ok(head && Math.abs(head.y) < 1, `${path}: the names are at the top of the window (${head?.y})`);
      for (const name of ['Ryzen 7 7800X3D', 'Core i9-14900K', 'Ryzen 9 7950X', 'Core Ultra 9 285K']) {
        const box = await page.locator('.compare-table thead a', { hasText: name }).boundingBox();
        t.ok(box && box.y >= 0 && box.y + box.height <= head!.y + head!.height + 1, `${path}: ${name} is visible`);
      }
      const cells = await lastRow.locator('td').evaluateAll((tds) => tds.map((td) => Math.round(td.getBoundingClientRect().left)));
      const columns = await page
        .locator('.compare-table thead th:not(.compare-table__corner)')
        .evaluateAll((ths) => ths.map((th) => Math.round(th.getBoundingClientRect().left)));
      t.same(cells, columns, `${path}: each value sits under its processor's name`);
      t.same(problems.splice(0), [], `${path}: no console errors or warnings`);
    }
  });

  t.test('the add field suggests from the site search and adds by keyboard, as a client navigation', async (t) => {
    const page = await site.newPage(t);
    const asked: string[] = [];
    await page.route('**/api/search?*', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ json: SEARCH_ANSWER });
    });
    await page.goto(`/en/compare?ids=${PAIR}&diff=1`);
    await runtimeReady(page);
    await markWindow(page);
    const input = page.locator('#compare-add-q');
    // Two edits in one task, as fast typing makes them: keystrokes sent one by one could arrive
    // further apart than the debounce on a busy machine, and rightly make two requests.
    await input.focus();
    await input.evaluate((element: HTMLInputElement) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      for (const value of ['7', '79']) {
        setValue.call(element, value);
        element.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });
    const options = page.locator('#compare-add-q-listbox [role="option"]');
    await options.first().waitFor();
    t.equal(asked.length, 1, 'typing is debounced into one request');
    t.match(new URL(asked[0]!).search, /q=79&locale=en/);
    t.same(
      await options.allTextContents(),
      ['AMD Ryzen 9 7950X 16 cores / 32 threads · 2022', 'AMD Ryzen 9 7950X3D 16 cores / 32 threads · 2023'],
      'the results not yet compared, with a key spec',
    );
    t.equal(await input.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    t.equal(await input.getAttribute('aria-activedescendant'), 'compare-add-q-listbox-1');
    t.equal(await options.nth(1).getAttribute('aria-selected'), 'true');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('ids') === `${PAIR},amd:ryzen-9-7950x3d`);
    t.equal(new URL(page.url()).searchParams.get('diff'), '1', 'the switch is kept');
    await page.waitForSelector('.compare-table thead a:has-text("Ryzen 9 7950X3D")');
    t.ok(await isWindowMarked(page), 'no full page load');
    t.equal(await page.evaluate(() => document.activeElement?.tagName), 'H1', 'focus on the new heading, as after any navigation');
  });

  t.test('Escape closes the suggestions; a click adds', async (t) => {
    const page = await site.newPage(t);
    await page.route('**/api/search?*', (route) => route.fulfill({ json: SEARCH_ANSWER }));
    await page.goto(`/compare?ids=${PAIR}`);
    await runtimeReady(page);
    await page.locator('#compare-add-q').pressSequentially('79');
    await page.locator('#compare-add-q-listbox [role="option"]').first().waitFor();
    await page.keyboard.press('Escape');
    t.notOk(await page.locator('#compare-add-q-listbox').isVisible(), 'closed');
    t.equal(await page.locator('#compare-add-q').getAttribute('aria-expanded'), 'false');
    await page.keyboard.press('ArrowDown');
    await page.locator('#compare-add-q-listbox [role="option"]').first().click();
    await page.waitForURL((url) => url.searchParams.get('ids') === `${PAIR},amd:ryzen-9-7950x`);
    t.pass('a click on a suggestion adds it');
  });

  t.test('when the search does not answer, the add field still works (the server adds)', async (t) => {
    const page = await site.newPage(t);
    await page.route('**/api/search?*', (route) => route.fulfill({ status: 404, json: { statusCode: 404 } }));
    await page.goto(`/en/compare?ids=${PAIR}`);
    await runtimeReady(page);
    await page.locator('#compare-add-q').fill('7950x');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('ids') === `${PAIR},amd:ryzen-9-7950x`);
    t.equal(new URL(page.url()).searchParams.has('q'), false, 'a clean URL');
  });

  t.test('without JavaScript: add, switch to differences only, move and remove, all by URL', async (t) => {
    const page = await site.newPage(t, { javaScriptEnabled: false });
    await page.goto(`/en/compare?ids=${PAIR}`);
    await page.fill('#compare-add-q', 'ryzen 9 7950x');
    await Promise.all([page.waitForURL(/7950x/), page.click('.compare-add button[type="submit"]')]);
    const ids = () => new URL(page.url()).searchParams.get('ids');
    t.equal(ids(), `${PAIR},amd:ryzen-9-7950x`);
    await page.click('.compare-rows-switch a:has-text("Differences only")');
    t.equal(new URL(page.url()).searchParams.get('diff'), '1');
    t.equal(await page.locator('.compare-table th[scope="row"]:text-is("Segment")').count(), 0, 'equal rows hidden');
    await page.click('a[aria-label="Move Ryzen 9 7950X left"]');
    t.equal(ids(), 'amd:ryzen-7-7800x3d,amd:ryzen-9-7950x,intel:core-i9-14900k');
    await page.click('a[aria-label="Remove Ryzen 7 7800X3D"]');
    t.equal(ids(), 'amd:ryzen-9-7950x,intel:core-i9-14900k');
    t.equal(new URL(page.url()).searchParams.get('diff'), '1', 'the switch survives every step');
    t.same(await page.locator('.compare-table thead a').allTextContents(), ['Ryzen 9 7950X', 'Core i9-14900K']);
  });
});
