// Loaded by tap before each test file (package.json "tap"."node-arg"): these hooks run the tests'
// TypeScript through esbuild. tap's own TypeScript plugin is switched off in package.json: it
// compiled every module with the TypeScript compiler (seconds per test file), and even unused its
// loader cost each of the hundred-odd test processes about a quarter of a second to start.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);

// React renders as the server runs it (`npm start` serves dist/ with NODE_ENV=production, and
// the browser bundle is built so too): React's development build checks every render and makes
// the catalogue walk three times slower. The app's own idea of production comes from the
// configuration each test passes to bootApp(), never from this variable.
process.env.NODE_ENV ??= 'production';
