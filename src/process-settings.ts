/**
 * What the server process is started with that it cannot set for itself once running: `npm start`
 * passes these (package.json), the bench starts its servers with them, and a deployment that runs
 * `node dist/server.mjs` itself should too (README, "Deployment"). A test holds package.json to
 * this file.
 *
 * - A semi-space of 8 MB: V8's young generation is two semi-spaces, 16 MB each by default on
 *   64-bit Node, and it grows to that under the allocation a busy server makes. A page's garbage
 *   dies young either way; with 8 MB the young generation holds 16 MB less, and V8 sizes it only
 *   when the heap is made, so it must be a command-line flag.
 * - Two malloc arenas (glibc's MALLOC_ARENA_MAX): glibc gives each thread that allocates at once
 *   an arena of its own, up to eight per core, and the compressors run on libuv's four pool
 *   threads; each arena keeps what it freed. The allocator reads it when the process starts.
 *
 * Measured in December 2026 with the bench's mixed minute (`BENCH_ONLY=memory`, the cache at
 * 32 MB): at 100,000 processors RSS peaked at 517 MB without either, 490 MB with the semi-space
 * and 472 MB with both; the shipped catalogue 301 MB with both, against 377 MB with neither and
 * the cache at 64 MB, serving 35,358 requests in the minute against 36,451.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8'];

export const SERVER_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2' };
