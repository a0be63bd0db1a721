import t from 'tap';
import { buildMetaUrl } from '../../src/shared/build-meta.js';
import { PAGE_PATHS } from '../helper.js';
import { bodyRead, consoleProblems, recordBodiesRead, runtimeReady, withBrowser } from './browser.js';

/**
 * Every page in a real browser: it hydrates in both languages without a
 * console error, warning or hydration mismatch, and it works with
 * JavaScript off — content there, links navigating.
 */
const ERROR_PATHS = ['/cpu/amd/no-such-chip', '/en/nowhere'] as const;

await withBrowser(t, (site) => {
  t.test('every page hydrates without console errors or warnings, in both languages', async (t) => {
    const first = await site.newPage(t, { reducedMotion: 'no-preference' }); // the widgets animate, as for most visitors
    await first.context().addInitScript(recordBodiesRead);
    const paths = [...PAGE_PATHS.map(([path]) => path), ...ERROR_PATHS];
    // Three tabs of one context side by side, as each waits a second for its build check.
    const tabs = [first, await first.context().newPage(), await first.context().newPage()];
    await Promise.all(
      tabs.map(async (page, tab) => {
        const problems = consoleProblems(page);
        for (const path of paths.filter((_, index) => index % tabs.length === tab)) {
          problems.length = 0;
          // The build check a second after load is part of every visit; it must not fail either.
          const buildChecked = page.waitForResponse((response) => response.url().includes('/assets/builds/meta/'), { timeout: 20_000 });
          const response = await page.goto(path);
          await runtimeReady(page);
          t.equal((await buildChecked).status(), 200, `GET ${path}: the build check succeeds`);
          await bodyRead(page, buildMetaUrl(site.manifest.buildId)); // and the page has read it: any complaint is in
          const expectedStatus = (ERROR_PATHS as readonly string[]).includes(path) ? 404 : 200;
          t.equal(response?.status(), expectedStatus, `GET ${path} answers ${expectedStatus}`);
          const arrived = new URL(page.url());
          t.equal(`${arrived.pathname}${arrived.search}`, path, `GET ${path} is not redirected`);
          // The browser reports an error page's own status; that is the page being honest, not a fault.
          // Its language switch leads to the same missing path in the other language, whose payload the
          // preloader may fetch and find missing too.
          const own = `status of 404 (Not Found) (${site.origin}${path})`;
          const other = `${site.origin}${path.startsWith('/en/') ? path.slice(3) : `/en${path}`}/_payload.json?`;
          const expected = (line: string) => line.endsWith(own) || (line.includes('status of 404') && line.includes(other));
          t.same(
            problems.filter((line) => !expected(line)),
            [],
            `GET ${path}: no console errors or warnings`,
          );
        }
      }),
    );
  });

  t.test('with JavaScript off, pages are whole and links navigate', async (t) => {
    const page = await site.newPage(t, { javaScriptEnabled: false });
    await page.goto('/');
    t.equal(await page.locator('#atlas-runtime').count(), 0, 'no runtime ran');
    t.ok((await page.textContent('main h1'))?.trim(), 'home has its heading');

    await page.click('.site-nav a[href="/lib"]');
    await page.waitForURL('**/lib');
    t.ok((await page.locator('main a[href^="/cpu/"]').count()) >= 10, 'the library lists processors');

    const link = page.locator('main a[href^="/cpu/"]').first();
    const name = (await link.textContent())!.trim();
    await link.click();
    await page.waitForURL('**/cpu/**');
    t.match(await page.textContent('main h1'), name, 'the processor page is there');
    t.ok((await page.locator('main dl').count()) > 0, 'with its specifications');

    await page.click('a.language-switch');
    await page.waitForURL('**/en/cpu/**');
    t.equal(await page.getAttribute('html', 'lang'), 'en-US', 'the language switch is a plain link');
  });
});
