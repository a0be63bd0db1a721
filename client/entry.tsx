import { hydrateRoot } from 'react-dom/client';
import { App } from '../views/app.js';
import ErrorPage from '../views/error-page.js';
import type { ViewModule } from '../views/view-module.js';
import { viewModules } from '../views/view-modules.js';
import { APP_ELEMENT_ID } from '../src/document-ids.js';
import { PAYLOAD_ELEMENT_ID, type PagePayload } from '../src/payload.js';

/**
 * Browser entry: read the page data the server embedded, load the view's
 * chunk, and hydrate. If anything fails the server-rendered page stays as it
 * is, readable, with links that work as plain links.
 */
async function mount(): Promise<void> {
  const element = document.getElementById(PAYLOAD_ELEMENT_ID);
  const root = document.getElementById(APP_ELEMENT_ID);
  if (!element || !root) throw new Error('the page has no payload or no #app element');
  const payload = JSON.parse(element.textContent ?? '') as PagePayload;
  const view: ViewModule = payload.view === 'error' ? { default: ErrorPage } : await viewModules[payload.view]();
  hydrateRoot(root, <App payload={payload} view={view} />, {
    onRecoverableError(error, info) {
      console.error('Hydration error', error, info.componentStack);
    },
  });
}

mount().catch((error: unknown) => {
  console.error('Error while mounting app', error);
});
