import t from 'tap';
import { mergeResults } from '../../bench/results-file.js';

t.test("a run replaces its own catalogue's section and keeps the other one and the notes written by hand", async (t) => {
  const first = mergeResults('', 'shipped', 'shipped, run 1');
  const both = mergeResults(first, 'fake:100000', 'synthetic, run 1');
  const withNotes = `${both}\n## Targets not met, and why\n\nA profile showed this.\n`;
  const again = mergeResults(withNotes, 'shipped', 'shipped, run 2');

  t.match(again, /<!-- bench:shipped -->\nshipped, run 2\n<!-- \/bench:shipped -->/);
  t.notMatch(again, /run 1\n<!-- \/bench:shipped/, 'the old shipped figures are gone');
  t.match(again, /<!-- bench:fake:100000 -->\nsynthetic, run 1\n<!-- \/bench:fake:100000 -->/);
  t.ok(again.indexOf('bench:shipped') < again.indexOf('bench:fake:100000'), 'the shipped catalogue comes first');
  t.ok(again.endsWith('\n## Targets not met, and why\n\nA profile showed this.\n'), 'the notes stay, last and whole');
  t.equal(mergeResults(again, 'shipped', 'shipped, run 2'), again, 'the same run twice gives the same file');
});
