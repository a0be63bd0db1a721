// `npm run screenshots`: full-page PNGs of every kind of page, both languages, phone and desktop
// widths, both themes, and the header's suggestion list open, into screenshots/ — for a person to
// look at after a visual change. It also
// reports what a picture can hide: a page wider than the window (sideways scrolling, checked down to
// 360 px) and layout shift; either makes the run fail.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildApp } from '../app.js';
import { readBuildManifest } from '../render/build-manifest.js';
import { readConfig } from '../config.js';
import { LANGUAGE_TAGS, LOCALES } from '../shared/locales.js';
import { localizePath } from '../shared/route-paths.js';
import { CHROMIUM_ARGS } from './chromium-args.js';

/** name → Chinese path; the English path is the locale prefix + it. */
const PAGES = [
  ['home', '/'],
  ['library', '/lib'],
  ['detail', '/cpu/amd/ryzen-7-7800x3d'],
  ['compare', '/compare?ids=amd:ryzen-7-7800x3d,intel:core-i9-14900k'],
  ['ladder', '/ladder'],
  ['ladder-marked', '/ladder?segment=mobile&mark=amd:ryzen-7-7840hs#ladder-mark'],
  ['socket', '/socket/lga1700'],
  ['upgrade', '/upgrade/amd/ryzen-5-3600'],
  ['upgrade-board', '/upgrade/amd/ryzen-5-3600?chipset=b450'],
  ['404', '/no-such-page'],
] as const;
const WIDTHS = [390, 1440] as const;
/** The narrowest phone we serve: checked for sideways scrolling and layout shift, not photographed. */
const CHECK_WIDTH = 360;
const THEMES = ['dark', 'light'] as const;

const config = readConfig({ LOG_LEVEL: 'silent' });
const outDir = join(config.rootDir, 'screenshots');
await mkdir(outDir, { recursive: true });

const manifest = readBuildManifest(config.rootDir);
const app = await buildApp({ config, manifest });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const browser: Browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
// Headless Chromium calls itself HeadlessChrome, which isbot takes for a crawler (no error page body).
const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`;

const problems: string[] = [];
try {
  for (const theme of THEMES) {
    for (const width of [CHECK_WIDTH, ...WIDTHS]) {
      // The theme arrives as the toggle leaves it: a cookie the server renders as <html data-theme>.
      // The system says the opposite, so a picture in the wrong theme shows the cookie was ignored.
      const page = await openPage(width, theme === 'dark' ? 'light' : 'dark', theme);
      for (const locale of LOCALES) {
        for (const [name, path] of PAGES) {
          const url = origin + localizePath(path, locale);
          await shoot(page, url, width === CHECK_WIDTH ? null : `${name}-${locale}-${width}-${theme}.png`, width);
        }
        if (width !== CHECK_WIDTH) await shootSuggestions(page, origin + localizePath('/lib', locale), `search-${locale}-${width}-${theme}.png`);
      }
      await page.context().close();
    }
  }
  // No saved choice: the system's light preference alone must bring the light theme.
  const page = await openPage(1440, 'light', null);
  for (const [name, path] of PAGES.filter(([name]) => name === 'home' || name === 'detail')) {
    await shoot(page, origin + path, `${name}-zh-1440-system-light.png`, 1440);
  }
  await page.context().close();
} finally {
  await browser.close();
  await app.close();
}
if (problems.length) {
  console.error(problems.map((line) => `  ! ${line}`).join('\n'));
  process.exitCode = 1;
}

function currentBuildId(): string | null {
  try {
    return readBuildManifest(config.rootDir).buildId;
  } catch {
    return null; // a build is under way
  }
}

/** A page in a fresh context: a phone or desktop window, the system's colour scheme, maybe a saved theme. */
async function openPage(width: number, colorScheme: 'dark' | 'light', savedTheme: 'dark' | 'light' | null): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    deviceScaleFactor: 1,
    colorScheme,
    reducedMotion: 'reduce', // widgets hold still, so pictures are comparable run to run
    locale: LANGUAGE_TAGS.zh, // `/` stays Chinese
    userAgent,
  });
  if (savedTheme) await context.addCookies([{ name: 'theme', value: savedTheme, url: origin }]);
  await context.addInitScript(watchLayoutShift);
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    // The 404 page's own status is logged as a failed resource; that one is expected.
    if (message.type() === 'error' && message.location().url !== page.url()) {
      problems.push(`${page.url()}: console: ${message.text()}`);
    }
  });
  return page;
}

async function shoot(page: Page, url: string, file: string | null, width: number): Promise<void> {
  // A build meanwhile replaces the hashed files this server's pages name: every later page would fail.
  if (currentBuildId() !== manifest.buildId) throw new Error('dist/ was rebuilt during the run; run `npm run screenshots` again');
  await page.goto(url, { waitUntil: 'networkidle' });
  // Hydrated and fonts in: the runtime adds its root once the router runs.
  await page.waitForSelector('#atlas-runtime', { state: 'attached', timeout: 10_000 }).catch(() => {
    problems.push(`${url}: never hydrated`);
  });
  await page.evaluate(() => document.fonts.ready);
  // Widgets and charts re-measure after a 100 ms debounce; give them time to settle before judging.
  await page.waitForTimeout(400);
  const report = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    shift: (window as unknown as { atlasShift: number }).atlasShift,
    shifted: (window as unknown as { atlasShifted: string[] }).atlasShifted,
    wide: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .filter((element) => !element.closest('.compare-scroll, .visually-hidden, .skip-link'))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
  }));
  if (report.scrollWidth > width) problems.push(`${url} @${width}: page is ${report.scrollWidth}px wide (${report.wide.join(', ')})`);
  if (report.shift > 0) problems.push(`${url} @${width}: layout shift ${report.shift.toFixed(4)} (${report.shifted.join(', ')})`);
  if (file === null) return;
  await page.screenshot({ path: join(outDir, file), fullPage: true });
  console.log(`  ${file}`);
}

/** The header's suggestions open over the library, one chosen with ↓, as a visitor typing sees them. */
async function shootSuggestions(page: Page, url: string, file: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('#atlas-runtime', { state: 'attached', timeout: 10_000 });
  await page.click('#site-search');
  await page.keyboard.type('ryzen 7 78', { delay: 20 });
  const listed = () => document.querySelector('#site-search-listbox')?.textContent?.includes('7800X3D') === true;
  await page.waitForFunction(listed, undefined, { timeout: 10_000 }).catch(() => problems.push(`${url}: no suggestions for "ryzen 7 78"`));
  await page.keyboard.press('ArrowDown');
  await page.screenshot({ path: join(outDir, file) });
  console.log(`  ${file}`);
}

/** Runs in the page before its scripts: sums layout-shift entries into window.atlasShift, and names what moved. */
function watchLayoutShift(): void {
  type Rect = { x: number; y: number; width: number; height: number };
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null; previousRect: Rect; currentRect: Rect }[] };
  const box = ({ x, y, width, height }: Rect) => `${x},${y} ${width}×${height}`;
  const target = window as unknown as { atlasShift: number; atlasShifted: string[] };
  target.atlasShift = 0;
  target.atlasShifted = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      target.atlasShift += entry.value;
      for (const { node, previousRect, currentRect } of entry.sources) {
        const element = node instanceof Element ? node : node?.parentElement;
        const name = element ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}` : 'a removed node';
        target.atlasShifted.push(`${name} at ${Math.round(entry.startTime)} ms from ${box(previousRect)} to ${box(currentRect)}`);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}
