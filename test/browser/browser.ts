import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { BuildManifest } from '../../src/render/build-manifest.js';
import { readConfig } from '../../src/config.js';
import { bootApp } from '../helper.js';
import { EASY, tempDatabase } from '../bench-results/bench-helper.js';
import { CHROMIUM_ARGS } from '../../src/tools/chromium-args.js';

// Required, not imported: an import makes Node scan playwright-core's CommonJS bundles, megabytes
// of them, for the names they export, about a quarter of a second of CPU in each browser test file.
const { chromium } = createRequire(import.meta.url)('playwright-core') as typeof import('playwright-core');

/**
 * What the browser tests share: one headless Chromium per test process (the system's;
 * playwright-core downloads none), the app listening on a free port in-process, and a fresh
 * browser context for each test. The suites run several test files in one process
 * (test/suites/), and each would otherwise start its own Chromium and app, seconds of CPU apiece.
 * Without a Chromium the file's tests are skipped with a note on installing one — except in CI,
 * where that is a failure.
 */
const INSTALL_HINT = 'Chromium not found: apt-get install chromium fonts-noto-cjk, or set CHROME_PATH';

interface TestLike {
  teardown(fn: () => unknown): void;
  test(name: string, options: { skip: string }, fn: () => void): unknown;
}

/** The shared site's moderation token (BENCH_MODERATION_TOKEN): a browser test signs in with it. */
export const BROWSER_MODERATION_TOKEN = 'browser-tests-moderation-token-0123456789';

export interface BrowserSite {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  app: FastifyInstance;
  manifest: BuildManifest;
  /**
   * A page in a new context, closed when `t` ends. Contexts speak Chinese by
   * default (Accept-Language zh-CN), so `/` is not redirected unless a test
   * asks for it, present a desktop Chrome's user agent, and prefer reduced
   * motion: the widgets' animations stop, which spares the CPU and changes
   * nothing these tests look at.
   */
  newPage(t: Pick<TestLike, 'teardown'>, options?: BrowserContextOptions): Promise<Page>;
}

/** The process's browser and site, started by the first file that asks; closed when the process's tests end. */
let shared: Promise<BrowserSite> | undefined;

/**
 * Chromium features switched off for the tests, on top of those Playwright switches off itself.
 * Every window a context opens preloads the address bar's suggestion popups (two WebUI pages, each
 * in a renderer of its own) and keeps a spare renderer warm for the next site: about 1.5 s of CPU
 * per context, more than most pages cost, for browser chrome a headless test never shows. Pages
 * render the same without them.
 */
const TEST_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'SpareRendererForSitePerProcess'];

/**
 * Chromium reads only the last --disable-features it is given, and Playwright passes its own list
 * first, so ours repeats Playwright's (those of playwright-core 1.65) and adds the tests' own.
 * `checkDisabledFeatures` fails the run if a newer Playwright disables a feature this list lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** Throws unless the last --disable-features of the Chromium this process started keeps every feature an earlier one names. */
function checkDisabledFeatures(): void {
  if (!existsSync('/proc/self/stat')) return; // Linux only; CI and this project's machines are Linux
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string, commandLine: string[];
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // a process that ended meanwhile
    }
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== process.pid) continue;
    const lists = commandLine.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','));
    const last = new Set(lists.at(-1));
    const dropped = lists.flat().filter((feature) => !last.has(feature));
    if (dropped.length)
      throw new Error(
        `Playwright disables features the tests' list drops: add ${dropped.join(', ')} to PLAYWRIGHT_DISABLED_FEATURES (test/browser/browser.ts)`,
      );
  }
}

async function startSite(root: Pick<TestLike, 'teardown'>, executablePath: string): Promise<BrowserSite> {
  const disabled = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...TEST_DISABLED_FEATURES].join(',')}`;
  const browser: Browser = await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS, disabled] });
  root.teardown(() => browser.close());
  checkDisabledFeatures();
  // Headless Chromium says "HeadlessChrome", which isbot takes for a crawler; the tests play a person.
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`;
  // The bench's proof of work made easy and its results kept in a temporary database: the
  // browser tests check the page and the exchange, not the work or the database's folder. The
  // moderation page is there, for the tests that follow a report to it.
  const app = await bootApp(root, {
    env: { BENCH_MODERATION_TOKEN: BROWSER_MODERATION_TOKEN },
    bench: { difficulty: EASY, database: tempDatabase(root).database },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const rootDir = readConfig({}).rootDir;
  const manifest = JSON.parse(await readFile(join(rootDir, 'dist', 'manifest.json'), 'utf8')) as BuildManifest;
  return {
    origin: address,
    app,
    manifest,
    async newPage(t, options = {}) {
      const context = await browser.newContext({ baseURL: address, locale: 'zh-CN', userAgent, reducedMotion: 'reduce', ...options });
      // generous: on a 2-core machine the suite's other processes keep both cores busy
      context.setDefaultTimeout(30_000);
      t.teardown(() => context.close());
      return context.newPage();
    },
  };
}

/**
 * Runs `defineTests` with a live browser and site, or skips the file's tests when there is no
 * browser. `t` is the file's top-level test (tap's root), which outlives every file of the process.
 */
export async function withBrowser(t: TestLike, defineTests: (site: BrowserSite) => void): Promise<void> {
  const executablePath = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path): path is string =>
    Boolean(path && existsSync(path)),
  );
  if (!executablePath) {
    if (process.env.CI === 'true') throw new Error(INSTALL_HINT);
    t.test('browser tests', { skip: INSTALL_HINT }, () => undefined);
    return;
  }
  shared ??= startSite(t, executablePath);
  defineTests(await shared);
}

/**
 * Resolves once the page has hydrated and started its router: the runtime
 * appends its own root (#atlas-runtime) just before it starts listening.
 */
export async function runtimeReady(page: Page): Promise<void> {
  await page.waitForSelector('#atlas-runtime', { state: 'attached' });
}

/** Console errors and warnings and uncaught exceptions, as `type: text` lines. */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Marks the window; the mark survives client navigation and is gone after a full page load. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { atlasMark?: boolean }).atlasMark = true;
  });
}

export async function isWindowMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { atlasMark?: boolean }).atlasMark === true);
}

/** The URLs of the documents (full page loads) the page requests from now on. */
export function documentRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) urls.push(request.url());
  });
  return urls;
}

/** Matches the URL of any page's `_payload.json`. */
export const PAYLOAD_URL = /\/_payload\.json(\?|$)/;

/**
 * Whether `condition` comes to hold in the page within `timeout` ms, for an assertion:
 * `t.ok(await eventually(page, () => …), 'what it means')` fails with that message, where a bare
 * wait would throw a timeout.
 */
export async function eventually<Arg>(page: Page, condition: (arg: Arg) => unknown, arg?: Arg, timeout = 10_000): Promise<boolean> {
  // As page.waitForFunction, whose own typing needs the argument's type spelt out at each call.
  return page.waitForFunction(condition as () => unknown, arg, { timeout }).then(
    () => true,
    () => false,
  );
}

/**
 * Holds every request whose URL `matches` picks until the test calls `release()`: a slow network
 * whose timing the test decides, so no check depends on how long a wait lasts. `held` resolves
 * when the first such request arrives.
 */
export async function holdRequests(page: Page, matches: (url: URL) => boolean): Promise<{ held: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const held = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(matches, async (route) => {
    arrived();
    await released;
    await route.continue().catch(() => undefined); // the page may be gone
  });
  return { held, release };
}

/**
 * An init script (`page.addInitScript(recordBodiesRead)`): notes the URL of each response whose
 * body the page reads — client/fetch-json.ts reads every body with text() — one task after it was
 * read, when all the page did with it at once (parse, check, render or not) has run.
 */
export function recordBodiesRead(): void {
  const read: string[] = [];
  (window as unknown as { atlasBodiesRead: string[] }).atlasBodiesRead = read;
  const text = Response.prototype.text;
  Response.prototype.text = function (this: Response) {
    const body = text.call(this);
    const url = this.url;
    body.then(
      () => setTimeout(() => read.push(url)),
      () => undefined,
    );
    return body;
  };
}

/** Resolves once the page has read a response from `pathname` and acted on it (after `recordBodiesRead`). */
export async function bodyRead(page: Page, pathname: string): Promise<void> {
  await page.waitForFunction(
    (pathname) => (window as unknown as { atlasBodiesRead: string[] }).atlasBodiesRead.some((url) => new URL(url).pathname === pathname),
    pathname,
  );
}
