import t from 'tap';
import { withBrowser } from './browser.js';

/**
 * Panels side by side or alone fill their room at a desktop's width: the home page's segment card
 * (shorter than the vendor card beside it) has its rows right under its heading, no blank band
 * between or inside a tile; a detail page's benchmark source with a single figure gives its card the panel's width,
 * not the first of two columns.
 */
await withBrowser(t, (site) => {
  t.test('at 1440 px, the home segment card and a lone benchmark card fill their panels', async (t) => {
    const page = await site.newPage(t, { viewport: { width: 1440, height: 900 } });
    for (const path of ['/', '/en']) {
      await page.goto(path);
      const gaps = await page.evaluate(() =>
        [...document.querySelectorAll('.stat-card')].map((card) => {
          const heading = card.querySelector('h2')!.getBoundingClientRect();
          const tile = card.querySelector('dl > div')!.getBoundingClientRect();
          return Math.round(tile.top - heading.bottom);
        }),
      );
      t.equal(gaps.length, 2, `${path}: two stat cards`);
      t.ok(
        gaps.every((gap) => gap >= 0 && gap <= 24),
        `${path}: each card's tiles sit under its heading (${gaps.join(', ')} px)`,
      );
      // Nor a blank band inside a tile: a tile or row is as tall as what it holds, its paddings and gaps.
      const bands = await page.evaluate(() =>
        [...document.querySelectorAll('.stat-card dl > div')].map((tile) => {
          const style = getComputedStyle(tile);
          const inner =
            tile.getBoundingClientRect().height -
            parseFloat(style.paddingTop) -
            parseFloat(style.paddingBottom) -
            parseFloat(style.borderTopWidth) -
            parseFloat(style.borderBottomWidth);
          // the height its parts cover, side by side counted once
          const parts = [...tile.children].map((child) => child.getBoundingClientRect()).sort((a, b) => a.top - b.top);
          let held = 0;
          let reached = -Infinity;
          for (const box of parts) {
            held += Math.max(0, box.bottom - Math.max(box.top, reached));
            reached = Math.max(reached, box.bottom);
          }
          return { text: tile.textContent!.trim(), blank: Math.round(inner - held) };
        }),
      );
      t.ok(bands.length >= 10, `${path}: the cards' tiles (${bands.length})`);
      // (One line's room is the design: beside a label on two lines, "Qualcomm / Snapdragon", a tile
      // keeps its number on the row's baseline at the foot.)
      t.same(
        bands.filter(({ blank }) => blank > 24),
        [],
        `${path}: no tile holds a blank band`,
      );
    }
    for (const path of ['/cpu/intel/core-i9-14900k', '/en/cpu/intel/core-i9-14900k']) {
      await page.goto(path);
      const lone = await page.evaluate(() =>
        [...document.querySelectorAll('.score-source__figures')]
          .filter((figures) => figures.children.length === 1)
          .map((figures) => figures.firstElementChild!.getBoundingClientRect().width / figures.getBoundingClientRect().width),
      );
      t.ok(lone.length > 0, `${path}: a source with one figure`);
      t.ok(
        lone.every((share) => share > 0.98),
        `${path}: its card is as wide as the panel (${lone.map((share) => share.toFixed(2)).join(', ')})`,
      );
    }
  });
});
