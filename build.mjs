// Builds dist/ with esbuild: the browser's files (an entry, one file per view,
// messages per language and view, CSS, each also brotli- and gzip-compressed),
// the manifest the server reads to preload a page's files, the build meta the
// browser polls, and the server bundle that `npm start` runs.
// `node build.mjs --if-stale` builds only when a source is newer than the last build.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
const clientDir = join(dist, 'client');
const SOURCES = ['src', 'client', 'views', 'locales', 'bench', 'build.mjs', 'package-lock.json', 'tsconfig.json'];

if (process.argv.includes('--if-stale') && !(await isStale())) {
  console.log('build: dist/ is up to date');
  process.exit(0);
}

// 1. Clean, and read what the build shares with the code it builds: the route table (one file
//    per view), the languages, and where assets and the build meta live.
await rm(dist, { recursive: true, force: true });
const { VIEW_NAMES } = await importTypeScript('src/shared/routes.ts');
const { LOCALES } = await importTypeScript('src/shared/locales.ts');
const { ASSET_PREFIX, LATEST_BUILD_FILE, buildMetaFile } = await importTypeScript('src/shared/build-meta.ts');

/** esbuild, with its warnings as failures: a warning is a fault the site would ship (a stray brace drops a CSS rule). */
async function build(options) {
  const result = await esbuild.build(options);
  if (result.warnings.length) throw new Error(`the build has ${result.warnings.length} warning(s); see above`);
  return result;
}

// 2. Options both bundles share.
const shared = {
  bundle: true,
  jsx: 'automatic',
  logLevel: 'warning',
  absWorkingDir: root,
  legalComments: 'none',
};

// 3. The browser. A first visit loads three files: the entry (React, the runtime and the layout,
//    which every page needs), the page's view, and the page's messages. Each view (the error
//    page and the navigation overlay count as views here) is one file holding what only it needs;
//    what it shares with the entry it imports from the entry, so React and the message registry
//    exist once. esbuild's own code splitting would cut the same code into a dozen small chunks,
//    and each costs a request and compresses worse than one file.
const browser = {
  ...shared,
  format: 'esm',
  minify: true,
  // Chinese text as UTF-8 rather than \u escapes: half the bytes before compression, fewer after.
  charset: 'utf8',
  // Maps are written but not linked from the code: the server names each in a SourceMap header
  // (src/http/static-assets.ts), so no visitor downloads the link comment in every file.
  sourcemap: 'external',
  target: ['chrome111', 'firefox115', 'safari16.4'],
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  plugins: [browserVariants()],
};
const hashedNames = { entryNames: '[name]-[hash]', assetNames: '[name]-[hash]' };
// The route table's views, then the error page, which has messages of its own, then the
// overlay and the search fields' suggestions, whose few words every page carries. A view's
// component is views/pages/{view}.tsx, the file the page registry (src/pages/registry.ts, server
// only: it holds the loaders) imports for the server, so tsc and this build agree on it.
const VIEWS = [...VIEW_NAMES];
const PAGE_VIEWS = [...VIEWS, 'error'];
const LAZY = {
  ...Object.fromEntries(PAGE_VIEWS.map((view) => [view, `views/pages/${view}.tsx`])),
  overlay: 'views/runtime/runtime-overlay.tsx',
  search: 'client/search-combobox.ts',
  buildWatch: 'client/build-watch.ts',
  selection: 'views/compare-selection/compare-selection.ts',
  benchRun: 'views/bench/bench-run-module.ts',
};
const ENTRY = 'client/entry.tsx';

// 3a. Which modules the entry and the views have in common: those the entry exports.
const inputsOf = async (entryPoint) => Object.keys((await build({ ...browser, entryPoints: [entryPoint], write: false, outdir: clientDir })).metafile.inputs);
const entryInputs = new Set(await inputsOf(ENTRY));
const lazyInputs = new Set((await Promise.all(Object.values(LAZY).map(inputsOf))).flat());
const sharedModules = [...entryInputs].filter((input) => lazyInputs.has(input)).sort();
const exportName = new Map(sharedModules.map((input, index) => [input, `$${index}`]));

// 3b. The entry, exporting each shared module whole as `$n`.
const entryBuild = await build({
  ...browser,
  stdin: {
    contents: [`import './${ENTRY}';`, ...sharedModules.map((input) => `export * as ${exportName.get(input)} from './${input}';`)].join('\n'),
    resolveDir: root,
    sourcefile: 'entry.js',
    loader: 'js',
  },
  outfile: join(clientDir, 'entry.js'),
});
// stdin has no name to hash, so the entry takes its hash from its bytes.
const entryFile = await renameWithHash(join(clientDir, 'entry.js'), 'entry');
const entryUrl = url(entryFile);

// 3c. The views, each importing the shared modules from the entry.
const lazyBuild = await build({
  ...browser,
  ...hashedNames,
  entryPoints: LAZY,
  outdir: clientDir,
  plugins: [browserVariants(), importSharedFromEntry()],
});

// 3d. The bench's workers (views/bench/), each a classic worker script of its own: script-src
//     'self' takes no worker made from a string, and a classic worker runs in every browser the
//     site supports. They share nothing with the entry, as a worker has no page to import it from.
//     The report form's script (client/report-form.ts) is built with them: a classic script of the
//     plain form page, which loads nothing else, and which hands the proof of work to that worker.
const BENCH_WORKERS = { kernels: 'client/bench/kernel-worker.ts', proofOfWork: 'client/bench/proof-of-work-worker.ts' };
const REPORT_FORM = 'client/report-form.ts';
const benchBuild = await build({
  ...browser,
  ...hashedNames,
  format: 'iife',
  entryPoints: { 'bench-kernels': BENCH_WORKERS.kernels, 'bench-proof-of-work': BENCH_WORKERS.proofOfWork, 'report-form': REPORT_FORM },
  outdir: clientDir,
});
const benchOutput = (source) =>
  url(Object.keys(benchBuild.metafile.outputs).find((file) => benchBuild.metafile.outputs[file].entryPoint === source && file.endsWith('.js')));
const benchWorkers = { kernels: benchOutput(BENCH_WORKERS.kernels), proofOfWork: benchOutput(BENCH_WORKERS.proofOfWork) };

// 3e. The stylesheet: what every page shares, then each page's own, views/pages/{view}.css where
//     there is one, in the route table's order; one file for the whole site, so a client navigation
//     never waits for CSS.
const pageStylesheets = PAGE_VIEWS.map((view) => `views/pages/${view}.css`).filter((file) => existsSync(join(root, file)));
const cssBuild = await build({
  ...browser,
  ...hashedNames,
  entryNames: 'styles-[hash]',
  stdin: {
    contents: ['views/styles.css', ...pageStylesheets].map((file) => `@import "./${file}";`).join('\n'),
    resolveDir: root,
    sourcefile: 'styles.css',
    loader: 'css',
  },
  outdir: clientDir,
});

// 4. Messages: for each language and view, the entries of locales/*.json that the entry, the
//    overlay or that view's code names — so a page carries its own words, not the whole site's,
//    nor those only the server uses (the words of a page's head, the parts it renders into HTML). A key is named by its string ("field.cores") or by a prefix a
//    template completes (`vendor.${vendor}`); test/client/message-subsets.test.ts checks that
//    every key a page renders is in its file.
const lazyOutputs = lazyBuild.metafile.outputs;
const outputOfLazy = (name) => Object.keys(lazyOutputs).find((file) => lazyOutputs[file].entryPoint === LAZY[name] && file.endsWith('.js'));
const codeOf = async (file) => readFile(join(root, file), 'utf8');
const commonCode = (await codeOf(entryFile)) + (await codeOf(outputOfLazy('overlay'))) + (await codeOf(outputOfLazy('search')));
const messages = {};
for (const locale of LOCALES) {
  const all = JSON.parse(await readFile(join(root, 'locales', `${locale}.json`), 'utf8'));
  messages[locale] = {};
  for (const view of PAGE_VIEWS) {
    messages[locale][view] = await writeMessages(all, commonCode + (await codeOf(outputOfLazy(view))), `messages-${locale}-${view}`);
  }
}
// The compare selection's words come with its file, in a file of their own per language, so the
// pages that may load it carry none of them until it arrives (views/compare-selection/); so do the
// bench run's (views/bench/).
const selectionMessages = {};
const benchRunMessages = {};
for (const locale of LOCALES) {
  const all = JSON.parse(await readFile(join(root, 'locales', `${locale}.json`), 'utf8'));
  selectionMessages[locale] = await writeMessages(all, await codeOf(outputOfLazy('selection')), `messages-${locale}-selection`);
  benchRunMessages[locale] = await writeMessages(all, await codeOf(outputOfLazy('benchRun')), `messages-${locale}-bench-run`);
}

/** The messages `code` names, as a module whose default export they are; returns its URL. */
async function writeMessages(all, code, name) {
  // A singular (`key.one`, src/shared/messages.ts) comes with the message it is the singular of.
  const subset = Object.fromEntries(Object.entries(all).filter(([key]) => namesKey(code, key.endsWith('.one') ? key.slice(0, -'.one'.length) : key)));
  const file = join(clientDir, `${name}.js`);
  await writeFile(file, `export default ${JSON.stringify(subset)};\n`);
  return url(await renameWithHash(file, name));
}

const views = Object.fromEntries(VIEWS.map((view) => [view, lazyFiles(view)]));
const css = Object.keys(cssBuild.metafile.outputs)
  .filter((file) => file.endsWith('.css'))
  .map(url);
const clientFiles = (await listFiles(clientDir)).filter((file) => !file.endsWith('.map'));
const buildId = await hashOf(clientFiles);
const timestamp = Date.now();
const manifest = {
  buildId,
  timestamp,
  css,
  entry: { js: entryUrl, imports: [] },
  views,
  errorView: lazyFiles('error'),
  overlay: url(outputOfLazy('overlay')),
  search: url(outputOfLazy('search')),
  selection: { js: url(outputOfLazy('selection')), messages: selectionMessages },
  buildWatch: url(outputOfLazy('buildWatch')),
  bench: { run: { js: url(outputOfLazy('benchRun')), messages: benchRunMessages }, ...benchWorkers },
  reportForm: benchOutput(REPORT_FORM),
  messages,
};

// 5. Manifest and build meta, each written whole or not at all; and which source files went
//    into the browser's JavaScript, for the test that keeps server code out of it
//    (test/build.test.ts).
await writeAtomically(join(dist, 'browser-inputs.json'), browserInputs(entryBuild.metafile, lazyBuild.metafile, benchBuild.metafile));
await writeAtomically(join(dist, 'manifest.json'), manifest);
await writeAtomically(join(clientDir, buildMetaFile(buildId)), { id: buildId, timestamp, prerendered: [] });
await writeAtomically(join(clientDir, LATEST_BUILD_FILE), { id: buildId, timestamp });

// 6. Each file worth compressing also as brotli and gzip at their strongest, done once here so
//    the server sends them as they are (src/http/static-assets.ts).
// (Source maps are left alone: only developer tools ask for them.)
for (const file of clientFiles) {
  const bytes = await readFile(join(root, file));
  if (bytes.length < 1024) continue;
  await writeFile(join(root, `${file}.gz`), gzipSync(bytes, { level: 9 }));
  await writeFile(
    join(root, `${file}.br`),
    brotliCompressSync(bytes, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  );
}

// 7. The server and the importers: plain JavaScript that `npm start`, `npm run import`,
//    `import-scores`, `import-boards`, `import-prices`, `audit-sample`, `audit-classes` and `card-font` run; dependencies stay in node_modules.
//    What each program is made of is written down, so a test can hold the server apart from the
//    offline pipeline (src/pipeline/).
const programs = await build({
  ...shared,
  entryPoints: [
    { in: 'src/server.ts', out: 'server' },
    // Beside every program that loads a catalogue: a large one's search tables are built on a thread (src/catalogue/search-tables-thread.ts).
    { in: 'src/catalogue/search-tables-worker.ts', out: 'search-tables-worker' },
    { in: 'src/pipeline/records/main.ts', out: 'import' },
    { in: 'src/pipeline/scores/main.ts', out: 'import-scores' },
    { in: 'src/pipeline/boards/main.ts', out: 'import-boards' },
    { in: 'src/pipeline/prices/main.ts', out: 'import-prices' },
    { in: 'src/tools/prerender-cli.ts', out: 'prerender' },
    { in: 'src/tools/prerender-worker.ts', out: 'prerender-worker' },
    { in: 'src/pipeline/coverage.ts', out: 'coverage' },
    { in: 'src/pipeline/audit/main.ts', out: 'audit-sample' },
    { in: 'src/pipeline/audit/classes-main.ts', out: 'audit-classes' },
    { in: 'bench/main.ts', out: 'bench' },
    { in: 'bench/baseline-server.ts', out: 'bench-baseline' },
    { in: 'bench/library-query.ts', out: 'bench-library-query' },
    { in: 'bench/ladder.ts', out: 'bench-ladder' },
    { in: 'bench/page-cost.ts', out: 'bench-page-cost' },
    { in: 'bench/cards.ts', out: 'bench-cards' },
    { in: 'src/tools/screenshots.ts', out: 'screenshots' },
    { in: 'src/tools/card-font.ts', out: 'card-font' },
  ],
  outdir: dist,
  outExtension: { '.js': '.mjs' },
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: 'linked',
  metafile: true,
});
await writeAtomically(join(dist, 'program-inputs.json'), programInputs(programs.metafile));

// 7b. CPU Atlas Bench's command-line runner: one file with its package (altcha-lib) inside, as a
//     visitor runs it with `node` and nothing installed; the site serves it at
//     /bench/atlas-bench.mjs (src/http/bench-runner.ts). Not minified: whoever runs it may read it.
await build({
  ...shared,
  entryPoints: ['src/bench/runner/main.ts'],
  outfile: join(dist, 'atlas-bench.mjs'),
  platform: 'node',
  format: 'esm',
  target: 'node20',
});

// 8. Sizes, so a growing bundle is seen at once.
console.log(`build ${buildId}`);
console.log(`  ${'file'.padEnd(40)} ${'raw'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`);
for (const file of clientFiles) {
  const bytes = await readFile(join(root, file));
  const sent = async (suffix) => (await readFile(join(root, file + suffix)).catch(() => bytes)).length;
  console.log(
    `  ${relative(dist, join(root, file)).padEnd(40)} ${kb(bytes.length).padStart(9)} ${kb(await sent('.gz')).padStart(9)} ${kb(await sent('.br')).padStart(9)}`,
  );
}

/** Every source file and external import that reached a browser file, sorted. */
function browserInputs(...metafiles) {
  const inputs = new Set();
  const externals = new Set();
  for (const metafile of metafiles) {
    for (const [input, { imports }] of Object.entries(metafile.inputs)) {
      // The module the build writes for a view to read the entry through is no source file.
      if (!input.startsWith('shared-from-entry:')) inputs.add(input);
      for (const imported of imports) if (imported.external) externals.add(imported.path);
    }
  }
  return { inputs: [...inputs].sort(), externals: [...externals].sort() };
}

/** Each program's own source files (by its output's name: "server", "import"), sorted. */
function programInputs(metafile) {
  const programs = {};
  for (const [output, { entryPoint, inputs }] of Object.entries(metafile.outputs)) {
    if (!entryPoint) continue;
    programs[basename(output, '.mjs')] = Object.keys(inputs)
      .filter((input) => !input.startsWith('node_modules/'))
      .sort();
  }
  return programs;
}

/** A TypeScript module of ours, bundled in memory and imported: the build reads the code's own constants. */
async function importTypeScript(file) {
  const result = await build({ entryPoints: [file], bundle: true, write: false, format: 'esm', platform: 'neutral', logLevel: 'warning' });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}

function url(file) {
  return ASSET_PREFIX + relative(clientDir, resolve(root, file)).split('\\').join('/');
}

/** Renames a built file (and its map) to `{name}-{hash of its bytes}.{its extension}`; returns the new path from the root. */
async function renameWithHash(file, name) {
  const hash = createHash('sha256')
    .update(await readFile(file))
    .digest('hex')
    .slice(0, 8)
    .toUpperCase();
  const hashed = join(dirname(file), `${name}-${hash}${extname(file)}`);
  await rename(file, hashed);
  await rename(`${file}.map`, `${hashed}.map`).catch(() => undefined);
  return relative(root, hashed);
}

/** The files a view needs: its own, and the entry it imports the shared modules from. */
function lazyFiles(name) {
  const file = Object.keys(lazyBuild.metafile.outputs).find((output) => lazyBuild.metafile.outputs[output].entryPoint === LAZY[name] && output.endsWith('.js'));
  return { js: url(file), imports: [entryUrl] };
}

/**
 * In the browser's files, a module with a `.browser.ts` beside it is replaced by that one: the same
 * exports, made with what a browser has (views/widgets/named-colors.browser.ts).
 */
function browserVariants() {
  return {
    name: 'browser-variants',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\/.*\.js$/ }, (args) => {
        const variant = resolve(args.resolveDir, args.path.replace(/\.js$/, '.browser.ts'));
        return existsSync(variant) ? { path: variant } : undefined;
      });
    },
  };
}

/**
 * Makes a view import a module the entry already has from the entry (as `$n`), instead of
 * bundling a second copy: one React, one message registry.
 */
function importSharedFromEntry() {
  return {
    name: 'import-shared-from-entry',
    setup(build) {
      build.onResolve({ filter: /^\/assets\// }, (args) => ({ path: args.path, external: true }));
      build.onResolve({ filter: /^shared-from-entry$/ }, () => ({ path: 'entry', namespace: 'shared-from-entry' }));
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData?.plain) return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { plain: true } });
        const input = relative(root, resolved.path).split('\\').join('/');
        return exportName.has(input) ? { path: input, namespace: 'shared' } : undefined;
      });
      // One import of the entry for the whole view, and one function reading a name from it.
      build.onLoad({ filter: /.*/, namespace: 'shared-from-entry' }, () => ({
        loader: 'js',
        contents: `import * as entry from ${JSON.stringify(entryUrl)};\nexport const shared = (module, name) => entry[module][name];`,
      }));
      // Each export is read by a call marked pure, so a view keeps only the names it uses: one
      // destructuring of them all held every one (React's forty in each view).
      build.onLoad({ filter: /.*/, namespace: 'shared' }, async (args) => {
        const names = await exportNamesOf(args.path);
        const read = (name) => `/* @__PURE__ */ shared(${JSON.stringify(exportName.get(args.path))}, ${JSON.stringify(name)})`;
        return {
          loader: 'js',
          contents: [
            "import { shared } from 'shared-from-entry';",
            ...names.map((name) => (name === 'default' ? `export default ${read(name)};` : `export const ${name} = ${read(name)};`)),
          ].join('\n'),
        };
      });
    },
  };
}

/** What a module exports: CommonJS packages by loading them, our own modules as esbuild reads them. */
async function exportNamesOf(input) {
  if (input.startsWith('node_modules/')) {
    // The production build's names, as the browser bundle uses that build (its `define` above).
    process.env.NODE_ENV = 'production';
    return Object.keys(createRequire(import.meta.url)(join(root, input))).concat('default');
  }
  const result = await build({ ...shared, bundle: false, entryPoints: [input], write: false, metafile: true, format: 'esm', outdir: clientDir });
  return Object.values(result.metafile.outputs).find((output) => output.entryPoint)?.exports ?? [];
}

/** Whether built code names a message key: whole, or as a prefix completed at run time (`vendor.${v}`). */
function namesKey(code, key) {
  if ([`"${key}"`, `'${key}'`, `\`${key}\``].some((literal) => code.includes(literal))) return true;
  for (let dot = key.indexOf('.'); dot !== -1; dot = key.indexOf('.', dot + 1)) {
    const prefix = key.slice(0, dot + 1);
    if ([`\`${prefix}\${`, `"${prefix}"+`, `'${prefix}'+`].some((start) => code.includes(start))) return true;
  }
  return false;
}

/** Every file under `dir` but source maps and build meta, as paths from the root, sorted. */
async function listFiles(dir) {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(path)));
    else if (!entry.name.endsWith('.map')) files.push(relative(root, path));
  }
  return files.sort();
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
