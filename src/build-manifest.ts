import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from './locales.js';
import type { ViewName } from './routes.js';

/**
 * What build.mjs wrote to dist/manifest.json: the build's id and the URLs of
 * the client entry, the stylesheet and each view's chunk with the shared
 * chunks it imports, so a page can `modulepreload` exactly what it needs.
 */
export interface BuildManifest {
  buildId: string;
  timestamp: number;
  css: string[];
  entry: ChunkFiles;
  views: Record<ViewName, ChunkFiles>;
  /** the error page's view, loaded only where something failed */
  errorView: ChunkFiles;
  /** each language's messages, loaded by the browser for pages in that language */
  locales: Record<Locale, ChunkFiles>;
}

export interface ChunkFiles {
  /** URL of the chunk itself */
  js: string;
  /** URLs of the chunks it imports statically, transitively */
  imports: string[];
}

export const ASSET_PREFIX = '/assets/';

export function readBuildManifest(rootDir: string): BuildManifest {
  const file = join(rootDir, 'dist', 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  } catch (error) {
    throw new Error(`Cannot read the build manifest at dist/manifest.json: run \`npm run build\` first`, { cause: error });
  }
}

/** Everything a page of this view and language should preload, entry first, without repeats. */
export function modulePreloads(manifest: BuildManifest, view: ViewName | 'error', locale: Locale): string[] {
  const chunk = view === 'error' ? manifest.errorView : manifest.views[view];
  const own = [chunk.js, ...chunk.imports];
  const messages = manifest.locales[locale];
  return [...new Set([manifest.entry.js, ...manifest.entry.imports, messages.js, ...messages.imports, ...own])];
}
