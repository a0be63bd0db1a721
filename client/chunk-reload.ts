/**
 * What to do when a view's chunk will not load — usually because a deploy
 * replaced it: load the target page in full, which fetches the new build's
 * chunks. At most once per path within 10 seconds, remembered in
 * sessionStorage across that reload, so a chunk that is really broken shows
 * the error page instead of reloading forever.
 */
export const RELOAD_STORAGE_KEY = 'atlas:chunk-reload';
export const RELOAD_WINDOW_MS = 10_000;

interface ReloadRecord {
  path: string;
  expires: number;
}

/**
 * True when a full load of `path` may be tried now, and records it; false
 * when one was tried within the window, or the storage cannot remember it
 * (a reload that cannot be remembered could loop).
 */
export function claimReload(storage: Pick<Storage, 'getItem' | 'setItem'>, path: string, now: number): boolean {
  const previous = readRecord(storage);
  if (previous && previous.path === path && previous.expires > now) return false;
  try {
    storage.setItem(RELOAD_STORAGE_KEY, JSON.stringify({ path, expires: now + RELOAD_WINDOW_MS } satisfies ReloadRecord));
    return true;
  } catch {
    return false;
  }
}

/** The last reload, if what is stored reads as one; anything else is as good as nothing. */
function readRecord(storage: Pick<Storage, 'getItem'>): ReloadRecord | null {
  try {
    const record = JSON.parse(storage.getItem(RELOAD_STORAGE_KEY) ?? 'null') as Partial<ReloadRecord> | null;
    return typeof record?.path === 'string' && typeof record.expires === 'number' ? (record as ReloadRecord) : null;
  } catch {
    return null;
  }
}

/** `claimReload` for this tab; the path is the URL's path and query. */
export function mayReload(url: URL): boolean {
  try {
    return claimReload(sessionStorage, url.pathname + url.search, Date.now());
  } catch {
    return false; // sessionStorage itself may throw when storage is blocked
  }
}

/** An `import()` of a view chunk that failed, told apart from a failed payload. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}
