import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import type { Submission } from '../../src/shared/bench/submission.js';
import { EXPECTED_CHECKSUMS, KERNEL_IDS, REFERENCE_ROUNDS_PER_SECOND, SUITE_VERSION } from '../../src/shared/bench/suite.js';
import type { BenchOptions } from '../../src/bench-results/bench-results.js';
import { lazyDatabase, type LazyDatabase } from '../../src/database/database.js';
import { bootApp } from '../helper.js';

/**
 * What the bench results' tests share: an app whose proof of work is easy (one PBKDF2 round, a
 * counter of 1 or 2: the check is the same, the work is not) on an embedded database in a
 * temporary folder, one per test file (opening a new one costs seconds), and submissions built
 * from the suite's contract exactly as the server checks them: rounds, milliseconds and the
 * suite's own checksums.
 */
export const EASY = { cost: 1, counterMin: 1 };

export function tempDatabase(t: { teardown(fn: () => unknown): void }): { database: LazyDatabase; dataDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'atlas-bench-db-'));
  const inner = lazyDatabase({ databaseUrl: undefined, dataDir });
  let copied: Promise<void> | null = null;
  const database: LazyDatabase = {
    async open() {
      copied ??= templateDir().then((template) => cpSync(template, dataDir, { recursive: true }));
      await copied;
      return inner.open();
    },
    get openedInMs() {
      return inner.openedInMs;
    },
    close: () => inner.close(),
  };
  t.teardown(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { database, dataDir };
}

/**
 * A new database's folder, made once per test process and copied for each test file: making one
 * (PostgreSQL's initdb) costs seconds of CPU, opening a copy under one. The server makes its own
 * the first time; this is a test's economy only.
 */
let template: Promise<string> | null = null;
export function templateDir(): Promise<string> {
  template ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atlas-bench-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const database = lazyDatabase({ databaseUrl: undefined, dataDir: dir });
    await database.open();
    await database.close();
    return dir;
  })();
  return template;
}

export function benchApp(
  t: { teardown(fn: () => unknown): void },
  database: LazyDatabase,
  options: { bench?: Partial<BenchOptions>; env?: NodeJS.ProcessEnv } = {},
): Promise<FastifyInstance> {
  return bootApp(t, { env: options.env, bench: { difficulty: EASY, database, ...options.bench } });
}

/** A challenge of the app's, solved as the page's worker solves it, as the payload string the API takes. */
export async function solvedPow(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ url: '/api/bench/challenge' })).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * A run at `speed` times the reference on one thread, and `workers` × that × `scaling` on all of
 * them: each kernel ran ten seconds. Rounds are whole numbers, as a run counts them.
 */
export function runAt(
  speed: number,
  options: { workers?: number; scaling?: number; logicalProcessors?: number } = {},
): Pick<Submission, 'single' | 'multi' | 'logicalProcessors'> {
  const workers = options.workers ?? 12;
  const mode = (rate: number, count: number) =>
    ({
      workers: count,
      kernels: Object.fromEntries(
        KERNEL_IDS.map((id) => [
          id,
          { rounds: Math.max(1, Math.round(REFERENCE_ROUNDS_PER_SECOND[id] * rate * 10)), ms: 10_000, checksum: EXPECTED_CHECKSUMS[id] },
        ]),
      ),
    }) as Submission['single'];
  return { single: mode(speed, 1), multi: mode(speed * workers * (options.scaling ?? 0.8), workers), logicalProcessors: options.logicalProcessors ?? workers };
}

/** A browser run on the Ryzen 5 5600 (6 cores, 12 threads) unless told otherwise. */
export function submissionFor(overrides: Partial<Submission> = {}, speed = 2): Submission {
  return {
    suite: SUITE_VERSION,
    processor: { vendor: 'amd', id: 'ryzen-5-5600' },
    identifiedBy: 'declared',
    engine: { family: 'v8', version: '131.0.6778' },
    os: 'windows',
    ...runAt(speed),
    ...overrides,
  };
}

export async function post(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/bench/results', payload: body as object, headers: { 'content-type': 'application/json', ...headers } });
}

/** Every row of the results table, as the database holds it: what "nothing stored" is checked against. */
export async function storedRows(database: LazyDatabase): Promise<Record<string, unknown>[]> {
  return (await database.open()).query('SELECT * FROM bench_results ORDER BY received_at, id');
}
