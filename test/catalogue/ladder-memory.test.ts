import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { OTHER_RANKED_ENTRIES, rankingOf, rankingsKept, everyEntry } from '../../src/catalogue/ladder.js';
import { readConfig } from '../../src/config.js';
import { LADDER_SEGMENTS, METRICS } from '../../src/shared/ladder-query.js';

/**
 * The rankings a ladder page's query makes are kept within a bound; the default ones, which every
 * detail page reads, for the catalogue's lifetime. A crawler asking for every combination of a
 * large catalogue (each benchmark, segment and metric, with and without the unranked figures)
 * must not make the process hold them all.
 */
t.test('every ladder combination of 20,000 processors: the defaults all kept, the others within their bound', async (t) => {
  const catalogue = await loadCatalogue('fake:20000', readConfig({}).rootDir);
  let made = 0;
  const defaults = new Map<string, unknown>();
  for (const benchmark of catalogue.benchmarks) {
    for (const segment of LADDER_SEGMENTS) {
      defaults.set(`${benchmark.info.id} ${segment}`, rankingOf(catalogue, { benchmark, segment, metric: 'score' }));
      for (const metric of METRICS) {
        for (const unranked of [false, true]) made += everyEntry(rankingOf(catalogue, { benchmark, segment, metric, unranked })).length;
      }
    }
  }
  t.ok(made > OTHER_RANKED_ENTRIES * 1.2, `the combinations rank ${made} entries in all, more than the bound`);
  const kept = rankingsKept(catalogue);
  t.equal(kept.defaults, catalogue.benchmarks.length * LADDER_SEGMENTS.length, 'every default ranking kept');
  t.ok(kept.otherEntries <= OTHER_RANKED_ENTRIES, `the others hold ${kept.otherEntries} entries, at most ${OTHER_RANKED_ENTRIES}`);
  for (const benchmark of catalogue.benchmarks) {
    for (const segment of LADDER_SEGMENTS) {
      t.equal(
        rankingOf(catalogue, { benchmark, segment, metric: 'score' }),
        defaults.get(`${benchmark.info.id} ${segment}`),
        `${benchmark.info.id} ${segment}: the same ranking, not made again`,
      );
    }
  }
});

/**
 * A synthetic catalogue's figures are made when asked for (figure-columns.ts): every ranking of a
 * segment must share one object per figure, or a crawler asking for every metric would hold a copy
 * of each figure per ranking.
 */
t.test('the rankings of one segment share one figure object per processor', async (t) => {
  const catalogue = await loadCatalogue('fake:20000', readConfig({}).rootDir);
  const benchmark = catalogue.benchmarks[0]!;
  const byScore = rankingOf(catalogue, { benchmark, segment: 'desktop', metric: 'score' });
  const figureOf = new Map(everyEntry(byScore).map((entry) => [entry.processor, entry.figure]));
  let compared = 0;
  for (const metric of METRICS) {
    for (const entry of everyEntry(rankingOf(catalogue, { benchmark, segment: 'desktop', metric, unranked: true }))) {
      const shared = figureOf.get(entry.processor);
      if (!shared) continue;
      compared++;
      if (shared !== entry.figure) t.fail(`${metric}: ${entry.processor.id}'s figure is another object`);
    }
  }
  t.ok(compared > 1_000, `${compared} entries of ${METRICS.length} metrics hold the score ranking's own figure`);
});

/**
 * What a kept ranking holds is its own columns: the value of every figure of the segment, which
 * the ranking's sort reads, must not stay with it (it did, through the scope its entries' functions
 * shared). Counted as live Float64Arrays: a ranking's only one is its column of values.
 */
t.test('a kept ranking holds its columns and no array of the whole segment', async (t) => {
  const { queryObjects } = await import('node:v8');
  process.removeAllListeners('warning'); // queryObjects says it is experimental, once
  const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
  const benchmark = catalogue.benchmarks.find((b) => b.info.id === 'blender-classroom') ?? catalogue.benchmarks[0]!;
  // The segment's own figures are made by the first ranking of it, and kept with the catalogue.
  rankingOf(catalogue, { benchmark, segment: 'desktop', metric: 'score' });
  const before = queryObjects(Float64Array) as number;
  const kept = rankingOf(catalogue, { benchmark, segment: 'desktop', metric: 'per-watt', unranked: true });
  const after = queryObjects(Float64Array) as number;
  t.ok(everyEntry(kept).length > 0, 'the ranking lists figures');
  t.equal(after - before, 1, 'one more Float64Array alive: the ranking’s values');
});
