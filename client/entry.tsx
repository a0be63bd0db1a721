import { APP_ELEMENT_ID, PAYLOAD_ELEMENT_ID } from '../src/shared/dom-ids.js';
import type { EmbeddedPayload, PagePayload } from '../src/shared/payload.js';
import { startBuildWatch } from './build-watch-start.js';
import { mayReload } from './chunk-reload.js';
import { fullLoad } from './full-load.js';
import { createPageLoader, loadErrorView, loadLocale, loadView } from './page-loader.js';
import { hydratePage } from './page-root.js';
import { startPreloader } from './preloader.js';
import { startRouter } from './router.js';
import { startSearchFields } from './search-shortcut.js';
import { mountRuntimeUi } from './runtime-ui.js';
import { readParts } from '../views/part.js';
import './theme-toggle.js'; // registers the header's theme control (views/layout/theme-control.ts)

/**
 * Browser entry: hydrate the page the server sent from the data it embedded
 * (loading its view's file and that view's messages in the page's language), then start the
 * runtime — router, preloader, build watch. Nothing starts
 * unless hydration succeeded: if it fails, the server-rendered page stays as
 * it is, readable, with links that work as plain links.
 */
async function mount(): Promise<void> {
  const element = document.getElementById(PAYLOAD_ELEMENT_ID);
  const container = document.getElementById(APP_ELEMENT_ID);
  if (!element || !container) throw new Error('the page has no payload or no #app element');
  // The parts the server drew are in the page already; its payload names them.
  const embedded = JSON.parse(element.textContent ?? '') as EmbeddedPayload;
  const payload: PagePayload = { ...embedded, parts: readParts(container, embedded.parts) };
  const [view] = await Promise.all([payload.view === 'error' ? loadErrorView() : loadView(payload.view), loadLocale(payload.locale, payload.view)]);

  const pageRoot = await hydratePage(container, { payload, view, key: location.pathname }, onRenderError);
  // After hydration: the suggestions add elements to the header that React's first render must not meet.
  startSearchFields();
  const ui = mountRuntimeUi({ locale: payload.locale, loading: false, newBuild: false, announcement: '' });
  const loader = createPageLoader(payload.buildId);
  const preloader = startPreloader(loader);
  const router = startRouter({ initial: payload, pageRoot, loader, ui, onPageShown: preloader.watchLinks });
  preloader.watchLinks(location.pathname + location.search);
  startBuildWatch(payload.buildId, () => {
    ui.update({ newBuild: true });
    router.markOutdated();
  });
}

/** A page that throws while rendering after a client navigation: the server renders it instead, once. */
function onRenderError(error: unknown): void {
  console.error('Error while rendering page', error);
  if (mayReload(new URL(location.href))) fullLoad(location.href);
}

mount().catch((error: unknown) => {
  console.error('Error while mounting app', error);
});
