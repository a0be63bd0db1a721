import type { Page } from 'playwright-core';
import t from 'tap';
import { consoleProblems, isWindowMarked, markWindow, runtimeReady, withBrowser } from './browser.js';

/**
 * The header's search in a real browser: suggestions as the visitor types, a WAI-ARIA
 * combobox worked by keyboard, `/` to reach it, the plain form without JavaScript, a placeholder
 * that is never cut; and the 404 page's "did you mean" and language switch.
 */
const FIELD = '#site-search';
const OPTIONS = '#site-search-listbox [role="option"]';

/**
 * Types into the header's field and waits for a suggestion named `expected`. The text arrives in one
 * input event: typed key by key on a loaded machine, the answer to a text on the way ("ryzen 5 56")
 * could show after the test's next key and undo it, and look the same as the answer awaited.
 */
async function typeAndWait(page: Page, text: string, expected: string): Promise<void> {
  await page.click(FIELD);
  await page.keyboard.insertText(text);
  await page.locator(OPTIONS, { hasText: expected }).first().waitFor();
  // The list shown is the answer to all of the text, not to what was typed on the way.
  await page.waitForFunction(
    ([selector, value]) => {
      const list = document.querySelector(selector);
      return list?.firstElementChild?.textContent?.includes(value);
    },
    ['#site-search-listbox', expected] as const,
  );
}

const activeOption = (page: Page) =>
  page.evaluate(() => {
    const field = document.querySelector('#site-search')!;
    const id = field.getAttribute('aria-activedescendant');
    const option = id ? document.getElementById(id) : null;
    return option ? { text: option.querySelector('.search-popup__name')?.textContent, selected: option.getAttribute('aria-selected') } : null;
  });

await withBrowser(t, (site) => {
  t.test('typing shows at most 8 suggestions, each with vendor, name and a key spec, in both languages', async (t) => {
    // One tab for both: each language's page is a full load of its own.
    const page = await site.newPage(t);
    const problems = consoleProblems(page);
    for (const [locale, prefix, spec] of [
      ['zh', '', /8 核 \/ 16 线程 · 2023/],
      ['en', '/en', /8 cores \/ 16 threads · 2023/],
    ] as const) {
      await page.goto(`${prefix}/cpu/intel/core-i9-14900k`);
      await runtimeReady(page);
      await typeAndWait(page, '7800x3d', 'Ryzen 7 7800X3D');
      const field = page.locator(FIELD);
      t.equal(await field.getAttribute('role'), 'combobox', `${locale}: a combobox`);
      t.equal(await field.getAttribute('aria-expanded'), 'true', `${locale}: expanded`);
      t.equal(await field.getAttribute('aria-autocomplete'), 'list', `${locale}: autocompletes by a list`);
      t.equal(await page.getAttribute(`#${await field.getAttribute('aria-controls')}`, 'role'), 'listbox', `${locale}: it controls the listbox`);
      const first = page.locator(OPTIONS).first();
      t.equal(await first.locator('.vendor-tag').textContent(), 'AMD', `${locale}: the vendor`);
      t.match(await first.locator('.search-popup__spec').textContent(), spec, `${locale}: a key spec`);
      t.match(
        await page.textContent('.site-search [role="status"], form.search-form [role="status"]'),
        locale === 'zh' ? /条建议/ : /suggestions?/,
        `${locale}: the count is announced`,
      );

      await field.fill('');
      await page.keyboard.type('core', { delay: 20 });
      await page.waitForFunction(() => document.querySelectorAll('#site-search-listbox [role="option"]').length > 1);
      t.ok((await page.locator(OPTIONS).count()) <= 8, `${locale}: at most 8`);
      t.same(problems.splice(0), [], `${locale}: no console errors or warnings`);
    }
  });

  t.test('arrows move through the suggestions and Enter opens the chosen one, in the page', async (t) => {
    const page = await site.newPage(t);
    await page.goto('/lib');
    await runtimeReady(page);
    await markWindow(page);
    await typeAndWait(page, 'ryzen 5 560', 'Ryzen 5 5600');
    t.equal(await activeOption(page), null, 'nothing chosen until an arrow is pressed');
    await page.keyboard.press('ArrowDown');
    const firstName = (await activeOption(page))?.text;
    t.same(await activeOption(page), { text: firstName, selected: 'true' }, '↓ chooses the first');
    await page.keyboard.press('ArrowDown');
    const second = await activeOption(page);
    t.not(second?.text, firstName, '↓ again, the second');
    await page.keyboard.press('ArrowUp');
    t.equal((await activeOption(page))?.text, firstName, '↑ back to the first');
    t.equal(await page.locator(`${OPTIONS}[aria-selected="true"]`).count(), 1, 'one option is selected');
    const href = await page.locator(`${OPTIONS}[aria-selected="true"] a`).getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${href}`);
    await page.waitForFunction((name) => document.querySelector('main h1')?.textContent?.includes(name!), firstName);
    t.ok(await isWindowMarked(page), 'a client navigation, not a full load');
    t.equal(await page.evaluate(() => document.activeElement?.tagName), 'H1', 'focus on the new heading, as after any navigation');
  });

  t.test('Escape closes the list and keeps the text; leaving the field closes it too', async (t) => {
    const page = await site.newPage(t);
    await page.goto('/en');
    await runtimeReady(page);
    await typeAndWait(page, 'threadripper', 'Threadripper');
    await page.keyboard.press('Escape');
    t.equal(await page.getAttribute(FIELD, 'aria-expanded'), 'false');
    t.notOk(await page.locator('#site-search-listbox').isVisible(), 'the list is hidden');
    t.equal(await page.inputValue(FIELD), 'threadripper', 'the text stays');
    await page.keyboard.press('ArrowDown');
    await page.locator(OPTIONS).first().waitFor();
    t.equal(await page.getAttribute(FIELD, 'aria-expanded'), 'true', '↓ opens it again');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => document.querySelector('#site-search')?.getAttribute('aria-expanded') === 'false');
    t.pass('Tab away closes it');
  });

  t.test('a click on a suggestion opens it', async (t) => {
    const page = await site.newPage(t);
    await page.goto('/en/lib');
    await runtimeReady(page);
    await typeAndWait(page, '锐龙 7840hs', 'Ryzen 7 7840HS');
    await page.locator(OPTIONS).first().click();
    await page.waitForURL('**/en/cpu/amd/ryzen-7-7840hs');
    t.match(await page.textContent('main h1'), 'Ryzen 7 7840HS');
  });

  t.test('/ focuses the search field, unless the visitor is typing in a field', async (t) => {
    const page = await site.newPage(t);
    await page.goto('/lib');
    await runtimeReady(page);
    await page.keyboard.press('/');
    t.equal(await page.evaluate(() => document.activeElement?.id), 'site-search', '/ focuses the header field');
    t.equal(await page.inputValue(FIELD), '', 'and types nothing into it');
    await page.click('.library-filters input[name="q"]');
    await page.keyboard.type('a/b');
    t.equal(await page.inputValue('.library-filters input[name="q"]'), 'a/b', 'in another field / is a character');
    t.equal(await page.evaluate(() => (document.activeElement as HTMLInputElement).name), 'q');
  });

  t.test('without JavaScript the field is a form: one match opens the processor, several the library', async (t) => {
    const page = await site.newPage(t, { javaScriptEnabled: false });
    await page.goto('/en/lib');
    await page.fill(FIELD, 'AMD Ryzen 5 5600X 6-Core Processor');
    await page.press(FIELD, 'Enter');
    await page.waitForURL('**/en/cpu/amd/ryzen-5-5600x');
    t.match(await page.textContent('main h1'), 'Ryzen 5 5600X');
    await page.fill(FIELD, '锐龙 7');
    await page.press(FIELD, 'Enter');
    await page.waitForURL('**/en/lib?q=*');
    t.equal(await page.inputValue('.library-filters input[name="q"]'), '锐龙 7', 'the library has the query filled in');
    const names = await page.locator('main tbody a[href^="/en/cpu/"]').allTextContents();
    t.ok(names.length > 1 && names.every((name) => /^Ryzen (AI )?7 /.test(name)), 'and lists the Ryzen 7 parts');
  });

  t.test('the placeholders fit: the header field and the library field, at 390 and 1440 px, in both languages', async (t) => {
    // Whether a placeholder fits is layout alone: each page is loaded once and measured at both widths.
    const page = await site.newPage(t, { viewport: { width: 390, height: 844 } });
    // The library's own field; the header's on the home page (a phone's library leaves the
    // header's out, as its own field opens the page: checked below).
    for (const [path, selector] of [
      ['/', FIELD],
      ['/en', FIELD],
      ['/lib', '.library-filters input[name="q"]'],
      ['/en/lib', '.library-filters input[name="q"]'],
    ] as const) {
      await page.goto(path);
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 844 });
        const { need, room } = await page.evaluate((selector) => {
          const input = document.querySelector<HTMLInputElement>(selector)!;
          const style = getComputedStyle(input);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          return {
            need: context.measureText(input.placeholder).width,
            room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
          };
        }, selector);
        t.ok(need <= room, `${width} px ${path} ${selector}: the placeholder needs ${need.toFixed(0)} px of ${room.toFixed(0)}`);
        if (path === '/lib')
          t.equal(await page.locator(FIELD).isVisible(), width > 640, `${width} px /lib: the header's field shows only beside room for both`);
      }
    }
  });

  t.test('a mistyped processor URL is a 404 that offers the closest processors and the same path in the other language, in both languages', async (t) => {
    const page = await site.newPage(t);
    for (const [locale, path, other, heading] of [
      ['zh', '/cpu/amd/ryzen-7-7800x3', '/en/cpu/amd/ryzen-7-7800x3', '你要找的是不是：'],
      ['en', '/en/cpu/AMD/ryzen-7-7800x3d', '/cpu/AMD/ryzen-7-7800x3d', 'Did you mean:'],
    ] as const) {
      const response = await page.goto(path);
      t.equal(response?.status(), 404, `${locale} ${path}: a 404`);
      await runtimeReady(page);
      t.equal(await page.textContent('#error-suggestions-title'), heading, `${locale}: the suggestions' heading`);
      t.equal(await page.getAttribute('a.language-switch', 'href'), other, `${locale}: the switch keeps the path`);
      t.equal(await page.inputValue('#error-search'), path.split('/').pop()!.replaceAll('-', ' '), `${locale}: the search field starts with the path read`);
      await page.click('.error-suggestions a >> nth=0');
      await page.waitForURL(`**${locale === 'en' ? '/en' : ''}/cpu/amd/ryzen-7-7800x3d`);
      t.match(await page.textContent('main h1'), 'Ryzen 7 7800X3D', `${locale}: the first suggestion opens it`);
    }
  });

  t.test('a 404 reached by client navigation shows the same suggestions and switch', async (t) => {
    const page = await site.newPage(t);
    await page.goto('/en/lib');
    await runtimeReady(page);
    await markWindow(page);
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/en/cpu/amd/ryzen-7-7800x3', textContent: 'broken', id: 'broken' });
      document.querySelector('main')!.prepend(link);
    });
    await page.click('#broken');
    await page.waitForSelector('#error-suggestions-title');
    t.ok(await isWindowMarked(page), 'shown in the page');
    t.equal(await page.textContent('#error-suggestions-title'), 'Did you mean:');
    t.equal(await page.getAttribute('.error-suggestions a', 'href'), '/en/cpu/amd/ryzen-7-7800x3d');
    t.equal(await page.getAttribute('a.language-switch', 'href'), '/cpu/amd/ryzen-7-7800x3');
    t.equal(await page.textContent('.error-message'), 'There is no page at /en/cpu/amd/ryzen-7-7800x3.');
  });
});
