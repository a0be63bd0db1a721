import { destination } from 'pino';
import { buildApp } from './app.js';
import { SHARED_REFRESH_MS } from './bench-results/figure-refresh.js';
import { loadCatalogue } from './catalogue/load.js';
import { readConfig } from './config.js';
import { closeGracefully } from './graceful-close.js';
import { limitHeapHeadroom } from './heap-headroom.js';
import { warmUp } from './http/warm-up.js';

/**
 * The only file that listens: read the configuration, build the app, listen while it warms up
 * (src/http/warm-up.ts; /readyz says 503 until that is done), close gracefully on signals. A bad
 * catalogue or a missing build stops start-up here with a message that says what to fix.
 *
 * Log lines go to stdout in batches of at least 4 KB, and at least once a second, rather than one
 * write each: at one access line a request (src/http/access-log.ts), a write per line was the
 * largest cost of a cached response after sending it. What is still in the batch is written when
 * the process exits.
 */
const logStream = destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 });
try {
  const config = readConfig();
  const catalogue = await loadCatalogue(config.catalogue, config.rootDir);
  const app = await buildApp({ config, catalogue, logStream });
  closeGracefully(app);
  // From here on the heap holds the catalogue and what requests make: a small headroom over it.
  // Set before the warm-up, not after it: the warm-up ends with a full collection, and the limit
  // that collection sets lasts until the next one, under the first load (src/heap-headroom.ts).
  limitHeapHeadroom();
  // Listening while the warm-up runs: /healthz answers at once, /readyz once it is done.
  await Promise.all([warmUp(app), app.listen({ port: config.port, host: config.host })]);
  // Only once ready: the bench's figures are read in the background, never before a page or for one
  // (docs/bench-results.md, "Figures on the pages"); with a shared server, again every minute.
  app.benchFigures.start(config.databaseUrl ? SHARED_REFRESH_MS : null);
} catch (error) {
  console.error(`CPU Atlas did not start: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exit(1);
}
