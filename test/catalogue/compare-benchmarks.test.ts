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

t.test('a missing or doubtful value never wins; with fewer than two known, or all equal, nothing is marked', async (t) => {
  const { benchmarks, price } = compareBenchmarks(catalogue, [x7700, x7800, x7600]);
  const blender = benchmarks.find((b) => b.benchmark.id === 'blender')!;
  t.same(blender.score.map((v) => v.best), [false, false, false], 'the 7700\'s doubtful 290 does not count; 300 alone is not "best"');
  t.equal(blender.score[0]!.value, 290, 'the doubtful figure is still shown');
  t.equal(blender.score[0]!.relative, 290 / 300);
  t.same(blender.score[2], { value: null, relative: null, best: false });
  t.same(price.map((v) => v.best), [false, false, true], 'no price is not the lowest price');
  const same = compareBenchmarks(catalogue, [x9800, { ...x9800, id: 'twin' }]);
  t.same(same.price.map((v) => v.best), [false, false], 'equal values: no winner');
});

t.test('the sentence: the differences that matter, with what each rests on, in both languages', async (t) => {
  const names = (ps: Processor[]) => ps.map((p) => p.name);
  const two = compareBenchmarks(catalogue, [x9800, x7800]);
  t.match(two.verdict, {
    subject: 0,
    against: [{ other: 1, differences: [
      { kind: 'benchmark', benchmark: 'blender', better: true, samples: [40, 50] },
      { kind: 'benchmark', benchmark: 'sysbench-cpu-single-thread', better: true, samples: [3, 2] },
      { kind: 'price', better: false },
    ] }],
  });
  t.equal(verdictSentence(two.verdict, names([x9800, x7800]), 'en', (key, values) => translate('en', key, values)),
    'Ryzen 7 9800X3D against Ryzen 7 7800X3D: 12% faster in Blender, 4% faster in SysBench CPU single-thread, 20% dearer at launch.');
  t.equal(verdictSentence(two.verdict, names([x9800, x7800]), 'zh', (key, values) => translate('zh', key, values)),
    'Ryzen 7 9800X3D 对比 Ryzen 7 7800X3D：Blender 快 12%，SysBench CPU 单线程快 4%，首发价贵 20%。');

  const reverse = compareBenchmarks(catalogue, [x7800, x9800]);
  t.equal(verdictSentence(reverse.verdict, names([x7800, x9800]), 'en', (key, values) => translate('en', key, values)),
    'Ryzen 7 7800X3D against Ryzen 7 9800X3D: 11% slower in Blender, 4% slower in SysBench CPU single-thread, 17% cheaper at launch.');

  // The 7600's SysBench figure rests on one result and the 7700's Blender figure is doubtful: neither is stated.
  const three = compareBenchmarks(catalogue, [x7800, x7600, x7700]);
  t.equal(verdictSentence(three.verdict, names([x7800, x7600, x7700]), 'en', (key, values) => translate('en', key, values)),
    'Ryzen 7 7800X3D against Ryzen 5 7600: 74% dearer at launch; against Ryzen 7 7700: no difference that matters.');
  t.equal(verdictSentence(three.verdict, names([x7800, x7600, x7700]), 'zh', (key, values) => translate('zh', key, values)),
    'Ryzen 7 7800X3D 对比 Ryzen 5 7600：首发价贵 74%；对比 Ryzen 7 7700：没有明显差别。');
});

t.test('Chinese: no space between two Chinese characters, a space beside a Latin name', async (t) => {
  const zh = (key: MessageKey, values?: Record<string, string | number>) => translate('zh', key, values);
  const sentence = verdictSentence({ subject: 0, against: [{ other: 1, differences: [
    { kind: 'benchmark', benchmark: 'specrate2017-int-base-2chip', share: 0.3, better: true, samples: [1, 1] },
    { kind: 'benchmark', benchmark: 'raytracing-single-thread', share: 0.05, better: false, samples: [5, 5] },
    { kind: 'benchmark', benchmark: 'blender', share: 0.1, better: true, samples: [9, 9] },
  ] }] }, ['EPYC 9654', 'Xeon Platinum 8490H'], 'zh', zh);
  t.equal(sentence, `EPYC 9654 对比 Xeon Platinum 8490H：${zh('benchmarks.specrate2017-int-base-2chip.short')}快 30%，${zh('benchmarks.raytracing-single-thread.short')}慢 5%，Blender 快 10%。`);
  t.match(zh('benchmarks.specrate2017-int-base-2chip.short'), /）$/, 'the case it guards: a name that ends in a full-width bracket');
});

t.test('a difference under 3% is not worth saying', async (t) => {
  const close = createCatalogue([x9800, x7800], { benchmarks: [benchmarkWith('blender', {
    'amd:ryzen-7-9800x3d': { score: 305, samples: 40 },
    'amd:ryzen-7-7800x3d': { score: 300, samples: 50 },
  })] });
  t.same(compareBenchmarks(close, [x9800, x7800]).verdict.against[0]!.differences.map((d) => d.kind), ['price'], '1.7% faster is left out; 20% dearer is not');
});
