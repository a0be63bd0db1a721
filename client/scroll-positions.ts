/**
 * Scroll restoration for client navigation. The browser cannot restore a
 * position on a history step the page answers itself, because the content is
 * not there yet when it would; so it is told not to (`manual`), and each
 * history entry gets a key in its state under which its position is kept.
 * The positions outlive the document in sessionStorage, so a reload or a
 * return from another site lands where the visitor was.
 */
const STORAGE_KEY = 'atlas:scroll';
const KEEP_ENTRIES = 50;

type Position = [x: number, y: number];
let positions: Record<string, Position> = {};

export function startScrollRestoration(): void {
  history.scrollRestoration = 'manual';
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, Position>;
  } catch {
    positions = {};
  }
  addEventListener('pagehide', () => {
    savePosition(entryKey());
    const kept = Object.entries(positions).slice(-KEEP_ENTRIES);
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
    } catch {
      // storage full or blocked: positions are a nicety
    }
  });
}

/** The key of the current history entry, given one if it has none (a first load, a #fragment step). */
export function entryKey(): string {
  const state = history.state as { atlas?: unknown } | null;
  if (typeof state?.atlas === 'string') return state.atlas;
  const key = newEntryKey();
  history.replaceState({ ...state, atlas: key }, '');
  return key;
}

export function newEntryKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

export function savePosition(key: string): void {
  delete positions[key]; // re-inserted last, so the newest survive the trim
  positions[key] = [scrollX, scrollY];
}

/** Back where the entry was left; the top when it was never left. */
export function restorePosition(key: string): void {
  const [left, top] = positions[key] ?? [0, 0];
  scrollTo({ left, top, behavior: 'instant' });
}

export function hasPosition(key: string): boolean {
  return key in positions;
}

/** A new page starts at its top, or at the element its #fragment names. */
export function scrollToHash(hash: string): void {
  let target: HTMLElement | null = null;
  try {
    target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    // a malformed %-escape names no element
  }
  if (target) target.scrollIntoView({ behavior: 'instant' });
  else scrollTo({ left: 0, top: 0, behavior: 'instant' });
}
