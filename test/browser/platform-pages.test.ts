import t from 'tap';
import { consoleProblems, isWindowMarked, markWindow, runtimeReady, withBrowser } from './browser.js';

/**
 * The upgrade advisor and a socket page in a browser, at a phone's width and a desktop's, in both
 * languages, with JavaScript on and off: nothing wider than the window, the advice and the tables
 * readable, and the forms and sort links working as plain GET requests (with JavaScript off, the
 * goal form too, keeping the chipset); with JavaScript on, the socket page's board filter follows a
 * choice at once.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const UPGRADE = {
  zh: ['/upgrade/amd/ryzen-5-3600', '应用', '已限定为 AMD B450 芯片组。'],
  en: ['/en/upgrade/amd/ryzen-5-3600', 'Apply', 'Narrowed to the AMD B450 chipset.'],
} as const;
/** The goal form: the single-thread choice, its button, and the benchmark a card then names. */
const GOAL = {
  zh: ['单线程（单线程指数）', '重新排序', '单线程指数（派生）'],
  en: ['One thread (single-thread index)', 'Reorder', 'Single-thread index (derived)'],
} as const;
const SOCKET = { zh: ['/socket/lga1700', '筛选'], en: ['/en/socket/lga1700', 'Show'] } as const;
/**
 * Each width with JavaScript on and off, each language at both widths and in both states: four
 * visits per page cover every pairing of two, as the eight of every combination would.
 */
const VISITS = [
  { viewport: PHONE, javaScriptEnabled: true, locale: 'zh' },
  { viewport: PHONE, javaScriptEnabled: false, locale: 'en' },
  { viewport: DESKTOP, javaScriptEnabled: true, locale: 'en' },
  { viewport: DESKTOP, javaScriptEnabled: false, locale: 'zh' },
] as const;

await withBrowser(t, (site) => {
  // One context for each state of JavaScript, which is the context's; each visit is a fresh load at its width.
  for (const javaScriptEnabled of [true, false]) {
    const visits = VISITS.filter((visit) => visit.javaScriptEnabled === javaScriptEnabled);
    const where = visits.map(({ viewport, locale }) => `${viewport.width} px in ${locale === 'zh' ? 'Chinese' : 'English'}`).join(' and ');
    t.test(
      `JavaScript ${javaScriptEnabled ? 'on' : 'off'}, at ${where}: the upgrade advice fits the window and its chipset form narrows it; a socket's tables fit, and its sort link and board filter are plain GETs`,
      async (t) => {
        const page = await site.newPage(t, { javaScriptEnabled });
        const problems = consoleProblems(page);
        for (const { viewport, locale } of visits) {
          await page.setViewportSize(viewport);
          const [upgrade, apply, narrowed] = UPGRADE[locale];
          const [socket, show] = SOCKET[locale];

          let at = `GET ${upgrade} at ${viewport.width} px`;
          problems.length = 0;
          await page.goto(upgrade);
          if (javaScriptEnabled) await runtimeReady(page);
          t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${at}: no sideways scrolling`);
          const first = page.locator('.upgrade-candidate').first();
          t.ok(await first.isVisible(), `${at}: the best candidate is shown`);
          const box = (await first.boundingBox())!;
          t.ok(box.x >= 0 && box.x + box.width <= viewport.width, `${at}: its card is inside the window`);
          t.match(await first.locator('.upgrade-gain').textContent(), /^\+\d+% Blender$/, `${at}: with its gain and the benchmark it is ranked by`);
          await page.locator('select[name="chipset"]').selectOption('b450');
          await Promise.all([page.waitForURL(/chipset=b450/), page.getByRole('button', { name: apply }).click()]);
          await page.getByText(narrowed).waitFor();
          t.ok(await page.locator('select[name="board"]').isVisible(), `${at}: the chipset's boards to choose from`);
          if (!javaScriptEnabled) {
            // The goal form submits every field; the server tidies the URL, the chipset kept.
            const [single, reorder, index] = GOAL[locale];
            await page.getByRole('radio', { name: single }).check();
            await Promise.all([page.waitForURL(/\?chipset=b450&goal=single$/), page.getByRole('button', { name: reorder }).click()]);
            t.ok(await page.getByRole('radio', { name: single }).isChecked(), `${at}: the goal chosen, the chipset kept, JavaScript off`);
            t.equal(await page.locator('.upgrade-candidate .upgrade-gain__basis').first().textContent(), index, `${at}: ordered by the single-thread index`);
            t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${at}: the goal's list, no sideways scrolling`);
          }
          t.same(problems, [], `${at}: no console errors`);

          at = `GET ${socket} at ${viewport.width} px`;
          problems.length = 0;
          await page.goto(socket);
          if (javaScriptEnabled) await runtimeReady(page);
          t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${at}: no sideways scrolling`);
          const row = await page.locator('.platform-table tbody tr').first().boundingBox();
          t.ok(row && row.x >= 0 && row.x + row.width <= viewport.width, `${at}: the first processor is inside the window`);
          await Promise.all([page.waitForURL(/sort=blender/), page.locator('.platform-choices a[href*="sort=blender"]').click()]);
          await page.locator('.platform-choices a[aria-current="true"][href*="sort=blender"]').waitFor();
          t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${at}: sorted, still no sideways scrolling`);
          if (javaScriptEnabled) {
            // With JavaScript a choice shows its boards at once, in place: no button to press, no page load.
            await markWindow(page);
            await Promise.all([page.waitForURL(/chipset=z790/), page.locator('select[name="chipset"]').selectOption('z790')]);
            await page.waitForFunction(() =>
              [...document.querySelectorAll('.platform-table td[data-label] a[href*="chipset="]')].every((link) => link.textContent === 'Intel Z790'),
            );
            t.ok(await isWindowMarked(page), `${at}: the boards of the chipset chosen, without its button or a page load`);
            t.notMatch(page.url(), /form=(&|$)/, `${at}: no empty field in the address`);
          } else {
            await page.locator('select[name="chipset"]').selectOption('z790');
            await Promise.all([page.waitForURL(/chipset=z790/), page.getByRole('button', { name: show }).click()]);
          }
          t.match(page.url(), /sort=blender/, `${at}: the form keeps the sort`);
          const chipsets = await page.locator('.platform-table td[data-label] a[href*="chipset="]').allTextContents();
          t.ok(chipsets.length > 0 && chipsets.every((name) => name === 'Intel Z790'), `${at}: only Z790 boards`);
          t.same(problems, [], `${at}: no console errors`);
        }
      },
    );
  }

  t.test('from a detail page, "what can I upgrade to?" is a client navigation; the advice\'s candidates link back to detail pages', async (t) => {
    const page = await site.newPage(t, { viewport: { width: 1440, height: 900 } });
    await page.goto('/en/cpu/amd/ryzen-5-3600');
    await runtimeReady(page);
    await markWindow(page);
    await Promise.all([page.waitForURL('**/en/upgrade/amd/ryzen-5-3600'), page.getByRole('link', { name: 'What can I upgrade to?' }).click()]);
    await page.locator('h1', { hasText: 'Upgrades for the AMD Ryzen 5 3600' }).waitFor();
    t.ok(await isWindowMarked(page), 'no full page load');
    await Promise.all([page.waitForURL('**/en/socket/am4'), page.locator('.upgrade-owned a[href="/en/socket/am4"]').click()]);
    await page.locator('h1', { hasText: 'Socket AM4' }).waitFor();
    t.ok(await isWindowMarked(page), 'the socket page too');
  });
});
