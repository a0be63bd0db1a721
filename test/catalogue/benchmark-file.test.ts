import { readFileSync } from 'node:fs';
import t from 'tap';
import { SCORE_FILE, checkScoreKeys, validateScoreFile, type ScoreFile } from '../../src/catalogue/benchmark-file.js';
import { loadCatalogue, loadShippedProcessors } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import type { Processor } from '../../src/shared/processor.js';

/**
 * data/scores/blender-opendata.json is validated at start-up like the catalogue: a bad entry, or a
 * key that names no processor, stops the server with the file and the entry named.
 */
const rootDir = readConfig({}).rootDir;
const good: ScoreFile = {
  benchmark: 'Blender Open Data',
  measure: 'Cycles CPU rendering',
  version: '4.5.0',
  snapshot: '2026-10-03',
  source: 'https://opendata.blender.org/',
  archive: null,
  licence: 'CC0-1.0',
  licenceUrl: 'https://creativecommons.org/publicdomain/zero/1.0/',
  scenes: ['classroom', 'junkshop', 'monster'],
  minimumSamples: 3,
  medians: null,
  scores: { 'amd:ryzen-7-7700x': { score: 301.5, samples: 134, device: 'AMD Ryzen 7 7700X 8-Core Processor' } },
};
const entry = good.scores['amd:ryzen-7-7700x']!;
const withEntry = (changes: Record<string, unknown>) => ({ ...good, scores: { 'amd:ryzen-7-7700x': { ...entry, ...changes } } });

t.test('a good file validates', async (t) => {
  t.same(validateScoreFile(good, 'scores.json'), good);
});

t.test('a bad entry names the file, the entry and the field', async (t) => {
  const cases: [unknown, RegExp][] = [
    [withEntry({ score: -1 }), /^scores\.json: amd:ryzen-7-7700x: score is invalid/],
    [withEntry({ score: '301.5' }), /^scores\.json: amd:ryzen-7-7700x: score is invalid/],
    [withEntry({ samples: 2 }), /^scores\.json: amd:ryzen-7-7700x: samples is 2, fewer than minimumSamples \(3\)$/],
    [withEntry({ samples: 3.5 }), /^scores\.json: amd:ryzen-7-7700x: samples is invalid/],
    [withEntry({ device: undefined }), /^scores\.json: amd:ryzen-7-7700x: device is missing$/],
    [withEntry({ estimated: true }), /^scores\.json: amd:ryzen-7-7700x: has unknown fields: estimated$/],
    [{ ...good, scores: { 'AMD Ryzen 7 7700X': entry } }, /^scores\.json: "AMD Ryzen 7 7700X" is not a processor key \(vendor:id\)$/],
    [{ ...good, snapshot: '2026-13-01' }, /^scores\.json: snapshot must be a date, YYYY-MM-DD$/],
    [{ ...good, source: 'http://opendata.blender.org/' }, /^scores\.json: source is invalid/],
    [{ ...good, licence: undefined }, /^scores\.json: licence is missing$/],
    [{ ...good, benchmark: 'PassMark' }, /^scores\.json: benchmark is invalid/],
  ];
  for (const [file, message] of cases) t.throws(() => validateScoreFile(file, 'scores.json'), { name: 'CatalogueError', message }, String(message));
});

t.test('a key that names no processor stops start-up', async (t) => {
  const processors = [{ vendor: 'amd', id: 'ryzen-7-7700' }] as Pick<Processor, 'vendor' | 'id'>[];
  t.throws(() => checkScoreKeys(good, processors, SCORE_FILE), {
    message: 'data/scores/blender-opendata.json: amd:ryzen-7-7700x: names no processor in the catalogue (re-run npm run import-scores)',
  });
});

t.test('the shipped catalogue loads with its scores; a bad scores file stops it, a missing one means no scores', async (t) => {
  const catalogue = await loadCatalogue(undefined, rootDir);
  t.ok(catalogue.benchmark.count > 0, `${catalogue.benchmark.count} processors have a score`);
  t.match(catalogue.benchmark.source, { name: 'Blender Open Data', licence: 'CC0-1.0', synthetic: false });
  const shipped = JSON.parse(readFileSync(`${rootDir}/${SCORE_FILE}`, 'utf8')) as ScoreFile;
  const keys = Object.keys(shipped.scores);
  t.same(keys, [...keys].sort(), 'the shipped file\'s keys are in order (deterministic output)');

  const fixture = JSON.parse(readFileSync(new URL('../fixtures/processor-ryzen-7-7700x.json', import.meta.url), 'utf8')) as Processor;
  const layout = (scores?: unknown) => t.testdir({
    data: { amd: { 'a.json': JSON.stringify([fixture]) }, intel: {}, ...(scores === undefined ? {} : { scores: { 'blender-opendata.json': JSON.stringify(scores) } }) },
  });
  t.equal((await loadCatalogue(undefined, layout(good))).benchmark.scoreOf(fixture)?.score, 301.5);
  await t.rejects(loadCatalogue(undefined, layout(withEntry({ samples: 0 }))), { message: /^data\/scores\/blender-opendata\.json: amd:ryzen-7-7700x: samples/ });
  await t.rejects(loadCatalogue(undefined, layout({ ...good, scores: { 'intel:core-i9-13900k': entry } })), {
    message: /^data\/scores\/blender-opendata\.json: intel:core-i9-13900k: names no processor/,
  });
  const none = await loadCatalogue(undefined, layout());
  t.equal(none.benchmark.source, null);
  t.equal(none.benchmark.scoreOf(fixture), null, 'no file, no scores: nothing is estimated');
  t.equal((await loadShippedProcessors(layout())).length, 1);
});

t.test('fake:N gets synthetic scores, marked as such, for about two thirds of its processors', async (t) => {
  const catalogue = await loadCatalogue('fake:3000', rootDir);
  t.equal(catalogue.benchmark.source?.synthetic, true);
  const share = catalogue.benchmark.count / catalogue.processors.length;
  t.ok(share > 0.55 && share < 0.75, `${(share * 100).toFixed(0)}% scored`);
  const again = await loadCatalogue('fake:3000', rootDir);
  const p = catalogue.processors[10]!;
  t.same(again.benchmark.scoreOf(p), catalogue.benchmark.scoreOf(p), 'the same seed, the same scores');
});
