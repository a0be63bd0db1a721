import { cp, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BuildManifest } from '../render/build-manifest.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { LOCALES } from '../shared/locales.js';
import { ASSET_PREFIX, buildMetaUrl } from '../shared/build-meta.js';
import { payloadPath } from '../shared/payload-url.js';
import { localizePath } from '../shared/route-paths.js';
import { PLATFORM_DATA_PATHS, SCHEMA_PATH } from '../http/open-data.js';

/**
 * Every page as files a static host serves as they are: each route
 * in both languages — every processor included — as `{path}/index.html` and
 * `{path}/_payload.json`, the error page as `404.html`, the open data (processors, sockets,
 * chipsets and, when loaded, the motherboard index),
 * robots.txt and the sitemap, and the client files under `assets/`. Pages are
 * what the server sends a person, and the build meta lists every path written.
 *
 * A static host ignores query strings, so a filtered library URL gets the
 * default library page; filtering and search need the server.
 */
export interface PrerenderResult {
  /** page paths written, e.g. '/', '/en/lib', '/cpu/amd/ryzen-7-7800x3d' */
  paths: string[];
  files: number;
}

/** What a person's browser would send; bots would get the same page, but logged as a bot. */
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

export async function prerender(
  app: FastifyInstance,
  { catalogue, manifest, rootDir, outDir }: { catalogue: Catalogue; manifest: BuildManifest; rootDir: string; outDir: string },
): Promise<PrerenderResult> {
  const paths = LOCALES.flatMap((locale) => app.sitePages.paths().map((path) => localizePath(path, locale)));
  let files = 0;
  const save = async (path: string, body: string | Buffer) => {
    const file = join(outDir, ...path.split('/').filter(Boolean));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
    files++;
  };
  const get = async (url: string, status = 200) => {
    const response = await app.inject({ url, headers: { 'user-agent': USER_AGENT } });
    if (response.statusCode !== status) throw new Error(`GET ${url} answered ${response.statusCode}, expected ${status}`);
    return response.rawPayload;
  };

  for (const path of paths) {
    await save(`${path}/index.html`, await get(path));
    await save(payloadPath(path), await get(`${payloadPath(path)}?${manifest.buildId}`));
  }
  // Static hosts serve 404.html for a path they do not have; the English one is for hosts that look per folder.
  for (const locale of LOCALES) {
    await save(localizePath('/404.html', locale), await get(localizePath('/__missing__', locale), 404));
  }
  // The motherboard index is there only when the catalogue was loaded with one.
  const platformFiles = [PLATFORM_DATA_PATHS.sockets, PLATFORM_DATA_PATHS.chipsets, ...(catalogue.platforms.boardIndex ? [PLATFORM_DATA_PATHS.boards] : [])];
  const dataFiles = ['/data/processors.json', '/data/processors.csv', SCHEMA_PATH, ...platformFiles, '/robots.txt', '/sitemap.xml'];
  for (const file of dataFiles) await save(file, await get(file));

  await cp(join(rootDir, 'dist', 'client'), join(outDir, ASSET_PREFIX), { recursive: true });
  const meta = { id: manifest.buildId, timestamp: manifest.timestamp, prerendered: paths };
  await save(buildMetaUrl(manifest.buildId), `${JSON.stringify(meta, null, 2)}\n`);
  return { paths, files };
}
