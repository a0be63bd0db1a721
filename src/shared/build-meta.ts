/**
 * What a build tells the browser about itself. The build writes `builds/latest.json`
 * (`{id, timestamp}`: the newest build) and `builds/meta/{id}.json` (also the pages prerendered
 * for it) under the asset prefix; the browser fetches its own build's meta after load and polls
 * `latest.json` to notice a deploy (client/build-watch.ts). The server writes into every page
 * where the files a visitor loads later are (ClientAssets).
 */
import type { Locale } from './locales.js';
import type { ViewName } from './routes.js';

/** Where built client files are served; every name under it carries a content hash. */
export const ASSET_PREFIX = '/assets/';

export interface BuildMeta {
  id: string;
  timestamp: number;
  /** page paths written by `npm run prerender` for this build */
  prerendered?: string[];
}

/** Paths under the client folder, as the build writes them and the server serves them. */
export const LATEST_BUILD_FILE = 'builds/latest.json';
export const buildMetaFile = (buildId: string): string => `builds/meta/${buildId}.json`;

/** The URLs the browser asks for. */
export const latestBuildUrl = (cacheBuster: number | string): string => `${ASSET_PREFIX}${LATEST_BUILD_FILE}?${cacheBuster}`;
export const buildMetaUrl = (buildId: string): string => `${ASSET_PREFIX}${buildMetaFile(buildId)}`;

/** A view of the route table, or the error page. */
export type PageView = ViewName | 'error';

/** The URLs the browser loads by itself, after the page's own: embedded in every page. */
export interface ClientAssets {
  views: Record<PageView, string>;
  overlay: string;
  /** the search fields' suggestions (client/search-combobox.ts) */
  search: string;
  /**
   * the compare selection — the library's ticks and tray, the detail page's compare button
   * (views/compare-selection/) — and its words in each language
   */
  selection: { js: string; messages: Record<Locale, string> };
  /** the watch for a newer build (client/build-watch.ts) */
  buildWatch: string;
  /**
   * CPU Atlas Bench (views/bench/): the run's code and its words in each language, loaded once its
   * page is shown; its workers, one running the kernels, one solving the submission's proof-of-work
   */
  bench: { run: { js: string; messages: Record<Locale, string> }; kernels: string; proofOfWork: string };
  messages: Record<Locale, Record<PageView, string>>;
}
