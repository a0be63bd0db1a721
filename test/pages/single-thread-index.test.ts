import t from 'tap';
import { rankingOf, type RankedProcessor, everyEntry } from '../../src/catalogue/ladder.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { sharesIndexScale } from '../../src/record/single-thread-index.js';
import { readConfig } from '../../src/config.js';
import { separation, type BenchmarkFigure } from '../../src/shared/benchmark.js';
import type { LadderSegment } from '../../src/shared/ladder-query.js';
import type { Processor } from '../../src/shared/processor.js';
import { BROWSER_UA, bootApp } from '../helper.js';

/**
 * The single-thread index through the app, in both languages: every index states the range it
 * most likely lies in, and pages place it by that range, never by the figure alone. Two processors
 * whose ranges overlap are too close to tell (separation(), src/shared/benchmark.ts): the ladder
 * shows a rank as the span of places a processor could hold, the detail page counts how many it is
 * clearly faster and slower than and too close to tell from, and a processor with no index is told
 * why. Spans and counts are worked out here pair by pair with separation() itself, and figures are
 * read from the catalogue, so the tests hold as the data changes.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const app = await bootApp(t, { catalogue });
const html = async (url: string) => (await app.inject({ url, headers: { 'user-agent': BROWSER_UA } })).body.replaceAll('<!-- -->', '');
const index = catalogue.findBenchmark('single-thread-index')!;
const find = (key: string) => {
  const [vendor, id] = key.split(':') as ['amd' | 'intel' | 'apple', string];
  return catalogue.find(vendor, id)!;
};
const headlines = (page: string) => /<dl class="score-headlines"[^>]*>([^]*?)<\/dl>/.exec(page)?.[1] ?? '';
const card = (page: string) => /<article class="score-figure[^"]*" aria-labelledby="score-single-thread-index">([^]*?)<\/article>/.exec(page)?.[1] ?? '';
/** A range as the pages write it: whole numbers, but one decimal below ten. */
const end = (value: number) => (value >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10));
const rangeText = (range: { low: number; high: number }) => `${end(range.low)}–${end(range.high)}`;

/**
 * The span of places each entry of a ladder could hold, worked out pair by pair with separation():
 * 1 + the entries clearly better, to the entries not clearly worse. What src/catalogue/ladder.ts
 * counts with sorted ends and binary searches must come out the same.
 */
function spansBySeparation(entries: readonly RankedProcessor[]): Map<Processor, [number, number]> {
  const figure = (entry: RankedProcessor) => ({ score: entry.value, range: entry.range! });
  return new Map(
    entries.map((entry) => {
      const ahead = entries.filter((other) => separation('higher', figure(other), figure(entry)) === 'better').length;
      const behind = entries.filter((other) => separation('higher', figure(entry), figure(other)) === 'better').length;
      return [entry.processor, [ahead + 1, entries.length - behind]];
    }),
  );
}
const desktop = rankingOf(catalogue, { benchmark: index, segment: 'desktop', metric: 'score' });

t.test('the shipped catalogue: an index for every x86 processor two of its tests rank, each ranked, each with its range', async (t) => {
  const tests = index.info.derivedFrom!.benchmarks.map((id) => catalogue.findBenchmark(id)!);
  const expected = catalogue.processors.filter((p) => sharesIndexScale(p) && tests.filter((test) => test.figureOf(p)?.ranked).length >= 2);
  const having = catalogue.processors.filter((p) => index.figureOf(p));
  t.same(
    having.map((p) => p.id),
    expected.map((p) => p.id),
    `${having.length} processors have an index: exactly those`,
  );
  t.ok(having.length >= 150, 'enough to make the ladders worth a test');
  t.ok(
    having.every((p) => index.figureOf(p)!.ranked),
    'every one ranks',
  );
  t.ok(
    having.every((p) => {
      const { score, range } = index.figureOf(p)!;
      return range!.low < score && score < range!.high;
    }),
    'every one states a range around its figure',
  );
  t.ok(index.info.ranged, 'the benchmark says its figures are placed by their ranges');
  t.equal(catalogue.benchmarks[1]!.info.id, 'single-thread-index', 'second in every list of benchmarks, after Blender');
});

t.test('GET /en/ladder?benchmark=single-thread-index: ranks are spans, and no two processors too close to tell are shown one above the other', async (t) => {
  for (const segment of ['desktop', 'mobile'] as LadderSegment[]) {
    const ranking = rankingOf(catalogue, { benchmark: index, segment, metric: 'score' });
    const spans = spansBySeparation(everyEntry(ranking));
    const page = await html(`/en/ladder?benchmark=single-thread-index&segment=${segment}`);
    // Each entry as the page shows it: its span, its processor, its range.
    const shown = [
      ...page.matchAll(
        /<span class="ladder-entry__rank">#(\d+)(?:–(\d+))?<\/span><span class="ladder-entry__name"><a href="\/en\/cpu\/(\w+)\/([a-z0-9-]+)">[^]*?<span class="ladder-entry__range"><span class="visually-hidden">likely range <\/span>([\d.]+)–([\d.]+)<\/span>/g,
      ),
    ].map(([, best, worst, vendor, id, low, high]) => ({
      processor: find(`${vendor}:${id}`),
      best: Number(best),
      worst: Number(worst ?? best),
      range: `${low}–${high}`,
    }));
    t.equal(shown.length, ranking.length, `${segment}: every processor with an index (${shown.length})`);
    for (const entry of shown) {
      t.same([entry.best, entry.worst], spans.get(entry.processor), `${segment}: ${entry.processor.name}'s span is the places separation() leaves it`);
      t.equal(entry.range, rangeText(index.figureOf(entry.processor)!.range!), `${segment}: ${entry.processor.name}'s range beside its figure`);
    }
    // The rule itself: two whose ranges overlap never have spans that put one above the other.
    let overlapping = 0;
    for (const a of shown) {
      for (const b of shown) {
        if (a === b || separation('higher', index.figureOf(a.processor)!, index.figureOf(b.processor)!) !== 'too-close') continue;
        overlapping++;
        if (a.worst < b.best)
          t.fail(`${segment}: ${a.processor.name} (${a.best}–${a.worst}) shown above ${b.processor.name} (${b.best}–${b.worst}), though their ranges overlap`);
      }
    }
    t.ok(overlapping > 0, `${segment}: ${overlapping / 2} pairs too close to tell, each shown with spans that overlap`);
  }
  const en = await html('/en/ladder?benchmark=single-thread-index');
  t.match(
    en,
    '<p class="ladder-ranges">Each figure comes with the range it most likely lies in. Processors whose ranges overlap are too close to tell apart, and neither is ranked above the other: a rank is the span of places a processor could hold',
  );
  t.match(await html('/ladder?benchmark=single-thread-index'), '<p class="ladder-ranges">每个数值都附有它最可能落在的区间。区间重叠的处理器难分高下，不分先后');
  t.notMatch(en, 'ladder-tier__name', "no tier headings: a range may cross a tier's floor");
  t.notMatch(en, 'List them too', 'every index ranks: nothing is left out');
  t.notMatch(await html('/en/ladder?benchmark=sysbench-cpu-single-thread'), 'ladder-ranges', "a test's own ladder ranks by its figures, as before");
});

t.test('the Ryzen 7 7800X3D on the ladder: its span, its range, and the mark that says the same', async (t) => {
  const processor = find('amd:ryzen-7-7800x3d');
  const figure = index.figureOf(processor)!;
  const [best, worst] = spansBySeparation(everyEntry(desktop)).get(processor)!;
  t.ok(best < worst, `a span of places (${best}–${worst}), not one`);
  const en = await html('/en/ladder?benchmark=single-thread-index&mark=amd%3Aryzen-7-7800x3d');
  t.match(
    en,
    `<span class="ladder-entry__rank">#${best}–${worst}</span><span class="ladder-entry__name"><a href="/en/cpu/amd/ryzen-7-7800x3d">Ryzen 7 7800X3D</a>`,
  );
  t.match(
    en,
    `${figure.score.toFixed(1)}<span class="ladder-entry__range"><span class="visually-hidden">likely range </span>${rangeText(figure.range!)}</span>`,
  );
  t.match(en, `Ryzen 7 7800X3D is marked: rank ${best}–${worst}.`);
  t.match(await html('/ladder?benchmark=single-thread-index&mark=amd%3Aryzen-7-7800x3d'), `已标出 Ryzen 7 7800X3D：第 ${best}–${worst} 名。`);
  // The table says it too, with the range in a column of its own.
  t.match(en, /<th scope="col">Rank<\/th><th scope="col">Processor<\/th><th scope="col">Figure<\/th><th scope="col">Likely range<\/th>/);
  t.match(
    en,
    new RegExp(
      `<tr class="is-marked"><td>${best}–${worst}</td><th scope="row"><a href="/en/cpu/amd/ryzen-7-7800x3d">AMD Ryzen 7 7800X3D</a></th><td>${figure.score.toFixed(1)}</td><td>${rangeText(figure.range!)}</td>`,
    ),
  );
});

t.test('per launch dollar, the ladder divides the range too', async (t) => {
  const ranking = rankingOf(catalogue, { benchmark: index, segment: 'desktop', metric: 'per-dollar' });
  const first = everyEntry(ranking)[0]!;
  const price = first.processor.launchPriceUSD!;
  t.same(first.range, { low: first.figure.range!.low / price, high: first.figure.range!.high / price });
  const spans = spansBySeparation(everyEntry(ranking));
  t.ok(
    everyEntry(ranking).every((entry) => spans.get(entry.processor)![0] === entry.rank && spans.get(entry.processor)![1] === entry.worstRank),
    'spans by the divided ranges',
  );
  const en = await html('/en/ladder?benchmark=single-thread-index&metric=per-dollar');
  t.match(en, `<span class="visually-hidden">likely range </span>${(first.range!.low).toFixed(2)}–${(first.range!.high).toFixed(2)}</span>`);
});

t.test('GET /en/cpu/amd/ryzen-7-7800x3d: the index with its range, and where it stands by it', async (t) => {
  const processor = find('amd:ryzen-7-7800x3d');
  const figure = index.figureOf(processor)!;
  // Counted pair by pair: the others it is clearly faster than, clearly slower than, too close to tell from.
  const others = everyEntry(desktop)
    .filter((entry) => entry.processor !== processor)
    .map((entry) => separation('higher', figure, entry.figure));
  const [below, above, close] = (['better', 'worse', 'too-close'] as const).map((word) => others.filter((said) => said === word).length) as [
    number,
    number,
    number,
  ];
  t.ok(close > 0 && below > 0, `the case: ${below} clearly slower, ${above} clearly faster, ${close} too close`);
  const en = await html('/en/cpu/amd/ryzen-7-7800x3d');
  t.match(
    headlines(en),
    `<a href="#score-single-thread-index">Single-thread index (derived)</a> <strong>${figure.score.toFixed(1)}</strong><span class="score-range"> (${rangeText(figure.range!)})</span> · ` +
      `<span class="score-separated score-separated--long">clearly faster than ${below} of the ${others.length} others on the Desktop ladder, clearly slower than ${above}, too close to tell with ${close}</span>` +
      `<span class="score-separated score-separated--short">of ${others.length} others: ${below} clearly slower, ${above} clearly faster, ${close} too close to tell</span>`,
  );
  t.notMatch(headlines(en) + card(en), /(?<!clearly )faster than \d+ of the \d+ others/, 'no "faster than" from the figure alone');
  const zh = await html('/cpu/amd/ryzen-7-7800x3d');
  t.match(
    headlines(zh),
    `<strong>${figure.score.toFixed(1)}</strong><span class="score-range">（${rangeText(figure.range!)}）</span> · ` +
      `<span class="score-separated score-separated--long">在台式机天梯其余 ${others.length} 款中：明显快于 ${below} 款，明显慢于 ${above} 款，与 ${close} 款难分高下</span>`,
  );
  t.match(
    headlines(zh),
    `<span class="score-separated score-separated--short">其余 ${others.length} 款：${below} 款明显更慢，${above} 款明显更快，${close} 款难分高下</span>`,
  );
  // Its card: the range, the span of places, and no tier, since its range crosses a tier's floor.
  const entry = everyEntry(desktop).find((candidate) => candidate.processor === processor)!;
  t.equal(entry.tier, null, 'its range crosses a floor: no tier');
  t.match(
    card(en),
    `<div><dt>Likely range</dt><dd>${rangeText(figure.range!)}</dd></div><div><dt>Rank ${entry.rank}–${entry.worstRank} of ${desktop.length} · Desktop ladder</dt>`,
  );
  t.notMatch(card(en), '<dt>Tier</dt>');
});

t.test("a tier word only where the whole range lies in that tier's band", async (t) => {
  const tiered = everyEntry(desktop).filter((entry) => entry.tier !== null);
  t.ok(tiered.length > 0 && tiered.length < desktop.length, `${tiered.length} of ${desktop.length} desktop indexes sit in one band`);
  const floors = { flagship: [0.7, Infinity], 'high-end': [0.45, 0.7], mainstream: [0.25, 0.45], entry: [0, 0.25] } as const;
  for (const entry of everyEntry(desktop)) {
    const [low, high] = [entry.figure.range!.low / desktop.bestFigure, entry.figure.range!.high / desktop.bestFigure];
    const band = (Object.keys(floors) as (keyof typeof floors)[]).find((tier) => low >= floors[tier][0] && high < floors[tier][1]) ?? null;
    t.equal(entry.tier, band, `${entry.processor.name}: ${low.toFixed(2)}–${high.toFixed(2)} of the best`);
  }
  const one = tiered[0]!;
  t.match(
    card(await html(`/en/cpu/${one.processor.vendor}/${one.processor.id}`)),
    `<div><dt>Tier</dt><dd>${{ flagship: 'Flagship', 'high-end': 'High-end', mainstream: 'Mainstream', entry: 'Entry' }[one.tier!]}</dd></div>`,
  );
});

t.test('a processor with no index: its page and its mark on the ladder say why, in both languages', async (t) => {
  const cases = [
    {
      key: 'apple:m1',
      reason: 'not-x86',
      en: 'Single-thread index (derived): none — hardinfo2&#x27;s tests lean differently on Arm processors than on x86, so their figures cannot share the index&#x27;s scale. <span class="score-headlines__below">Its test figures are listed below.</span>',
      zh: '单线程指数（派生）：无——hardinfo2 的各项测试在 Arm 处理器上的偏向与 x86 不同，其成绩无法放在指数的同一标尺上。<span class="score-headlines__below">它的各项测试成绩见下方。</span>',
    },
    {
      key: 'amd:ryzen-5-3600',
      reason: 'one-test',
      en: 'Single-thread index (derived): none — only Blowfish single-thread ranks it, and one test alone is that test&#x27;s leaning, not an index (it takes two). <span class="score-headlines__below">Its test figures are listed below.</span>',
      zh: '单线程指数（派生）：无——只有「Blowfish 单线程」这一项测试能为它排名，而单项测试只反映该测试自身的偏向，不构成指数（至少需要两项）。<span class="score-headlines__below">它的各项测试成绩见下方。</span>',
    },
    {
      key: 'intel:core-i9-14900k',
      reason: 'one-result',
      en: 'Single-thread index (derived): none — its test figures rest on one result each, and a test figure enters the index only on two results or more. <span class="score-headlines__below">Its test figures are listed below.</span>',
      zh: '单线程指数（派生）：无——它的各项测试成绩都只有 1 个结果，而测试成绩至少有 2 个结果才计入指数。<span class="score-headlines__below">它的各项测试成绩见下方。</span>',
    },
  ];
  for (const { key, en, zh } of cases) {
    const processor = find(key);
    t.equal(index.figureOf(processor), null, `${key}: the case, no index`);
    const path = `/cpu/${processor.vendor}/${processor.id}`;
    t.match(headlines(await html(`/en${path}`)), `<dt>Single-thread</dt><dd>${en}</dd>`, `${key}, English`);
    t.match(headlines(await html(path)), `<dt>单线程</dt><dd>${zh}</dd>`, `${key}, Chinese`);
  }
  // The facts the sentences rest on.
  const test = (id: string, key: string) => catalogue.findBenchmark(id)!.figureOf(find(key));
  t.ok(
    test('blowfish-single-thread', 'amd:ryzen-5-3600')!.ranked &&
      !test('sysbench-cpu-single-thread', 'amd:ryzen-5-3600')?.ranked &&
      !test('raytracing-single-thread', 'amd:ryzen-5-3600')?.ranked,
    'only Blowfish ranks the 3600',
  );
  t.ok(
    ['sysbench-cpu-single-thread', 'raytracing-single-thread'].every((id) => test(id, 'intel:core-i9-14900k')!.samples === 1),
    "the 14900K's tests rest on one result each",
  );
  // A processor no single-thread test names says that.
  const none = catalogue.processors.find(
    (p) =>
      p.segment === 'desktop' &&
      sharesIndexScale(p) &&
      catalogue.findBenchmark('blender')!.figureOf(p) &&
      !index.info.derivedFrom!.benchmarks.some((id) => catalogue.findBenchmark(id)!.figureOf(p)),
  )!;
  t.match(headlines(await html(`/en/cpu/${none.vendor}/${none.id}`)), '<dd>Single-thread index (derived): none — no single-thread test names it yet.</dd>');
  t.match(headlines(await html(`/cpu/${none.vendor}/${none.id}`)), '<dd>单线程指数（派生）：无——还没有单线程测试收录这款处理器。</dd>');

  // Marked on the index's ladder, whatever its segment, the same reason.
  const marked = async (url: string) => /<p class="notice ladder-mark-note">([^]*?)<\/p>/.exec(await html(url))?.[1] ?? '';
  t.match(
    await marked('/en/ladder?benchmark=single-thread-index&mark=amd%3Aryzen-5-3600'),
    'Ryzen 5 3600 has no Single-thread index (derived): only Blowfish single-thread ranks it, and one test alone is that test&#x27;s leaning, not an index (it takes two). ' +
      '<a href="/en/ladder?benchmark=blowfish-single-thread&amp;segment=desktop&amp;mark=amd%3Aryzen-5-3600#ladder-mark">See it on the Blowfish single-thread ladder</a>',
  );
  t.match(
    await marked('/ladder?benchmark=single-thread-index&mark=intel%3Acore-i9-14900k'),
    'Core i9-14900K 没有单线程指数（派生）：它的各项测试成绩都只有 1 个结果，而测试成绩至少有 2 个结果才计入指数。',
  );
  t.match(
    await marked('/en/ladder?benchmark=single-thread-index&mark=apple%3Am1'),
    'M1 has no Single-thread index (derived): hardinfo2&#x27;s tests lean differently on Arm processors than on x86',
  );
  t.match(
    await marked('/ladder?benchmark=single-thread-index&mark=apple%3Am1'),
    'M1 没有单线程指数（派生）：hardinfo2 的各项测试在 Arm 处理器上的偏向与 x86 不同',
  );
});

t.test('the three tests keep their own ladders and URLs', async (t) => {
  for (const [id, name] of [
    ['sysbench-cpu-single-thread', 'SysBench CPU single-thread'],
    ['blowfish-single-thread', 'Blowfish single-thread'],
    ['raytracing-single-thread', 'Raytracing single-thread'],
  ]) {
    t.equal((await app.inject({ url: `/en/ladder?benchmark=${id}` })).statusCode, 200);
    const page = await html(`/en/ladder?benchmark=${id}`);
    t.match(page, `aria-current="true">${name}`);
    t.notMatch(page, 'ladder-entry__range', `${id}: figures without ranges`);
  }
  t.match(
    await html('/en'),
    '<a href="/en/ladder?benchmark=single-thread-index&amp;segment=desktop">the Single-thread index (derived) ladder</a>',
    'home links the single-thread ladder',
  );
  const page = await html('/en/ladder?benchmark=single-thread-index');
  t.match(
    page,
    /How fast the processor runs one thread, as one figure CPU Atlas derives from every single-thread test it imports \(SysBench CPU single-thread, Blowfish single-thread, Raytracing single-thread\)/,
  );
  t.match(page, 'Derived by CPU Atlas from the single-thread tests of hardinfo2');
});

t.test('the library gives the index a column of its own with its range, sorted by the figure', async (t) => {
  const page = await html('/en/lib?sort=-single-thread-index');
  t.match(page, 'aria-label="Sort by Single-thread index (derived)"');
  const ranking = catalogue.processors.filter((p) => index.figureOf(p)).sort((a, b) => index.figureOf(b)!.score - index.figureOf(a)!.score);
  const cells = [
    ...page.matchAll(
      /href="\/en\/cpu\/(\w+)\/([a-z0-9-]+)"[^]*?<td data-label="Single-thread index \(derived\)" class="library-table__derived">([^]*?)<\/td>/g,
    ),
  ].slice(0, 5);
  for (const [i, [, vendor, id, cell]] of cells.entries()) {
    const figure = index.figureOf({ vendor: vendor as 'amd', id: id! })!;
    t.equal(id, ranking[i]!.id, `row ${i + 1}: in the order of the figures`);
    t.equal(cell, `<span class="figure-lines__value">${figure.score.toFixed(1)}</span><span class="figure-lines__range"> ${rangeText(figure.range!)}</span>`);
  }
});

t.test("compare: the index's row with its ranges; a star only for a figure clearly apart from the others", async (t) => {
  const row = (page: string) => /<tr[^>]*><th scope="row">Single-thread index \(derived from the single-thread tests\)[^]*?<\/tr>/.exec(page)?.[0] ?? '';
  const close = ['amd:ryzen-7-7800x3d', 'intel:core-ultra-7-265k'].map(find);
  const [a, b] = close.map((p) => index.figureOf(p)!) as [BenchmarkFigure, BenchmarkFigure];
  t.equal(separation('higher', a, b), 'too-close', 'the case: ranges that overlap');
  t.ok(a.score / b.score > 1.03, `though the figures are more than 3% apart (${a.score} and ${b.score}), which alone would have told them apart`);
  const tooClose = await html(`/en/compare?ids=${close.map((p) => `${p.vendor}:${p.id}`).join(',')}`);
  t.match(row(tooClose), `${index.figureOf(close[0]!)!.score.toFixed(1)} (${rangeText(index.figureOf(close[0]!)!.range!)})`);
  t.notMatch(row(tooClose), 'is-best', 'neither wins: too close to tell');
  const oneThread = (page: string) => /<dt>On one thread<\/dt><dd>([^]*?)<\/dd>/.exec(page)?.[1] ?? '';
  t.match(oneThread(tooClose), /^too close to tell between the /, 'nor does the verdict call one faster on one thread');
  // The desktop ladder's first and last are clearly apart.
  const apart = [everyEntry(desktop)[0]!.processor, everyEntry(desktop)[desktop.length - 1]!.processor];
  const page = await html(`/en/compare?ids=${apart.map((p) => `${p.vendor}:${p.id}`).join(',')}`);
  t.match(row(page), /<td class="is-best">/, 'the one clearly faster is marked');
  t.match(
    oneThread(page),
    `the ${apart[0]!.name}, clearly faster than the ${apart[1]!.name} in the single-thread index (`,
    'and the verdict names it for one thread, with the two figures, not a percentage',
  );
  t.notMatch(oneThread(page), '%', 'a ratio of indexes is no ratio of speeds');
});

t.test("its figures are published with hardinfo2's, under the GPL, never in the CC0 files", async (t) => {
  const moved = await app.inject({ url: '/data/single-thread-index.json' });
  t.equal(moved.statusCode, 301);
  t.equal(moved.headers.location, '/data/hardinfo2.json');
  const file = (await app.inject({ url: '/data/hardinfo2.json' })).json();
  const written = file.benchmarks.find((benchmark: { id: string }) => benchmark.id === 'single-thread-index');
  const figure = index.figureOf(find('amd:ryzen-7-7800x3d'))!;
  t.match(
    written.figures.find((entry: { id: string }) => entry.id === 'ryzen-7-7800x3d'),
    { score: figure.score, low: figure.range!.low, high: figure.range!.high, samples: figure.samples, tests: figure.tests },
  );
  t.equal(
    written.figures.find((entry: { id: string }) => entry.id === 'ryzen-5-3600'),
    undefined,
    'no index for the 3600',
  );
  const records = (await app.inject({ url: '/data/processors.json' })).json() as { figures: Record<string, unknown> }[];
  t.ok(
    records.every((record) => !('single-thread-index' in record.figures)),
    'not in the CC0 JSON',
  );
  const csv = (await app.inject({ url: '/data/processors.csv' })).body;
  t.notMatch(csv.split('\r\n')[0]!, /singleThreadIndex/, 'nor in the CSV');
  t.match(
    await html('/en/lib'),
    'hardinfo2&#x27;s figures, with the single-thread index CPU Atlas derives from them, are published apart under GPL-2.0-or-later, not in the CC0 files above: <a href="/data/hardinfo2.json"',
  );
  t.match(
    await html('/lib'),
    'hardinfo2 的数值及芯片图鉴由其派生的单线程指数依 GPL-2.0-or-later 另行提供，不在上面的 CC0 文件中： <a href="/data/hardinfo2.json"',
  );
});

t.test("the index ladder's table gives no share of the best: a ratio of indexes is no share of speed", async (t) => {
  const header = (page: string) => /<table class="ladder-table__table">[^]*?<\/thead>/.exec(page)?.[0] ?? '';
  t.notMatch(header(await html('/en/ladder?benchmark=single-thread-index')), '>Of the best<');
  t.match(header(await html('/en/ladder')), '>Of the best<', "Blender's keeps it");
});
