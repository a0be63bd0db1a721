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
 * A smaller young generation (`--max-semi-space-size=8`, half of Node 22's default) took another
 * 27 MB off that peak but was not kept: start-up made more collections of it, and /readyz at
 * 100,000 processors came 200–350 ms later (3,199–3,386 ms against 2,864–3,187, four runs each,
 * alternating), where the goal is 3 s.
 */
export const SERVER_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' };
