import fastifyCookie from '@fastify/cookie';
import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { benchResults, type BenchOptions } from './bench-results/bench-results.js';
import type { Catalogue } from './catalogue/catalogue.js';
import { loadCatalogue } from './catalogue/load.js';
import type { Config } from './config.js';
import { figureRefresh, type FigureRefresh } from './bench-results/figure-refresh.js';
import { registerBenchApi } from './http/bench-api.js';
import { registerBenchModeration } from './http/bench-moderation.js';
import { registerBenchOpenData } from './http/bench-open-data.js';
import { registerErrorPages } from './http/error-pages.js';
import { registerBenchRunner } from './http/bench-runner.js';
import { registerHealth } from './http/health.js';
import { registerLanguageSwitch } from './http/language-switch.js';
import { registerOpenData } from './http/open-data.js';
import { registerPageRoutes } from './http/page-routes.js';
import { registerCardRoutes } from './http/card-routes.js';
import { registerChangesRoutes } from './http/changes-routes.js';
import { registerReportRoutes } from './http/report-routes.js';
import { correctionReports, type ReportOptions } from './corrections/correction-reports.js';
import { AccessLog } from './http/access-log.js';
import { registerRequestContext } from './http/request-context.js';
import { registerResponseReplay, replayingServer, ResponseReplay } from './http/response-replay.js';
import { ResponseCache, type CacheStats } from './http/response-cache.js';
import { registerSearch } from './http/search.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerSitemap } from './http/sitemap.js';
import { forgetStalePages } from './http/stale-pages.js';
import { registerStaticAssets } from './http/static-assets.js';
import { readBuildManifest, type BuildManifest } from './render/build-manifest.js';
import { pageModules } from './render/page-modules.js';
import { sitePages } from './render/page-paths.js';
import type { PageServices } from './render/page-services.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** what the response cache holds and how often it was asked (entries, bytes, hits, misses) */
    responseCacheStats(): CacheStats;
    /** CPU Atlas Bench's figures on the pages: refreshed from the results database (src/bench-results/figure-refresh.ts) */
    benchFigures: FigureRefresh;
  }
}

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
  /** the bench results' proof-of-work difficulty, rate limit and database, when not the defaults */
  bench?: BenchOptions;
  /** the error reports' limits per address, when not the defaults */
  reports?: ReportOptions;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // Responses sent before from the cache are sent again in front of Fastify (src/http/response-replay.ts).
  const replay = new ResponseReplay();
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    // One access line per request (src/http/access-log.ts).
    logController: new AccessLog(),
    // Close idle keep-alive sockets on shutdown; in-flight requests finish.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    serverFactory: (handler, serverOptions) => replayingServer(replay, handler, serverOptions),
  });

  // 1. What every page needs: the catalogue, the build's manifest, each view and its loader. The
  //    catalogue pages read is the loaded one with CPU Atlas Bench's figures of the last refresh
  //    (step 8): a new value each time they change, read here on every request.
  const loaded = options.catalogue ?? (await loadCatalogue(config.catalogue, config.rootDir));
  let refresh: FigureRefresh | null = null;
  const services: PageServices = {
    get catalogue() {
      return refresh?.catalogue ?? loaded;
    },
    manifest: options.manifest ?? readBuildManifest(config.rootDir),
    modules: pageModules(),
    siteUrl: config.siteUrl,
    repositoryUrl: config.repositoryUrl,
    renderTimeoutMs: options.renderTimeoutMs ?? 10_000,
    production: config.production,
  };
  //    What the server keeps once made, bounded in bytes: pages, payloads, search answers and open
  //    data (src/http/response-cache.ts). Pages know nothing of it; the routes decide what goes in.
  const cache = new ResponseCache(config.cacheMB * 1024 * 1024);
  app.decorate('responseCacheStats', () => cache.stats());

  // 2. While shutting down, a keep-alive socket whose last response just
  //    finished is closed at once instead of holding close() open until it
  //    times out (src/graceful-close.ts).
  app.addHook('onResponse', async () => {
    if (!app.server.listening) setImmediate(() => app.server.closeIdleConnections());
  });
  //    A load balancer's probes, /healthz and /readyz, which turns 503 when shutdown begins
  //    (src/http/health.ts).
  registerHealth(app, services);

  // 3. What a page may load (src/http/security-headers.ts), cookies (language and theme), and
  //    what each request asks of us, read once (src/http/request-context.ts). What the server
  //    makes is compressed as it is sent (src/http/cached-response.ts).
  registerSecurityHeaders(app, { httpsOnly: config.httpsOnly });
  await app.register(fastifyCookie, { hook: false });
  registerRequestContext(app);
  //    A response sent from the cache is noted with the headers every hook above gave it, and the
  //    same request is answered next time before Fastify routes it (src/http/response-replay.ts).
  registerResponseReplay(app, replay, cache, replayLimit(config.cacheMB));

  // 4. Hashed client assets and build meta under /assets/.
  await registerStaticAssets(app, config.rootDir);

  // 5. Every route of the table, both languages, pages and payloads (the maintainers' pages
  //    outside production only), and the pages the sitemap, prerendering and the warm-up list;
  //    the language switch that remembers the choice without JavaScript (/language/…).
  registerPageRoutes(app, services, cache);
  app.decorate('sitePages', sitePages(services.modules, services.catalogue));
  registerLanguageSwitch(app);
  //    Each page's link-preview card and the ladder as one tall image, drawn on first request
  //    (the renderer and its fonts load then, not at start-up) and cached like pages
  //    (src/http/card-routes.ts).
  registerCardRoutes(app, services, cache, config.rootDir);

  // 6. The search: suggestions as JSON and the search form's redirect (src/http/search.ts).
  registerSearch(app, services.catalogue, cache);

  // 7. The catalogue as open data (JSON and CSV), and robots.txt with the sitemap.
  registerOpenData(app, () => services.catalogue, cache);
  registerSitemap(app, services.siteUrl, cache);
  //    CPU Atlas Bench's command-line runner, one file with this site's address in it
  //    (src/http/bench-runner.ts).
  registerBenchRunner(app, config.rootDir, services.siteUrl);

  // 8. CPU Atlas Bench's results: the API that takes them behind a proof of work and a rate
  //    limit, the maintainers' moderation page (only with a token), and the accepted results as
  //    CC0 open data. The database behind them opens on their first use, never for a page
  //    (src/database/database.ts, docs/bench-results.md).
  const bench = benchResults(config, loaded, options.bench, (message) => app.log.info(message));
  //    Accepted results become figures on the pages through a refresh that reads them in the
  //    background, never for a page: src/server.ts starts it once ready, and a result this process
  //    stores or decides asks for one at once. The pages made from the old figures are let go
  //    (src/http/stale-pages.ts); docs/bench-results.md, "Figures on the pages".
  const figuresUnread = (error: unknown) => app.log.warn({ err: error }, 'bench figures could not be read; the pages keep the last ones');
  // An embedded database whose folder was never made holds no result and no report: nothing is
  // opened for it, by the figures' refresh or by /changes (opening makes the folder and costs a
  // first request seconds and the process about 200 MB of WebAssembly memory).
  const databaseMayHoldRows = () => Boolean(options.bench?.database || config.databaseUrl || bench.database.openedInMs !== null || existsSync(config.dataDir));
  refresh = figureRefresh({
    base: loaded,
    database: bench.database,
    mayHoldResults: databaseMayHoldRows,
    changed: (change) => {
      const forgotten = forgetStalePages(cache, change);
      app.log.info(`bench figures changed (${[...change.benchmarks].join(', ')}): ${forgotten} kept responses let go`);
    },
    failed: figuresUnread,
  });
  app.decorate('benchFigures', refresh);
  bench.onChange(() => void refresh!.refresh().catch(figuresUnread));
  registerBenchApi(app, bench);
  registerBenchModeration(app, bench);
  registerBenchOpenData(app, bench);
  app.addHook('onClose', async () => refresh!.stop());
  if (!options.bench?.database) app.addHook('onClose', () => bench.database.close());
  //    Reports of wrong facts, sent from each processor's form without an account, in the same
  //    database behind the same proof of work (or, without JavaScript, a signed form and a
  //    stricter limit), moderated on the same page; the accepted ones and the repository's data
  //    changes on /changes with its feed (docs/corrections.md).
  const reports = correctionReports(
    { database: bench.database, catalogue: bench.catalogue, proofOfWork: bench.proofOfWork },
    config.benchHmacKey,
    options.reports,
  );
  registerReportRoutes(app, services, reports);
  registerChangesRoutes(app, services, reports, databaseMayHoldRows);

  // 9. 404s, trailing-slash redirects, and every error's page.
  registerErrorPages(app, services, config.production);

  return app;
}

/** URLs the replay remembers: a few per page the cache can hold (pages weigh 5–120 KB with their variants). */
function replayLimit(cacheMB: number): number {
  return Math.max(1024, cacheMB * 64);
}
