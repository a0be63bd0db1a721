import type { Page } from 'playwright-core';
import t from 'tap';
import { runtimeReady, withBrowser } from './browser.js';

/**
 * A search field's text stops short of the browser's clear button (×): text longer than the field
 * is cut at the edge of its box, and that edge must not sit under the ×. The × is drawn inside the
 * field by the browser, where no script can measure it, so it is found in pictures.
 */
/**
 * The columns of a search field where its text is drawn and where the browser's clear button is,
 * with a long text whose start is shown (the end is cut at the field's edge): three pictures of the
 * field — as it is, with the clear button hidden (its room kept), and with the text hidden too —
 * told apart column by column in a canvas.
 */
async function textAndClearButton(page: Page, selector: string, blank: Page): Promise<{ longer: boolean; text: number[]; clear: number[] }> {
  const field = page.locator(selector);
  await field.fill('AMD Ryzen 9 7950X3D 16-Core Processor with Radeon Graphics '.repeat(4));
  await field.press('Home');
  const longer = await field.evaluate((input: HTMLInputElement) => input.scrollWidth > input.clientWidth);
  const box = (await field.boundingBox())!;
  const shoot = () => page.screenshot({ clip: box, caret: 'hide', animations: 'disabled' });
  const still = await page.addStyleTag({ content: `${selector} { caret-color: transparent !important; }` });
  const whole = await shoot();
  const noClear = await page.addStyleTag({ content: `${selector}::-webkit-search-cancel-button { visibility: hidden; }` });
  const withoutClear = await shoot();
  const noText = await page.addStyleTag({ content: `${selector} { color: transparent !important; }` });
  const empty = await shoot();
  for (const tag of [noText, noClear, still]) await tag.evaluate((element) => (element as Element).remove());
  return blank
    .evaluate(
      async (pictures) => {
        const pixels = await Promise.all(
          pictures.map(async (base64) => {
            const image = new Image();
            image.src = `data:image/png;base64,${base64}`;
            await image.decode();
            const canvas = new OffscreenCanvas(image.width, image.height);
            const context = canvas.getContext('2d')!;
            context.drawImage(image, 0, 0);
            return context.getImageData(0, 0, image.width, image.height);
          }),
        );
        const differing = (a: ImageData, b: ImageData) => {
          const columns: number[] = [];
          for (let x = 0; x < a.width; x++) {
            for (let y = 0; y < a.height; y++) {
              const i = (y * a.width + x) * 4;
              if (Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!) + Math.abs(a.data[i + 2]! - b.data[i + 2]!) > 60) {
                columns.push(x);
                break;
              }
            }
          }
          return columns;
        };
        return { clear: differing(pixels[0]!, pixels[1]!), text: differing(pixels[1]!, pixels[2]!) };
      },
      [whole, withoutClear, empty].map((picture) => picture.toString('base64')),
    )
    .then((columns) => ({ longer, ...columns }));
}

await withBrowser(t, (site) => {
  const cases = [
    [1440, '/en', '#site-search'],
    [390, '/en', '#site-search'],
    [390, '/lib', '#library-q'],
  ] as const;
  t.test(
    `a long search keeps clear of the clear button: ${cases.map(([width, path, selector]) => `${selector} on ${path} at ${width} px`).join(', ')}`,
    async (t) => {
      // One context for the three cases, each a fresh load at its width; a blank page of it compares the pictures.
      const page = await site.newPage(t);
      const blank = await page.context().newPage();
      for (const [width, path, selector] of cases) {
        const at = `at ${width} px, ${path}, ${selector}`;
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await runtimeReady(page);
        const { longer, text, clear } = await textAndClearButton(page, selector, blank);
        t.ok(longer, `${at}: the text is longer than the field`);
        t.ok(text.length > 20 && clear.length > 3, `${at}: the text and the clear button are both drawn`);
        const gap = Math.min(...clear) - Math.max(...text) - 1;
        t.ok(gap >= 4, `${at}: ${gap} px between the text's last column and the clear button`);
      }
    },
  );
});
