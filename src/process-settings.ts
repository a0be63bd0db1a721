/**
 * What the server process is started with that it cannot set for itself once running: `npm start`
 * passes it (package.json), the bench starts its servers with it, and a deployment that runs
 * `node dist/server.mjs` itself should too (README, "Deployment"). A test holds package.json to
 * this file.
 *
 * Two malloc arenas (glibc's MALLOC_ARENA_MAX): glibc gives each thread that allocates at once an
 * arena of its own, up to eight per core, and the compressors run on libuv's four pool threads;
 * each arena keeps what it freed. The allocator reads the variable when the process starts.
 * Measured in December 2026 with the bench's mixed minute at 100,000 processors
 * (`BENCH_ONLY=memory`): RSS peaked at 490 MB without it and 472 MB with it.
 *
 * A young generation of two 8 MB semi-spaces (`--max-semi-space-size=8`; Node 22's default is
 * 16 MB each, 32 MB in all once a busy server has grown it, all of it resident): under load nearly
 * everything in it is garbage by the next collection (1–16 MB live of 32 in a minute of the bench's
 * mixed load at 100,000 processors), so half of it costs more collections of little each. V8 sizes
 * the young generation only when it makes the heap, so it is a flag of the command line. Measured
 * in December 2026 at 100,000 processors: the mixed minute's peak 16–27 MB lower (458 → 432 MB
 * with the heap's room set before the warm-up, one run each); the main thread's CPU until /readyz
 * was no higher (medians of five alternating starts 2,490 ms against 2,560, load average 5–6).
 * It was tried earlier in December 2026 and left out when /readyz came 200–350 ms later in four
 * runs under load: wall time, which the machine's load moves more than the main thread's CPU. What
 * it does cost is the shipped catalogue's start, whose young generation fills more often: about
 * 40–50 ms of 0.9–1 s (medians of five starts, back to back: 982–999 ms with it, 927–944 without).
 */
export const SERVER_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' };

/** Node's flags for the server, before the script on its command line. */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8'];
