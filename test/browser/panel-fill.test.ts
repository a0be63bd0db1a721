import t from 'tap';
import { withBrowser } from './browser.js';

/**
 * Panels side by side or alone fill their room at a desktop's width: the home page's segment card
 * (shorter than the vendor card beside it) has its tiles right under its heading, no blank band
 * between; a detail page's benchmark source with a single figure gives its card the panel's width,
 * not the first of two columns.
 */
await withBrowser(t, (site) => {
  t.test('at 1440 px, the home segment card and a lone benchmark card fill their panels', async (t) => {
    const page = await site.newPage(t, { viewport: { width: 1440, height: 900 } });
    for (const path of ['/', '/en']) {
      await page.goto(path);
      const gaps = await page.evaluate(() => [...document.querySelectorAll('.stat-card')].map((card) => {
        const heading = card.querySelector('h2')!.getBoundingClientRect();
        const tile = card.querySelector('.totals div')!.getBoundingClientRect();
        return Math.round(tile.top - heading.bottom);
      }));
      t.equal(gaps.length, 2, `${path}: two stat cards`);
      t.ok(gaps.every((gap) => gap >= 0 && gap <= 24), `${path}: each card's tiles sit under its heading (${gaps.join(', ')} px)`);
    }
    for (const path of ['/cpu/intel/core-i9-14900k', '/en/cpu/intel/core-i9-14900k']) {
      await page.goto(path);
      const lone = await page.evaluate(() => [...document.querySelectorAll('.score-source__figures')]
        .filter((figures) => figures.children.length === 1)
        .map((figures) => figures.firstElementChild!.getBoundingClientRect().width / figures.getBoundingClientRect().width));
      t.ok(lone.length > 0, `${path}: a source with one figure`);
      t.ok(lone.every((share) => share > 0.98), `${path}: its card is as wide as the panel (${lone.map((share) => share.toFixed(2)).join(', ')})`);
    }
  });
});
