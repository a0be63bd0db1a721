import t from 'tap';
import { doubtPlaces, eachDoubtByPlace } from '../../src/catalogue/doubt-by-place.js';
import { doubtsOf, type FigureToCheck } from '../../src/record/doubt.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import type { Doubt } from '../../src/shared/benchmark.js';
import { processorKey } from '../../src/shared/processor.js';

/**
 * The doubt rule read by place (what a synthetic catalogue's figures use) must find exactly the
 * doubts the rule finds from figure objects (what the score importer uses): checked on every
 * benchmark of the shipped catalogue, whose records include parts that state no design (the line's
 * one design is then inferred) and parts the rule cannot compare.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const { processors } = catalogue;

t.ok(
  processors.some((p) => p.microarchitecture === null && p.codename === null),
  'the shipped catalogue has records that state no design',
);

for (const benchmark of catalogue.benchmarks) {
  const { id, direction, scope, rankedSamples } = benchmark.info;
  t.test(`${id}: the same doubts by place as from figure objects`, async (t) => {
    const rule = { direction, scope, rankedSamples };
    const figures: FigureToCheck[] = [];
    const withFigure: number[] = [];
    const scores = new Float64Array(processors.length);
    const samples = new Float64Array(processors.length);
    processors.forEach((processor, place) => {
      const figure = benchmark.figureOf(processor);
      if (!figure) return;
      figures.push({ processor, score: figure.score, samples: figure.samples });
      withFigure.push(place);
      scores[place] = figure.score;
      samples[place] = figure.samples;
    });
    const byPlace = new Map<string, Doubt>();
    eachDoubtByPlace(doubtPlaces(processors, scope), withFigure, scores, samples, rule, (place, doubt) => byPlace.set(processorKey(processors[place]!), doubt));
    const expected = doubtsOf(figures, rule);
    t.ok(figures.length === 0 || expected.size > 0 || byPlace.size === 0, `${figures.length} figures, ${expected.size} doubtful`);
    t.same(Object.fromEntries([...byPlace].sort()), Object.fromEntries([...expected].sort()));
  });
}
