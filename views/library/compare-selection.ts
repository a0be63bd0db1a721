import { useSyncExternalStore } from 'react';
import { MAX_COMPARED } from '../../src/shared/compare-query.js';

/**
 * What the visitor has ticked to compare, kept for the tab (sessionStorage) so that a new
 * search, another page of results or a processor visited on the way does not lose it
 * A fifth pick is refused, and the refusal is part of the state the tray shows.
 * Only the browser holds a selection: the server renders every box unticked.
 */
export interface Pick {
  /** "amd:ryzen-7-7800x3d" */
  key: string;
  name: string;
}

export interface Selection {
  picks: readonly Pick[];
  /** the last tick was refused: the selection was full */
  refused: boolean;
}

const STORAGE_KEY = 'atlas:compare-selection';
const EMPTY: Selection = { picks: [], refused: false };

let state: Selection | null = null;
const listeners = new Set<() => void>();

function current(): Selection {
  return (state ??= { picks: stored(), refused: false });
}

function stored(): Pick[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value
      .filter((pick): pick is Pick => typeof pick?.key === 'string' && typeof pick?.name === 'string')
      .slice(0, MAX_COMPARED);
  } catch {
    return []; // storage blocked or garbled: start empty
  }
}

function update(next: Selection): void {
  state = next;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next.picks));
  } catch {
    // storage full or blocked: the selection still lasts as long as the page
  }
  for (const listener of listeners) listener();
}

/** Ticks or unticks; false when the tick was refused because the selection is full. */
export function togglePick(pick: Pick): boolean {
  const { picks } = current();
  if (picks.some((p) => p.key === pick.key)) {
    update({ picks: picks.filter((p) => p.key !== pick.key), refused: false });
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
  update({ picks: current().picks.filter((p) => p.key !== key), refused: false });
}

export function clearPicks(): void {
  update({ picks: [], refused: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The selection; empty on the server and while hydrating, then the tab's own. */
export function useCompareSelection(): Selection {
  return useSyncExternalStore(subscribe, current, () => EMPTY);
}
