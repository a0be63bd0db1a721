import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import t from 'tap';
import { submissionSchema } from '../../src/shared/bench/submission.js';
import { resolveProcessor } from '../../src/bench/runner/site.js';
import { EXPECTED_CHECKSUMS, KERNEL_IDS } from '../../src/shared/bench/suite.js';
import { readConfig } from '../../src/config.js';
import { bootApp } from '../helper.js';

/**
 * The command-line runner as a contributor meets it: the one file the site serves, copied into an
 * empty folder (nothing installed beside it) and run with `node` for a second, without sending and
 * sending (to a stand-in for the site that answers as the bench API does); and the site's search
 * naming the processor from the name an operating system gives.
 */
const run = promisify(execFile);
const built = join(readConfig({}).rootDir, 'dist', 'atlas-bench.mjs');

// Every run of the runner starts at once, beside the others: each lasts its second whatever else runs.
const folder = await mkdtemp(join(tmpdir(), 'atlas-bench-'));
t.teardown(() => rm(folder, { recursive: true, force: true }));
await copyFile(built, join(folder, 'atlas-bench.mjs'));
const dryRun = run(process.execPath, ['atlas-bench.mjs', '--seconds', '1', '--dry-run'], { cwd: folder, env: { PATH: process.env.PATH ?? '' } });
dryRun.catch(() => undefined); // awaited, and so reported, by its test
const failure = (args: string[]) => run(process.execPath, [built, ...args]).catch((error: { code: number; stderr: string }) => error);
const refusals = Promise.all([failure(['--seconds', 'soon']), failure(['--seconds', '1'])]);

// A run that sends, to a stand-in for the site answering as the bench API states: the search
// form's redirect to the one processor named, a challenge (as cheap as a real one can be), and a
// 201 for the result.
const SECRET = 'runner test key';
const posted: { submission: unknown; pow: string; lang: string }[] = [];
const site = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://site');
  if (url.pathname === '/en/search') return response.writeHead(302, { location: '/en/cpu/amd/ryzen-7-7800x3d' }).end();
  if (url.pathname === '/api/bench/challenge') {
    void createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 2,
      counter: 3,
      deriveKey,
      hmacSignatureSecret: SECRET,
      hmacKeySignatureSecret: `${SECRET}:key`,
    }).then((challenge) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(challenge)));
    return;
  }
  if (url.pathname === '/api/bench/results' && request.method === 'POST') {
    let body = '';
    request
      .on('data', (chunk) => (body += chunk))
      .on('end', () => {
        posted.push(JSON.parse(body));
        response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 1, status: 'accepted', scores: {}, standing: null }));
      });
    return;
  }
  response.writeHead(404).end();
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
t.teardown(() => site.close());
const systemModel = cpus()[0]?.model.replace(/\s+/g, ' ').trim();
const sending = systemModel
  ? run(process.execPath, [built, '--site', `http://127.0.0.1:${(site.address() as AddressInfo).port}`, '--seconds', '1', '--lang', 'en'])
  : null;
sending?.catch(() => undefined);

t.test("node atlas-bench.mjs --seconds 1 --dry-run, alone in a folder, names the processor and prints each kernel's score", async (t) => {
  const { stdout } = await dryRun;
  const model = cpus()[0]?.model.replace(/\s+/g, ' ').trim();
  if (model) t.match(stdout, `Processor (from the system): ${model}\n`, 'the name Node reads from the system');
  t.match(stdout, /^Single-thread \(1 worker\): [\d,.]+$/m);
  for (const kernel of KERNEL_IDS)
    t.match(
      stdout,
      new RegExp(`^  ${kernel} +[\\d,.]+  \\(\\d+ rounds, [\\d,.]+ rounds/s, checksum ${EXPECTED_CHECKSUMS[kernel]}\\)$`, 'm'),
      `${kernel}: a score and the suite's checksum`,
    );
  if (cpus().length > 1) t.match(stdout, /^Multi-thread \(\d+ workers\): [\d,.]+$/m);
  t.match(stdout, /Dry run: nothing sent\.\n$/);
});

t.test('the runner refuses a length it cannot run, and a copy from no site refuses to send without --site', async (t) => {
  const [refused, siteless] = await refusals;
  t.match(refused, { code: 1, stderr: /--seconds must be a number of seconds/ });
  t.match(siteless, { code: 1, stderr: /name the site with --site URL/ });
});

t.test("GET /bench/atlas-bench.mjs is the runner with the site's address written in", async (t) => {
  const app = await bootApp(t);
  const response = await app.inject('/bench/atlas-bench.mjs');
  t.equal(response.statusCode, 200);
  t.match(response.headers['content-type'], /^text\/javascript/);
  t.match(response.headers['content-disposition'], /attachment; filename="atlas-bench\.mjs"/);
  t.match(response.body, 'var SERVED_BY = "https://atlas.test";');
});

t.test("the runner finds the processor an operating system names through the site's search, and never guesses", async (t) => {
  const app = await bootApp(t);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  for (const [name, key] of [
    ['AMD Ryzen 7 7800X3D 8-Core Processor', 'amd:ryzen-7-7800x3d'], // Windows, Linux
    ['Intel(R) Core(TM) i7-9700K CPU @ 3.60GHz', 'intel:core-i7-9700k'],
    ['Apple M2 Pro', 'apple:m2-pro'], // macOS's sysctl
  ] as const) {
    const { processor } = await resolveProcessor(origin, name);
    t.equal(processor && `${processor.vendor}:${processor.id}`, key, name);
  }
  // A virtual machine's vague name names many processors: none is picked, the nearest are offered.
  const vague = await resolveProcessor(origin, 'AMD EPYC');
  t.equal(vague.processor, null);
  t.ok(vague.suggestions.length > 1 && vague.suggestions.every((line) => line.startsWith('amd:epyc')), vague.suggestions.join('; '));
});

t.test(
  'without --dry-run the runner sends what the API asks: identified by the system, engine node, the proof-of-work solved',
  { skip: sending ? false : 'this system names no processor' },
  async (t) => {
    const { stdout } = await sending!;
    t.match(stdout, 'In the catalogue: amd:ryzen-7-7800x3d');
    t.match(stdout, 'The site answered (HTTP 201):');
    t.equal(posted.length, 1);
    const submission = submissionSchema.parse(posted[0]!.submission);
    t.match(submission, {
      processor: { vendor: 'amd', id: 'ryzen-7-7800x3d' },
      identifiedBy: 'os',
      osProcessorName: systemModel,
      engine: { family: 'node', version: process.versions.node },
    });
    t.equal(submission.os, ({ linux: 'linux', darwin: 'macos', win32: 'windows' } as Record<string, string>)[process.platform] ?? 'other');
    for (const kernel of KERNEL_IDS) t.equal(submission.single.kernels[kernel].checksum, EXPECTED_CHECKSUMS[kernel], `${kernel}: the suite's checksum`);
    t.equal(posted[0]!.lang, 'en');
    const payload = JSON.parse(Buffer.from(posted[0]!.pow, 'base64').toString('utf8'));
    t.ok(
      (await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: SECRET, hmacKeySignatureSecret: `${SECRET}:key` })).verified,
      'the proof-of-work is solved',
    );
  },
);
