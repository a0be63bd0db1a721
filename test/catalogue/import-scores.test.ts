import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { main } from '../../src/catalogue/import-scores/cli.js';
import { parseScoreTsv } from '../../src/catalogue/import-scores/tsv.js';
import { validateScoreFile } from '../../src/catalogue/benchmark-file.js';
import type { Processor } from '../../src/shared/processor.js';

/**
 * `npm run import-scores` end to end, on a table made for the tests (test/fixtures/blender-opendata/)
 * and a catalogue of four records: what it reports, what it writes, and that it writes the same
 * bytes every time.
 */
const FIXTURE = fileURLToPath(new URL('../fixtures/blender-opendata/cpu-medians.tsv', import.meta.url));
const base = JSON.parse(readFileSync(new URL('../fixtures/processor-ryzen-7-7700x.json', import.meta.url), 'utf8')) as Processor;
const json = (value: unknown) => JSON.stringify(value, null, 2);
const intel = (id: string, name: string): Processor => ({ ...base, vendor: 'intel', id, name, family: name.split('-')[0]! });

/** A repository root with a catalogue of four records (and whatever else a test puts beside it). */
function catalogueRoot(t: { testdir(content: Record<string, Record<string, Record<string, string>> | string>): string }, beside: Record<string, string> = {}) {
  return t.testdir({
    data: {
      amd: { 'ryzen.json': json([base, { ...base, id: 'ryzen-7-7700', name: 'Ryzen 7 7700' }]) },
      intel: { 'core.json': json([intel('core-i5-12400f', 'Core i5-12400F'), intel('core-i9-13900k', 'Core i9-13900K')]) },
    },
    ...beside,
  });
}

async function run(argv: string[], rootDir: string) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (text) => out.push(text), err: (text) => err.push(text) }, rootDir);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

t.test('import-scores FILE.tsv: reports every row and writes the scores of the matched ones', async (t) => {
  const root = catalogueRoot(t);
  const target = join(root, 'scores.json');
  const { code, out, err } = await run([FIXTURE, '--out', target], root);
  t.equal(code, 0, err);
  t.match(out, /cpu-medians\.tsv: 13 rows read, 4 matched, 9 refused\./);
  t.match(out, /Matched, by vendor and segment:\n\s+2\s+AMD desktop\n\s+2\s+Intel desktop/);
  t.match(out, /Refused, not in the catalogue \(3\):\n.*"AMD Ryzen 7 7700X3D 8-Core Processor": read as AMD "Ryzen 7 7700X3D"; the catalogue has "Ryzen 7 7700X", "Ryzen 7 7700"/);
  t.match(out, /"12th Gen Intel Core i5-12400": read as Intel "Core i5-12400"; the catalogue has "Core i5-12400F"/);
  t.match(out, /Refused, another spelling .* \(1\):\n.*"Intel\(R\) Core\(TM\) i9-13900K": intel:core-i9-13900k, also line 8 .* \(79 submissions against 3\)/);
  t.match(out, /Refused, names no product \(3\)/);
  t.match(out, /Refused, not AMD or Intel \(2\)/);
  t.match(out, /Wrote 4 scores to scores\.json \(snapshot 2026-10-03, Blender 4\.5\.0\)\./);

  const written = await readFile(target, 'utf8');
  const file = validateScoreFile(JSON.parse(written), 'scores.json');
  t.same(Object.keys(file.scores), ['amd:ryzen-7-7700', 'amd:ryzen-7-7700x', 'intel:core-i5-12400f', 'intel:core-i9-13900k'], 'keys in order');
  t.same(file.scores['intel:core-i9-13900k'], { score: 484.378, samples: 79, device: '13th Gen Intel Core i9-13900K' }, 'the spelling with more submissions');
  t.match(file, { benchmark: 'Blender Open Data', version: '4.5.0', snapshot: '2026-10-03', licence: 'CC0-1.0', source: 'https://opendata.blender.org/', minimumSamples: 3 });

  await run([FIXTURE, '--out', target], root);
  t.equal(await readFile(target, 'utf8'), written, 'the same table and catalogue write the same bytes');
});

t.test('a table or notes that cannot be read stop the import, naming the line', async (t) => {
  const dir = catalogueRoot(t, {
    'bad-header.tsv': 'id\tname\tscore\n',
    'bad-score.tsv': 'id\tname\tscore\tsamples\na\tAMD Ryzen 7 7700X\t-3\t4\n',
    'bad-cells.tsv': 'id\tname\tscore\tsamples\na\tAMD Ryzen 7 7700X\t3\n',
    'SOURCE.txt': 'no header values here\n',
  });
  const root = dir;
  const notes = join(root, 'missing', 'SOURCE.txt');
  t.match((await run([join(dir, 'bad-header.tsv')], root)).err, /bad-header\.tsv: line 1: the header must be "id<TAB>name<TAB>score<TAB>samples"/);
  t.match((await run([join(dir, 'bad-score.tsv')], root)).err, /line 2: score "-3" is not a positive number/);
  t.match((await run([join(dir, 'bad-cells.tsv')], root)).err, /line 2: 3 cells, expected 4/);
  const noNotes = await run([FIXTURE, '--notes', notes], root);
  t.equal(noNotes.code, 1);
  t.match(noNotes.err, /SOURCE\.txt: file not found/);
  t.match((await run([FIXTURE, '--notes', join(root, 'SOURCE.txt')], root)).err, /SOURCE\.txt: the notes do not give "asOf"/);
  t.equal((await run([], root)).code, 1, 'no file: usage');
});

t.test('the table parser keeps names exactly, spaces included', async (t) => {
  const rows = parseScoreTsv('id\tname\tscore\tsamples\r\nx\tIntel Core i5-4460  CPU @ 3.20GHz\t2752.0\t6\r\n');
  t.same(rows, [{ line: 2, id: 'x', name: 'Intel Core i5-4460  CPU @ 3.20GHz', score: 2752, samples: 6 }]);
});
