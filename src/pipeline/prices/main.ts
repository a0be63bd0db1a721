/**
 * Entry point for `npm run import-prices` (bundled by build.mjs). The work is in cli.ts so it can
 * be tested without a process.
 */
import { readConfig } from '../../config.js';
import { main } from './cli.js';

process.exitCode = await main(
  process.argv.slice(2),
  {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  },
  readConfig().rootDir,
);
