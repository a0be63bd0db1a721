import { readFileSync } from 'node:fs';
import t from 'tap';
import { createCatalogue } from '../../src/catalogue/catalogue.js';
import { compareBenchmarks } from '../../src/catalogue/compare-benchmarks.js';
import { translate } from '../../src/messages.js';
import type { Processor } from '../../src/shared/processor.js';
import type { MessageKey } from '../../src/shared/messages.js';
import { verdictAnswer, verdictText } from '../../src/shared/verdict.js';
import { benchmarkWith } from './figures.js';

/**
 * Compare's buyer's answer: per benchmark the figures, per watt and per dollar, the best of each
 * row marked for the right reason, and the sentence that says what differs, in both languages.
 */
const base = JSON.parse(readFileSync(new URL('../fixtures/processor-ryzen-7-7700x.json', import.meta.url), 'utf8')) as Processor;
const part = (id: string, name: string, changes: Partial<Processor> = {}): Processor => ({ ...base, id, name, ...changes });
const x9800 = part('ryzen-7-9800x3d', 'Ryzen 7 9800X3D', { tdpW: 120, launchPriceUSD: 479 });
const x7800 = part('ryzen-7-7800x3d', 'Ryzen 7 7800X3D', { tdpW: 120, launchPriceUSD: 399 });
const x7700 = part('ryzen-7-7700', 'Ryzen 7 7700', { tdpW: 65, launchPriceUSD: null });
const x7600 = part('ryzen-5-7600', 'Ryzen 5 7600', { tdpW: 65, launchPriceUSD: 229 });
const catalogue = createCatalogue([x9800, x7800, x7700, x7600], {
  benchmarks: [
    benchmarkWith('blender', {
      'amd:ryzen-7-9800x3d': { score: 336, samples: 40 },
      'amd:ryzen-7-7800x3d': { score: 300, samples: 50 },
      'amd:ryzen-7-7700': { score: 290, samples: 30, doubt: { cause: 'part-of-cores', side: 'below', sibling: 'amd:ryzen-5-7600', ratio: 1.6 } },
    }),
    benchmarkWith('sysbench-cpu-single-thread', {
      'amd:ryzen-7-9800x3d': { score: 6240, samples: 3 },
      'amd:ryzen-7-7800x3d': { score: 6000, samples: 2 },
      'amd:ryzen-5-7600': { score: 6100, samples: 1 },
    }),
    benchmarkWith('raytracing-single-thread', { 'amd:ryzen-5-7600': { score: 3000, samples: 4 } }),
    benchmarkWith('specrate2017-int-base-1chip', {}),
  ],
});

t.test('per benchmark: the figures, relative bars, per watt and per dollar, the best marked', async (t) => {
  const { benchmarks, price } = compareBenchmarks(catalogue, [x9800, x7800]);
  t.same(
    benchmarks.map((b) => b.benchmark.id),
    ['blender', 'sysbench-cpu-single-thread'],
    'only benchmarks that have one of them',
  );
  const [blender] = benchmarks;
  t.same(
    blender!.score,
    [
      { value: 336, relative: 1, best: true },
      { value: 300, relative: 300 / 336, best: false },
    ],
    'the higher figure wins',
  );
  t.same(
    blender!.perWatt.map((v) => v.value),
    [2.8, 2.5],
  );
  t.same(
    blender!.perDollar.map((v) => v.best),
    [false, true],
    '300 / $399 beats 336 / $479',
  );
  t.same(
    price,
    [
      { value: 479, relative: 399 / 479, best: false },
      { value: 399, relative: 1, best: true },
    ],
    'the lower price wins',
  );
});

t.test('a missing figure, and one that does not rank (one result, or doubtful), never wins; with fewer than two that can, nothing is marked', async (t) => {
  const { benchmarks, price } = compareBenchmarks(catalogue, [x7700, x7800, x7600]);
  const blender = benchmarks.find((b) => b.benchmark.id === 'blender')!;
  t.same(
    blender.score.map((v) => v.best),
    [false, false, false],
    'the 7700\'s doubtful 290 does not count; 300 alone is not "best"',
  );
  t.equal(blender.score[0]!.value, 290, 'the doubtful figure is still shown');
  t.equal(blender.score[0]!.relative, 290 / 300);
  t.same(blender.score[2], { value: null, relative: null, best: false });
  t.same(blender.perWatt[0], { value: null, relative: null, best: false }, 'a doubtful figure is not divided into a per-watt value');
  const sysbench = benchmarks.find((b) => b.benchmark.id === 'sysbench-cpu-single-thread')!;
  t.same(
    sysbench.score.map((v) => v.best),
    [false, false, false],
    "the 7600's 6100 on one result is higher than the 7800X3D's 6000, and does not win",
  );
  t.same(sysbench.score[2], { value: 6100, relative: 6100 / 6000, best: false }, 'shown, with its bar');
  t.same(
    price.map((v) => v.best),
    [false, false, true],
    'no price is not the lowest price',
  );
  const against = compareBenchmarks(catalogue, [x9800, x7600]).benchmarks.find((b) => b.benchmark.id === 'sysbench-cpu-single-thread')!;
  t.same(
    against.score.map((v) => v.best),
    [false, false],
    'one ranked figure against one that does not rank: no star',
  );
  t.same(
    against.perDollar.map((v) => v.best),
    [false, false],
    'nor in its per-dollar row, where the cheaper 7600 would have won',
  );
  t.ok(against.perDollar[1]!.value! > against.perDollar[0]!.value!, 'the case it guards');
  const same = compareBenchmarks(catalogue, [x9800, { ...x9800, id: 'twin' }]);
  t.same(
    same.price.map((v) => v.best),
    [false, false],
    'equal values: no winner',
  );
});

t.test('per watt and per dollar divide by the system: twice for a 2-chip figure; none per watt for a single-thread one', async (t) => {
  const epyc = part('epyc-9654', 'EPYC 9654', { segment: 'server', tdpW: 360, launchPriceUSD: 11805 });
  const other = part('epyc-9554', 'EPYC 9554', { segment: 'server', tdpW: 360, launchPriceUSD: 9087 });
  const servers = createCatalogue([epyc, other], {
    benchmarks: [
      benchmarkWith('specrate2017-int-base-2chip', { 'amd:epyc-9654': { score: 1800, samples: 20 }, 'amd:epyc-9554': { score: 1400, samples: 8 } }),
      benchmarkWith('specrate2017-int-base-1chip', { 'amd:epyc-9654': { score: 950, samples: 12 } }),
      benchmarkWith('sysbench-cpu-single-thread', { 'amd:epyc-9654': { score: 3000, samples: 2 }, 'amd:epyc-9554': { score: 3100, samples: 2 } }),
    ],
  });
  const [twoChip, oneChip, single] = compareBenchmarks(servers, [epyc, other]).benchmarks;
  t.same(
    twoChip!.perWatt.map((v) => v.value),
    [1800 / 720, 1400 / 720],
    'a 2-chip system draws twice the TDP',
  );
  t.same(
    twoChip!.perDollar.map((v) => v.value),
    [1800 / 23610, 1400 / 18174],
    'and costs twice the launch price',
  );
  t.same(oneChip!.perWatt[0]!.value, 950 / 360, "a 1-chip system: the processor's own");
  t.same(
    single!.perWatt.map((v) => v.value),
    [null, null],
    "one thread's speed gets no per-watt value",
  );
  t.same(
    single!.perDollar.map((v) => v.value),
    [3000 / 11805, 3100 / 9087],
    'but stays per launch dollar',
  );
});

t.test('the verdict goal by goal, each naming what it rests on; games the open data cannot tell', async (t) => {
  const names = (ps: Processor[]) => ps.map((p) => p.name);
  const en = (key: MessageKey, values?: Record<string, string | number>) => translate('en', key, values);
  const zh = (key: MessageKey, values?: Record<string, string | number>) => translate('zh', key, values);
  const two = compareBenchmarks(catalogue, [x9800, x7800]);
  t.same(
    two.verdict.lines.map((line) => [line.goal, line.benchmark, line.answer.kind]),
    [
      ['multi-thread', 'blender', 'best'],
      ['single-thread', null, 'cannot-tell'],
      ['efficiency', 'blender', 'best'],
      ['games', null, 'no-open-data'],
      ['price', null, 'best'],
    ],
    'SysBench is one of the tests the index is made of: it answers nothing, though both have a ranked figure',
  );
  t.equal(
    verdictText(two.verdict, names([x9800, x7800]), 'en', en),
    'Rendering and compiling: the Ryzen 7 9800X3D, 12% faster than the Ryzen 7 7800X3D in multi-thread rendering (Blender). ' +
      'On one thread: the open data cannot tell: fewer than two of them have a figure. ' +
      'Efficiency: the Ryzen 7 9800X3D, 12% more per watt than the Ryzen 7 7800X3D in multi-thread rendering (Blender). ' +
      'Games: the open data cannot tell: no open source measures games. ' +
      "Launch price: the Ryzen 7 7800X3D, 17% cheaper than the Ryzen 7 9800X3D (vendors' US launch prices).",
  );
  t.equal(
    verdictText(two.verdict, names([x9800, x7800]), 'zh', zh),
    '渲染与编译：Ryzen 7 9800X3D，比 Ryzen 7 7800X3D 快 12%，依据多线程渲染（Blender）。' +
      '单线程：开放数据无法判断：它们之中有数值的不足两颗。' +
      '能效：Ryzen 7 9800X3D，每瓦性能比 Ryzen 7 7800X3D 高 12%，依据多线程渲染（Blender）。' +
      '游戏：开放数据无法判断：没有任何开放数据源测量游戏性能。' +
      '首发价：Ryzen 7 7800X3D，比 Ryzen 7 9800X3D 便宜 17%（厂商美元首发价）。',
  );

  // The 7700's Blender figure is doubtful and the 7600 has none: of three, only the 7800X3D's ranks, so
  // nothing can be told, and the line says whose figure is missing.
  const three = compareBenchmarks(catalogue, [x7800, x7600, x7700]);
  const multi = three.verdict.lines[0]!;
  t.same([multi.answer.kind, multi.missing], ['cannot-tell', [1, 2]]);
  t.equal(
    verdictAnswer(multi, names([x7800, x7600, x7700]), 'en', en),
    'the open data cannot tell: fewer than two of them have a ranked figure in multi-thread rendering (Blender) (no ranked figure for the Ryzen 5 7600 and Ryzen 7 7700)',
  );
  t.equal(
    verdictAnswer(multi, names([x7800, x7600, x7700]), 'zh', zh),
    '开放数据无法判断：它们之中有可排名多线程渲染（Blender）数值的不足两颗（Ryzen 5 7600 和 Ryzen 7 7700 没有可排名的数值）',
  );
  t.same(three.verdict.lines[4]!.missing, [2], 'the 7700 has no launch price: the cheapest of the other two, and the 7700 named as missing');
});

t.test('one thread rests on the index, and its ranges decide: overlapping ranges are too close to tell', async (t) => {
  const withIndex = (ranges: Record<string, [number, number, number]>) =>
    createCatalogue([x9800, x7800, x7600], {
      benchmarks: [
        benchmarkWith(
          'single-thread-index',
          Object.fromEntries(Object.entries(ranges).map(([key, [score, low, high]]) => [key, { score, samples: 6, tests: ['a', 'b'], range: { low, high } }])),
        ),
        benchmarkWith('sysbench-cpu-single-thread', { 'amd:ryzen-7-9800x3d': { score: 9000, samples: 3 }, 'amd:ryzen-7-7800x3d': { score: 6000, samples: 2 } }),
      ],
    });
  const apart = compareBenchmarks(withIndex({ 'amd:ryzen-7-9800x3d': [260, 230, 290], 'amd:ryzen-7-7800x3d': [200, 180, 225] }), [x7800, x9800]);
  t.same(
    apart.verdict.lines[1],
    { goal: 'single-thread', benchmark: 'single-thread-index', answer: { kind: 'best', processor: 1, over: 0, share: null, figures: [260, 200] }, missing: [] },
    'the two figures, not a share: a ratio of indexes is no ratio of speeds',
  );
  t.equal(
    verdictAnswer(apart.verdict.lines[1]!, [x7800.name, x9800.name], 'en', (key, values) => translate('en', key, values)),
    'the Ryzen 7 9800X3D, clearly faster than the Ryzen 7 7800X3D in the single-thread index (260.0 against 200.0: an order, not a percentage of speed)',
  );
  t.equal(
    verdictAnswer(apart.verdict.lines[1]!, [x7800.name, x9800.name], 'zh', (key, values) => translate('zh', key, values)),
    'Ryzen 7 9800X3D，明显快于 Ryzen 7 7800X3D，依据单线程指数（260.0 对 200.0：只表示先后，不是速度的百分比）',
  );
  t.same(
    apart.benchmarks.find((b) => b.benchmark.id === 'single-thread-index')!.score.map((v) => v.best),
    [false, true],
    'the star where the ranges are apart',
  );
  const close = compareBenchmarks(withIndex({ 'amd:ryzen-7-9800x3d': [260, 220, 300], 'amd:ryzen-7-7800x3d': [200, 170, 235] }), [x7800, x9800]);
  t.match(close.verdict.lines[1], { benchmark: 'single-thread-index', answer: { kind: 'too-close', processors: [0, 1] } }, '30% apart, but the ranges overlap');
  t.same(
    close.benchmarks.find((b) => b.benchmark.id === 'single-thread-index')!.score.map((v) => v.best),
    [false, false],
    'no star either',
  );
  t.equal(
    verdictAnswer(close.verdict.lines[1]!, [x7800.name, x9800.name], 'en', (key, values) => translate('en', key, values)),
    'too close to tell between the Ryzen 7 7800X3D and Ryzen 7 9800X3D in the single-thread index',
  );
  const index = benchmarkWith('single-thread-index', {});
  t.ok(
    index.info.derivedFrom?.benchmarks.includes('sysbench-cpu-single-thread'),
    "the case it guards: SysBench is one of the index's tests, and says 50% apart",
  );
  const three = compareBenchmarks(
    withIndex({ 'amd:ryzen-7-9800x3d': [260, 230, 290], 'amd:ryzen-7-7800x3d': [200, 180, 225], 'amd:ryzen-5-7600': [250, 215, 280] }),
    [x7800, x9800, x7600],
  );
  t.match(
    three.verdict.lines[1],
    { answer: { kind: 'too-close', processors: [1, 2] } },
    'the best and the one it cannot be told from; the 7800X3D is behind both',
  );
});

t.test('a difference under 3% is not worth saying', async (t) => {
  const close = createCatalogue([x9800, x7800], {
    benchmarks: [
      benchmarkWith('blender', {
        'amd:ryzen-7-9800x3d': { score: 305, samples: 40 },
        'amd:ryzen-7-7800x3d': { score: 300, samples: 50 },
      }),
    ],
  });
  const lines = compareBenchmarks(close, [x9800, x7800]).verdict.lines;
  t.match(lines[0], { goal: 'multi-thread', answer: { kind: 'too-close', processors: [0, 1] } }, '1.7% faster is too close to tell');
  t.match(lines[4], { goal: 'price', answer: { kind: 'best', processor: 1 } }, '20% dearer is not');
});
