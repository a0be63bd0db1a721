import t from 'tap';
import { createCatalogue, type Catalogue } from '../../src/catalogue/catalogue.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import type { Processor } from '../../src/shared/processor.js';
import { similarProcessors } from '../../src/catalogue/similar.js';
import { generateCatalogue } from '../../src/catalogue/synthetic.js';
import { BENCHMARK_MODULES } from '../../src/record/benchmarks/list.js';
import { generateBenchmarks } from '../../src/catalogue/synthetic-scores.js';
import { benchmarkWith } from './figures.js';
import { readConfig } from '../../src/config.js';
import { launchMonthIndex } from '../../src/shared/launch-date.js';

/**
 * The definition of "similar", written plainly: score every processor of the segment, sort them
 * all, give the other vendor's best two their places. Where the target has an open benchmark
 * score, a candidate's distance grows by |log2| of the scores' ratio, or by 0.5 when it has none. similar.ts gets the same answer by looking
 * outwards from the launch month and keeping only the best few; this checks it is the same answer.
 */
// String.prototype.localeCompare with no locale, made once rather than on every comparison.
const byName = new Intl.Collator().compare;

/**
 * What the definition reads of each processor, worked out once per catalogue rather than again for
 * every pair (the check asks about thousands of processors, each against its whole segment): the
 * segment's members, each one's launch month (months since year 0; a quarter, "2024-Q3", counts
 * from its first month) and its open benchmark score.
 */
interface Facts {
  segments: Map<Processor['segment'], Processor[]>;
  month: Map<Processor, number | null>;
  score: Map<Processor, number | undefined>;
}
const factsOf = new WeakMap<Catalogue, Facts>();
function facts(catalogue: Catalogue): Facts {
  let known = factsOf.get(catalogue);
  if (!known) {
    const blender = catalogue.findBenchmark('blender');
    known = { segments: new Map(), month: new Map(), score: new Map() };
    for (const p of catalogue.processors) {
      if (!known.segments.has(p.segment)) known.segments.set(p.segment, []);
      known.segments.get(p.segment)!.push(p);
      known.month.set(p, launchMonthIndex(p.launched));
      known.score.set(p, blender?.figureOf(p)?.score);
    }
    factsOf.set(catalogue, known);
  }
  return known;
}

function similarByDefinition(catalogue: Catalogue, target: Processor): Processor[] {
  const { segments, month, score } = facts(catalogue);
  const scored: [number, Processor][] = [];
  for (const candidate of segments.get(target.segment) ?? []) {
    if (candidate === target) continue;
    const ratio = Math.log2(candidate.cores / target.cores);
    const [a, b] = [month.get(target)!, month.get(candidate)!];
    const monthsApart = a === null || b === null ? 24 : Math.abs(a - b);
    if (Math.abs(ratio) > 1 || monthsApart > 24) continue;
    const [mine, theirs] = [score.get(target), score.get(candidate)];
    const scoreDistance = mine === undefined ? 0 : theirs === undefined ? 0.5 : Math.abs(Math.log2(theirs / mine));
    scored.push([monthsApart / 12 + Math.abs(ratio) * 1.5 + scoreDistance, candidate]);
  }
  const ranked = scored.sort((x, y) => x[0] - y[0] || byName(x[1].name, y[1].name) || (x[1].id < y[1].id ? -1 : x[1].id > y[1].id ? 1 : 0)).map(([, p]) => p);
  const rivals = ranked.filter((p) => p.vendor !== target.vendor).slice(0, 2);
  const own = ranked.filter((p) => p.vendor === target.vendor).slice(0, 6 - rivals.length);
  return ranked.filter((p) => rivals.includes(p) || own.includes(p));
}

const ids = (processors: Processor[]) => processors.map((p) => `${p.vendor}:${p.id}`);

t.test('similar processors match the plain definition, for every real processor', async (t) => {
  const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
  let differ = 0;
  for (const p of catalogue.processors) {
    if (ids(similarProcessors(catalogue, p)).join() !== ids(similarByDefinition(catalogue, p)).join()) differ++;
  }
  t.equal(differ, 0, `${catalogue.processors.length} processors`);
});

t.test('…and in a large synthetic catalogue, where many candidates tie', async (t) => {
  const catalogue = createCatalogue(generateCatalogue(8000, 7));
  const sample = catalogue.processors.filter((_, index) => index % 40 === 0);
  for (const p of sample) {
    const found = ids(similarProcessors(catalogue, p));
    t.same(found, ids(similarByDefinition(catalogue, p)), `${p.vendor}:${p.id}`);
  }
  // A few undated processors, which count as two years from anything.
  const undated = catalogue.processors.slice(0, 3).map((p) => ({ ...p, id: `${p.id}-undated`, launched: null }));
  const mixed = createCatalogue([...catalogue.processors.slice(0, 2000), ...undated]);
  for (const p of [...undated, ...mixed.processors.slice(0, 30)]) {
    t.same(ids(similarProcessors(mixed, p)), ids(similarByDefinition(mixed, p)), `undated mix: ${p.id}`);
  }
});

t.test('…and with scores: similar scores come first, where both processors have one', async (t) => {
  const processors = generateCatalogue(6000, 11);
  const catalogue = createCatalogue(processors, { synthetic: true, benchmarks: generateBenchmarks(processors, BENCHMARK_MODULES, 11) });
  for (const p of catalogue.processors.filter((_, index) => index % 60 === 0)) {
    t.same(ids(similarProcessors(catalogue, p)), ids(similarByDefinition(catalogue, p)), `${p.vendor}:${p.id}`);
  }
  // Two candidates alike in every way but the score: the one scoring closer to the target ranks first.
  const target = catalogue.processors.find((p) => p.segment === 'desktop' && p.launched)!;
  const twin = (id: string) => ({ ...target, id, name: `Twin ${id}` });
  const [near, far, unscored] = [twin('near'), twin('far'), twin('unscored')];
  const trio = createCatalogue([target, far, near, unscored], {
    benchmarks: [
      benchmarkWith('blender', {
        [`${target.vendor}:${target.id}`]: { score: 100, samples: 20 },
        [`${near.vendor}:near`]: { score: 110, samples: 20 },
        [`${far.vendor}:far`]: { score: 300, samples: 20 },
      }),
    ],
  });
  t.same(
    similarProcessors(trio, trio.processors[0]!).map((p) => p.id),
    ['near', 'unscored', 'far'],
    '110 beside 100 first; no score ranks between (+0.5); 300 last (+1.58)',
  );
});
