import type { Page } from 'playwright-core';
import t from 'tap';
import { PAGE_HEAD_SELECTOR } from '../../src/shared/document-head.js';
import { consoleProblems, isWindowMarked, markWindow, runtimeReady, withBrowser } from './browser.js';

/**
 * In a real browser: after a client navigation the head says what a full
 * load of the page says — Open Graph and Twitter tags, canonical and hreflang links, and the
 * JSON-LD, replaced rather than piled up — and the JSON-LD breaks no Content-Security-Policy.
 */

/** The page's own head elements, as tag, attributes and (for JSON-LD) the parsed data. */
function pageHead(page: Page) {
  return page.evaluate(
    (selector) => ({
      lang: document.documentElement.lang,
      title: document.title,
      elements: [...document.head.querySelectorAll(selector)].map((element) => ({
        tag: element.tagName.toLowerCase(),
        attributes: Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value])),
        json: element.tagName === 'SCRIPT' ? JSON.parse(element.textContent ?? '') : null,
      })),
    }),
    PAGE_HEAD_SELECTOR,
  );
}

/** Content-Security-Policy violations the page reports from now on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { violations: string[] }).violations = violations;
    document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

await withBrowser(t, (site) => {
  t.test('client navigation puts in place the head a full load would have, JSON-LD included', async (t) => {
    const page = await site.newPage(t);
    const problems = consoleProblems(page);
    const violations = await watchViolations(page);
    await page.goto('/en');
    await runtimeReady(page);
    await markWindow(page);
    const home = await pageHead(page);
    t.match(home.elements.find((element) => element.tag === 'script')?.json, { '@graph': [{ '@type': 'WebSite' }] }, 'the home page has its WebSite');

    // Home → library → a processor → the same processor in Chinese, all in the page.
    const steps: [string, (page: Page) => Promise<void>][] = [
      ['/en/lib', (page) => page.click('.site-nav a[href="/en/lib"]')],
      [
        '/en/cpu/amd/ryzen-7-7800x3d',
        (page) =>
          page.evaluate(() => {
            const link = document.createElement('a');
            link.href = '/en/cpu/amd/ryzen-7-7800x3d';
            document.querySelector('main')!.append(link);
            link.click();
          }),
      ],
      ['/cpu/amd/ryzen-7-7800x3d', (page) => page.click('a.language-switch')],
    ];
    // Full loads to compare with, one after another in a second context: none of them sets a cookie.
    const fresh = await site.newPage(t);
    for (const [path, go] of steps) {
      await go(page);
      await page.waitForURL((url) => url.pathname === path);
      await page.waitForFunction((path) => document.querySelector('link[rel=canonical]')?.getAttribute('href')?.endsWith(path), path);
      const navigated = await pageHead(page);
      await fresh.goto(path);
      t.same(navigated, await pageHead(fresh), `${path}: the same head as a full load`);
      t.equal(navigated.elements.filter((element) => element.tag === 'script').length, 1, `${path}: one JSON-LD script, the old one replaced`);
      t.equal(navigated.elements.filter((element) => element.attributes.property === 'og:title').length, 1, `${path}: one og:title`);
    }
    const detail = await pageHead(page);
    t.match(detail.elements.find((element) => element.tag === 'script')?.json, {
      '@graph': [{ '@type': 'Product', model: 'Ryzen 7 7800X3D' }, { '@type': 'BreadcrumbList' }],
    });
    t.match(
      detail.elements.find((element) => element.attributes.property === 'og:locale'),
      { attributes: { content: 'zh_CN' } },
      'og:locale follows the language',
    );
    t.ok(await isWindowMarked(page), 'every step was a client navigation');
    t.same(await violations(), [], 'no Content-Security-Policy violation: JSON-LD is data');
    t.same(problems, [], 'no console errors or warnings');
  });
});
