import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Test } from 'tap';
import { submissionFor } from '../bench-results/bench-helper.js';
import type { Cluster } from './cluster.js';
import { findPostgresBin, startPostgres } from './postgres.js';

/**
 * Several instances behind one front share one PostgreSQL server (DATABASE_URL) and one
 * BENCH_HMAC_KEY: a challenge made by one is accepted by the other, a result posted through one
 * is published by both at once, and a replay sent to the other is refused. Run by the deployment
 * test (test/deploy/proxy.test.ts) on its two processes, which this starts a PostgreSQL server of
 * the test's own for; without PostgreSQL (a developer's machine) the processes keep their
 * embedded databases and this test is skipped, in CI it fails.
 */
export const SHARED_HMAC_KEY = 'the-front-s-shared-signing-key-0123456789';

/** The processes' extra environment: a shared database and key, or nothing where PostgreSQL is missing. */
export async function sharedDatabaseEnv(t: { teardown(fn: () => unknown): void }): Promise<Record<string, string>> {
  const bin = findPostgresBin();
  if (!bin) return {};
  const server = await startPostgres(t, bin);
  return { DATABASE_URL: server.url, BENCH_HMAC_KEY: SHARED_HMAC_KEY };
}

export function testSharedDatabase(t: Test, cluster: Cluster, env: Record<string, string>, hint: string): void {
  if (!env.DATABASE_URL) {
    if (process.env.CI === 'true') throw new Error(hint);
    t.test('two instances on one PostgreSQL server', { skip: hint }, () => undefined);
    return;
  }
  t.test('a result posted to one instance is seen by the other; a replay on the other is refused', async (t) => {
    const [first, second] = cluster.upstreams.map((upstream) => `http://${upstream}`) as [string, string];
    // Each instance asked directly, so that which one answers is certain; then through nginx.
    const challenge = (await (await fetch(`${first}/api/bench/challenge`)).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const pow = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    const body = JSON.stringify({ submission: submissionFor(), pow, lang: 'en' });
    const post = (origin: string) => fetch(`${origin}/api/bench/results`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

    const accepted = await post(second);
    t.equal(accepted.status, 201, "the second instance takes the first one's challenge");
    const { id } = (await accepted.json()) as { id: string };
    const replay = await post(cluster.origin);
    t.equal(replay.status, 403);
    t.equal(
      ((await replay.json()) as { error: { code: string } }).error.code,
      'pow_replayed',
      'a replay through the front is refused, whichever instance takes it',
    );

    for (const origin of [first, second, cluster.origin]) {
      const published = await (await fetch(`${origin}/data/bench-results.jsonl`)).text();
      t.match(published, new RegExp(`"id":"${id}"`), `${origin} publishes it`);
      const figures = (await (await fetch(`${origin}/api/bench/figures?processor=amd:ryzen-5-5600`)).json()) as {
        benchmarks: { id: string; figures: unknown[] }[];
      };
      t.equal(figures.benchmarks.find((benchmark) => benchmark.id === 'atlas-bench-v8-single')!.figures.length, 1, `${origin} counts it in the figure`);
    }
  });
}
