import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import t from 'tap';

/*
 * How `npm test` runs the test files: many to a process. Each file is written to run on its own
 * (`npx tap test/pages/ladder.test.ts`), but a process costs a second or two of CPU before its
 * first assertion (Node, tap, the modules under test, the catalogue, for a browser file a
 * Chromium), and a hundred and more of them were about half of the suite's CPU on a 2-core
 * machine. So tap starts one worker per core (the worker-N.suite.ts files here; package.json's
 * "jobs"), and the workers share one queue of every test file: each takes the next file no other
 * has taken, runs it, and takes another. Fixed shares, dealt in advance, finished minutes apart,
 * one core idle at the end; taken as they go, the workers end within a file of each other.
 *
 * The queue is a folder of this run's (.tap/queue/, made anew by new-queue.ts, tap's "before"
 * script), and a file is taken by creating its entry there, which exactly one process can do. A
 * worker started some other way than by that tap run finds no queue of its own and runs every file.
 *
 * Every file under test/ named *.test.ts is queued, found here and not listed, so a new file joins
 * without an edit. The browser files come first: they are the costly ones, seconds each, and
 * starting them first leaves the short files for the end. Within a worker the files run one after
 * another; a browser file's Chromium and app start when the worker's first browser file asks, and
 * serve the worker's later ones (test/browser/browser.ts).
 */

const TEST_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Where this run's queue lives: in tap's own folder, which git ignores. */
export const QUEUE_DIR = fileURLToPath(new URL('../../.tap/queue/', import.meta.url));

/** The file in the queue folder that names the tap run it belongs to, by the runner's process id. */
export const RUN_FILE = 'run';

/** Every test file, as a path under test/: those in test/browser/ first, then the rest, each in path order. */
export function queuedFiles(): string[] {
  const files = readdirSync(TEST_DIR, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
  const browser = (file: string) => file.startsWith('browser/');
  return [...files.filter(browser), ...files.filter((file) => !browser(file))];
}

/** Takes `file` from the queue in `queueDir`: true for exactly one of the processes that ask. */
export function take(queueDir: string, file: string): boolean {
  try {
    closeSync(openSync(join(queueDir, file.split('/').join('~')), 'wx'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The queue of the tap run whose runner is process `runner` (by default, this process's parent), or undefined when there is none. */
export function queueOf(runner = process.ppid): string | undefined {
  try {
    return readFileSync(join(QUEUE_DIR, RUN_FILE), 'utf8') === String(runner) ? QUEUE_DIR : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs, in this process, each queued file no other worker has taken. A file's tests run after it
 * has been read, in tap's queue of this process's tests, so the worker takes its next file in a
 * test queued behind them: a worker that took files as fast as it read them would take nearly all
 * of them before the other had finished its first. And tap ends the process's tests as soon as
 * that queue is empty, which the next turn, queued before the last file's tests have run, prevents.
 */
export function runWorker(): void {
  const queueDir = queueOf();
  const files = queuedFiles();
  let at = 0;
  const turn = () =>
    t.test('the worker takes the next test file', async (t) => {
      while (at < files.length) {
        const file = files[at++]!;
        if (queueDir && !take(queueDir, file)) continue;
        t.pass(`took ${file}`);
        try {
          await import(pathToFileURL(join(TEST_DIR, file)).href);
        } finally {
          turn();
        }
        return;
      }
      t.pass('none is left');
    });
  turn();
}
