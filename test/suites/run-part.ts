import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import t from 'tap';

/*
 * How `npm test` runs the test files: several to a process. Each file is written to run on its
 * own (`npx tap test/pages/ladder.test.ts`), but a process costs a second or two of CPU before its
 * first assertion (Node, tap, the modules under test, the catalogue, for a browser file a
 * Chromium), and a hundred and more of them were about half of the suite's CPU on a 2-core
 * machine. So the files are dealt into a few parts, each one process (test/suites/*.suite.ts):
 * the browser files apart from the rest, so each part starts one Chromium and one app.
 *
 * Every file under test/ named *.test.ts is in exactly one part, found here and not listed, so a
 * new file joins without an edit. Files are dealt in turn (the first to part 1, the second to part
 * 2, …), which spreads each folder's files, and their cost, across the parts. Within a part the
 * files run one after another, in path order, as tap runs the tests of one file.
 */

const TEST_DIR = fileURLToPath(new URL('..', import.meta.url));

export type Kind = 'browser' | 'other';

/** Every test file, as a path under test/, in order; the browser tests are those in test/browser/. */
export function testFiles(kind: Kind): string[] {
  return readdirSync(TEST_DIR, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.test.ts') && (file.startsWith('browser/') === (kind === 'browser')))
    .sort();
}

/** The files of part `part` (from 1) of `parts`. */
export function partOf(kind: Kind, part: number, parts: number): string[] {
  return testFiles(kind).filter((_, index) => index % parts === part - 1);
}

/**
 * Runs the part's files in this process, one after another. tap ends its top-level test as soon
 * as its queue is empty, so a file still starting (booting its app, say) when the one before has
 * run all its tests would find it ended, and its tests would never run. Each file therefore
 * holds a place in the queue, ahead of its tests, until it has been read.
 */
export async function runPart(kind: Kind, part: number, parts: number): Promise<void> {
  for (const file of partOf(kind, part, parts)) {
    let read!: () => void;
    const wasRead = new Promise<void>((resolve) => (read = resolve));
    t.test(file, async (t) => {
      await wasRead;
      t.pass('read');
    });
    try {
      await import(pathToFileURL(join(TEST_DIR, file)).href);
    } finally {
      read();
    }
  }
}
