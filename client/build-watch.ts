import { buildMetaUrl, latestBuildUrl, type BuildMeta } from '../src/shared/build-meta.js';
import { fetchJson, FetchError } from './fetch-json.js';
import { isSlowConnection } from './connection.js';

/**
 * Notices when a newer build of the site is deployed while a visitor has a
 * page open. Its file loads a second after the page did (startBuildWatch, in the entry) and
 * fetches its own build's meta at once; it asks `builds/latest.json` every 10 minutes while the
 * tab is visible, and again whenever the tab becomes visible. A different id calls
 * `onNewBuild` once and ends the watch. Failures are only logged: this is a
 * convenience, never a reason for an error on the page.
 */
const POLL_INTERVAL_MS = 10 * 60 * 1000;

export function watchBuild(buildId: string, onNewBuild: () => void): void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let found = false;

  async function pollLatest(): Promise<void> {
    try {
      // The timestamp makes every poll a new URL, past any cache on the way.
      const latest = await fetchJson<BuildMeta>(latestBuildUrl(Date.now()));
      if (latest.id !== buildId && !found) {
        found = true;
        clearInterval(timer);
        document.removeEventListener('visibilitychange', onVisibility);
        onNewBuild();
      }
    } catch (error) {
      console.warn('Could not check for a new build of the site', error);
    }
  }

  async function checkOwnMeta(): Promise<void> {
    try {
      await fetchJson<BuildMeta>(buildMetaUrl(buildId));
    } catch (error) {
      console.warn('Could not fetch this build’s meta', error);
      // Our own meta gone from the server means a deploy replaced it: look now.
      if (error instanceof FetchError && (error.status === 404 || error.status === 403)) void pollLatest();
    }
  }

  function onVisibility(): void {
    clearInterval(timer);
    if (document.visibilityState !== 'visible') return;
    void pollLatest();
    timer = setInterval(() => void pollLatest(), POLL_INTERVAL_MS);
  }

  document.addEventListener('visibilitychange', onVisibility);
  if (document.visibilityState === 'visible') timer = setInterval(() => void pollLatest(), POLL_INTERVAL_MS);
  if (!isSlowConnection()) void checkOwnMeta();
}
