import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { separation, type BenchmarkFigure } from '../../src/shared/benchmark.js';
import { parseProcessorKey } from '../../src/shared/processor.js';

/**
 * The shipped single-thread index against what the world measures: published single-thread
 * figures (PassMark's single-thread rating, Cinebench R23 and Geekbench 6 single-core), each with
 * its source's URL and date, in test/fixtures/single-thread-reference.json. They are an oracle
 * only, never figures of ours. Of the pairs a metric puts more than 10% apart, where both
 * processors rank on the index, the index must order at least 90% the same way, and it must never
 * call one faster (ranges apart) where the metric says the other is more than 10% faster.
 * docs/single-thread-index.md gives the figures this measures.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const catalogue = await loadCatalogue(undefined, root);
const index = catalogue.benchmarks.find((benchmark) => benchmark.info.id === 'single-thread-index')!;
const reference = JSON.parse(await readFile(new URL('../fixtures/single-thread-reference.json', import.meta.url), 'utf8')) as {
  sources: Record<string, { metric: string; url: string; published: string }>;
  figures: [string, string, number, string][];
};
const MARGIN = 1.1;

/** The ranked index figure of a processor key, or null. */
function rankedIndex(key: string): BenchmarkFigure | null {
  const named = parseProcessorKey(key);
  const processor = named && catalogue.find(named.vendor, named.id);
  const figure = processor ? index.figureOf(processor) : null;
  return figure?.ranked ? figure : null;
}

/** Each metric's reference pairs more than 10% apart where both rank, the faster first. */
function pairsApart(): { metric: string; faster: string; slower: string; ratio: number }[] {
  const byMetric = new Map<string, [string, number][]>();
  for (const [processor, metric, value] of reference.figures) {
    if (!rankedIndex(processor)) continue;
    byMetric.set(metric, [...(byMetric.get(metric) ?? []), [processor, value]]);
  }
  return [...byMetric].flatMap(([metric, figures]) =>
    figures.flatMap(([a, x], i) =>
      figures.slice(i + 1).flatMap(([b, y]) => {
        if (x > y * MARGIN) return [{ metric, faster: a, slower: b, ratio: x / y }];
        if (y > x * MARGIN) return [{ metric, faster: b, slower: a, ratio: y / x }];
        return [];
      }),
    ),
  );
}

t.test("the reference set: at least 60 processors, every figure with its source's URL and date", async (t) => {
  const processors = new Set(reference.figures.map(([processor]) => processor));
  t.ok(processors.size >= 60, `${processors.size} processors`);
  for (const vendor of ['amd', 'intel', 'apple'])
    t.ok(
      [...processors].some((key) => key.startsWith(`${vendor}:`)),
      `${vendor} among them`,
    );
  for (const [processor, metric, value, source] of reference.figures) {
    const cited = reference.sources[source];
    if (!cited || cited.metric !== metric || !(value > 0) || !catalogue.find(parseProcessorKey(processor)!.vendor, parseProcessorKey(processor)!.id)) {
      t.fail(`${processor} ${metric} ${value} ${source}: an unknown processor, source or metric`);
    }
  }
  for (const [id, source] of Object.entries(reference.sources)) {
    t.match(source.url, /^https:\/\//, `${id} has a URL`);
    t.match(source.published, /^\d{4}(-\d{2}){0,2}$/, `${id} has a date`);
  }
});

t.test('of the pairs more than 10% apart, the index orders at least 90% the same way', async (t) => {
  const pairs = pairsApart();
  const same = pairs.filter(({ faster, slower }) => rankedIndex(faster)!.score > rankedIndex(slower)!.score).length;
  t.ok(pairs.length > 1000, `${pairs.length} pairs`);
  t.ok(same / pairs.length >= 0.9, `${same} of ${pairs.length} (${((100 * same) / pairs.length).toFixed(1)}%) the same way`);
});

t.test('the index never calls one faster where the reference says the other is more than 10% faster', async (t) => {
  const wrong = pairsApart()
    .filter(({ faster, slower }) => separation('higher', rankedIndex(slower)!, rankedIndex(faster)!) === 'better')
    .map(({ metric, faster, slower, ratio }) => `${metric}: ${faster} is ${ratio.toFixed(2)}× ${slower}`);
  t.same(wrong, []);
});
