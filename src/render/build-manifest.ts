import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientAssets, PageView } from '../shared/build-meta.js';
import type { Locale } from '../shared/locales.js';
import type { ViewName } from '../shared/routes.js';

/**
 * What build.mjs wrote to dist/manifest.json: the build's id and the URLs of
 * the client entry, the stylesheet, each view's file, the navigation
 * overlay's, and the messages of each language and view, so a page can
 * `modulepreload` exactly what it needs and the browser can find the rest.
 */
export interface BuildManifest {
  buildId: string;
  timestamp: number;
  css: string[];
  entry: ChunkFiles;
  views: Record<ViewName, ChunkFiles>;
  /** the error page's view, loaded only where something failed */
  errorView: ChunkFiles;
  /** the progress bar and new-version notice, loaded when first needed */
  overlay: string;
  /** the search fields' suggestions, loaded on a field's first focus */
  search: string;
  /** the compare selection and its words, loaded when a page has a selection to show or a first pick to make */
  selection: ClientAssets['selection'];
  /** the watch for a newer build, loaded with its first check, a second after the page loaded */
  buildWatch: string;
  /** the bench's run and its words, loaded once its page is shown, and its workers, when a run starts and when its result is sent */
  bench: ClientAssets['bench'];
  /** the report form's script, which solves its proof of work (client/report-form.ts; the form works without it) */
  reportForm: string;
  /** for each language and view, a module whose default export is the messages that view can show */
  messages: Record<Locale, Record<PageView, string>>;
}

export interface ChunkFiles {
  /** URL of the file itself */
  js: string;
  /** URLs of the files it imports statically, transitively */
  imports: string[];
}

export function readBuildManifest(rootDir: string): BuildManifest {
  const file = join(rootDir, 'dist', 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  } catch (error) {
    throw new Error(`Cannot read the build manifest at dist/manifest.json: run \`npm run build\` first`, { cause: error });
  }
}

/** Everything a page of this view and language should preload, entry first, without repeats. */
export function modulePreloads(manifest: BuildManifest, view: PageView, locale: Locale): string[] {
  const chunk = view === 'error' ? manifest.errorView : manifest.views[view];
  return [...new Set([manifest.entry.js, ...manifest.entry.imports, manifest.messages[locale][view], chunk.js, ...chunk.imports])];
}

export function clientAssets(manifest: BuildManifest): ClientAssets {
  const views = Object.fromEntries(Object.entries(manifest.views).map(([view, chunk]) => [view, chunk.js]));
  return {
    views: { ...(views as Record<ViewName, string>), error: manifest.errorView.js },
    overlay: manifest.overlay,
    search: manifest.search,
    selection: manifest.selection,
    buildWatch: manifest.buildWatch,
    bench: manifest.bench,
    messages: manifest.messages,
  };
}
