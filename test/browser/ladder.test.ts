import t from 'tap';
import type { Page } from 'playwright-core';
import { consoleProblems, isWindowMarked, markWindow, runtimeReady, withBrowser } from './browser.js';

/**
 * "Where is my CPU?" in a real browser: from a processor's page to the ladder, with the processor
 * marked and in view; the two-column layout on a wide screen and one column on a phone; and the
 * same mark reached with JavaScript off.
 */
const MARKED = '#ladder-mark';

/** Whether the element's box is inside the window. */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

/** The left edge of the first entry of `vendor`'s column. */
const x = async (page: Page, vendor: string) => (await page.locator(`.ladder-row > .vendor-${vendor}`).first().boundingBox())!.x;

await withBrowser(t, (site) => {
  t.test('from a detail page, "See it on the Blender ladder" opens the ladder with the processor marked and in view', async (t) => {
    // One tab: each start is a full load of its own.
    const page = await site.newPage(t, { viewport: { width: 1440, height: 900 } });
    const problems = consoleProblems(page);
    for (const [start, linkText] of [
      ['/en/cpu/amd/ryzen-5-5600', 'See it on the Blender ladder'],
      ['/cpu/intel/core-i5-12400f', '看它在 Blender 天梯上的位置'],
    ] as const) {
      await page.goto(start);
      await runtimeReady(page);
      await markWindow(page);
      await page.getByRole('link', { name: linkText }).click();
      await page.waitForURL(/\/ladder\?segment=desktop&mark=/);
      await page.locator(MARKED).waitFor();
      t.ok(await isWindowMarked(page), `${start}: a client navigation, not a full load`);
      t.ok(new URL(page.url()).hash === MARKED, 'the URL names the marked entry');
      const vendor = start.includes('/amd/') ? 'amd' : 'intel';
      t.equal(await page.locator(`${MARKED}.is-marked.vendor-${vendor}`).count(), 1, "one entry is marked, the right vendor's");
      t.match(await page.locator(MARKED).textContent(), start.includes('5600') ? 'Ryzen 5 5600' : 'Core i5-12400F');
      // Scrolling follows the page swap; give it a frame.
      await page.waitForFunction((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }, MARKED);
      t.ok(await inView(page, MARKED), 'the marked entry is in view');
      t.ok((await page.evaluate(() => scrollY)) > 0, 'the page scrolled to reach it');
      t.same(problems.splice(0), [], `${start}: no console errors or warnings`);
    }
  });

  t.test('wide screens: Intel left, AMD right, one height for about equal scores', async (t) => {
    const wide = await site.newPage(t, { viewport: { width: 1440, height: 900 } });
    const problems = consoleProblems(wide);
    await wide.goto('/ladder?mark=intel:core-i5-12400f');
    await runtimeReady(wide);
    t.same(problems, [], 'a full load hydrates without console errors or warnings');
    await wide.waitForFunction(() => {
      const box = document.getElementById('ladder-mark')!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    t.pass('a marked URL without the fragment is scrolled to the mark by the view');
    t.ok((await x(wide, 'intel')) < (await x(wide, 'amd')), "Intel's column is left of AMD's");
    const shared = wide.locator('.ladder-row:has(> .vendor-intel):has(> .vendor-amd)').first();
    const [left, right] = [await shared.locator('> .vendor-intel').boundingBox(), await shared.locator('> .vendor-amd').boundingBox()];
    t.equal(Math.round(left!.y), Math.round(right!.y), 'entries of about equal score sit at one height');
    t.equal(await wide.evaluate(() => document.documentElement.scrollWidth), 1440, 'nothing wider than the window');
  });

  t.test('with JavaScript off, a marked ladder link still lands on the marked entry', async (t) => {
    const page = await site.newPage(t, { javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    await page.goto('/en/cpu/amd/ryzen-5-5600');
    await page.getByRole('link', { name: 'See it on the Blender ladder' }).click();
    await page.waitForURL(/#ladder-mark$/);
    t.ok(await inView(page, MARKED), 'the browser scrolls to the fragment');
    t.equal(await page.locator('#atlas-runtime').count(), 0, 'no runtime ran');
    await page.locator('.ladder-table summary').click();
    t.equal(await page.locator('.ladder-table tr.is-marked').count(), 1, 'the table marks it too');
  });

  t.test(
    'on a phone (390×844) the ladder is one column, and the first ranked processor is in sight on arrival, in both languages, whichever benchmark',
    async (t) => {
      // One tab: each ladder is a full load of its own.
      const page = await site.newPage(t, { viewport: { width: 390, height: 844 } });
      for (const path of [
        '/ladder',
        '/ladder?benchmark=specrate2017-int-base-2chip&segment=server',
        '/en/ladder?benchmark=raytracing-single-thread&segment=mobile&vendor=intel',
      ]) {
        await page.goto(path);
        await runtimeReady(page);
        const first = await page.locator('.ladder-entry').first().boundingBox();
        t.ok(
          first && first.y >= 0 && first.y + first.height <= 844,
          `${path}: the first entry spans ${Math.round(first!.y)}–${Math.round(first!.y + first!.height)} px of 844`,
        );
        if (path === '/ladder') {
          t.equal(Math.round(await x(page, 'intel')), Math.round(await x(page, 'amd')), `${path}: one column`);
          t.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, `${path}: no sideways scrolling on arrival`);
          const tag = await page
            .locator('.ladder-row > .vendor-amd .ladder-entry__name')
            .first()
            .evaluate((element) => getComputedStyle(element, '::before').content);
          t.equal(tag, '"AMD"', `${path}: each entry says its vendor in one column`);
        }
        // The choices fold into one compact disclosure each; opening one shows its links over the page.
        const choice = page.locator('.ladder-choice').first();
        await choice.locator('summary').click();
        const link = choice.locator('nav a').nth(1);
        t.ok(await link.isVisible(), `${path}: the benchmark choice unfolds`);
        const box = (await link.boundingBox())!;
        t.ok(box.x >= 0 && box.x + box.width <= 390, `${path}: its links stay on the screen`);
        t.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390, `${path}: no sideways scrolling`);
        const credit = page.locator('.ladder-page .benchmark-source');
        await credit.scrollIntoViewIfNeeded();
        t.ok(await credit.isVisible(), `${path}: the source's credit and notice are shown on a phone too`);
      }
    },
  );

  t.test('on a wide screen every choice is open as a row of links, and what the benchmark measures is shown', async (t) => {
    const page = await site.newPage(t, { viewport: { width: 1440, height: 900 } });
    await page.goto('/en/ladder?benchmark=specrate2017-fp-base-1chip&segment=server');
    await runtimeReady(page);
    t.ok(
      await page
        .getByRole('link', { name: /^Blender/ })
        .first()
        .isVisible(),
      'the benchmark links, without a click',
    );
    t.ok(await page.getByText('Throughput of a whole 1-chip system').isVisible(), 'what it measures, open');
    const notice = page.getByText('SPEC®, SPECrate® and SPEC CPU® are registered trademarks');
    await notice.scrollIntoViewIfNeeded();
    t.ok(await notice.isVisible(), 'the notice is shown (after the ladder), not folded away');
    t.equal(await page.locator('.ladder-choice > summary').first().isVisible(), false, 'no disclosure button');
  });
});
