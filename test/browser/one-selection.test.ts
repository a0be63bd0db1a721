import type { Page } from 'playwright-core';
import t from 'tap';
import { consoleProblems, isWindowMarked, markWindow, runtimeReady, withBrowser } from './browser.js';

/**
 * One compare selection for the whole site: what the library's boxes pick, the detail page's
 * compare button uses — "compare with my selection (n)" adds the processor and opens the
 * comparison of all of it, a second link still compares it alone — and a press with no selection
 * starts one. The selection's code is a file of its own, loaded only when there is a selection or
 * a first pick. Without JavaScript the button is a plain link to the processor's comparison.
 */
const tick = (page: Page, key: string) => page.locator(`input[name="ids"][value="${key}"]`).check();
const selectionFiles = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(selection|messages-(zh|en)-selection)-/.test(request.url())) urls.push(new URL(request.url()).pathname);
  });
  return urls;
};
const button = (page: Page) => page.locator('.processor-actions a.button').first();
const compared = async (page: Page) =>
  page.locator('.compare-table thead a[href*="/cpu/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

await withBrowser(t, (site) => {
  t.test('library tray → detail page → compare, and back: one selection', async (t) => {
    const page = await site.newPage(t);
    const problems = consoleProblems(page);
    const loaded = selectionFiles(page);
    await page.goto('/en/lib?q=7800x3d');
    await runtimeReady(page);
    t.same(loaded, [], 'a first visit with no selection loads none of its code');
    await tick(page, 'amd:ryzen-7-7800x3d');
    await page.locator('.compare-tray').waitFor();
    t.ok(
      loaded.some((path) => path.startsWith('/assets/selection-')),
      'the first tick brings it',
    );
    t.ok(
      loaded.some((path) => path.startsWith('/assets/messages-en-selection-')),
      "with its words in the page's language",
    );
    await page.fill('.library-filters input[name="q"]', '14900k');
    await page.waitForSelector('input[value="intel:core-i9-14900k"]');
    await tick(page, 'intel:core-i9-14900k');
    t.match(await page.locator('.compare-tray').textContent(), '2/4 selected');

    await markWindow(page);
    await page.fill('.library-filters input[name="q"]', '9950x3d');
    await page.click('main tbody a[href="/en/cpu/amd/ryzen-9-9950x3d"]');
    await page.waitForURL('**/en/cpu/amd/ryzen-9-9950x3d');
    await page.waitForFunction(() => document.querySelector('.processor-actions a.button')?.textContent?.includes('my selection'));
    t.equal(await button(page).textContent(), 'Compare with my selection (3)', "the detail page's button uses the library's selection");
    t.equal(await button(page).getAttribute('href'), `/en/compare?ids=${encodeURIComponent('amd:ryzen-7-7800x3d,intel:core-i9-14900k,amd:ryzen-9-9950x3d')}`);
    const alone = page.locator('.processor-actions a.button--ghost');
    t.equal(await alone.textContent(), 'Compare this one alone', 'and a fresh comparison is still one click away');
    t.equal(await alone.getAttribute('href'), `/en/compare?ids=${encodeURIComponent('amd:ryzen-9-9950x3d')}`);

    await button(page).click();
    await page.waitForURL((url) => url.pathname === '/en/compare');
    await page.waitForSelector('.compare-table');
    t.same(
      await compared(page),
      ['/en/cpu/amd/ryzen-7-7800x3d', '/en/cpu/intel/core-i9-14900k', '/en/cpu/amd/ryzen-9-9950x3d'],
      'the whole selection, in the order picked',
    );
    t.ok(await isWindowMarked(page), 'client navigations all the way');

    await page.goBack();
    await page.waitForURL('**/en/cpu/amd/ryzen-9-9950x3d');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/en/lib');
    await page.waitForSelector('.compare-tray');
    t.match(await page.locator('.compare-tray').textContent(), '3/4 selected', 'back in the library the tray holds what the detail page added');
    t.match(await page.locator('.compare-tray').textContent(), 'Ryzen 9 9950X3D');
    t.ok(await page.locator('input[value="amd:ryzen-9-9950x3d"]').isChecked(), 'and its row is ticked');
    t.same(problems, []);
  });

  t.test("a detail page with no selection: the button opens the processor's comparison and starts the selection", async (t) => {
    const page = await site.newPage(t);
    const problems = consoleProblems(page);
    const loaded = selectionFiles(page);
    await page.goto('/cpu/amd/ryzen-7-7800x3d');
    await runtimeReady(page);
    t.same(loaded, [], 'nothing of the selection loads with the page');
    t.equal(await button(page).textContent(), '与其他处理器对比');
    t.equal(await page.locator('.processor-actions a.button--ghost').count(), 0);
    await markWindow(page);
    await button(page).click();
    await page.waitForURL((url) => url.pathname === '/compare');
    t.equal(new URL(page.url()).searchParams.get('ids'), 'amd:ryzen-7-7800x3d');
    await page.waitForSelector('.compare-lone__card');
    t.match(await page.locator('.compare-lone__card h2').textContent(), 'Ryzen 7 7800X3D', 'the comparison shows it, ready for a second');
    t.ok(await isWindowMarked(page), 'a client navigation');
    await page.click('.site-nav a[href="/lib"]');
    await page.waitForSelector('.compare-tray');
    t.match(await page.locator('.compare-tray').textContent(), '已选 1/4', "the library's tray holds it");
    t.same(problems, []);
  });

  t.test('a full selection without this processor: the button compares it alone, a second link opens the selection', async (t) => {
    const page = await site.newPage(t);
    await page.goto('/en/lib?q=ryzen+7+7&per=96');
    await runtimeReady(page);
    const boxes = page.locator('input[name="ids"]:not([value="amd:ryzen-7-7800x3d"])');
    for (let i = 0; i < 4; i++) await boxes.nth(i).check();
    await page.waitForFunction(() => document.querySelector('.compare-tray')?.textContent?.includes('4/4'));
    await page.goto('/en/cpu/amd/ryzen-7-7800x3d');
    await runtimeReady(page);
    const second = page.locator('.processor-actions a.button--ghost');
    await second.waitFor();
    t.equal(await second.textContent(), 'My selection is full (4): open it');
    t.match(await second.getAttribute('href'), /^\/en\/compare\?ids=/);
    t.equal(await button(page).textContent(), 'Compare with others');
    t.equal(await button(page).getAttribute('href'), `/en/compare?ids=${encodeURIComponent('amd:ryzen-7-7800x3d')}`);
  });

  t.test("without JavaScript the compare button is a plain link to the processor's comparison", async (t) => {
    const page = await site.newPage(t, { javaScriptEnabled: false });
    await page.goto('/en/cpu/amd/ryzen-7-7800x3d');
    await Promise.all([page.waitForURL(/\/en\/compare/), button(page).click()]);
    t.equal(new URL(page.url()).searchParams.get('ids'), 'amd:ryzen-7-7800x3d');
    t.match(await page.locator('.compare-lone__card h2').textContent(), 'Ryzen 7 7800X3D');
    t.equal(await page.locator('.compare-lone form.compare-add').count(), 1, 'beside the form that adds a second');
  });
});
