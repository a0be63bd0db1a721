import { buildWatchUrl } from './asset-urls.js';

/**
 * The build watch (client/build-watch.ts) has nothing to do before its first check, a second
 * after the page loaded, so its file is loaded then rather than with the page: a first visit
 * downloads less. A file that fails to load only means no notice of a new build.
 */
const FIRST_CHECK_DELAY_MS = 1000;

export function startBuildWatch(buildId: string, onNewBuild: () => void): void {
  const start = () =>
    setTimeout(() => {
      (import(buildWatchUrl()) as Promise<typeof import('./build-watch.js')>)
        .then(({ watchBuild }) => watchBuild(buildId, onNewBuild))
        .catch((error: unknown) => console.warn('Could not load the build watch', error));
    }, FIRST_CHECK_DELAY_MS);
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
