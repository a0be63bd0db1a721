import { localeOfPath } from '../src/shared/locales.js';
import type { PagePayload } from '../src/shared/payload.js';
import { matchPath } from '../src/shared/route-paths.js';
import { registerNavigator, type NavigateOptions } from '../views/navigation.js';
import { ChunkLoadError, mayReload } from './chunk-reload.js';
import { applyDocumentHead } from './document-head.js';
import { errorPayload } from './error-payload.js';
import { FetchError } from './fetch-json.js';
import { focusMainHeading } from './focus-heading.js';
import { fullLoad } from './full-load.js';
import { afterNextPaint } from './next-paint.js';
import { loadErrorView, loadLocale, type PageLoader } from './page-loader.js';
import type { Page, PageRoot } from './page-root.js';
import { rememberLocaleSwitch } from './locale-cookie.js';
import { clickedRouteLink } from './route-link.js';
import type { RuntimeUi } from './runtime-ui.js';
import { entryKey, hasPosition, newEntryKey, restorePosition, savePosition, scrollToHash, startScrollRestoration } from './scroll-positions.js';

/**
 * Client navigation: link clicks, history steps and `navigate()`
 * calls from views become a fetch of the view chunk, the payload and the
 * language's messages, then a swap of the page, with the head, scroll and focus set as a full load would
 * set them. Anything it cannot do well — a route it does not know, a payload
 * of another build, a chunk that will not load, a network failure — becomes
 * a full page load instead.
 */
export interface RouterOptions {
  /** the page the server sent */
  initial: PagePayload;
  pageRoot: PageRoot;
  loader: PageLoader;
  ui: RuntimeUi;
  /** after each page is shown (the preloader looks for its links) */
  onPageShown: (path: string) => void;
}

export interface Router {
  /** a newer build is deployed: from now on every navigation is a full load */
  markOutdated(): void;
}

type HistoryMode = 'push' | 'replace' | 'pop';

/** how long a navigation may wait before the progress bar shows */
const PROGRESS_DELAY_MS = 100;

export function startRouter({ initial, pageRoot, loader, ui, onPageShown }: RouterOptions): Router {
  let shown = initial;
  let shownPath = location.pathname + location.search;
  startScrollRestoration();
  let shownKey = entryKey();
  if (hasPosition(shownKey)) restorePosition(shownKey); // a reload, or a return from another document
  /** each navigation's number; one that is no longer the latest gives up */
  let latest = 0;
  let outdated = false;
  let loading = false;
  const setLoading = (value: boolean) => {
    if (value !== loading) ui.update({ loading: (loading = value) });
  };

  async function go(url: URL, mode: HistoryMode, options: NavigateOptions = {}): Promise<void> {
    const id = ++latest;
    const match = matchPath(url.pathname);
    if (outdated || !match) return fullLoad(url.href);
    ui.prepareOverlay();
    await afterNextPaint();
    if (id !== latest) return;
    const slow = setTimeout(() => id === latest && setLoading(true), PROGRESS_DELAY_MS);
    let page: Page | null;
    try {
      page = { ...(await loader.loadPage(url, match.route.view, match.locale)), key: url.pathname };
    } catch (error) {
      page = id === latest ? await recover(url, error) : null;
    } finally {
      clearTimeout(slow);
      if (id === latest) setLoading(false);
    }
    if (id !== latest || !page) return;
    // A payload of another build may not fit this build's views.
    if (page.payload.buildId !== initial.buildId) return fullLoad(url.href);
    commit(page, url, mode, options);
  }

  /** An error page to show, or null when a full load was started instead. */
  async function recover(url: URL, error: unknown): Promise<Page | null> {
    if (error instanceof ChunkLoadError) {
      if (mayReload(url)) {
        fullLoad(url.href);
        return null;
      }
      console.error(error, error.cause);
    } else if (!(error instanceof FetchError)) {
      fullLoad(url.href); // offline or a broken response: the browser's own page says it best
      return null;
    }
    // In the language of the path, if its messages will load; else in the page's own.
    const target = localeOfPath(url.pathname);
    try {
      const locale = await loadLocale(target, 'error').then(
        () => target,
        () => loadLocale(shown.locale, 'error').then(() => shown.locale),
      );
      return { payload: errorPayload(locale, shown, error), view: await loadErrorView(), key: url.pathname };
    } catch {
      fullLoad(url.href); // not even the error page loads here: let the server answer
      return null;
    }
  }

  function commit(page: Page, url: URL, mode: HistoryMode, options: NavigateOptions): void {
    if (mode === 'pop') {
      savePosition(shownKey); // the page still on screen is the entry just left
      shownKey = entryKey();
    } else {
      savePosition(entryKey());
      if (mode === 'push') history.pushState({ atlas: (shownKey = newEntryKey()) }, '', url.href);
      else history.replaceState({ ...history.state, atlas: (shownKey = entryKey()) }, '', url.href);
    }
    pageRoot.show(page);
    shown = page.payload;
    shownPath = url.pathname + url.search;
    applyDocumentHead(shown);
    if (mode === 'pop') restorePosition(shownKey);
    else if (!options.keepScroll) scrollToHash(url.hash);
    if (options.keepScroll) {
      ui.update({ locale: shown.locale });
    } else {
      ui.update({ locale: shown.locale, announcement: shown.head.title });
      focusMainHeading();
    }
    onPageShown(shownPath);
  }

  /** Stop whatever navigation is under way. */
  function abandon(): void {
    latest++;
    setLoading(false);
  }

  document.addEventListener('click', (event) => {
    const link = clickedRouteLink(event, shownPath);
    if (!link) return;
    event.preventDefault();
    rememberLocaleSwitch(link.anchor); // the language switch is one of these links
    // Following a link to the page shown replaces its entry, as the browser does.
    void go(link.url, link.url.pathname + link.url.search === shownPath ? 'replace' : 'push');
  });

  addEventListener('popstate', () => {
    const url = new URL(location.href);
    if (url.pathname + url.search !== shownPath) return void go(url, 'pop');
    abandon(); // a step between #fragments of the page shown: the browser's
    shownKey = entryKey();
  });
  addEventListener('hashchange', () => {
    if (location.pathname + location.search === shownPath) shownKey = entryKey();
  });

  registerNavigator((href, options) => {
    const url = new URL(href, location.href);
    if (url.origin !== location.origin) return location.assign(url.href);
    void go(url, options.replace ? 'replace' : 'push', options);
  });

  return {
    markOutdated() {
      outdated = true;
    },
  };
}
