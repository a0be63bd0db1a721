import { mkdirSync, writeFileSync } from 'node:fs';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BuildManifest } from '../render/build-manifest.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { LOCALES } from '../shared/locales.js';
import { ASSET_PREFIX, buildMetaUrl } from '../shared/build-meta.js';
import { payloadPath } from '../shared/payload-url.js';
import { hrefFor, localizePath } from '../shared/route-paths.js';
import { CARD_SUFFIX, LADDER_IMAGE_SUFFIX, picturePath } from '../shared/card-url.js';
import { PLATFORM_DATA_PATHS, SCHEMA_PATH } from '../http/open-data.js';
import { PRICES_DATA_HREF } from '../shared/open-data-url.js';

/**
 * Every page as files a static host serves as they are: each route
 * in both languages — every processor included — as `{path}/index.html` and
 * `{path}/_payload.json` with its link-preview card `{path}/_card.png` (and the ladder's tall image,
 * `{path}/_image.png`), the error page as `404.html`, the open data (processors, sockets,
 * chipsets and, when loaded, the motherboard index),
 * robots.txt and the sitemap, and the client files under `assets/`. Pages are
 * what the server sends a person, asked of an app with `inject()`, and the build meta lists
 * every path written. `npm run prerender` (src/tools/prerender-cli.ts) writes them on several
 * threads, each with its own app.
 *
 * A static host ignores query strings, so a filtered library URL gets the
 * default library page; filtering and search need the server.
 */

/** Every page path to write, both languages, e.g. '/', '/en/lib', '/cpu/amd/ryzen-7-7800x3d'. */
export function pagePaths(app: FastifyInstance): string[] {
  return LOCALES.flatMap((locale) => app.sitePages.paths().map((path) => localizePath(path, locale)));
}

/**
 * Writes each page and its payload; returns the number of files written. Pages are asked for one
 * after the other, each right before its payload, which is then made from the same data
 * (src/http/page-answer.ts). This runs on a thread of its own (src/tools/prerender-worker.ts)
 * with one thread per core, so the files are written synchronously: a write goes to the
 * system's page cache and holds up only this thread's next page, and handing each open, write
 * and close to Node's own thread pool would only move that work to another thread on the same
 * cores.
 */
export async function writePages(app: FastifyInstance, paths: readonly string[], { buildId, outDir }: { buildId: string; outDir: string }): Promise<number> {
  let files = 0;
  for (const path of paths) {
    const page = await get(app, path);
    const payload = await get(app, `${payloadPath(path)}?${buildId}`);
    const dir = fileOf(outDir, path);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(fileOf(outDir, payloadPath(path)), payload);
    files += 2;
    // The pictures its head and its links name: the card, and for the ladder its tall image.
    for (const picture of picturePathsOf(path)) {
      writeFileSync(fileOf(outDir, picture), await get(app, picture));
      files++;
    }
  }
  return files;
}

/** The pictures the server draws of a page (src/http/card-routes.ts), by the page's path. */
export function picturePathsOf(path: string): string[] {
  const ladder = LOCALES.some((locale) => path === hrefFor('ladder', locale));
  return [picturePath(path, CARD_SUFFIX), ...(ladder ? [picturePath(path, LADDER_IMAGE_SUFFIX)] : [])];
}

/**
 * Writes what is not a page: the 404 pages, the open data, robots.txt and the sitemap, the client
 * files, and the build meta listing `paths`; returns the number of files written, the client
 * files not counted.
 */
export async function writeSiteFiles(
  app: FastifyInstance,
  { catalogue, manifest, rootDir, outDir, paths }: { catalogue: Catalogue; manifest: BuildManifest; rootDir: string; outDir: string; paths: readonly string[] },
): Promise<number> {
  const files: [path: string, body: () => Promise<string | Buffer>][] = [];
  // Static hosts serve 404.html for a path they do not have; the English one is for hosts that look per folder.
  for (const locale of LOCALES) files.push([localizePath('/404.html', locale), () => get(app, localizePath('/__missing__', locale), 404)]);
  // The motherboard index is there only when the catalogue was loaded with one.
  const platformFiles = [PLATFORM_DATA_PATHS.sockets, PLATFORM_DATA_PATHS.chipsets, ...(catalogue.platforms.boardIndex ? [PLATFORM_DATA_PATHS.boards] : [])];
  // The prices likewise, when the catalogue has them (under their own licence: src/http/open-prices.ts).
  const priceFiles = catalogue.prices.file ? [PRICES_DATA_HREF] : [];
  for (const file of ['/data/processors.json', '/data/processors.csv', SCHEMA_PATH, ...platformFiles, ...priceFiles, '/robots.txt']) {
    files.push([file, () => get(app, file)]);
  }
  // Read once, here: prerendering keeps no cache to speak of, and a sitemap too large for one file
  // is an index of parts (src/http/sitemap.ts), each written too.
  const sitemap = await get(app, '/sitemap.xml');
  files.push(['/sitemap.xml', async () => sitemap]);
  for (const [, part] of sitemap.toString().matchAll(/<sitemap><loc>[^<]*?(\/sitemap-\d+\.xml)<\/loc><\/sitemap>/g)) {
    files.push([part!, () => get(app, part!)]);
  }
  const meta = { id: manifest.buildId, timestamp: manifest.timestamp, prerendered: paths };
  files.push([buildMetaUrl(manifest.buildId), async () => `${JSON.stringify(meta, null, 2)}\n`]);

  await cp(join(rootDir, 'dist', 'client'), join(outDir, ASSET_PREFIX), { recursive: true });
  for (const [path, body] of files) {
    const file = fileOf(outDir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await body());
  }
  return files.length;
}

/** What a person's browser would send; bots would get the same page, but logged as a bot. */
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

async function get(app: FastifyInstance, url: string, status = 200): Promise<Buffer> {
  // As a stream, because the response otherwise comes with its body decoded into a string too.
  const response = await app.inject({ url, headers: { 'user-agent': USER_AGENT }, payloadAsStream: true });
  if (response.statusCode !== status) throw new Error(`GET ${url} answered ${response.statusCode}, expected ${status}`);
  return Buffer.concat(await response.stream().toArray());
}

function fileOf(outDir: string, urlPath: string): string {
  return join(outDir, ...urlPath.split('/').filter(Boolean));
}
