/**
 * Entry point for `npm run audit-sample` (bundled by build.mjs); the work is in cli.ts, so it can be
 * tested without a process. Paths are relative to where the command runs (the repository root).
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
