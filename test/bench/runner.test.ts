import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import t from 'tap';
import { resolveProcessor } from '../../src/bench/runner/site.js';
import { EXPECTED_CHECKSUMS, KERNEL_IDS } from '../../src/bench/suite.js';
import { readConfig } from '../../src/config.js';
import { bootApp } from '../helper.js';

/**
 * The command-line runner as a contributor meets it: the one file the site serves, copied into an
 * empty folder (nothing installed beside it) and run with `node` for a second, without sending; and
 * the site's search naming the processor from the name an operating system gives.
 */
const run = promisify(execFile);
const built = join(readConfig({}).rootDir, 'dist', 'atlas-bench.mjs');

t.test('node atlas-bench.mjs --seconds 1 --dry-run, alone in a folder, names the processor and prints each kernel\'s score', async (t) => {
  const folder = await mkdtemp(join(tmpdir(), 'atlas-bench-'));
  t.teardown(() => rm(folder, { recursive: true, force: true }));
  await copyFile(built, join(folder, 'atlas-bench.mjs'));
  const { stdout } = await run(process.execPath, ['atlas-bench.mjs', '--seconds', '1', '--dry-run'], { cwd: folder, env: { PATH: process.env.PATH ?? '' } });
  const model = cpus()[0]?.model.replace(/\s+/g, ' ').trim();
  if (model) t.match(stdout, `Processor (from the system): ${model}\n`, 'the name Node reads from the system');
  t.match(stdout, /^Single-thread \(1 worker\): [\d,.]+$/m);
  for (const kernel of KERNEL_IDS) t.match(stdout, new RegExp(`^  ${kernel} +[\\d,.]+  \\(\\d+ rounds, [\\d,.]+ rounds/s, checksum ${EXPECTED_CHECKSUMS[kernel]}\\)$`, 'm'), `${kernel}: a score and the suite's checksum`);
  if (cpus().length > 1) t.match(stdout, /^Multi-thread \(\d+ workers\): [\d,.]+$/m);
  t.match(stdout, /Dry run: nothing sent\.\n$/);
});

t.test('the runner refuses a length it cannot run, and a copy from no site refuses to send without --site', async (t) => {
  const refused = await run(process.execPath, [built, '--seconds', 'soon']).catch((error: { code: number; stderr: string }) => error);
  t.match(refused, { code: 1, stderr: /--seconds must be a number of seconds/ });
  const siteless = await run(process.execPath, [built, '--seconds', '1']).catch((error: { code: number; stderr: string }) => error);
  t.match(siteless, { code: 1, stderr: /name the site with --site URL/ });
});

t.test('GET /bench/atlas-bench.mjs is the runner with the site\'s address written in', async (t) => {
  const app = await bootApp(t);
  const response = await app.inject('/bench/atlas-bench.mjs');
  t.equal(response.statusCode, 200);
  t.match(response.headers['content-type'], /^text\/javascript/);
  t.match(response.headers['content-disposition'], /attachment; filename="atlas-bench\.mjs"/);
  t.match(response.body, 'var SERVED_BY = "https://atlas.test";');
});

t.test('the runner finds the processor an operating system names through the site\'s search, and never guesses', async (t) => {
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
