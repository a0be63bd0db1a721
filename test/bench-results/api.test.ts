import t from 'tap';
import { EXPECTED_CHECKSUMS } from '../../src/shared/bench/suite.js';
import { benchApp, post, solvedPow, storedRows, submissionFor, tempDatabase, runAt } from './bench-helper.js';

const { database } = tempDatabase(t);

t.test("POST /api/bench/results: a valid run is accepted, scored on the server, and stands among its processor's", async (t) => {
  const app = await benchApp(t, database);
  const response = await post(app, { submission: submissionFor({}, 2), pow: await solvedPow(app), lang: 'en' });
  t.equal(response.statusCode, 201, response.body);
  const answer = response.json();
  t.equal(answer.status, 'accepted');
  t.match(answer.id, /^[a-z2-9]{16}$/);
  t.same(answer.scores.single.kernels, { compress: 200, raytrace: 200, parse: 200, hash: 200 }, '2 × the reference rate is 200 on every kernel');
  t.equal(answer.scores.single.overall, 200);
  t.equal(answer.scores.multi.overall, 1920, '12 workers at 0.8 each');
  t.match(answer.standing, {
    processor: { vendor: 'amd', id: 'ryzen-5-5600', name: 'Ryzen 5 5600' },
    engineFamily: 'v8',
    single: { results: 1, median: 200, above: 0 },
  });
  const rows = await storedRows(database);
  t.equal(rows.length, 1);
  t.match(rows[0], { id: answer.id, status: 'accepted', vendor: 'amd', processor_id: 'ryzen-5-5600' });
  t.notOk(
    Object.keys(rows[0]!).some((column) => /address|ip|agent/.test(column)),
    'no column for the visitor',
  );
});

t.test('GET /api/bench/challenge answers a signed ALTCHA challenge, never cached', async (t) => {
  const app = await benchApp(t, database);
  const response = await app.inject({ url: '/api/bench/challenge' });
  t.equal(response.statusCode, 200);
  t.equal(response.headers['cache-control'], 'no-store');
  const challenge = response.json();
  t.match(challenge, { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: String, salt: String, expiresAt: Number }, signature: String });
});

t.test('the proof of work: missing, forged, from another key, or replayed is refused and stores nothing', async (t) => {
  const app = await benchApp(t, database);
  const before = (await storedRows(database)).length;
  const missing = await post(app, { submission: submissionFor() });
  t.equal(missing.statusCode, 400);
  t.equal(missing.json().error.code, 'pow_missing');
  t.match(missing.json().error.message, /工作量证明/, 'in Chinese when the request names no language');

  const forged = await post(app, { submission: submissionFor(), pow: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'), lang: 'en' });
  t.equal(forged.statusCode, 403);
  t.same(forged.json().error, { code: 'pow_invalid', message: 'The proof of work is invalid or has expired: fetch a new challenge.' });

  // Solved honestly, but signed by another instance's key: a front of instances must share BENCH_HMAC_KEY.
  const other = await benchApp(t, database, { env: { BENCH_HMAC_KEY: 'k'.repeat(40) } });
  const foreign = await post(app, { submission: submissionFor(), pow: await solvedPow(other) });
  t.equal(foreign.json().error.code, 'pow_invalid');

  // A solved payload whose derived key was changed (a guess, not the work) does not verify.
  const honest = JSON.parse(Buffer.from(await solvedPow(app), 'base64').toString());
  honest.solution.derivedKey = honest.solution.derivedKey.replace(/^./, (digit: string) => (digit === '0' ? '1' : '0'));
  const tampered = await post(app, { submission: submissionFor(), pow: Buffer.from(JSON.stringify(honest)).toString('base64') });
  t.equal(tampered.json().error.code, 'pow_invalid');

  const pow = await solvedPow(app);
  t.equal((await post(app, { submission: submissionFor(), pow })).statusCode, 201);
  const again = await post(app, { submission: submissionFor(), pow, lang: 'en' });
  t.equal(again.statusCode, 403);
  t.equal(again.json().error.code, 'pow_replayed');
  t.equal((await storedRows(database)).length, before + 1, 'only the first use stored a result');
});

t.test("instances sharing BENCH_HMAC_KEY accept each other's challenges, and a replay on the other is refused", async (t) => {
  const env = { BENCH_HMAC_KEY: 'shared-secret-of-the-front-'.padEnd(40, 'x') };
  const first = await benchApp(t, database, { env });
  const second = await benchApp(t, database, { env });
  const pow = await solvedPow(first);
  t.equal((await post(second, { submission: submissionFor(), pow })).statusCode, 201);
  t.equal((await post(first, { submission: submissionFor(), pow })).json().error.code, 'pow_replayed');
});

t.test('the rate limit: over the limit is 429 with Retry-After, per address, before any work', async (t) => {
  const app = await benchApp(t, database, { bench: { rateLimit: { limit: 2, windowMs: 60_000 } } });
  const from = (address: string) => ({ 'x-forwarded-for': address });
  for (let i = 0; i < 2; i++) t.equal((await post(app, { submission: submissionFor(), pow: await solvedPow(app) }, from('203.0.113.7'))).statusCode, 201);
  const over = await post(app, { submission: submissionFor(), pow: await solvedPow(app), lang: 'en' }, from('203.0.113.7'));
  t.equal(over.statusCode, 429);
  t.equal(over.json().error.code, 'rate_limited');
  t.ok(Number(over.headers['retry-after']) > 0 && Number(over.headers['retry-after']) <= 60, `Retry-After ${over.headers['retry-after']}`);
  t.equal(
    (await post(app, { submission: submissionFor(), pow: await solvedPow(app) }, from('198.51.100.9'))).statusCode,
    201,
    'another address is not limited',
  );
  const rows = await storedRows(database);
  t.notOk(JSON.stringify(rows).includes('203.0.113.7'), 'the address is stored nowhere');
});

t.test("refusals a run cannot get past: unknown processor, a checksum not the suite's, impossible timings", async (t) => {
  const app = await benchApp(t, database);
  const before = (await storedRows(database)).length;
  const cases: [string, Parameters<typeof submissionFor>[0], number, string, RegExp][] = [
    ['a processor the catalogue lacks', { processor: { vendor: 'amd', id: 'ryzen-9-99999x' } }, 422, 'unknown_processor', /no such processor/],
    [
      'a wrong checksum',
      {
        single: {
          ...runAt(2).single,
          kernels: { ...runAt(2).single.kernels, hash: { rounds: 20, ms: 10_000, checksum: EXPECTED_CHECKSUMS.hash === 'ffffffff' ? '00000001' : 'ffffffff' } },
        },
      },
      422,
      'checksum',
      /“hash”/,
    ],
    [
      'a kernel timed for 5 ms',
      { single: { ...runAt(2).single, kernels: { ...runAt(2).single.kernels, parse: { rounds: 1, ms: 5, checksum: EXPECTED_CHECKSUMS.parse } } } },
      422,
      'impossible_timing',
      /under 100 ms/,
    ],
    ['a thread 100 times the reference', runAt(100), 422, 'impossible_timing', /50 times/],
    ['more workers than logical processors', runAt(2, { workers: 16, logicalProcessors: 12 }), 422, 'impossible_timing', /more threads/],
    ['each multi-thread worker twice the single thread', runAt(2, { scaling: 2 }), 422, 'impossible_timing', /implausibly faster/],
    [
      "a runner's OS name that names another processor",
      { identifiedBy: 'os', osProcessorName: 'Intel(R) Core(TM) i5-12400F' },
      422,
      'os_name_mismatch',
      /operating system/,
    ],
  ];
  for (const [name, overrides, status, code, message] of cases) {
    const response = await post(app, { submission: submissionFor(overrides), pow: await solvedPow(app), lang: 'en' });
    t.equal(response.statusCode, status, name);
    t.equal(response.json().error.code, code, name);
    t.match(response.json().error.message, message, name);
  }
  const zh = await post(app, { submission: submissionFor(runAt(100)), pow: await solvedPow(app), lang: 'zh' });
  t.match(zh.json().error.message, /参考机器的 50 倍/, "the reason in the request's language");
  t.equal((await storedRows(database)).length, before, 'nothing stored');
});

t.test("the command-line runner's OS name that names its processor is accepted as identified by the OS", async (t) => {
  const app = await benchApp(t, database);
  const response = await post(app, {
    submission: submissionFor({
      identifiedBy: 'os',
      osProcessorName: 'AMD Ryzen 5 5600 6-Core Processor',
      engine: { family: 'node', version: '22.12.0' },
      os: 'linux',
    }),
    pow: await solvedPow(app),
  });
  t.equal(response.statusCode, 201, response.body);
  t.match((await storedRows(database)).at(-1), { identified_by: 'os', os_processor_name: 'AMD Ryzen 5 5600 6-Core Processor', engine_family: 'node' });
});
