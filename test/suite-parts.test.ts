import { readdirSync, readFileSync } from 'node:fs';
import t from 'tap';
import { partOf, testFiles, type Kind } from './suites/run-part.js';

/**
 * `npm test` runs the test files through the parts of test/suites/ (run-part.ts says why): every
 * test file must be in exactly one part, or a file would silently never run, or run twice.
 */
t.test('the suites run every test file exactly once', (t) => {
  const suites = readdirSync(new URL('./suites/', import.meta.url)).filter((file) => file.endsWith('.suite.ts'));
  const seen = new Map<string, number>();
  for (const suite of suites) {
    const source = readFileSync(new URL(`./suites/${suite}`, import.meta.url), 'utf8');
    const call = /runPart\('(browser|other)', (\d+), (\d+)\)/.exec(source);
    t.ok(call, `${suite} runs one part`);
    if (!call) continue;
    for (const file of partOf(call[1] as Kind, Number(call[2]), Number(call[3]))) seen.set(file, (seen.get(file) ?? 0) + 1);
  }
  const all = [...testFiles('browser'), ...testFiles('other')];
  t.ok(all.length > 100, 'the test files are found');
  t.same(all.filter((file) => seen.get(file) !== 1), [], 'no file is left out or run twice');
  t.ok(all.includes('suite-parts.test.ts'), 'this file among them');
  t.end();
});
