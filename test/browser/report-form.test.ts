import t, { type Test } from 'tap';
import { MIN_FILL_MS } from '../../src/corrections/form-token.js';
import { BROWSER_MODERATION_TOKEN, consoleProblems, withBrowser } from './browser.js';

/**
 * "Report an error" in Chromium, from the processor's page to the maintainers' page
 * (docs/corrections.md): with JavaScript the form's script solves the proof of work in the bench's
 * worker and sends it; without, the form goes by its signed token once it has been open long
 * enough. Each answer shows a reference number, which the moderation page then lists, with the
 * way it was proved.
 */
const REPORT = { field: 'threads', value: '12', source: 'https://www.amd.com/en/products/processors/desktops/ryzen/7000-series/amd-ryzen-7-7800x3d.html' };

await withBrowser(t, (site) => {
  const moderation = async (t: Test, reference: string) => {
    const page = await site.newPage(t, { httpCredentials: { username: 'maintainer', password: BROWSER_MODERATION_TOKEN }, javaScriptEnabled: false });
    await page.goto('/moderation/bench');
    return page.locator(`tr[data-report="${reference}"]`).innerText();
  };

  t.test("with JavaScript: from the processor's page, the proof of work solved in the page, a reference number, seen on the moderation page", async (t) => {
    const page = await site.newPage(t);
    const problems = consoleProblems(page);
    await page.goto('/cpu/amd/ryzen-7-7800x3d');
    await page.click('.processor-actions__report');
    await page.waitForURL((url) => url.pathname === '/report/amd/ryzen-7-7800x3d');
    await page.selectOption('select[name="field"]', REPORT.field);
    await page.fill('input[name="value"]', REPORT.value);
    await page.fill('input[name="source"]', REPORT.source);
    await page.fill('input[name="contact"]', 'js-visitor@example.org');
    const [sent] = await Promise.all([page.waitForRequest((request) => request.method() === 'POST'), page.click('button[type="submit"]')]);
    t.match(sent.postData(), /(^|&)pow=[A-Za-z0-9%]{20,}/, 'sent with a solved proof of work');
    t.equal((await sent.response())?.status(), 201, 'answered 201');
    const reference = (await page.locator('[data-reference]').innerText()).trim();
    t.match(reference, /^CA-[A-Z0-9]{4}-[A-Z0-9]{4}$/, `a reference number: ${reference}`);
    t.same(problems, [], 'no console errors');
    const row = await moderation(t, reference);
    t.match(row, /js-visitor@example\.org/);
    t.match(row, /工作量证明/, 'proved by the proof of work');
  });

  t.test('without JavaScript: the form in English, sent by its token once open long enough, a reference number, seen on the moderation page', async (t) => {
    const page = await site.newPage(t, { javaScriptEnabled: false });
    await page.goto('/en/cpu/amd/ryzen-7-7800x3d');
    await page.click('.processor-actions__report');
    await page.waitForURL((url) => url.pathname === '/en/report/amd/ryzen-7-7800x3d');
    const opened = Date.now();
    await page.selectOption('select[name="field"]', REPORT.field);
    await page.fill('input[name="value"]', '16');
    await page.fill('input[name="source"]', REPORT.source);
    await page.fill('textarea[name="note"]', 'Sent without JavaScript');
    // The form must have been open for the minimum fill time: a person's pace, not a script's.
    await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 500 - (Date.now() - opened)));
    await page.click('button[type="submit"]');
    await page.waitForLoadState();
    t.match(await page.locator('h1').innerText(), /Your report is in/);
    const reference = (await page.locator('[data-reference]').innerText()).trim();
    t.match(reference, /^CA-[A-Z0-9]{4}-[A-Z0-9]{4}$/, `a reference number: ${reference}`);
    const row = await moderation(t, reference);
    t.match(row, /Sent without JavaScript/);
    t.match(row, /无 JavaScript 表单/, "proved by the form's token");
  });

  t.test('without JavaScript, a form sent at once is refused in words, what was typed kept', async (t) => {
    const page = await site.newPage(t, { javaScriptEnabled: false });
    await page.goto('/report/amd/ryzen-7-7800x3d');
    await page.selectOption('select[name="field"]', REPORT.field);
    await page.fill('input[name="value"]', '<b>12</b>');
    await page.fill('input[name="source"]', REPORT.source);
    await page.click('button[type="submit"]');
    await page.waitForLoadState();
    t.match(await page.locator('.error').innerText(), /提交得太快了/);
    t.equal(await page.inputValue('input[name="value"]'), '<b>12</b>', 'the value typed, as text');
    t.equal(await page.locator('b').count(), 0, 'not as markup');
  });
});
