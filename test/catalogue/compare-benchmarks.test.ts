import { readFileSync } from 'node:fs';
import t from 'tap';
import { createCatalogue } from '../../src/catalogue/catalogue.js';
import { compareBenchmarks } from '../../src/catalogue/compare-benchmarks.js';
import { translate } from '../../src/messages.js';
import type { Processor } from '../../src/shared/processor.js';
import type { MessageKey } from '../../src/shared/messages.js';
import { verdictSentence } from '../../src/shared/verdict.js';
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
const catalogue = createCatalogue([x9800, x7800, x7700, x7600], { benchmarks: [
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
] });

t.test('per benchmark: the figures, relative bars, per watt and per dollar, the best marked', async (t) => {
  const { benchmarks, price } = compareBenchmarks(catalogue, [x9800, x7800]);
  t.same(benchmarks.map((b) => b.benchmark.id), ['blender', 'sysbench-cpu-single-thread'], 'only benchmarks that have one of them');
  const [blender] = benchmarks;
  t.same(blender!.score, [{ value: 336, relative: 1, best: true }, { value: 300, relative: 300 / 336, best: false }], 'the higher figure wins');
  t.same(blender!.perWatt.map((v) => v.value), [2.8, 2.5]);
  t.same(blender!.perDollar.map((v) => v.best), [false, true], '300 / $399 beats 336 / $479');
  t.same(price, [{ value: 479, relative: 399 / 479, best: false }, { value: 399, relative: 1, best: true }], 'the lower price wins');
});

t.test('a missing figure, and one that does not rank (one result, or doubtful), never wins; with fewer than two that can, nothing is marked', async (t) => {
  const { benchmarks, price } = compareBenchmarks(catalogue, [x7700, x7800, x7600]);
  const blender = benchmarks.find((b) => b.benchmark.id === 'blender')!;
  t.same(blender.score.map((v) => v.best), [false, false, false], 'the 7700\'s doubtful 290 does not count; 300 alone is not "best"');
  t.equal(blender.score[0]!.value, 290, 'the doubtful figure is still shown');
  t.equal(blender.score[0]!.relative, 290 / 300);
  t.same(blender.score[2], { value: null, relative: null, best: false });
  t.same(blender.perWatt[0], { value: null, relative: null, best: false }, 'a doubtful figure is not divided into a per-watt value');
  const sysbench = benchmarks.find((b) => b.benchmark.id === 'sysbench-cpu-single-thread')!;
  t.same(sysbench.score.map((v) => v.best), [false, false, false], 'the 7600\'s 6100 on one result is higher than the 7800X3D\'s 6000, and does not win');
  t.same(sysbench.score[2], { value: 6100, relative: 6100 / 6000, best: false }, 'shown, with its bar');
  t.same(price.map((v) => v.best), [false, false, true], 'no price is not the lowest price');
  const against = compareBenchmarks(catalogue, [x9800, x7600]).benchmarks.find((b) => b.benchmark.id === 'sysbench-cpu-single-thread')!;
  t.same(against.score.map((v) => v.best), [false, false], 'one ranked figure against one that does not rank: no star');
  t.same(against.perDollar.map((v) => v.best), [false, false], 'nor in its per-dollar row, where the cheaper 7600 would have won');
  t.ok(against.perDollar[1]!.value! > against.perDollar[0]!.value!, 'the case it guards');
  const same = compareBenchmarks(catalogue, [x9800, { ...x9800, id: 'twin' }]);
  t.same(same.price.map((v) => v.best), [false, false], 'equal values: no winner');
});

t.test('per watt and per dollar divide by the system: twice for a 2-chip figure; none per watt for a single-thread one', async (t) => {
  const epyc = part('epyc-9654', 'EPYC 9654', { segment: 'server', tdpW: 360, launchPriceUSD: 11805 });
  const other = part('epyc-9554', 'EPYC 9554', { segment: 'server', tdpW: 360, launchPriceUSD: 9087 });
  const servers = createCatalogue([epyc, other], { benchmarks: [
    benchmarkWith('specrate2017-int-base-2chip', { 'amd:epyc-9654': { score: 1800, samples: 20 }, 'amd:epyc-9554': { score: 1400, samples: 8 } }),
    benchmarkWith('specrate2017-int-base-1chip', { 'amd:epyc-9654': { score: 950, samples: 12 } }),
    benchmarkWith('sysbench-cpu-single-thread', { 'amd:epyc-9654': { score: 3000, samples: 2 }, 'amd:epyc-9554': { score: 3100, samples: 2 } }),
  ] });
  const [twoChip, oneChip, single] = compareBenchmarks(servers, [epyc, other]).benchmarks;
  t.same(twoChip!.perWatt.map((v) => v.value), [1800 / 720, 1400 / 720], 'a 2-chip system draws twice the TDP');
  t.same(twoChip!.perDollar.map((v) => v.value), [1800 / 23610, 1400 / 18174], 'and costs twice the launch price');
  t.same(oneChip!.perWatt[0]!.value, 950 / 360, 'a 1-chip system: the processor\'s own');
  t.same(single!.perWatt.map((v) => v.value), [null, null], 'one thread\'s speed gets no per-watt value');
  t.same(single!.perDollar.map((v) => v.value), [3000 / 11805, 3100 / 9087], 'but stays per launch dollar');
});

t.test('the sentence: the differences that matter, each naming what it rests on, what is missing, and that no source measures games', async (t) => {
  const names = (ps: Processor[]) => ps.map((p) => p.name);
  const en = (key: MessageKey, values?: Record<string, string | number>) => translate('en', key, values);
  const zh = (key: MessageKey, values?: Record<string, string | number>) => translate('zh', key, values);
  const two = compareBenchmarks(catalogue, [x9800, x7800]);
  t.match(two.verdict, {
    subject: 0,
    against: [{ other: 1, differences: [
      { kind: 'benchmark', benchmark: 'blender', better: true, samples: [40, 50] },
      { kind: 'benchmark', benchmark: 'sysbench-cpu-single-thread', better: true, samples: [3, 2] },
      { kind: 'price', better: false },
    ], missing: [] }],
  });
  t.equal(verdictSentence(two.verdict, names([x9800, x7800]), 'en', en),
    'Ryzen 7 9800X3D against Ryzen 7 7800X3D: 12% faster in multi-thread rendering (Blender), 4% faster in the SysBench CPU single-thread test, 20% dearer at launch. No open source measures games.');
  t.equal(verdictSentence(two.verdict, names([x9800, x7800]), 'zh', zh),
    'Ryzen 7 9800X3D 对比 Ryzen 7 7800X3D：多线程渲染（Blender）快 12%，SysBench CPU 单线程测试快 4%，首发价贵 20%。没有任何开放数据源测量游戏性能。');

  const reverse = compareBenchmarks(catalogue, [x7800, x9800]);
  t.equal(verdictSentence(reverse.verdict, names([x7800, x9800]), 'en', en),
    'Ryzen 7 7800X3D against Ryzen 7 9800X3D: 11% slower in multi-thread rendering (Blender), 4% slower in the SysBench CPU single-thread test, 17% cheaper at launch. No open source measures games.');

  // The 7600's SysBench figure rests on one result and the 7700's Blender figure is doubtful:
  // neither is compared, and the sentence says which ranked figures of the headline benchmarks
  // (here, without an index, Blender and SysBench) each lacks where the 7800X3D has one.
  const three = compareBenchmarks(catalogue, [x7800, x7600, x7700]);
  t.equal(verdictSentence(three.verdict, names([x7800, x7600, x7700]), 'en', en),
    'Ryzen 7 7800X3D against Ryzen 5 7600: no ranked figure for the Ryzen 5 7600 in multi-thread rendering (Blender), the SysBench CPU single-thread test, 74% dearer at launch; ' +
    'against Ryzen 7 7700: no ranked figure for the Ryzen 7 7700 in multi-thread rendering (Blender), the SysBench CPU single-thread test. No open source measures games.');
  t.equal(verdictSentence(three.verdict, names([x7800, x7600, x7700]), 'zh', zh),
    'Ryzen 7 7800X3D 对比 Ryzen 5 7600：Ryzen 5 7600 在多线程渲染（Blender）、SysBench CPU 单线程测试中没有可排名的数值，首发价贵 74%；' +
    '对比 Ryzen 7 7700：Ryzen 7 7700 在多线程渲染（Blender）、SysBench CPU 单线程测试中没有可排名的数值。没有任何开放数据源测量游戏性能。');

  // A processor no open benchmark names: the sentence says so rather than only that it is dearer.
  const unmeasured = part('core-i5-14400t', 'Core i5-14400T', { vendor: 'intel', launchPriceUSD: 254 });
  const withIt = createCatalogue([x7600, unmeasured], { benchmarks: catalogue.benchmarks });
  t.equal(verdictSentence(compareBenchmarks(withIt, [unmeasured, x7600]).verdict, names([unmeasured, x7600]), 'en', en),
    'Core i5-14400T against Ryzen 5 7600: no open benchmark has a figure for the Core i5-14400T, 11% dearer at launch. No open source measures games.');
  t.equal(verdictSentence(compareBenchmarks(withIt, [unmeasured, x7600]).verdict, names([unmeasured, x7600]), 'zh', zh),
    'Core i5-14400T 对比 Ryzen 5 7600：Core i5-14400T 暂无任何公开测试数值，首发价贵 11%。没有任何开放数据源测量游戏性能。');
});

t.test('Chinese: no space between two Chinese characters, a space beside a Latin name', async (t) => {
  const zh = (key: MessageKey, values?: Record<string, string | number>) => translate('zh', key, values);
  const sentence = verdictSentence({ subject: 0, against: [{ other: 1, missing: [], differences: [
    { kind: 'benchmark', benchmark: 'specrate2017-int-base-2chip', share: 0.3, better: true, samples: [1, 1] },
    { kind: 'benchmark', benchmark: 'raytracing-single-thread', share: 0.05, better: false, samples: [5, 5] },
    { kind: 'benchmark', benchmark: 'blender', share: 0.1, better: true, samples: [9, 9] },
  ] }] }, ['EPYC 9654', 'Xeon Platinum 8490H'], 'zh', zh);
  t.equal(sentence, 'EPYC 9654 对比 Xeon Platinum 8490H：SPECrate2017 整数吞吐（双芯片系统）快 30%，光线追踪单线程测试慢 5%，多线程渲染（Blender）快 10%。没有任何开放数据源测量游戏性能。');
  t.match(zh('benchmarks.specrate2017-int-base-2chip.basis'), /）$/, 'the case it guards: a name that ends in a full-width bracket');
});

t.test('a difference under 3% is not worth saying', async (t) => {
  const close = createCatalogue([x9800, x7800], { benchmarks: [benchmarkWith('blender', {
    'amd:ryzen-7-9800x3d': { score: 305, samples: 40 },
    'amd:ryzen-7-7800x3d': { score: 300, samples: 50 },
  })] });
  t.same(compareBenchmarks(close, [x9800, x7800]).verdict.against[0]!.differences.map((d) => d.kind), ['price'], '1.7% faster is left out; 20% dearer is not');
});
