import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import t from 'tap';
import { freePort } from '../../bench/processes.js';
import { readConfig } from '../../src/config.js';
import { submissionFor, templateDir } from '../bench-results/bench-helper.js';

/**
 * A result answered "accepted", and a report of a wrong fact answered with its reference number,
 * are on disk when the answer leaves: the built server, on its embedded database, takes both and is
 * killed with SIGKILL at once (no shutdown, no flush); started again on the same folder, it
 * publishes that result and lists that report on the moderation page. As a visitor's run would, the test
 * solves the server's real challenge at its real difficulty. The folder starts as a copy of a new,
 * closed database (the test process's template): making one costs seconds, and the server's own
 * first open of a new folder is what every other bench test does.
 */
const rootDir = readConfig({}).rootDir;
const MODERATION_TOKEN = 'durability-test-moderation-token-0123456789';
const dataDir = mkdtempSync(join(tmpdir(), 'atlas-durability-'));
t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));

async function startServer(port: number): Promise<{ child: ChildProcess; log: () => string }> {
  const child = spawn(process.execPath, [join(rootDir, 'dist', 'server.mjs')], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      ATLAS_DATA_DIR: dataDir,
      BENCH_MODERATION_TOKEN: MODERATION_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  t.teardown(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (tries > 300) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, log: () => output };
}

t.test('POST /api/bench/results and a report: answered, kill -9, restarted: both are there', async (t) => {
  cpSync(await templateDir(), dataDir, { recursive: true });
  const port = await freePort();
  const first = await startServer(port);
  const origin = `http://127.0.0.1:${port}`;
  const solvedPow = async () => {
    const challenge = (await (await fetch(`${origin}/api/bench/challenge`)).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };
  const pow = await solvedPow();
  const report = await fetch(`${origin}/report/amd/ryzen-5-5600`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ field: 'tdpW', value: '66', source: 'https://www.amd.com/', pow: await solvedPow() }).toString(),
  });
  t.equal(report.status, 201, 'the report answered');
  const reference = /data-reference>(CA-[A-Z0-9-]+)</.exec(await report.text())?.[1];
  t.ok(reference, `with its reference number ${reference}`);
  const response = await fetch(`${origin}/api/bench/results`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ submission: submissionFor(), pow }),
  });
  t.equal(response.status, 201);
  const { id, status } = (await response.json()) as { id: string; status: string };
  t.equal(status, 'accepted');
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));
  t.equal(first.child.signalCode, 'SIGKILL', 'killed, not shut down');

  const second = await startServer(port);
  const published = await (await fetch(`${origin}/data/bench-results.jsonl`)).text();
  t.match(published, new RegExp(`"id":"${id}"`), 'the accepted result survived');
  const moderation = await (await fetch(`${origin}/moderation/bench`, { headers: { authorization: `Bearer ${MODERATION_TOKEN}` } })).text();
  t.match(moderation, new RegExp(`data-report="${reference}"`), 'the report survived');
  // Log lines leave in batches, at least once a second (src/server.ts).
  for (let tries = 0; tries < 50 && !/opened in \d+ ms/.test(second.log()); tries++) await new Promise((resolve) => setTimeout(resolve, 100));
  const opened = /opened in (\d+) ms/.exec(second.log());
  t.ok(opened, "the server logs the database's open time");
  t.comment(`embedded database reopened after kill -9 in ${opened?.[1]} ms`);
  second.child.kill('SIGTERM');
  await new Promise((resolve) => second.child.once('exit', resolve));
});
