import { useSyncExternalStore } from 'react';
import { MAX_COMPARED, compareQuery } from '../../src/shared/compare-query.js';
import type { Locale } from '../../src/shared/locales.js';
import { hrefFor } from '../../src/shared/route-paths.js';
import { SELECTION_STORAGE_KEY } from './stored-selection.js';

/**
 * What the visitor has picked to compare: one selection for the whole site, kept for the tab
 * (sessionStorage) so that a new search, another page of results, a processor visited on the way
 * or a reload does not lose it. The library's boxes and tray and the detail page's compare button
 * all read and change this one. A fifth pick is refused, and the refusal is part of the state the
 * tray shows. Only the browser holds a selection: the server renders every box unticked.
 */
export interface Pick {
  /** "amd:ryzen-7-7800x3d" */
  key: string;
  name: string;
}

export interface Selection {
  picks: readonly Pick[];
  /** the last pick was refused: the selection was full */
  refused: boolean;
}

const EMPTY: Selection = { picks: [], refused: false };

let state: Selection | null = null;
const listeners = new Set<() => void>();

export function currentSelection(): Selection {
  return (state ??= { picks: stored(), refused: false });
}

// A page restored from the back-forward cache comes back with this store as it was left, but another
// page of the tab may have changed the selection since: the stored one is read again.
addEventListener('pageshow', (event) => {
  if (event.persisted && state) update({ picks: stored(), refused: false });
});

function stored(): Pick[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(SELECTION_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter((pick): pick is Pick => typeof pick?.key === 'string' && typeof pick?.name === 'string').slice(0, MAX_COMPARED);
  } catch {
    return []; // storage blocked or garbled: start empty
  }
}

function update(next: Selection): void {
  state = next;
  try {
    if (next.picks.length) sessionStorage.setItem(SELECTION_STORAGE_KEY, JSON.stringify(next.picks));
    else sessionStorage.removeItem(SELECTION_STORAGE_KEY);
  } catch {
    // storage full or blocked: the selection still lasts as long as the page
  }
  for (const listener of listeners) listener();
}

/** Picks or unpicks; false when a pick was refused because the selection is full. */
export function setPick(pick: Pick, picked: boolean): boolean {
  const { picks } = currentSelection();
  const has = picks.some((p) => p.key === pick.key);
  if (!picked || has) {
    update({ picks: picked ? picks : picks.filter((p) => p.key !== pick.key), refused: false });
    return true;
  }
  if (picks.length >= MAX_COMPARED) {
    update({ picks, refused: true });
    return false;
  }
  update({ picks: [...picks, pick], refused: false });
  return true;
}

export function removePick(key: string): void {
  update({ picks: currentSelection().picks.filter((p) => p.key !== key), refused: false });
}

export function clearPicks(): void {
  update({ picks: [], refused: false });
}

/** The comparison of these picks, in the order they were picked. */
export function comparisonHref(picks: readonly Pick[], locale: Locale): string {
  return hrefFor('compare', locale, {}, compareQuery({ ids: picks.map((pick) => pick.key), diff: false }));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The selection; empty on the server, then the tab's own. */
export function useCompareSelection(): Selection {
  return useSyncExternalStore(subscribe, currentSelection, () => EMPTY);
}

/** Tells `listener` of every change, until the returned function is called. */
export function watchSelection(listener: () => void): () => void {
  return subscribe(listener);
}
