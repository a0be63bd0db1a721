/** Where the site serves the command-line runner (src/http/bench-runner.ts), linked from the bench page. */
export const BENCH_RUNNER_PATH = '/bench/atlas-bench.mjs';
