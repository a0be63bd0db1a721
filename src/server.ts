import { buildApp } from './app.js';
import { loadCatalogue } from './catalogue/load.js';
import { readConfig } from './config.js';
import { closeGracefully } from './graceful-close.js';
import { warmUp } from './http/warm-up.js';

/**
 * The only file that listens: read the configuration, build the app, warm it (src/http/warm-up.ts),
 * close gracefully on signals. A bad catalogue or a missing build stops start-up
 * here with a message that says what to fix.
 */
try {
  const config = readConfig();
  const catalogue = await loadCatalogue(config.catalogue, config.rootDir);
  const app = await buildApp({ config, catalogue });
  closeGracefully(app);
  await warmUp(app);
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  console.error(`CPU Atlas did not start: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exit(1);
}
