import { searchUrl } from './asset-urls.js';

/**
 * The search fields' first half, in the entry: `/` focuses the header's field (unless the visitor
 * is typing somewhere), and the first focus of any search field loads the suggestions' code
 * (client/search-combobox.ts), which stays out of a first visit's download. Until it arrives,
 * and if it never does, each field is the plain form the server sent.
 */
export function startSearchFields(): void {
  let loading: unknown;
  const load = (target: EventTarget | null) => {
    if (!loading && target instanceof HTMLInputElement && target.hasAttribute('data-search')) {
      loading = (import(searchUrl()) as Promise<typeof import('./search-combobox.js')>).then((combobox) => combobox.start(), console.error);
    }
  };
  addEventListener('focusin', (event) => load(event.target));
  addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
    if ((event.target as Element).closest('input,textarea,select,[contenteditable]')) return;
    const field = document.querySelector<HTMLInputElement>('[aria-keyshortcuts="/"]');
    if (!field) return;
    event.preventDefault();
    field.focus();
  });
  // A field focused before the client started (the visitor was quick) is served at once.
  load(document.activeElement);
}
