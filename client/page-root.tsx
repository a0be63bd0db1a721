import { startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import type { PagePayload } from '../src/shared/payload.js';
import { App } from '../views/app.js';
import type { ViewModule } from '../views/view-module.js';

/**
 * The React root over the server-rendered #app: it hydrates the page the
 * server sent, then shows whatever page the router hands it. Resolves once
 * hydration has committed; if it fails, the server's HTML is put back as it
 * was (React empties a root it could not render) and the promise rejects, so
 * the page stays readable and the router is never started.
 */
export interface Page {
  payload: PagePayload;
  view: ViewModule;
  /** pages under different keys are mounted afresh, as after a full load; the pathname */
  key: string;
}

export interface PageRoot {
  /** renders the page synchronously, so the caller can scroll and focus in the new DOM */
  show(page: Page): void;
}

export function hydratePage(container: HTMLElement, initial: Page, onRenderError: (error: unknown) => void): Promise<PageRoot> {
  const serverHtml = container.cloneNode(true) as HTMLElement;
  let setPage: ((page: Page) => void) | undefined;
  let mounted = false;

  return new Promise((resolve, reject) => {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per hydration, it closes over the promise it resolves and hands out its state setter
    function PageView() {
      const [page, set] = useState(initial);
      setPage = set;
      useEffect(() => {
        mounted = true;
        resolve({ show: (next) => flushSync(() => setPage?.(next)) });
      }, []);
      return <App key={page.key} payload={page.payload} view={page.view} />;
    }

    // In a transition React hydrates in slices of a few milliseconds and yields between them, so a
    // slow phone can paint and answer a tap meanwhile instead of waiting out one long task.
    let root!: ReturnType<typeof hydrateRoot>;
    startTransition(() => {
      root = hydrateRoot(container, <PageView />, {
        onRecoverableError(error, info) {
          // React recovered by rendering on the client; the page is fine but differs from the server's.
          console.error('Hydration error', error, info.componentStack);
        },
        onUncaughtError(error) {
          if (mounted) {
            onRenderError(error);
            return;
          }
          reject(error);
          setTimeout(() => {
            root.unmount();
            container.replaceChildren(...serverHtml.childNodes);
          });
        },
      });
    });
  });
}
