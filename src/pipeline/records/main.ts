/**
 * Entry point for `npm run import` (bundled by build.mjs). The work is in cli.ts so it can be
 * tested without a process; paths are relative to where the command runs (the repository root).
 */
import { main } from './cli.js';

process.exitCode = await main(
  process.argv.slice(2),
  {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  },
  process.cwd(),
);
