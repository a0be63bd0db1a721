/**
 * Where the compare selection is kept (sessionStorage, for the tab), and whether there is one: the
 * pages ask before they load the selection's code (load-selection.ts), which only then arrives.
 */
export const SELECTION_STORAGE_KEY = 'atlas:compare-selection';

export function hasStoredSelection(): boolean {
  try {
    return sessionStorage.getItem(SELECTION_STORAGE_KEY) !== null;
  } catch {
    return false; // storage blocked: there is nothing to show
  }
}
