import t from 'tap';
import { ProgressLine } from '../../src/tools/progress-line.js';

/** A stream that keeps what is written, and a clock the test moves. */
function watch(isTTY: boolean) {
  const written: string[] = [];
  const clock = { ms: 0 };
  return { stream: { isTTY, write: (text: string) => written.push(text) }, written, clock, now: () => clock.ms };
}

t.test('in a log: a plain line at the start, one every few seconds, and one at the end', async (t) => {
  const { stream, written, clock, now } = watch(false);
  const progress = new ProgressLine('pages', 100, stream, 0, now);
  t.same(written, ['pages 0/100 (0%), 0 s so far, working out the time to go\n'], 'nothing done yet, no pace to go by');

  clock.ms = 2_000;
  progress.add(10);
  clock.ms = 4_000;
  progress.add(10);
  t.equal(written.length, 1, 'a log is not flooded: no line within seconds of the last');

  clock.ms = 6_000;
  progress.add(10);
  // Ten pages took 2 s until 4 s, twenty took 4 s until 6 s: 5 pages a second, 70 pages to go.
  t.equal(written.at(-1), 'pages 30/100 (30%), 6 s so far, about 14 s to go\n', 'the pace is taken from the first pages done, start-up left out');

  clock.ms = 7_000;
  progress.add(70);
  progress.finish();
  t.equal(written.at(-1), 'pages 100/100 (100%), 7 s so far, done\n', 'the end is shown at once');
  t.notOk(written.join('').includes('\r'), 'no line is rewritten');
});

t.test('on a terminal: one line rewritten in place, often, ended when done', async (t) => {
  const { stream, written, clock, now } = watch(true);
  const progress = new ProgressLine('pages', 50, stream, -3_000, now);
  t.equal(written[0], '\rpages 0/50 (0%), 3 s so far, working out the time to go\x1b[K', 'the time so far counts from the start given');
  for (let ms = 100; ms <= 1_000; ms += 100) {
    clock.ms = ms;
    progress.add(2);
  }
  t.equal(written.length, 6, 'at most five times a second');
  t.ok(
    written.every((text) => text.startsWith('\r') && text.endsWith('\x1b[K') && !text.includes('\n')),
    "each from the line's start, clearing what a longer line left",
  );
  progress.finish();
  // 18 pages in the 0.9 s since the first two, 30 to go: 1.5 s, rounded.
  t.same(written.slice(-2), ['\rpages 20/50 (40%), 4 s so far, about 2 s to go\x1b[K', '\n'], 'the last line stays, and what follows starts below it');
});
