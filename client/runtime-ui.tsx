import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { Locale } from '../src/shared/locales.js';
import { overlayUrl } from './asset-urls.js';
import { RouteAnnouncer } from '../views/runtime/route-announcer.js';
import type { RuntimeOverlayProps } from '../views/runtime/runtime-overlay.js';

/**
 * The runtime's own React root, appended to <body>: nothing of it is in the
 * server's HTML, so it cannot disturb hydration. It holds the route
 * announcer from the start (a live region must exist before it speaks) and,
 * once first needed, the overlay with the progress bar and the new-version
 * notice — a chunk of its own, kept out of the first visit's download.
 */
export interface RuntimeUiState {
  locale: Locale;
  loading: boolean;
  newBuild: boolean;
  announcement: string;
}

export interface RuntimeUi {
  update(change: Partial<RuntimeUiState>): void;
  /** start fetching the overlay's chunk, so it is there if a navigation turns out slow */
  prepareOverlay(): void;
}

type Overlay = ComponentType<RuntimeOverlayProps>;

export function mountRuntimeUi(initial: RuntimeUiState): RuntimeUi {
  const host = document.createElement('div');
  host.id = 'atlas-runtime';
  document.body.append(host);
  const root = createRoot(host);
  let state = initial;
  let Overlay: Overlay | null = null;
  let overlayRequest: Promise<void> | null = null;

  function prepareOverlay(): void {
    overlayRequest ??= (import(overlayUrl()) as Promise<typeof import('../views/runtime/runtime-overlay.js')>).then(
      (module) => {
        Overlay = module.default;
        render();
      },
      (error: unknown) => {
        overlayRequest = null; // try again next time; meanwhile nothing is drawn, nothing breaks
        console.warn('The navigation overlay did not load', error);
      },
    );
  }

  function render(): void {
    root.render(
      <>
        {Overlay ? <Overlay {...state} onReload={() => location.reload()} /> : null}
        <RouteAnnouncer message={state.announcement} />
      </>,
    );
  }

  render();
  return {
    update(change) {
      state = { ...state, ...change };
      if (state.loading || state.newBuild) prepareOverlay();
      render();
    },
    prepareOverlay,
  };
}
