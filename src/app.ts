import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ViewModule } from '../views/view-module.js';
import { viewModules } from '../views/view-modules.js';
import { readBuildManifest, type BuildManifest } from './build-manifest.js';
import type { Catalogue } from './catalogue/catalogue.js';
import { loadCatalogue } from './catalogue/load.js';
import type { Config } from './config.js';
import { registerCompression } from './compression.js';
import { registerErrorPages } from './error-pages.js';
import { registerOpenData } from './open-data.js';
import { registerPageRoutes, type PageServices } from './page-routes.js';
import { VIEW_NAMES, type ViewName } from './routes.js';
import { registerSecurityHeaders } from './security-headers.js';
import { registerSitemap } from './sitemap.js';
import { registerStaticAssets } from './static-assets.js';

/**
 * Builds the whole application without listening (src/server.ts listens;
 * tests call this and use `inject()`). The order below is the server's table
 * of contents.
 */
export interface AppOptions {
  config: Config;
  /** defaults to the one config.catalogue names */
  catalogue?: Catalogue;
  /** defaults to dist/manifest.json */
  manifest?: BuildManifest;
  /** how long a page may take to render before it is aborted */
  renderTimeoutMs?: number;
  /** where log lines go (stdout when absent); tests capture them here */
  logStream?: { write(line: string): void };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // Close idle keep-alive sockets on shutdown; in-flight requests finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });

  // 1. What every page needs: the catalogue, the build's manifest, the views.
  const services: PageServices = {
    catalogue: options.catalogue ?? (await loadCatalogue(config.catalogue, config.rootDir)),
    manifest: options.manifest ?? readBuildManifest(config.rootDir),
    views: await loadViews(),
    siteUrl: config.siteUrl,
    renderTimeoutMs: options.renderTimeoutMs ?? 10_000,
  };

  // 2. While shutting down, a keep-alive socket whose last response just
  //    finished is closed at once instead of holding close() open until it
  //    times out (src/graceful-close.ts).
  app.addHook('onResponse', async () => {
    if (!app.server.listening) setImmediate(() => app.server.closeIdleConnections());
  });

  // 3. Compression of everything made per request (src/compression.ts), what a page may load
  //    (src/security-headers.ts), and cookies, for the language choice at `/`.
  registerCompression(app);
  registerSecurityHeaders(app);
  await app.register(fastifyCookie);

  // 4. Hashed client assets and build meta under /assets/.
  await registerStaticAssets(app, config.rootDir);

  // 5. Every route of the table, both languages, pages and payloads.
  registerPageRoutes(app, services);

  // 6. The catalogue as open data (JSON and CSV), and robots.txt with the sitemap.
  registerOpenData(app, services.catalogue, services.manifest.buildId);
  registerSitemap(app, services.catalogue, services.siteUrl);

  // 7. 404s, trailing-slash redirects, and every error's page.
  registerErrorPages(app, services, config.production);

  return app;
}

async function loadViews(): Promise<Record<ViewName, ViewModule>> {
  const entries = await Promise.all(VIEW_NAMES.map(async (name) => [name, await viewModules[name]()] as const));
  return Object.fromEntries(entries) as Record<ViewName, ViewModule>;
}
