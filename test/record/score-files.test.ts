import t from 'tap';
import type { ScoreFile } from '../../src/record/benchmark-file.js';
import { SPEC_CPU2017 } from '../../src/record/benchmarks/spec-cpu2017.js';
import { readScoreFiles, scoreFileOfParts, scoreFileTexts } from '../../src/record/score-files.js';

/**
 * SPEC's figures on disk: one file per benchmark, each cited result a row with its id where its
 * URL was, the URL template in every file's header. What the files give back must be exactly the
 * figures they were written from, a URL the template cannot give back must stop the importer, and
 * a broken file must stop start-up naming the file, the entry and the field.
 */
const result = (url: string, published: string, score: number) => ({ url, sponsor: 'Maker A', system: 'Server A1 (AMD EPYC 9654)', published, score });
const figures = (results: ReturnType<typeof result>[]) => ({
  'amd:epyc-9654': { score: results[0]!.score, samples: results.length, device: 'AMD EPYC 9654', results },
});
const specFile = (results: ReturnType<typeof result>[]): ScoreFile => ({
  module: SPEC_CPU2017.id,
  sourceName: SPEC_CPU2017.sourceName,
  sourceUrl: SPEC_CPU2017.sourceUrl,
  licence: SPEC_CPU2017.licence,
  licenceUrl: SPEC_CPU2017.licenceUrl,
  attribution: SPEC_CPU2017.attribution,
  notice: SPEC_CPU2017.notice,
  snapshot: '2026-03-24',
  inputs: ['https://www.spec.org/cgi-bin/osgresults?conf=cpu2017;op=dump;format=csvdump'],
  benchmarks: Object.fromEntries(
    SPEC_CPU2017.benchmarks.map(({ id }) => [id, { method: 'the median', version: null, minimumSamples: 1, figures: figures(results) }]),
  ),
});
const good = specFile([
  result('https://www.spec.org/cpu2017/results/res2024q4/cpu2017-20241001-44990.html', '2024-12', 1000),
  result('https://www.spec.org/cpu2017/results/res2025q1/cpu2017-20241216-45800.html', '2025-01', 1100),
]);
const parsed = (texts: { label: string; text: string }[]) =>
  texts.map(({ label, text }) => {
    const data = JSON.parse(text) as { benchmarks: object };
    return { label, benchmarks: Object.keys(data.benchmarks), data };
  });

t.test('one file per benchmark, each with the header, reads back as the figures it was written from', async (t) => {
  const texts = scoreFileTexts(good, SPEC_CPU2017);
  t.same(
    texts.map(({ label }) => label),
    SPEC_CPU2017.benchmarks.map(({ id }) => `data/scores/spec-cpu2017/${id}.json`),
  );
  for (const { label, text } of texts) {
    t.match(text, /"notice": "SPEC®, SPECrate® and SPEC CPU® are registered trademarks/, `${label} carries the notice`);
    t.match(text, /\["20241001-44990","Maker A","Server A1 \(AMD EPYC 9654\)","2024-12",1000\]/, `${label}: a result is a row`);
    t.notMatch(text, /res2024q4/, `${label}: no URL but the template's`);
  }
  t.same(scoreFileOfParts(parsed(texts), SPEC_CPU2017, null), good);
});

t.test('a disclosure URL the template cannot give back stops the importer, naming it', async (t) => {
  // filed under another quarter than the one it was published in
  const odd = specFile([result('https://www.spec.org/cpu2017/results/res2025q2/cpu2017-20241216-45800.html', '2025-01', 1100)]);
  t.throws(() => scoreFileTexts(odd, SPEC_CPU2017), {
    message:
      /specrate2017-int-base-1chip amd:epyc-9654: https:\/\/www\.spec\.org\/cpu2017\/results\/res2025q2\/cpu2017-20241216-45800\.html \(published 2025-01\) does not follow/,
  });
});

t.test('a broken file stops start-up naming the file, the entry and the field', async (t) => {
  const parts = parsed(scoreFileTexts(good, SPEC_CPU2017));
  const broken = structuredClone(parts);
  (broken[1]!.data as any).benchmarks['specrate2017-int-base-2chip'].figures['amd:epyc-9654'].results[1] = [
    '20241216-45800',
    'Maker A',
    'Server A1',
    'January',
    1100,
  ];
  t.throws(() => scoreFileOfParts(broken, SPEC_CPU2017, null), {
    message:
      'data/scores/spec-cpu2017/specrate2017-int-base-2chip.json: specrate2017-int-base-2chip amd:epyc-9654: results.1 must be a row of result, sponsor, system, published, score with published a month, YYYY-MM',
  });
  const otherDate = structuredClone(parts);
  (otherDate[2]!.data as any).snapshot = '2026-04-01';
  t.throws(() => scoreFileOfParts(otherDate, SPEC_CPU2017, null), {
    message:
      /^data\/scores\/spec-cpu2017\/specrate2017-fp-base-1chip\.json: snapshot differs from data\/scores\/spec-cpu2017\/specrate2017-int-base-1chip\.json/,
  });
  const otherTemplate = structuredClone(parts);
  (otherTemplate[0]!.data as any).resultRows.url = 'https://www.spec.org/cpu2017/results/{result}.html';
  t.throws(() => scoreFileOfParts(otherTemplate, SPEC_CPU2017, null), {
    message: /^data\/scores\/spec-cpu2017\/specrate2017-int-base-1chip\.json: resultRows must be/,
  });

  const root = t.testdir({ data: { scores: { 'spec-cpu2017': { 'specrate2017-int-base-1chip.json': JSON.stringify(parts[0]!.data) } } } });
  await t.rejects(readScoreFiles(root, SPEC_CPU2017, null), { message: /^data\/scores\/spec-cpu2017\/specrate2017-int-base-2chip\.json: file not found/ });
  t.equal(await readScoreFiles(t.testdir({}), SPEC_CPU2017, null), null, 'no file at all: no figures');
});
