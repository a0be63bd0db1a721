// Loaded by tap before each test file (package.json "tap"."node-arg"). tap's TypeScript plugin
// compiles every module with the TypeScript compiler, which made each test file take seconds
// to start; these hooks are registered after the plugin's, so Node asks them first.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);

// React renders as the server runs it (`npm start` serves dist/ with NODE_ENV=production, and
// the browser bundle is built so too): React's development build checks every render and makes
// the catalogue walk three times slower. The app's own idea of production comes from the
// configuration each test passes to bootApp(), never from this variable.
process.env.NODE_ENV ??= 'production';
