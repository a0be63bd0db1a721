import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { QUEUE_DIR, queueOf, queuedFiles, take } from './suites/run-queue.js';

/**
 * `npm test` runs the test files through workers that share one queue (test/suites/run-queue.ts
 * says why): every test file must be queued, and taken by exactly one worker, or a file would
 * silently never run, or run twice.
 */
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  tap: { jobs: number; before: string; include: string[] };
};

t.test('every test file is queued once, the browser files first', (t) => {
  const files = queuedFiles();
  const onDisk = readdirSync(new URL('.', import.meta.url), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.test.ts'));
  t.ok(files.length > 100, 'the test files are found');
  t.equal(new Set(files).size, files.length, 'none twice');
  t.same([...files].sort(), onDisk.map((file) => file.split('\\').join('/')).sort(), 'every *.test.ts under test/');
  t.ok(files.includes('suite-queue.test.ts'), 'this file among them');
  const firstOther = files.findIndex((file) => !file.startsWith('browser/'));
  t.ok(firstOther > 0 && files.slice(firstOther).every((file) => !file.startsWith('browser/')), 'the browser files before the rest');
  t.end();
});

t.test('a file is taken by one worker only, however their turns interleave', (t) => {
  const queueDir = mkdtempSync(join(tmpdir(), 'queue-'));
  t.teardown(() => rmSync(queueDir, { recursive: true, force: true }));
  const files = queuedFiles();
  const taken: string[][] = [[], []];
  // Two workers ask for every file, the second a few files behind the first, then catching up.
  for (let at = 0; at < files.length + 3; at++) {
    if (at < files.length && take(queueDir, files[at]!)) taken[0]!.push(files[at]!);
    if (at >= 3 && take(queueDir, files[at - 3]!)) taken[1]!.push(files[at - 3]!);
  }
  for (const file of files.slice(0, 5)) if (take(queueDir, file)) taken[1]!.push(file);
  t.same([...taken[0]!, ...taken[1]!].sort(), [...files].sort(), 'all taken, none twice');
  t.same(taken[1], [], 'a file another worker holds is not taken again');
  t.notOk(take(queueDir, 'browser/ladder.test.ts') && take(queueDir, 'browser/ladder.test.ts'), 'two asks for one file: one gets it');
  t.end();
});

t.test('tap starts one worker per job, each running the queue, after a script that makes the queue anew', (t) => {
  const workers = readdirSync(new URL('./suites/', import.meta.url)).filter((file) => file.endsWith('.suite.ts'));
  t.equal(workers.length, packageJson.tap.jobs, 'as many workers as tap runs at once');
  for (const worker of workers) {
    t.match(readFileSync(new URL(`./suites/${worker}`, import.meta.url), 'utf8'), /^runWorker\(\);$/m, `${worker} runs the queue`);
  }
  t.same(packageJson.tap.include, ['test/suites/*.suite.ts'], 'tap runs the workers, not the files');
  t.equal(packageJson.tap.before, 'test/suites/new-queue.ts', 'the queue is made before they start');
  t.end();
});

t.test("a process tap started finds its run's queue; any other finds none and runs every file", (t) => {
  t.equal(queueOf(), QUEUE_DIR, 'this process, started by tap after its "before" script');
  t.equal(queueOf(process.ppid + 1), undefined, 'a process of another run');
  t.end();
});
