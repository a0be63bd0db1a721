// Builds dist/ with esbuild: the browser bundle (an entry plus one chunk per
// view, shared chunks, CSS), the manifest the server reads to preload a
// page's chunks, the build meta the browser polls, and the server bundle that
// `npm start` runs. `node build.mjs --if-stale` builds only when a source is
// newer than the last build.
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
const clientDir = join(dist, 'client');
const ASSET_PREFIX = '/assets/';
const SOURCES = ['src', 'client', 'views', 'locales', 'bench', 'test/screenshots.ts', 'build.mjs', 'package-lock.json', 'tsconfig.json'];

if (process.argv.includes('--if-stale') && !(await isStale())) {
  console.log('build: dist/ is up to date');
  process.exit(0);
}

// 1. Clean.
await rm(dist, { recursive: true, force: true });

// 2. Options both bundles share.
const shared = {
  bundle: true,
  jsx: 'automatic',
  logLevel: 'warning',
  absWorkingDir: root,
  legalComments: 'none',
};

// 3. The browser: ESM with code splitting, so each `import()` of a view in
//    views/view-modules.ts becomes its own chunk; names carry content hashes.
const client = await esbuild.build({
  ...shared,
  entryPoints: [
    { in: 'client/entry.tsx', out: 'entry' },
    { in: 'views/styles.css', out: 'styles' },
  ],
  outdir: clientDir,
  format: 'esm',
  splitting: true,
  minify: true,
  // Chinese text as UTF-8 rather than \u escapes: half the bytes before compression, fewer after.
  charset: 'utf8',
  // Maps are written but not linked from the code: the server names each in a SourceMap header
  // (src/static-assets.ts), so no visitor downloads the link comment in every chunk.
  sourcemap: 'external',
  target: ['chrome111', 'firefox115', 'safari16.4'],
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  publicPath: ASSET_PREFIX,
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
});

// 4. The manifest: which files each view needs.
const outputs = client.metafile.outputs;
const url = (file) => ASSET_PREFIX + relative(clientDir, join(root, file)).split('\\').join('/');
const staticImports = (file, seen = new Set()) => {
  for (const imported of outputs[file].imports) {
    if (imported.kind === 'import-statement' && !seen.has(imported.path)) {
      seen.add(imported.path);
      staticImports(imported.path, seen);
    }
  }
  return seen;
};
const chunkFiles = (file) => ({ js: url(file), imports: [...staticImports(file)].map(url) });
const outputOf = (entryPoint) => Object.keys(outputs).find((file) => outputs[file].entryPoint === entryPoint && file.endsWith('.js'));

const entryFile = outputOf('client/entry.tsx');
// Every import() in the client becomes a chunk: views/home.tsx is view
// "home", locales/zh.json is the Chinese messages.
const views = {};
const locales = {};
let errorView;
for (const imported of new Set(Object.values(outputs).flatMap((output) => output.imports))) {
  if (imported.kind !== 'dynamic-import') continue;
  const entryPoint = outputs[imported.path].entryPoint ?? '';
  const view = /^views\/([\w-]+)\.tsx?$/.exec(entryPoint)?.[1]; // views/runtime/* are not views
  const locale = /^locales\/(\w+)\.json$/.exec(entryPoint)?.[1];
  if (view === 'error-page') errorView = chunkFiles(imported.path);
  else if (view) views[view] = chunkFiles(imported.path);
  if (locale) locales[locale] = chunkFiles(imported.path);
}
const css = Object.keys(outputs).filter((file) => file.endsWith('.css')).map(url);

const buildId = await hashOf(Object.keys(outputs).filter((file) => !file.endsWith('.map')));
const timestamp = Date.now();
const manifest = { buildId, timestamp, css, entry: chunkFiles(entryFile), views, errorView, locales };

// 5. Manifest and build meta, each written whole or not at all.
await writeAtomically(join(dist, 'manifest.json'), manifest);
await writeAtomically(join(clientDir, 'builds', 'meta', `${buildId}.json`), { id: buildId, timestamp, prerendered: [] });
await writeAtomically(join(clientDir, 'builds', 'latest.json'), { id: buildId, timestamp });

// 6. Each file worth compressing also as brotli and gzip at their strongest, done once here so
//    the server sends them as they are (src/static-assets.ts).
// Source maps are left alone: only developer tools ask for them.
for (const file of Object.keys(outputs).filter((name) => !name.endsWith('.map'))) {
  const bytes = await readFile(join(root, file));
  if (bytes.length < 1024) continue;
  await writeFile(join(root, `${file}.gz`), gzipSync(bytes, { level: 9 }));
  await writeFile(join(root, `${file}.br`), brotliCompressSync(bytes, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }));
}

// 7. The server and the importer: plain JavaScript that `npm start` and
//    `npm run import` run; dependencies stay in node_modules.
await esbuild.build({
  ...shared,
  entryPoints: [
    { in: 'src/server.ts', out: 'server' },
    { in: 'src/catalogue/import/main.ts', out: 'import' },
    { in: 'bench/library-query.ts', out: 'bench-library-query' },
    { in: 'test/screenshots.ts', out: 'screenshots' },
  ],
  outdir: dist,
  outExtension: { '.js': '.mjs' },
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
});

// 8. Sizes, so a growing bundle is seen at once.
console.log(`build ${buildId}`);
console.log(`  ${'file'.padEnd(40)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`);
for (const file of Object.keys(outputs).filter((name) => !name.endsWith('.map')).sort()) {
  const bytes = await readFile(join(root, file));
  const sent = async (suffix) => (await readFile(join(root, file + suffix)).catch(() => bytes)).length;
  console.log(`  ${relative(dist, join(root, file)).padEnd(40)} ${kb(bytes.length).padStart(9)} ${kb(await sent('.gz')).padStart(9)} ${kb(await sent('.br')).padStart(9)}`);
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function hashOf(files) {
  const hash = createHash('sha256');
  for (const file of files.sort()) hash.update(file).update(await readFile(join(root, file)));
  return hash.digest('hex').slice(0, 12);
}

async function writeAtomically(file, value) {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temporary, file);
}

async function isStale() {
  let built;
  try {
    built = (await stat(join(dist, 'manifest.json'))).mtimeMs;
    await stat(join(dist, 'server.mjs'));
  } catch {
    return true;
  }
  for (const source of SOURCES) {
    if ((await newestMtime(join(root, source))) > built) return true;
  }
  return false;
}

async function newestMtime(path) {
  let info;
  try {
    info = await stat(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path)) newest = Math.max(newest, await newestMtime(join(path, entry)));
  return newest;
}
