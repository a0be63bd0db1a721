import type { Request } from 'playwright-core';
import t from 'tap';
import { consoleProblems, documentRequests, eventually, isWindowMarked, markWindow, runtimeReady, withBrowser } from './browser.js';

/**
 * When things go wrong in the browser: a view
 * chunk that will not load, a newer build deployed under an open page, and
 * a page that fails to mount.
 */
await withBrowser(t, (site) => {
  const processorChunk = site.manifest.views.processor.js;

  t.test('a view chunk that fails reloads the page once; failing again shows the error page', async (t) => {
    const page = await site.newPage(t);
    let failing = true;
    let aborted = 0;
    await page.route(`**${processorChunk}`, async (route) => {
      if (!failing) return route.continue();
      aborted++;
      return route.abort();
    });
    await page.goto('/lib');
    await runtimeReady(page);
    await markWindow(page);
    const link = page.locator('main a[href^="/cpu/"]').first();
    const target = (await link.getAttribute('href'))!;
    const documents = documentRequests(page);
    // The deploy "finishes" as the browser reloads: the full load gets the chunk.
    const deployFinishes = (request: Request) => {
      if (request.resourceType() === 'document') failing = false;
    };
    page.on('request', deployFinishes);

    await link.click();
    await page.waitForURL(`**${target}`);
    await runtimeReady(page);
    t.notOk(await isWindowMarked(page), 'the page was loaded in full');
    t.same(
      documents.map((url) => new URL(url).pathname),
      [target],
      'exactly once',
    );
    t.ok(aborted >= 1, 'after the chunk failed');
    t.equal(await page.locator('main h1').count(), 1, 'and the processor page is shown');

    // Within 10 seconds the same path fails again, in a fresh document: no second reload.
    page.off('request', deployFinishes);
    failing = true;
    await page.goto('/lib');
    await runtimeReady(page);
    await markWindow(page);
    const reloads = documentRequests(page);
    await page.locator(`main a[href="${target}"]`).first().click();
    await page.waitForURL(`**${target}`);
    await page.waitForFunction(() => document.title === '服务器内部错误');
    t.equal(await page.textContent('main h1'), '服务器内部错误', 'the error page is shown');
    // The router either reloads or shows the error page (client/router.ts, recover), never both:
    // the error page painted, in the same document, is the proof that no reload is coming.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    t.ok(await isWindowMarked(page), 'without reloading again');
    t.same(reloads, [], 'no document was requested');
    t.equal(new URL(page.url()).pathname, target);
  });

  t.test('a newer build shows the notice, and the next navigation loads in full', async (t) => {
    const page = await site.newPage(t);
    const problems = consoleProblems(page);
    await page.route('**/assets/builds/latest.json?*', (route) => route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }));
    const metaChecked = page.waitForResponse((response) => response.url().includes(`/builds/meta/${site.manifest.buildId}.json`));
    await page.goto('/en');
    await runtimeReady(page);
    t.equal((await metaChecked).status(), 200, 'the build meta is fetched a second after load');
    t.equal(await page.locator('.new-version').count(), 0, 'no notice before the build is known to have changed');
    await markWindow(page);

    // Returning to the tab asks for the latest build at once.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForSelector('.new-version');
    t.equal(await page.textContent('.new-version span'), 'A new version of the site is available.');
    t.equal(await page.textContent('.new-version button'), 'Reload');

    const metaCheckedAgain = page.waitForResponse((response) => response.url().includes(`/builds/meta/${site.manifest.buildId}.json`));
    await page.click('.site-nav a[href="/en/lib"]');
    await page.waitForURL('**/en/lib');
    await runtimeReady(page);
    t.notOk(await isWindowMarked(page), 'the navigation was a full page load');
    t.equal(await page.locator('.new-version').count(), 0, 'the new page starts without the notice');

    // The watch starts with its first check, a second after the page loaded.
    await metaCheckedAgain;
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await markWindow(page);
    await page.click('.new-version button');
    await page.waitForFunction(() => !(window as unknown as { atlasMark?: boolean }).atlasMark);
    t.equal(new URL(page.url()).pathname, '/en/lib', 'the button reloads the page');
    t.same(problems, [], 'no console errors or warnings');
  });

  t.test('a page that fails to mount stays readable, and its links work as plain links', async (t) => {
    const first = await site.newPage(t);
    const failures = [
      [
        'a view that throws while hydrating',
        { contentType: 'text/javascript', body: 'export default function Broken() { throw new Error("render failed on purpose"); }' },
      ],
      ['a view chunk that will not load', { status: 500, contentType: 'text/plain', body: 'no' }],
    ] as const;
    await Promise.all(
      failures.map(async ([failure, fulfil], index) => {
        const page = index === 0 ? first : await first.context().newPage();
        await page.route(`**${processorChunk}`, (route) => route.fulfill(fulfil));
        const mountError = page.waitForEvent('console', (message) => message.text().startsWith('Error while mounting app'));
        await page.goto('/en/cpu/amd/ryzen-7-7800x3d');
        await mountError;
        // The server's HTML is put back in the task after the failure.
        await eventually(page, () => document.querySelector('main h1')?.textContent === 'AMD Ryzen 7 7800X3D');
        t.equal(await page.textContent('main h1'), 'AMD Ryzen 7 7800X3D', `${failure}: the server-rendered page is still there`);
        t.ok((await page.locator('main dl').count()) > 0, `${failure}: with its specifications`);
        t.equal(await page.locator('#atlas-runtime').count(), 0, `${failure}: the runtime did not start`);
        await markWindow(page);
        await page.click('a.language-switch');
        await page.waitForURL('**/cpu/amd/ryzen-7-7800x3d');
        await page.waitForSelector('main h1');
        t.notOk(await isWindowMarked(page), `${failure}: a link click is a plain page load`);
        const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'i18n_redirected');
        t.equal(cookie?.value, 'zh', `${failure}: the language chosen is still remembered`);
      }),
    );
  });
});
