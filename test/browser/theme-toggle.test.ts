import t from 'tap';
import en from '../../locales/en.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import { THEME_COOKIE } from '../../src/shared/theme.js';
import { consoleProblems, runtimeReady, withBrowser } from './browser.js';

/**
 * The header's theme toggle in a real browser: a click shows the other theme
 * at once, the choice is kept in a cookie, and the server then renders every
 * page in it from the first byte; in both languages, named in each.
 */
const HTML_TAG = /^<html [^>]*?(?: data-theme="(\w+)")?>/m;

/** The theme the server wrote on <html>, 'none' when it left it to the system. */
function servedTheme(html: string): string {
  const tag = HTML_TAG.exec(html);
  return tag === null ? 'no <html> tag' : (tag[1] ?? 'none');
}

await withBrowser(t, (site) => {
  t.test(
    "the toggle flips the theme, saves it, and the server renders it after a reload; a page written without the cookie (a static host's) takes the saved theme once the client runs",
    async (t) => {
      // The system prefers dark, so each choice below differs from what the page would show by itself.
      const page = await site.newPage(t, { colorScheme: 'dark' });
      const problems = consoleProblems(page);
      const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      const savedTheme = async () => {
        const cookies = await page.context().cookies();
        return cookies.find((cookie) => cookie.name === THEME_COOKIE);
      };

      const first = await page.goto('/');
      t.equal(servedTheme(await first!.text()), 'none', 'no saved choice: the server leaves the theme to the system');
      await runtimeReady(page);
      const toggle = page.getByRole('button', { name: zh.themeDark, exact: true });
      await toggle.waitFor();
      t.equal(await toggle.getAttribute('aria-pressed'), 'true', 'zh: named from the locale file, pressed while dark');
      const dark = await background();

      await toggle.click();
      t.equal(await page.getAttribute('html', 'data-theme'), 'light', 'a click sets <html data-theme="light">');
      t.equal(await toggle.getAttribute('aria-pressed'), 'false', 'and the toggle is no longer pressed');
      t.not(await background(), dark, 'the page repaints in the light colours');
      const cookie = await savedTheme();
      t.match(
        cookie,
        { value: 'light', path: '/', sameSite: 'Lax', httpOnly: false, secure: false },
        `the choice is saved in the "${THEME_COOKIE}" cookie, for the whole site`,
      );
      const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
      t.ok(Math.abs(lifetime - 365 * 86_400) < 60, `kept for 365 days (${(lifetime / 86_400).toFixed(2)})`);

      const reloaded = await page.reload();
      t.equal(servedTheme(await reloaded!.text()), 'light', 'after a reload the server renders data-theme="light"');
      await runtimeReady(page);
      t.equal(await toggle.getAttribute('aria-pressed'), 'false', 'and the toggle shows it');

      // English: the same control, named in English, and the choice travels with the visitor.
      const english = await page.goto('/en');
      t.equal(servedTheme(await english!.text()), 'light', 'the English page is served light too');
      await runtimeReady(page);
      const toggleEn = page.getByRole('button', { name: en.themeDark, exact: true });
      await toggleEn.waitFor();
      t.equal(await toggleEn.getAttribute('aria-pressed'), 'false', 'en: named from the locale file, not pressed while light');
      await toggleEn.click();
      t.equal(await page.getAttribute('html', 'data-theme'), 'dark', 'a click sets <html data-theme="dark">');
      t.equal(await toggleEn.getAttribute('aria-pressed'), 'true', 'and the toggle is pressed');
      t.equal(await background(), dark, 'the page repaints in the dark colours');
      t.equal((await savedTheme())?.value, 'dark', 'the cookie now says dark');
      const reloadedEn = await page.reload();
      t.equal(servedTheme(await reloadedEn!.text()), 'dark', 'after a reload the server renders data-theme="dark"');
      t.same(problems, [], 'no console errors or warnings');

      // A page written without the cookie (a static host's): the saved choice, light again, is set
      // here in place of the one the clicks above left.
      problems.length = 0;
      await page.context().addCookies([{ name: THEME_COOKIE, value: 'light', url: site.origin }]);
      // Serve the page as npm run prerender writes it: no data-theme, whatever the cookie says.
      await page.route('**/en/lib', async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()).replace(/ data-theme="\w+"/, '') });
      });
      await page.goto('/en/lib');
      await runtimeReady(page);
      t.equal(await page.getAttribute('html', 'data-theme'), 'light', 'a page served without data-theme: the saved choice is applied');
      t.equal(await page.getByRole('button', { name: en.themeDark, exact: true }).getAttribute('aria-pressed'), 'false', 'and the toggle says so');
      t.same(problems, [], 'no console errors or warnings');
    },
  );
});
