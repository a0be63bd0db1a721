import t from 'tap';
import type { Benchmark } from '../../src/catalogue/benchmark.js';
import { BENCHMARK_MODULES } from '../../src/record/benchmarks/list.js';
import { createCatalogue } from '../../src/catalogue/catalogue.js';
import { ladderSize, rankingOf, everyEntry, standingsOf } from '../../src/catalogue/ladder.js';
import { advisorMeasures, figureCounts } from '../../src/catalogue/socket-listing.js';
import { generateCatalogue } from '../../src/catalogue/synthetic.js';
import { generateBenchmarks } from '../../src/catalogue/synthetic-scores.js';
import { LADDER_SEGMENTS, METRICS } from '../../src/shared/ladder-query.js';
import { VENDORS } from '../../src/shared/processor.js';
import { DEFAULT_QUERY, type SortKey } from '../../src/shared/library-query.js';
import { similarProcessors } from '../../src/catalogue/similar.js';
import { measureSocket } from '../../src/catalogue/platforms/upgrade-advisor.js';

/**
 * A synthetic catalogue's benchmarks list their figures by the records' places, and the ladders
 * and socket pages read them so rather than looking each record up. Read either way, every
 * ranking, ladder size, socket count, library order by a figure and list of similar processors must be the same: the same records and figures, each
 * one's own, in the same order.
 */
t.test('a synthetic catalogue ranks and counts the same read by place as looked up record by record', async (t) => {
  const processors = generateCatalogue(3_000);
  const benchmarks = generateBenchmarks(processors, BENCHMARK_MODULES);
  t.ok(
    benchmarks.every((benchmark) => benchmark.byPlace?.processors === processors),
    'every benchmark lists its figures by place',
  );
  const byPlace = createCatalogue(processors, { synthetic: true, benchmarks });
  // The same figures with nothing but the look-up, as a benchmark read from a file has.
  const lookedUp = createCatalogue(processors, {
    synthetic: true,
    benchmarks: benchmarks.map((benchmark): Benchmark => ({ info: benchmark.info, count: benchmark.count, figureOf: benchmark.figureOf })),
  });
  const entriesOf = (catalogue: typeof byPlace, index: number, query: Omit<Parameters<typeof rankingOf>[1], 'benchmark'>) =>
    everyEntry(rankingOf(catalogue, { ...query, benchmark: catalogue.benchmarks[index]! } as Parameters<typeof rankingOf>[1])).map(
      (entry) => `${entry.processor.vendor}:${entry.processor.id} ${entry.figure.score} ${entry.value} ${entry.rank}-${entry.worstRank} ${entry.tier}`,
    );
  let rankings = 0;
  for (let index = 0; index < benchmarks.length; index++) {
    for (const segment of LADDER_SEGMENTS) {
      for (const metric of METRICS) {
        for (const unranked of [false, true]) {
          const query = { segment, metric, unranked };
          const expected = entriesOf(lookedUp, index, query);
          if (expected.length) rankings++;
          if (JSON.stringify(entriesOf(byPlace, index, query)) !== JSON.stringify(expected))
            t.fail(`${benchmarks[index]!.info.id} ${segment} ${metric}${unranked ? ' unranked' : ''}`);
          for (const vendor of [null, ...VENDORS]) {
            const size = (catalogue: typeof byPlace) => ladderSize(catalogue, { ...query, benchmark: catalogue.benchmarks[index]! }, vendor);
            if (size(byPlace) !== size(lookedUp)) t.fail(`the size of ${benchmarks[index]!.info.id} ${segment} ${metric} ${vendor ?? 'both'}`);
          }
        }
      }
    }
  }
  t.ok(rankings > 50, `${rankings} rankings with entries compared, with every ladder size`);
  // Each processor's standing on its ladders: where a detail page finds it in a ranking.
  let standings = 0;
  for (const processor of processors) {
    const [placed, found] = [standingsOf(byPlace, processor), standingsOf(lookedUp, processor)];
    standings += placed.filter((one) => one.standing !== null).length;
    if (JSON.stringify(placed) !== JSON.stringify(found)) t.fail(`the standings of ${processor.vendor}:${processor.id}`);
  }
  t.ok(standings > 5_000, `${standings} standings of ${processors.length} processors compared`);
  // The upgrade advisor's figures: each processor's ranked figure in every benchmark it reads.
  const [measuredByPlace, measuredLookedUp] = [advisorMeasures(byPlace), advisorMeasures(lookedUp)];
  let measured = 0;
  for (const processor of processors) {
    measuredByPlace.forEach((measure, at) => {
      const [placed, found] = [measure.figureOf(processor), measuredLookedUp[at]!.figureOf(processor)];
      if (placed) measured++;
      if (JSON.stringify(placed) !== JSON.stringify(found)) t.fail(`the advisor's ${measure.id} figure of ${processor.vendor}:${processor.id}`);
    });
  }
  t.ok(measured > 5_000, `${measured} ranked figures the advisor reads compared`);
  // The library's score sorts and its "with a figure" filter, and similar processors by score.
  const ids = (list: readonly { vendor: string; id: string }[]) => list.map((p) => `${p.vendor}:${p.id}`).join();
  for (const sort of ['score', ...benchmarks.map((benchmark) => benchmark.info.id)] as SortKey[]) {
    for (const descending of [false, true]) {
      const query = { ...DEFAULT_QUERY, sort, descending, scored: true };
      const found = byPlace.library.matching(query);
      t.ok(found.length > 0, `${sort}${descending ? ' descending' : ''}: ${found.length} with a figure`);
      if (ids(found) !== ids(lookedUp.library.matching(query))) t.fail(`the library sorted by ${sort}${descending ? ', descending' : ''}`);
    }
  }
  // The search puts a part with a figure before one without among matches otherwise equal: with
  // one benchmark about a third of the parts have none, and a family's name finds none of them
  // among its first twenty, read either way.
  const [one] = benchmarks;
  for (const benchmark of [one!, { info: one!.info, count: one!.count, figureOf: one!.figureOf }]) {
    const { search } = createCatalogue(processors, { synthetic: true, benchmarks: [benchmark] });
    for (const family of ['ryzen', 'core', 'xeon', 'epyc', 'atom']) {
      const found = search.suggest(family, 20);
      t.ok(
        found.length === 20 && found.every((p) => one!.figureOf(p) !== null),
        `${family}: the first 20 found have a figure${benchmark.byPlace ? ', read by place' : ''}`,
      );
    }
  }
  for (const processor of processors.slice(0, 200)) {
    const [own, other] = [byPlace, lookedUp].map((catalogue) => ids(similarProcessors(catalogue, catalogue.find(processor.vendor, processor.id)!)));
    if (own !== other) t.fail(`the processors similar to ${processor.id}`);
  }
  const sockets = byPlace.platforms.sockets.filter((socket) => socket.processorCount > 0);
  t.ok(sockets.length > 5, `${sockets.length} sockets`);
  for (const socket of sockets) {
    t.same([...figureCounts(byPlace, socket.id)], [...figureCounts(lookedUp, socket.id)], `the figure counts of ${socket.id}`);
  }
  // The upgrade advisor's table of each socket: each ranked figure read at its record's place is the one the look-up finds.
  let tabled = 0;
  for (const socket of sockets) {
    const [placed, found] = [byPlace, lookedUp].map((catalogue) => {
      const { processors, figures, samples } = measureSocket(catalogue.platforms.processorsOn(socket.id), advisorMeasures(catalogue));
      return JSON.stringify({
        processors: processors.map((p) => `${p.vendor}:${p.id}`),
        figures: figures.map((column) => Array.from(column)),
        samples: samples.map((column) => Array.from(column)),
      });
    });
    tabled += (placed!.match(/\d,/g) ?? []).length;
    if (placed !== found) t.fail(`the upgrade advisor's table of ${socket.id}`);
  }
  t.ok(advisorMeasures(byPlace).some((measure) => measure.byPlace) && tabled > 5_000, "the advisor's tables of every socket compared, read by place");
});
