import type { Page } from 'playwright-core';
import t from 'tap';
import { consoleProblems, documentRequests, isWindowMarked, markWindow, runtimeReady, withBrowser } from './browser.js';

/**
 * The compare selection in the library. With JavaScript it survives a new
 * search, another page and a visit to a processor; a tray says how many are picked and leads to
 * the comparison as any link does; a fifth is refused with a message. Without JavaScript the
 * checkboxes and the "Compare selected" button are a plain GET form.
 */
const tick = (page: Page, key: string) => page.locator(`input[name="ids"][value="${key}"]`).check();
const ticked = (page: Page) => page.locator('input[name="ids"]:checked').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

await withBrowser(t, (site) => {
  t.test('the selection survives a new search, another page, and a processor visited and left', async (t) => {
    const page = await site.newPage(t);
    const problems = consoleProblems(page);
    await page.goto('/en/lib?q=7800x3d');
    await runtimeReady(page);
    await tick(page, 'amd:ryzen-7-7800x3d');
    await page.fill('.library-filters input[name="q"]', '14900k');
    await page.waitForURL((url) => url.searchParams.get('q') === '14900k');
    await page.waitForSelector('input[value="intel:core-i9-14900k"]');
    await tick(page, 'intel:core-i9-14900k');
    const tray = page.locator('.compare-tray');
    t.match(await tray.textContent(), '2/4 selected', 'the tray counts what is picked');
    t.match(await tray.textContent(), 'Ryzen 7 7800X3D', 'and names it, from another search too');

    await page.fill('.library-filters input[name="q"]', '');
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await page.click('.pagination a[rel="next"]');
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    t.match(await tray.textContent(), '2/4 selected', 'another page keeps it');

    await page.fill('.library-filters input[name="q"]', '7800x3d');
    await page.waitForSelector('main tbody a[href="/en/cpu/amd/ryzen-7-7800x3d"]');
    await page.click('main tbody a[href="/en/cpu/amd/ryzen-7-7800x3d"]');
    await page.waitForURL('**/en/cpu/amd/ryzen-7-7800x3d');
    await page.goBack();
    await page.waitForSelector('input[value="amd:ryzen-7-7800x3d"]');
    t.same(await ticked(page), ['amd:ryzen-7-7800x3d'], 'back in the library, its row is still ticked');
    t.match(await tray.textContent(), '2/4 selected');

    await page.reload();
    await runtimeReady(page);
    await page.waitForSelector('.compare-tray');
    t.match(await tray.textContent(), '2/4 selected', 'a reload of the tab keeps it too');
    t.same(problems, []);
  });

  t.test('a fifth is refused with a message, in both languages', async (t) => {
    const page = await site.newPage(t);
    for (const [path, full, count] of [
      ['/lib', /最多.*4/, '已选 4/4'],
      ['/en/lib', /at most 4/i, '4/4 selected'],
    ] as const) {
      await page.goto(path);
      await runtimeReady(page);
      const boxes = page.locator('input[name="ids"]');
      // the first tick loads the selection's code; the tray shows once it runs (this test is about the fifth)
      await boxes.nth(0).check();
      await page.waitForSelector('.compare-tray');
      for (let i = 1; i < 4; i++) await boxes.nth(i).check();
      await boxes.nth(4).click();
      t.notOk(await boxes.nth(4).isChecked(), `${path}: the fifth box stays unticked`);
      t.match(await page.locator('.compare-tray [role="status"]').textContent(), full, `${path}: and the tray says why`);
      t.match(await page.locator('.compare-tray').textContent(), count, `${path}: the tray counts four`);
      await boxes.nth(0).uncheck();
      t.equal(await page.locator('.compare-tray [role="status"]').textContent(), '', `${path}: the message goes once there is room`);
      await boxes.nth(4).check();
      t.ok(await boxes.nth(4).isChecked(), `${path}: and a fourth is taken again`);
      // The next language starts with no selection: the tab's storage is emptied, its page loaded afresh.
      await page.evaluate(() => sessionStorage.clear());
    }
  });

  t.test('the tray works from the keyboard and opens the comparison as a client navigation', async (t) => {
    const page = await site.newPage(t);
    await page.goto('/lib?q=7800x3d');
    await runtimeReady(page);
    await markWindow(page);
    await page.focus('input[value="amd:ryzen-7-7800x3d"]');
    await page.keyboard.press('Space');
    await page.fill('.library-filters input[name="q"]', '14900k');
    await page.waitForSelector('input[value="intel:core-i9-14900k"]');
    await page.focus('input[value="intel:core-i9-14900k"]');
    await page.keyboard.press('Space');
    t.match(await page.locator('.compare-tray').textContent(), '已选 2/4');
    // The tray comes right after the results in the tab order.
    const link = page.locator('.compare-tray a.compare-tray__go');
    for (let step = 0; step < 20 && !(await link.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press('Tab');
    t.ok(await link.evaluate((element) => element === document.activeElement), "Tab reaches the tray's compare link");
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/compare');
    t.equal(new URL(page.url()).searchParams.get('ids'), 'amd:ryzen-7-7800x3d,intel:core-i9-14900k', 'in the order they were picked');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    t.ok(await isWindowMarked(page), 'a client navigation');
    t.match(await page.textContent('#atlas-runtime p[aria-live="polite"]'), 'AMD Ryzen 7 7800X3D vs Intel Core i9-14900K');
  });

  t.test('a box ticked while the selection code takes over is kept, not ticked back', async (t) => {
    const page = await site.newPage(t);
    await page.goto('/en/lib?q=ryzen+7+7&per=96');
    await runtimeReady(page);
    // The selection code ticks the boxes from the selection when it takes over (a layout effect);
    // the second box is ticked right then, before the browser runs anything else: the moment a
    // quick second tick can land while the code arrives.
    await page.evaluate(() => {
      const first = document.querySelector<HTMLInputElement>('input[name="ids"][value="amd:ryzen-7-7800x3d"]')!;
      const second = document.querySelector<HTMLInputElement>('input[name="ids"][value="amd:ryzen-7-7700x"]')!;
      const checked = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')!;
      let ticked = false;
      Object.defineProperty(first, 'checked', {
        configurable: true,
        get() {
          return checked.get!.call(this);
        },
        set(value: boolean) {
          checked.set!.call(this, value);
          if (ticked) return;
          ticked = true;
          queueMicrotask(() => second.click());
        },
      });
    });
    await tick(page, 'amd:ryzen-7-7800x3d');
    await page.waitForSelector('.compare-tray');
    t.match(await page.locator('.compare-tray').textContent(), /2\/4/, 'the tray counts both');
    t.same((await ticked(page)).sort(), ['amd:ryzen-7-7700x', 'amd:ryzen-7-7800x3d'], 'both boxes stay ticked');
    await tick(page, 'amd:ryzen-7-7700');
    t.match(await page.locator('.compare-tray').textContent(), /3\/4/, 'a third tick counts three');
    t.ok(await page.locator('input[name="ids"][value="amd:ryzen-7-7700x"]').isChecked(), 'and leaves the second ticked');

    // That second tick is the selection's alone: after a new search it is taken off in the tray,
    // and a processor visited and left does not bring it back.
    await page.fill('.library-filters input[name="q"]', '7800x3d');
    await page.waitForURL((url) => url.searchParams.get('q') === '7800x3d');
    await page.click('.compare-tray button[aria-label*="7700X"]');
    t.match(await page.locator('.compare-tray').textContent(), /2\/4/, 'taken off in the tray');
    await page.click('main tbody a[href="/en/cpu/amd/ryzen-7-7800x3d"]');
    await page.waitForURL('**/en/cpu/amd/ryzen-7-7800x3d');
    await page.goBack();
    await page.waitForSelector('input[value="amd:ryzen-7-7800x3d"]');
    t.match(await page.locator('.compare-tray').textContent(), /2\/4/, 'still two after Back');
    t.notMatch(await page.locator('.compare-tray').textContent(), '7700X', 'without the one taken off');
  });

  t.test('"Compare selected" with JavaScript focuses the new heading and announces the title', async (t) => {
    const page = await site.newPage(t);
    const problems = consoleProblems(page);
    await page.goto('/en/lib?q=ryzen+7+7&per=96');
    await runtimeReady(page);
    await markWindow(page);
    const documents = documentRequests(page);
    await tick(page, 'amd:ryzen-7-7800x3d');
    await tick(page, 'amd:ryzen-7-7700x');
    await page.click('.compare-form button[type="submit"]');
    await page.waitForURL((url) => url.pathname === '/en/compare');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    const title = await page.title();
    t.match(title, /Ryzen 7 7800X3D vs AMD Ryzen 7 7700X/);
    t.equal(await page.textContent('#atlas-runtime p[aria-live="polite"]'), title, 'the title is announced');
    t.ok(await isWindowMarked(page), 'no full page load');
    t.same(documents, []);
    t.same(problems, []);
  });

  t.test('"Compare selected" looks like the active button it is', async (t) => {
    const page = await site.newPage(t);
    await page.goto('/en/lib');
    const look = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const style = getComputedStyle(element);
        return { background: style.backgroundColor, color: style.color, opacity: style.opacity };
      });
    t.same(await look('.compare-form button'), await look('.filter-search button'), "the filled accent of the page's main buttons");
  });

  t.test('without JavaScript the checkboxes and the button are a GET form, as before', async (t) => {
    const page = await site.newPage(t, { javaScriptEnabled: false });
    await page.goto('/en/lib?q=ryzen+7+7&per=96');
    await tick(page, 'amd:ryzen-7-7800x3d');
    await tick(page, 'amd:ryzen-7-7700x');
    t.equal(await page.locator('.compare-tray').count(), 0, 'no tray');
    await Promise.all([page.waitForURL(/\/en\/compare/), page.click('.compare-form button[type="submit"]')]);
    t.same(new URL(page.url()).searchParams.getAll('ids'), ['amd:ryzen-7-7800x3d', 'amd:ryzen-7-7700x']);
    t.equal(await page.locator('.compare-table thead a[href^="/en/cpu/"]').count(), 2);
  });
});
