import type { Page } from 'playwright-core';
import t from 'tap';
import { documentRequests, isWindowMarked, markWindow, runtimeReady, withBrowser } from './browser.js';

/**
 * The library on a phone. At 390×844 the first screen shows the search, the
 * active filters (each removable) and the first results; the other filters open in a disclosure
 * that stays a plain GET form. And item 6: at 390 px no control is focusable while hidden.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const LOCALES = [
  ['/lib', 'zh'],
  ['/en/lib', 'en'],
] as const;

/** The first result card, measured from the top of the document (the page is not scrolled). */
const firstResultBox = (page: Page) =>
  page.evaluate(() => {
    const row = document.querySelector('.library-table tbody tr')!.getBoundingClientRect();
    return { top: row.top + scrollY, bottom: row.bottom + scrollY };
  });

await withBrowser(t, (site) => {
  // What the library shows on arrival, each case a fresh load at its width: one context for each state
  // of JavaScript, which is the context's.
  for (const javaScriptEnabled of [true, false]) {
    const how = javaScriptEnabled ? 'with' : 'without';
    const noFilters = javaScriptEnabled ? '; without filters there is no summary line and the first result is still there' : '';
    t.test(
      `${how} JavaScript, GET /lib and /en/lib at 390×844: search, filters summary and the first result on the first screen${noFilters}; at 1440 px the whole filter form is open without a click`,
      async (t) => {
        const page = await site.newPage(t, { viewport: PHONE, javaScriptEnabled });
        for (const [path] of LOCALES) {
          await page.goto(`${path}?vendor=amd&segment=desktop&cores_min=8`);
          if (javaScriptEnabled) await runtimeReady(page);
          const search = await page.locator('.library-filters input[name="q"]').boundingBox();
          t.ok(search && search.y + search.height <= PHONE.height, `${path}: the search field is on the first screen`);
          const chips = page.locator('.active-filters a');
          t.equal(await chips.count(), 3 + 1, `${path}: a removable chip for each of the three filters, and "clear all"`);
          const lastChip = await chips.last().boundingBox();
          t.ok(lastChip && lastChip.y + lastChip.height <= PHONE.height, `${path}: the active filters are on the first screen`);
          const { bottom } = await firstResultBox(page);
          t.ok(bottom <= PHONE.height, `${path}: the first result ends at ${Math.round(bottom)} px, inside the first ${PHONE.height} px`);
          t.equal(await page.locator('details.filter-more').getAttribute('open'), null, `${path}: the other filters are folded away`);
          t.notOk(await page.locator('select[name="vendor"]').isVisible(), `${path}: the vendor control is inside the disclosure`);
        }

        if (javaScriptEnabled) {
          await page.goto('/lib');
          await runtimeReady(page);
          t.equal(await page.locator('.active-filters').count(), 0, '/lib without filters: no summary line');
          t.ok((await firstResultBox(page)).bottom <= PHONE.height, '/lib without filters: the first result is on the first screen');
        }

        await page.setViewportSize(DESKTOP);
        await page.goto('/lib');
        for (const name of ['vendor', 'segment', 'socket', 'cores_min', 'year_max', 'per']) {
          t.ok(await page.locator(`.library-filters [name="${name}"]`).isVisible(), `at 1440 px, ${name} is visible (${how} JavaScript)`);
        }
        t.notOk(await page.locator('details.filter-more > summary').isVisible(), 'at 1440 px, no disclosure button');
      },
    );
  }

  t.test("every active filter's chip can be seen and tapped, at 390 and 1440 px, in either language", async (t) => {
    // Every filter set, the search a shop's long title.
    const query = new URLSearchParams({
      q: '惠普战66 锐龙R5-7530U 16G 512G 14英寸',
      vendor: 'amd',
      segment: 'mobile',
      cores_min: '4',
      cores_max: '16',
      year_min: '2020',
      year_max: '2025',
      scored: '1',
    });
    const page = await site.newPage(t, { viewport: PHONE });
    for (const [path] of LOCALES) {
      await page.goto(`${path}?${query}`);
      await runtimeReady(page);
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        const chips = await page.locator('.active-filters a').evaluateAll((links) =>
          links.map((link) => {
            const box = link.getBoundingClientRect();
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return { text: link.textContent, inside: box.left >= 0 && box.right <= innerWidth, tappable: hit !== null && link.contains(hit) };
          }),
        );
        t.equal(chips.length, 6 + 1, `${path} at ${viewport.width} px: six chips and "clear all"`);
        t.same(
          chips.filter((chip) => !chip.inside || !chip.tappable),
          [],
          `${path} at ${viewport.width} px: each inside the window and tappable`,
        );
        t.notOk(await page.locator('.active-filters').evaluate((list) => list.scrollWidth > list.clientWidth + 1), 'nothing hidden to scroll to');
      }
    }
  });

  t.test(
    'without JavaScript, at 390 px, the disclosure opens and its form submits as a plain GET, and the button beside the sort control submits it with the filters',
    async (t) => {
      const page = await site.newPage(t, { viewport: PHONE, javaScriptEnabled: false });
      await page.goto('/en/lib?vendor=amd');
      await page.click('details.filter-more > summary');
      t.ok(await page.locator('select[name="segment"]').isVisible(), 'the filters show when the disclosure opens');
      await page.selectOption('select[name="segment"]', 'server');
      await Promise.all([page.waitForURL(/segment=server/), page.click('.filter-actions button[type="submit"]')]);
      let url = new URL(page.url());
      t.equal(url.searchParams.get('vendor'), 'amd', 'the folded filters kept their values');
      t.equal(url.searchParams.get('segment'), 'server');
      t.ok((await page.locator('main tbody tr').count()) > 0);

      await page.goto('/lib?vendor=amd&cores_min=8');
      await page.selectOption('select[name="sort"]', 'price');
      await Promise.all([page.waitForURL(/sort=price/), page.click('.sort-control button[type="submit"]')]);
      url = new URL(page.url());
      t.same(
        [url.searchParams.get('vendor'), url.searchParams.get('cores_min'), url.searchParams.get('sort')],
        ['amd', '8', 'price'],
        'the sort control: the button beside it submits the whole form',
      );
    },
  );

  t.test(
    'at 390 px, with JavaScript, the results change in place: a filter chip removes its filter with one click and "clear all" removes them all; a filter changed inside the disclosure and the sort control beside the results update them',
    async (t) => {
      const page = await site.newPage(t, { viewport: PHONE });
      await page.goto('/en/lib?vendor=amd&segment=desktop');
      await runtimeReady(page);
      await markWindow(page);
      const documents = documentRequests(page);
      const vendorChip = page.locator('.active-filters a', { hasText: 'AMD' });
      t.match(await vendorChip.getAttribute('aria-label'), /Remove filter/);
      await vendorChip.click();
      await page.waitForURL((url) => !url.searchParams.has('vendor') && url.searchParams.get('segment') === 'desktop');
      await page.waitForFunction(() => document.querySelectorAll('.active-filters a').length === 2);
      t.equal(await page.locator('select[name="vendor"]').inputValue(), '', 'the form follows');
      await page.locator('.active-filters a.active-filters__clear').click();
      await page.waitForURL((url) => url.search === '');
      t.ok(await isWindowMarked(page), 'the chips: client navigations');
      t.same(documents, [], 'the chips: no document requested');

      await page.goto('/en/lib');
      await runtimeReady(page);
      await markWindow(page);
      await page.click('details.filter-more > summary');
      await page.selectOption('select[name="vendor"]', 'intel');
      await page.waitForURL((url) => url.searchParams.get('vendor') === 'intel');
      await page.waitForFunction(() => [...document.querySelectorAll('main tbody .vendor-tag')].every((tag) => tag.textContent === 'Intel'));
      t.equal(await page.locator('details.filter-more').getAttribute('open'), '', 'the disclosure stays open while the visitor works in it');
      t.ok(await isWindowMarked(page), 'a filter inside the disclosure: in place');

      await page.goto('/en/lib?vendor=intel');
      await runtimeReady(page);
      await markWindow(page);
      await page.selectOption('select[name="sort"]', '-cores');
      await page.waitForURL((url) => url.searchParams.get('sort') === '-cores' && url.searchParams.get('vendor') === 'intel');
      t.ok(await isWindowMarked(page), 'the sort control: in place');
    },
  );

  t.test('at 390 px every control the keyboard reaches is visible, and sorting has a visible control', async (t) => {
    const page = await site.newPage(t, { viewport: PHONE });
    await page.goto('/lib');
    await runtimeReady(page);
    const sort = page.locator('select[name="sort"]');
    t.ok(await sort.isVisible(), 'the sort control is visible on a phone');
    const hidden: string[] = [];
    // Tab from the top of the page to the first result's link.
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const box = element.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const hit = document.elementFromPoint(x, y);
        // A checkbox's label may cover it; anything else must be what is drawn at its centre.
        const seen = hit !== null && (element.contains(hit) || hit.contains(element) || element.closest('label')?.contains(hit) === true);
        return {
          name: `${element.tagName.toLowerCase()} ${element.getAttribute('href') ?? element.getAttribute('name') ?? element.textContent?.trim().slice(0, 30)}`,
          seen: seen && box.width > 2 && box.height > 2,
          inResults: element.closest('.library-table tbody') !== null,
        };
      });
      if (!focused) continue;
      if (!focused.seen) hidden.push(focused.name);
      if (focused.inResults) break;
    }
    t.same(hidden, [], 'no focus stop is hidden');
  });
});
