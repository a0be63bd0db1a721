import t from 'tap';
import { FigureColumns } from '../../src/catalogue/figure-columns.js';
import { generateCatalogue } from '../../src/catalogue/synthetic.js';
import { generateBenchmarks } from '../../src/catalogue/synthetic-scores.js';
import { BENCHMARK_MODULES } from '../../src/record/benchmarks/list.js';
import type { Doubt } from '../../src/shared/benchmark.js';

/**
 * A synthetic catalogue keeps its figures as columns and makes a figure object when a page asks.
 * Pages and payloads are those objects as HTML and JSON, so the object must be the one the
 * catalogue held before: the same fields, in the same order (JSON keeps the order), a doubtful
 * figure never ranking, and a derived figure with its tests and range.
 */
const FIELDS = ['score', 'samples', 'results', 'doubt', 'ranked'];
const DERIVED_FIELDS = [...FIELDS, 'tests', 'range'];

t.test('a figure read back is the figure written, its fields in the written order', async (t) => {
  const columns = new FigureColumns(4);
  columns.set(1, 1234.567, 12, true);
  columns.set(2, 88.5, 3, true);
  const doubt: Doubt = { cause: 'part-of-cores', side: 'below', sibling: 'amd:x', ratio: 2.5 };
  columns.markDoubts((mark) => mark(2, doubt));
  t.equal(columns.at(0), null, 'no figure where none was written');
  t.notOk(columns.has(0));
  t.equal(JSON.stringify(columns.at(1)), '{"score":1234.567,"samples":12,"results":[],"doubt":null,"ranked":true}');
  t.same(Object.keys(columns.at(2)!), FIELDS);
  t.same(columns.at(2)!.doubt, doubt, 'the doubt kept');
  t.equal(columns.at(2)!.ranked, false, 'a doubtful figure does not rank');
  t.equal(columns.ranked(2), false);
  t.ok(columns.doubtful(2));
  t.equal(columns.score(1), 1234.567);
});

t.test('each doubt read back is the doubt marked, field for field and in its order, whatever order they were marked in', async (t) => {
  const columns = new FigureColumns(8);
  for (const place of [0, 1, 3, 4, 6, 7]) columns.set(place, 100 + place, 10, true);
  const doubts = new Map<number, Doubt>([
    [6, { cause: 'above-rating', side: 'above', sibling: 'intel:core-i9-13900k', ratio: 3.14 }],
    [1, { cause: 'few-samples', side: 'below', sibling: 'amd:ryzen-5-7600', ratio: 2 }],
    [7, { cause: 'wide-spread', side: 'below', sibling: '', ratio: 1.87 }],
    [3, { cause: 'few-samples', side: 'above', sibling: 'amd:ryzen-5-7600', ratio: 2.01 }],
    [0, { cause: 'reduced-clock', side: 'below', sibling: 'intel:core-i3-12100', ratio: 4.5 }],
  ]);
  // In no order of places, as the doubt rule finds them a line of processors at a time.
  columns.markDoubts((mark) => doubts.forEach((doubt, place) => mark(place, doubt)));
  for (let place = 0; place < columns.length; place++) {
    const marked = doubts.get(place);
    const figure = columns.at(place);
    t.equal(columns.doubtful(place), marked !== undefined, `place ${place}: doubtful() says whether it was doubted`);
    if (!figure) continue;
    t.equal(JSON.stringify(figure.doubt), JSON.stringify(marked ?? null), `place ${place}: the doubt as JSON is the one marked`);
    if (!marked) {
      t.equal(figure.doubt, null, `place ${place}: a figure without a doubt has none`);
      t.equal(figure.ranked, true, `place ${place}: and ranks`);
      continue;
    }
    t.same(Object.keys(figure.doubt!), ['cause', 'side', 'sibling', 'ratio'], `place ${place}: fields in the rule's order`);
    t.equal(figure.ranked, false, `place ${place}: a doubtful figure does not rank`);
  }
  t.equal(columns.at(2), null, 'no figure where none was set');
  t.notOk(columns.doubtful(5), 'nor a doubt');
});

t.test('doubts are refused rather than kept wrong: a cause outside the list, a place doubted twice, a second marking', async (t) => {
  const unknown = new FigureColumns(2);
  unknown.set(0, 1, 1, true);
  t.throws(() => unknown.markDoubts((mark) => mark(0, { cause: 'too-fast', side: 'above', sibling: 'amd:x', ratio: 2 } as unknown as Doubt)), /unknown cause/);
  const twice = new FigureColumns(2);
  twice.set(0, 1, 1, true);
  const doubt: Doubt = { cause: 'few-samples', side: 'below', sibling: 'amd:x', ratio: 2 };
  t.throws(() => twice.markDoubts((mark) => [0, 0].forEach((place) => mark(place, doubt))), /doubted twice/);
  const again = new FigureColumns(2);
  again.markDoubts((mark) => mark(1, doubt));
  t.throws(() => again.markDoubts((mark) => mark(0, doubt)), /marked once/);
});

t.test('a derived figure keeps its range and its tests, one list per mix', async (t) => {
  const columns = new FigureColumns(5);
  columns.set(0, 101.5, 40, true);
  columns.derive(0, 99, 104, ['a', 'b']);
  columns.set(2, 97, 20, true);
  columns.derive(2, 95, 99.5, ['a', 'b']);
  columns.set(3, 50, 10, true);
  columns.derive(3, 49, 51, ['c']);
  columns.set(4, 60, 10, true);
  t.equal(
    JSON.stringify(columns.at(0)),
    '{"score":101.5,"samples":40,"results":[],"doubt":null,"ranked":true,"tests":["a","b"],"range":{"low":99,"high":104}}',
  );
  t.equal(columns.at(0)!.tests, columns.at(2)!.tests, 'the same mix of tests is one list');
  t.equal(JSON.stringify(columns.at(3)), '{"score":50,"samples":10,"results":[],"doubt":null,"ranked":true,"tests":["c"],"range":{"low":49,"high":51}}');
  t.same(Object.keys(columns.at(4)!), FIELDS, 'a figure that is not derived has no tests and no range');
  t.equal(columns.at(1), null);
});

t.test('a generated catalogue: every figure read by place is the one looked up, and ranks as the rule says', async (t) => {
  const processors = generateCatalogue(2_000);
  const benchmarks = generateBenchmarks(processors, BENCHMARK_MODULES);
  let figures = 0;
  let doubtful = 0;
  let derived = 0;
  for (const benchmark of benchmarks) {
    const byPlace = benchmark.byPlace!.figures;
    processors.forEach((processor, place) => {
      const figure = benchmark.figureOf(processor);
      if (JSON.stringify(figure) !== JSON.stringify(byPlace.at(place))) t.fail(`${benchmark.info.id} ${processor.id}: by place and looked up differ`);
      if (!figure) return;
      figures++;
      if (figure.doubt) doubtful++;
      if (figure.range) derived++;
      const fields = figure.range ? DERIVED_FIELDS : FIELDS;
      if (Object.keys(figure).join() !== fields.join()) t.fail(`${benchmark.info.id} ${processor.id}: fields ${Object.keys(figure).join()}`);
      if (figure.doubt && figure.ranked) t.fail(`${benchmark.info.id} ${processor.id}: a doubtful figure ranks`);
      if (byPlace.doubtful(place) !== (figure.doubt !== null))
        t.fail(`${benchmark.info.id} ${processor.id}: doubtful() ${byPlace.doubtful(place)}, doubt ${JSON.stringify(figure.doubt)}`);
      if (figure.ranked !== figure.samples >= benchmark.info.rankedSamples && !figure.doubt)
        t.fail(`${benchmark.info.id} ${processor.id}: ranks ${figure.ranked} on ${figure.samples} results`);
    });
  }
  t.ok(figures > 5_000 && doubtful > 100 && derived > 50, `${figures} figures read, ${doubtful} doubtful, ${derived} derived`);
});
