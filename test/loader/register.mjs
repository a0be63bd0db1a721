// Loaded by tap before each test file (package.json "tap"."node-arg"). tap's TypeScript plugin
// compiles every module with the TypeScript compiler, which made each test file take seconds
// to start; these hooks are registered after the plugin's, so Node asks them first.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
