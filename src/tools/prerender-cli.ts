import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { buildApp } from '../app.js';
import { loadCatalogue } from '../catalogue/load.js';
import { readBuildManifest } from '../render/build-manifest.js';
import { readConfig } from '../config.js';
import { prerender } from './prerender.js';

/**
 * `npm run prerender [-- --out DIR]`: every page of the catalogue CATALOG names (the shipped
 * one by default) into DIR (`prerendered/`), replacing what was there.
 */
const outIndex = process.argv.indexOf('--out');
const config = readConfig();
const outDir = resolve(outIndex === -1 ? 'prerendered' : (process.argv[outIndex + 1] ?? 'prerendered'));
try {
  const catalogue = await loadCatalogue(config.catalogue, config.rootDir);
  const manifest = readBuildManifest(config.rootDir);
  const app = await buildApp({ config: { ...config, logLevel: 'warn' }, catalogue, manifest });
  const started = Date.now();
  await rm(outDir, { recursive: true, force: true });
  const { paths, files } = await prerender(app, { catalogue, manifest, rootDir: config.rootDir, outDir });
  await app.close();
  console.log(`prerendered ${paths.length} pages (${files} files) into ${outDir} in ${Date.now() - started} ms`);
} catch (error) {
  console.error(`Prerendering failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
