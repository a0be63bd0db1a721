import t from 'tap';
import { isWindowMarked, markWindow, runtimeReady, withBrowser } from './browser.js';

/**
 * Faults once found without JavaScript, as a visitor meets them in a browser: the language switch and the filter
 * form without JavaScript, and the open-data links, which download a dated file.
 */
const DATED = (name: string) => new RegExp(`^cpu-atlas-processors-${name}\\d{4}-\\d{2}-\\d{2}\\.(csv|json)$`);

await withBrowser(t, (site) => {
  t.test('without JavaScript, applying filters lands on the tidy URL, and an English cookie no longer keeps a visitor from the Chinese home', async (t) => {
    // One context for both: the filters come first and set no cookie, so the cookie's case starts as in a fresh one.
    const page = await site.newPage(t, { javaScriptEnabled: false });
    await page.goto('/en/lib');
    await page.selectOption('select[name="vendor"]', 'amd');
    await page.fill('input[name="cores_min"]', '8');
    await page.click('.library-filters button[type="submit"]');
    await page.waitForURL((url) => url.pathname === '/en/lib' && url.search !== '');
    t.equal(new URL(page.url()).search, '?vendor=amd&cores_min=8', 'no empty or default parameters');
    t.ok((await page.locator('main a[href^="/en/cpu/amd/"]').count()) > 0, 'and the results are there');

    await page.click('.library-filters button[type="submit"]');
    await page.waitForLoadState();
    t.equal(new URL(page.url()).search, '?vendor=amd&cores_min=8', 'submitting again changes nothing');

    const host = new URL(site.origin).hostname;
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'en', domain: host, path: '/' }]);
    await page.goto('/');
    t.equal(new URL(page.url()).pathname, '/en', 'the cookie sends / to /en');

    await page.click('a.language-switch');
    await page.waitForURL((url) => url.pathname === '/');
    t.equal(await page.getAttribute('html', 'lang'), 'zh-CN', '中文 leads to the Chinese home');
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'i18n_redirected');
    t.match(cookie, { value: 'zh', path: '/', sameSite: 'Lax' }, 'and remembers Chinese');
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    t.ok(days > 364.9 && days <= 365, `for 365 days (${days.toFixed(2)})`);

    await page.goto('/');
    t.equal(new URL(page.url()).pathname, '/', '/ stays Chinese from now on');

    await page.goto('/lib?vendor=intel');
    await page.click('a.language-switch');
    await page.waitForURL((url) => url.pathname === '/en/lib');
    t.equal(new URL(page.url()).search, '?vendor=intel', 'the English switch keeps the page and its query');
    t.equal((await page.context().cookies()).find((candidate) => candidate.name === 'i18n_redirected')?.value, 'en', 'and remembers English');
  });

  t.test('without JavaScript, a processor with no bench result invites a run, and the link opens the bench with it picked', async (t) => {
    const page = await site.newPage(t, { javaScriptEnabled: false });
    for (const [path, words, needs] of [
      ['/cpu/amd/ryzen-5-5600', /芯片图鉴跑分还没有这款处理器的结果/, /跑分需要 JavaScript/],
      ['/en/cpu/amd/ryzen-5-5600', /CPU Atlas Bench has no result for this processor yet/, /The bench needs JavaScript/],
    ] as const) {
      await page.goto(path);
      const invite = page.locator('.score-block .score-invite');
      t.match(await invite.innerText(), words, `${path}: said where the cards would be`);
      await invite.locator('a').click();
      await page.waitForURL((url) => url.pathname.endsWith('/bench'));
      t.equal(new URL(page.url()).searchParams.get('cpu'), 'amd:ryzen-5-5600', 'the bench with this processor picked');
      t.match(await page.locator('main').innerText(), /Ryzen 5 5600/, 'named on the bench page');
      t.match(await page.locator('main').innerText(), needs, 'which says it needs JavaScript');
    }
  });

  t.test('with JavaScript, the switch still navigates in the page; a click on an open-data link downloads a dated file', async (t) => {
    const page = await site.newPage(t);
    await page.goto('/lib?vendor=amd&segment=mobile');
    await runtimeReady(page);
    await markWindow(page);

    const [csv] = await Promise.all([page.waitForEvent('download'), page.click('.library-export a[type="text/csv"]')]);
    t.match(csv.suggestedFilename(), DATED('amd-mobile-'), `the library's CSV: ${csv.suggestedFilename()}`);
    t.equal(new URL(csv.url()).search, '?vendor=amd&segment=mobile', 'of what the library shows');
    const [json] = await Promise.all([page.waitForEvent('download'), page.click('.site-footer a[type="application/json"]')]);
    t.match(json.suggestedFilename(), DATED(''), `the footer's JSON: ${json.suggestedFilename()}`);
    const [footerCsv] = await Promise.all([page.waitForEvent('download'), page.click('.site-footer a[type="text/csv"]')]);
    t.match(footerCsv.suggestedFilename(), DATED(''), `the footer's CSV: ${footerCsv.suggestedFilename()}`);
    t.equal(new URL(page.url()).pathname, '/lib', 'the page stays where it was');
    t.ok(await isWindowMarked(page), 'no page load happened');

    await page.click('a.language-switch');
    await page.waitForURL((url) => url.pathname === '/en/lib');
    t.equal(new URL(page.url()).search, '?vendor=amd&segment=mobile');
    t.ok(await isWindowMarked(page), 'the switch was a client navigation');
    t.equal((await page.context().cookies()).find((candidate) => candidate.name === 'i18n_redirected')?.value, 'en', 'and remembered English');
  });
});
