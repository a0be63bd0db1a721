import type { PageView } from '../src/shared/build-meta.js';
import type { Locale } from '../src/shared/locales.js';
import type { PagePayload } from '../src/shared/payload.js';
import { payloadUrl } from '../src/shared/payload-url.js';
import type { ViewName } from '../src/shared/routes.js';
import type { ViewModule } from '../views/view-module.js';
import { viewUrl } from './asset-urls.js';
import { ChunkLoadError } from './chunk-reload.js';
import { fetchJson } from './fetch-json.js';
import { loadMessages } from './messages.js';

/**
 * Fetching what a page needs — its view's file, its payload and its view's
 * messages in its language (a language switch brings the other language's) — for
 * the router and the preloader alike, so a preloaded page costs nothing more
 * to show. Payloads are keyed to the build (`?{buildId}`) and are a pure
 * function of build, path and query, so a fetched one is kept; the few most
 * recent only, as a library page can link to a hundred processors.
 */
export interface LoadedPage {
  payload: PagePayload;
  view: ViewModule;
}

const KEEP_PAYLOADS = 64;

export function createPageLoader(buildId: string) {
  const payloads = new Map<string, Promise<PagePayload>>();

  function loadPayload(url: URL): Promise<PagePayload> {
    const key = url.pathname + url.search;
    let pending = payloads.get(key);
    if (!pending) {
      pending = fetchJson<PagePayload>(payloadUrl(url.pathname, url.search, buildId));
      // A failure is not kept: the next attempt asks again.
      pending.catch(() => payloads.get(key) === pending && payloads.delete(key));
      payloads.set(key, pending);
      if (payloads.size > KEEP_PAYLOADS) payloads.delete(payloads.keys().next().value!);
    }
    return pending;
  }

  return {
    async loadPage(url: URL, view: ViewName, locale: Locale): Promise<LoadedPage> {
      const [module, payload] = await Promise.all([loadView(view), loadPayload(url), loadLocale(locale, view)]);
      return { view: module, payload };
    },
  };
}

export type PageLoader = ReturnType<typeof createPageLoader>;

export function loadView(view: ViewName): Promise<ViewModule> {
  return (import(viewUrl(view)) as Promise<ViewModule>).catch((cause: unknown) => {
    throw new ChunkLoadError(`The chunk of view "${view}" did not load`, { cause });
  });
}

/** The messages a view shows in a language are a file like a view's, and fail like one. */
export function loadLocale(locale: Locale, view: PageView): Promise<void> {
  return loadMessages(locale, view).catch((cause: unknown) => {
    throw new ChunkLoadError(`The ${locale} messages of view "${view}" did not load`, { cause });
  });
}

/** The error page is needed only when something fails, so it is a file of its own too. */
export function loadErrorView(): Promise<ViewModule> {
  return (import(viewUrl('error')) as Promise<ViewModule>).catch((cause: unknown) => {
    throw new ChunkLoadError('The chunk of the error page did not load', { cause });
  });
}
