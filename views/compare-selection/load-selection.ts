import { selectionAssets } from './selection-words.js';

/**
 * The compare selection's code (views/compare-selection/compare-selection.ts) is a file of its own,
 * which a page loads only when there is something to show or do: a selection stored in the tab, the
 * first tick of a library box, a press of the detail page's compare button. Until then the boxes
 * and the button are the plain form and link the server drew, so the library's first visit does not
 * download the tray. The build names the file, and its words, in the page's asset map, as it does
 * the search's (selection-words.ts).
 */
export type SelectionModule = typeof import('./compare-selection.js');

let loading: Promise<SelectionModule> | undefined;
let loaded: SelectionModule | null = null;

export function loadSelection(): Promise<SelectionModule> {
  loading ??= (import(selectionAssets().js) as Promise<SelectionModule>).then((module) => (loaded = module));
  // A failure is not kept: the next tick or press asks again.
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * The code once it is here, for a page shown again (Back, Forward, another page of results) to
 * draw its boxes ticked with its results rather than a few frames after them.
 */
export const loadedSelection = () => loaded;
