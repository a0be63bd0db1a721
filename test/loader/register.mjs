// Loaded by tap before each test file (package.json "tap"."node-arg"): these hooks run the tests'
// TypeScript through esbuild. tap's own TypeScript plugin is switched off in package.json: it
// compiled every module with the TypeScript compiler (seconds per test file), and even unused its
// loader cost each of the hundred-odd test processes about a quarter of a second to start.
import { register, registerHooks } from 'node:module';
import { typeScriptUrl } from './typescript-specifier.mjs';

register('./hooks.mjs', import.meta.url);

// tap's module mocks match the specifier as it reaches them, after `./x.js` became `./x.ts`, and a
// hook registered later sees an import first. Where Node has in-thread hooks (22.15 and later), tap
// uses them for its mocks from Node.js 24.13.1 on, and those run before any hook of the loader
// thread above: so the `.js` to `.ts` mapping is made here, in-thread and registered after tap's,
// or a mocked module named by its file (`search-tokens.ts`) is never matched and the real one loads.
// Only there: on Node.js 22, where tap's mocks stay in the loader thread, an in-thread hook beside
// them leaves a test's first dynamic import waiting for ever (search-index.test.ts hung at 0% CPU).
if (Number(process.versions.node.split('.')[0]) >= 24) {
  registerHooks?.({
    resolve: (specifier, context, next) => next(typeScriptUrl(specifier, context.parentURL) ?? specifier, context),
  });
}

// React renders as the server runs it (`npm start` serves dist/ with NODE_ENV=production, and
// the browser bundle is built so too): React's development build checks every render and makes
// the catalogue walk three times slower. The app's own idea of production comes from the
// configuration each test passes to bootApp(), never from this variable.
process.env.NODE_ENV ??= 'production';
