import t from 'tap';
import { compareBenchmarks } from '../../src/catalogue/compare-benchmarks.js';
import { rankingOf, standingsOf, everyEntry } from '../../src/catalogue/ladder.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { translate } from '../../src/messages.js';
import type { Processor } from '../../src/shared/processor.js';
import { verdictAnswer, verdictGoalName } from '../../src/shared/verdict.js';
import { translator } from '../../src/shared/messages.js';
import { BROWSER_UA, bootApp, libraryRows } from '../helper.js';

/**
 * The benchmarks outside the ladder, through the app in both languages: the detail page's section
 * per benchmark (rank or why unranked, SPEC's results and notice, hardinfo2's credit, doubts), the
 * library's figures column and its sorts, compare's rows, marks and sentence, and home's ladder
 * tops. Figures and ranks are read from the catalogue, so the tests hold as it grows.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const app = await bootApp(t, { catalogue });
const html = async (url: string) => (await app.inject({ url, headers: { 'user-agent': BROWSER_UA } })).body.replaceAll('<!-- -->', '');
const has = (t: { ok(value: unknown, message: string): void }, page: string, needle: string | RegExp, message?: string) =>
  t.ok(typeof needle === 'string' ? page.includes(needle) : needle.test(page), message ?? String(needle));
const lacks = (t: { ok(value: unknown, message: string): void }, page: string, needle: string | RegExp, message?: string) =>
  t.ok(typeof needle === 'string' ? !page.includes(needle) : !needle.test(page), message ?? `not ${String(needle)}`);
const find = (vendor: 'amd' | 'intel', id: string) => catalogue.find(vendor, id)!;
const figure1 = (value: number, locale: 'zh-CN' | 'en-US') => value.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** The detail page's benchmark card of one benchmark. */
const card = (page: string, id: string) =>
  new RegExp(`<article class="score-figure[^"]*" aria-labelledby="score-${id}">([^]*?)</article>`).exec(page)?.[1] ?? '';

t.test('a detail page shows every benchmark that has the processor, each with its rank, count, date and method', async (t) => {
  const p = find('amd', 'epyc-9654');
  const standings = standingsOf(catalogue, p);
  t.ok(standings.length >= 5, `${standings.length} benchmarks have the EPYC 9654`);
  for (const locale of ['zh', 'en'] as const) {
    const page = await html(`${locale === 'en' ? '/en' : ''}/cpu/amd/epyc-9654`);
    const t_ = translator(locale);
    for (const { benchmark, figure, standing } of standings) {
      const body = card(page, benchmark.id);
      t.ok(body, `${locale}: a section for ${benchmark.id}`);
      has(t, body, `<strong>${figure1(figure.score, locale === 'en' ? 'en-US' : 'zh-CN')}</strong>`, `${locale} ${benchmark.id}: the figure`);
      has(
        t,
        body,
        translate(locale, `benchmarks.${benchmark.id}.samples` as any, { count: figure.samples.toLocaleString(locale === 'en' ? 'en-US' : 'zh-CN') }),
        `${locale} ${benchmark.id}: its count`,
      );
      has(
        t,
        body,
        t_('score.rank', {
          segment: t_('ladderSegment.server'),
          rank: String(standing!.rank),
          total: standing!.total.toLocaleString(locale === 'en' ? 'en-US' : 'zh-CN'),
        }).replaceAll('&', '&amp;'),
        `${locale} ${benchmark.id}: rank ${standing!.rank} of ${standing!.total}`,
      );
      has(
        t,
        body,
        /<details class="score-figure__method"><summary>[^<]+<\/summary><p class="benchmark-method">/,
        `${locale} ${benchmark.id}: what it measures`,
      );
    }
    has(
      t,
      page,
      locale === 'en'
        ? 'Data: published SPEC CPU 2017 results from www.spec.org, retrieved Mar 24, 2026'
        : '数据：www.spec.org 上已发布的 SPEC CPU 2017 结果，获取日期 2026年3月24日',
      "SPEC's retrieval date",
    );
    has(
      t,
      page,
      locale === 'en'
        ? 'SPEC®, SPECrate® and SPEC CPU® are registered trademarks of the Standard Performance Evaluation Corporation (SPEC).'
        : 'SPEC®、SPECrate® 和 SPEC CPU® 是 Standard Performance Evaluation Corporation（SPEC）的注册商标。',
      "SPEC's trademarks and fair-use notice",
    );
    has(t, page, '<a href="https://www.spec.org/fairuse.html" rel="license">', 'the fair-use rule, linked');
  }
});

t.test('SPEC figures list each result, linked to its disclosure on spec.org, with sponsor and system', async (t) => {
  const p = find('amd', 'epyc-9654');
  const figure = catalogue.findBenchmark('specrate2017-int-base-2chip')!.figureOf(p)!;
  t.equal(figure.results.length, figure.samples, 'one result per system counted');
  const body = card(await html('/en/cpu/amd/epyc-9654'), 'specrate2017-int-base-2chip');
  has(t, body, `<summary>Each of the ${figure.samples} published results</summary>`);
  for (const result of figure.results) {
    t.match(result.url, /^https:\/\/www\.spec\.org\/cpu2017\/results\/res\d{4}q\d\/cpu2017-\d{8}-\d{5}\.html$/);
    // (system and sponsor are names as SPEC publishes them: not to be translated)
    has(
      t,
      body,
      `<th scope="row"><a href="${result.url}" translate="no">${result.system.replaceAll('&', '&amp;')}</a></th><td translate="no">${result.sponsor.replaceAll('&', '&amp;')}</td>`,
      `${result.sponsor}: ${result.system}`,
    );
  }
  has(
    t,
    body,
    '<a href="/en/ladder?benchmark=specrate2017-int-base-2chip&amp;segment=server&amp;mark=amd%3Aepyc-9654#ladder-mark">See it on the SPECrate2017 int (2 chips) ladder</a>',
  );
});

t.test('a doubtful figure says so, and why, in both languages; it has no rank and no per-watt value', async (t) => {
  const p = find('amd', 'epyc-9684x');
  const figure = catalogue.findBenchmark('blender')!.figureOf(p)!;
  t.match(figure.doubt, { cause: 'part-of-cores' });
  const sibling = catalogue.find(...(figure.doubt!.sibling.split(':') as ['amd', string]))!;
  const en = card(await html('/en/cpu/amd/epyc-9684x'), 'blender');
  has(t, en, '<span class="few-samples">Doubtful figure</span>');
  has(
    t,
    en,
    new RegExp(
      `Not ranked: <a href="/en/cpu/amd/${sibling.id}"[^>]*>${sibling.name}</a>, with no more cores, threads or memory channels, does ${figure.doubt!.ratio.toFixed(1).replace(/\.0$/, '')}× better on at least as many results\\. The results most likely used only part of this processor(&#x27;|')s cores`,
    ),
  );
  lacks(t, en, 'Figure per watt', 'a contradicted figure is not divided into values that look like facts');
  const zh = card(await html('/cpu/amd/epyc-9684x'), 'blender');
  has(
    t,
    zh,
    new RegExp(
      `未排名：核心、线程和内存通道都不更多的 <a href="/cpu/amd/${sibling.id}"[^>]*>${sibling.name}</a> 在不少于此的结果上成绩高出 [\\d.]+ 倍。这些结果很可能只用到了该处理器的部分核心`,
    ),
  );
  has(t, zh, '<a href="/ladder?segment=server&amp;mark=amd%3Aepyc-9684x&amp;unranked=1#ladder-mark">', 'its ladder, where it is listed on request');
});

t.test('a detail page divides per watt by the power the vendor states, and says which', async (t) => {
  const i9 = find('intel', 'core-i9-13900');
  const perWatt = catalogue.findBenchmark('blender')!.figureOf(i9)!.score / 219;
  for (const [prefix, label, tag] of [
    ['', '每瓦数值', '219 W 最大睿频'],
    ['/en', 'Figure per watt', '219 W max turbo'],
  ] as const) {
    const blender = card(await html(`${prefix}/cpu/intel/core-i9-13900`), 'blender');
    has(
      t,
      blender,
      new RegExp(`<dt>${label}</dt><dd>${perWatt.toFixed(2).replace('.', '\\.')}<span class="power-tag power-tag--max-turbo-power"[^>]*>${tag}</span></dd>`),
      `${prefix || 'zh'}: over its 219 W Maximum Turbo Power, not its 65 W base`,
    );
  }
});

t.test('hardinfo2 figures carry the GPL credit and notice; one result is shown, not ranked', async (t) => {
  const sysbench = catalogue.findBenchmark('sysbench-cpu-single-thread')!;
  const single = catalogue.processors.find((p) => p.segment === 'mobile' && sysbench.figureOf(p)?.samples === 1 && !sysbench.figureOf(p)?.doubt)!;
  const page = await html(`/en/cpu/${single.vendor}/${single.id}`);
  const body = card(page, 'sysbench-cpu-single-thread');
  has(t, body, '1 result<');
  lacks(t, body, '1 results');
  has(t, body, 'Not ranked: fewer than 2 results.');
  has(t, page, 'Data: hardinfo2 benchmark database (github.com/hardinfo2/hardinfo2), GPL-2.0-or-later, as of Jul 3, 2026.');
  has(t, page, 'are published under the GNU GPL, version 2 or later, in a download of their own, apart from CPU Atlas&#x27;s CC0 data.');
  has(t, page, '<a href="https://www.gnu.org/licenses/old-licenses/gpl-2.0.html" rel="license">');
  has(t, await html(`/cpu/${single.vendor}/${single.id}`), '依 GNU GPL 第 2 版或更新版本发布，单独提供下载');
});

t.test('a processor no open result names says so and why, and offers no ladder that does not list it', async (t) => {
  const none = catalogue.processors.filter((p) => p.segment !== 'embedded' && catalogue.benchmarks.every((b) => !b.figureOf(p)));
  t.ok(none.length > 0, `${none.length} processors have no figure`);
  const p = none[0]!;
  const en = await html(`/en/cpu/${p.vendor}/${p.id}`);
  has(t, en, '<p><strong>No open benchmark result names this processor yet.</strong></p>');
  has(
    t,
    en,
    'We use only results we may publish (Blender Open Data, SPEC CPU 2017, hardinfo2), matched to the processor&#x27;s exact name, and never estimate a figure from a sibling model.',
  );
  lacks(t, en, '/ladder?', 'no link to a ladder');
  const zh = await html(`/cpu/${p.vendor}/${p.id}`);
  has(t, zh, '还没有开放基准测试结果写明这款处理器。');
  lacks(t, zh, '它在天梯上的什么位置', 'the old question is gone');
  lacks(t, zh, '/ladder?');
});

t.test('the library: a figures column per processor, sortable by each benchmark both ways, unknowns last', async (t) => {
  for (const { info } of catalogue.benchmarks) {
    const key = info.id === 'blender' ? 'score' : info.id;
    for (const descending of [true, false]) {
      const url = `/en/lib/_payload.json?b&sort=${descending ? '-' : ''}${info.id}&per=96`;
      const data = (await app.inject({ url })).json().data;
      t.equal(data.query.sort, key, `sort=${info.id} is read as ${key}`);
      const figureOf = catalogue.findBenchmark(info.id)!.figureOf;
      const values = (await libraryRows(app, catalogue, url)).map((p) => figureOf(p)?.score ?? null);
      const known = values.filter((v: number | null) => v !== null);
      t.same(
        known,
        [...known].sort((a: number, b: number) => (descending ? b - a : a - b)),
        `${info.id} ${descending ? 'descending' : 'ascending'}`,
      );
      const count = catalogue.findBenchmark(info.id)!.count;
      t.equal(known.length, Math.min(96, count), 'figures first');
    }
  }
  const raytracing = catalogue.findBenchmark('raytracing-single-thread')!.figureOf;
  const last = await libraryRows(app, catalogue, '/en/lib/_payload.json?b&sort=-raytracing-single-thread&per=96&page=999');
  t.equal(
    last.every((p) => !raytracing(p)),
    true,
    'unknown values last',
  );
  const page = await html('/en/lib?sort=-specrate2017-fp-base-1chip');
  has(
    t,
    page,
    /<th scope="col" aria-sort="descending" class="library-table__figures-head"><details class="figure-sort"><summary>Open benchmark figures<span class="figure-sort__current">SPECrate2017 fp \(1 chip\)/,
  );
  has(t, page, '<a href="/en/lib?sort=specrate2017-fp-base-1chip" aria-current="true"', "the sorted benchmark's link turns the order round");
  has(t, page, '<a href="/en/lib?sort=-sysbench-cpu-single-thread" aria-label="Sort by hardinfo2: SysBench CPU (single-thread)"');
  has(
    t,
    page,
    '<option value="-specrate2017-fp-base-1chip" selected="">SPECrate2017 fp (1 chip) (descending)</option>',
    'the sort select shows the order it cannot list',
  );
  has(
    t,
    page,
    /<li class="is-sorted"><span class="figure-lines__name">SPECrate2017 fp \(1 chip\)<\/span> <span class="figure-lines__value">/,
    'the sorted figure first in each cell',
  );
  for (const [asked, tidy] of [
    ['sort=-blender', '?sort=-score'],
    ['sort=-nope', ''],
    ['sort=Blender', ''],
  ]) {
    const response = await app.inject({ url: `/en/lib?${asked}`, headers: { 'user-agent': BROWSER_UA } });
    t.equal(response.statusCode, 301, `${asked}: a tidy URL`);
    t.equal(response.headers.location, `/en/lib${tidy}`);
  }
  has(t, await html('/lib'), /<td data-label="开放测试数值" class="library-table__figures"><ul class="figure-lines"><li><span class="figure-lines__name">/);
});

t.test('scored=1 keeps the processors with a figure in any benchmark', async (t) => {
  const scored = (await app.inject({ url: '/en/lib/_payload.json?b&scored=1' })).json().data;
  const any = catalogue.processors.filter((p) => catalogue.benchmarks.some((b) => b.figureOf(p))).length;
  t.equal(scored.matched, any, `${any} processors have a figure`);
  t.ok(any > catalogue.findBenchmark('blender')!.count, 'more than Blender has, so the test can tell');
  has(
    t,
    await html('/en/lib'),
    'hardinfo2&#x27;s figures, with the single-thread index CPU Atlas derives from them, are published apart under GPL-2.0-or-later, not in the CC0 files above: <a href="/data/hardinfo2.json"',
  );
});

t.test("compare: each benchmark's figures, per watt and per dollar, the best marked, and the sentence", async (t) => {
  const ids = ['amd:ryzen-7-9800x3d', 'amd:ryzen-7-7800x3d', 'intel:core-i7-14700k'];
  const processors = ids.map((key) => find(...(key.split(':') as ['amd', string])));
  const answer = compareBenchmarks(catalogue, processors);
  for (const locale of ['zh', 'en'] as const) {
    const page = await html(`${locale === 'en' ? '/en' : ''}/compare?ids=${ids.join(',')}`);
    for (const line of answer.verdict.lines) {
      const said = verdictAnswer(
        line,
        processors.map((p) => p.name),
        locale,
        translator(locale),
      );
      has(
        t,
        page,
        `<dt>${verdictGoalName(line, translator(locale))}</dt><dd>${said.replaceAll('&', '&amp;').replaceAll("'", '&#x27;')}</dd>`,
        `${locale}: ${line.goal}: ${said}`,
      );
    }
    for (const row of answer.benchmarks) {
      const label = translate(locale, 'compare.figureRow', {
        name: translate(locale, `benchmarks.${row.benchmark.id}.name` as any),
        unit: translate(locale, `benchmarks.${row.benchmark.id}.unit` as any),
      });
      const tr = new RegExp(`<tr[^>]*><th scope="row">${label.replace(/[()（）®.]/g, '\\$&')}[^]*?</tr>`).exec(page)?.[0] ?? '';
      t.ok(tr, `${locale}: a row for ${row.benchmark.id}`);
      const cells = [...tr.matchAll(/<td[^>]*>/g)].map((m) => m[0].includes('is-best'));
      t.same(
        cells,
        row.score.map((value) => value.best),
        `${locale} ${row.benchmark.id}: the best marked where the catalogue says`,
      );
    }
  }
  // Blender: the 14700K renders fastest and is marked; the verdict names it for rendering, with the basis.
  const blender = answer.benchmarks.find((b) => b.benchmark.id === 'blender')!;
  t.same(
    blender.score.map((v) => v.best),
    [false, false, true],
  );
  const en = await html(`/en/compare?ids=${ids.join(',')}`);
  has(t, en, /<dt>Rendering and compiling<\/dt><dd>the Core i7-14700K, \d+% faster than the Ryzen 7 9800X3D in multi-thread rendering \(Blender\)<\/dd>/);
  has(t, en, '<dt>Games</dt><dd>the open data cannot tell: no open source measures games</dd>');
  t.equal(en.match(/no open source measures games/g)?.length, 1, 'said once');
  has(t, en, '<th scope="row">Blender per watt', 'a per-watt row');
  has(t, en, '<th scope="row">Blender per launch dollar', 'a per-dollar row');
});

t.test('compare: a missing figure never wins, a doubtful one is shown and never wins; each source is credited once', async (t) => {
  const page = await html('/en/compare?ids=amd:epyc-9684x,amd:epyc-9654,amd:ryzen-5-1500x,amd:epyc-9115');
  const row = /<tr[^>]*><th scope="row">Blender Open Data: CPU rendering \(Cycles\)[^]*?<\/tr>/.exec(page)?.[0] ?? '';
  const cells = [...row.matchAll(/<td( class="is-best")?>([^]*?)<\/td>/g)];
  t.equal(cells.length, 4);
  t.match(cells[0]![2], 'Doubtful figure', 'the doubtful figure says so');
  t.notOk(cells[0]![1], 'and does not win');
  t.ok(cells[1]![1], 'the 9654 wins');
  t.notOk(cells[3]![1], 'the 9115 does not');
  t.match(cells[2]![2], 'no result yet', 'a missing figure says so');
  t.equal(page.match(/data-source="spec-cpu2017"/g)?.length, 1, 'SPEC credited once');
  has(t, page, 'SPEC®, SPECrate® and SPEC CPU® are registered trademarks');
  has(t, page, /data-source="hardinfo2"/, 'hardinfo2 credited where its figures appear');
});

t.test('home shows the top of each Blender ladder and says which benchmark it is', async (t) => {
  const en = await html('/en');
  has(t, en, '<h2 id="home-ladders">Performance ladders</h2>');
  has(t, en, 'Ranked by Blender Open Data: CPU rendering (Cycles) (samples per minute; higher is faster).');
  const desktop = rankingOf(catalogue, { benchmark: catalogue.findBenchmark('blender')!, segment: 'desktop', metric: 'score' });
  const best = everyEntry(desktop)[0]!.processor as Processor;
  has(t, en, new RegExp(`<ol class="ladder-top"><li class="vendor-${best.vendor}">.*?href="/en/cpu/${best.vendor}/${best.id}"`));
  has(
    t,
    en,
    `<a href="/en/ladder?segment=mobile">The whole Laptop ladder</a> <span class="muted">(${everyEntry(rankingOf(catalogue, { benchmark: catalogue.findBenchmark('blender')!, segment: 'mobile', metric: 'score' })).length})</span>`,
  );
  has(t, await html('/'), '按 Blender Open Data：CPU 渲染（Cycles） 排名');
});

t.test("the library shows SPEC's notice wherever SPEC figures are, and its downloads name every licence their figures carry", async (t) => {
  for (const locale of ['en', 'zh'] as const) {
    const page = await html(`${locale === 'en' ? '/en' : ''}/lib?sort=-specrate2017-int-base-1chip`);
    const credit = /<p class="benchmark-source" data-source="spec-cpu2017">([^]*?)<\/p>/.exec(page)?.[1] ?? '';
    t.ok(credit, `${locale}: SPEC's credit under the table of SPEC figures`);
    has(
      t,
      credit,
      translate(locale, 'benchmarkSource.spec-cpu2017.notice').replaceAll("'", '&#x27;'),
      `${locale}: the trademark notice, and that the figures are derived medians`,
    );
    has(t, credit, locale === 'en' ? 'retrieved Mar 24, 2026' : '2026年3月24日', `${locale}: the date the results were retrieved`);
  }
  const en = await html('/en/lib?sort=-specrate2017-int-base-1chip');
  has(t, en, 'SPEC®, SPECrate® and SPEC CPU® are registered trademarks of the Standard Performance Evaluation Corporation (SPEC).');
  has(t, en, 'derived values, not SPEC results');
  has(
    t,
    en,
    'Licences: our records CC0 1.0; in these files, Blender Open Data&#x27;s figures under CC0 1.0, SPEC CPU 2017&#x27;s figures under SPEC&#x27;s fair-use rule',
  );
  has(
    t,
    en,
    'hardinfo2&#x27;s figures, with the single-thread index CPU Atlas derives from them, are published apart under GPL-2.0-or-later, not in the CC0 files above: <a href="/data/hardinfo2.json"',
  );
  lacks(t, en, '/data/single-thread-index.json', 'one GPL download, not two');
  // A page that shows no SPEC figure carries no SPEC notice under its table.
  const laptops = await html('/en/lib?vendor=amd&segment=mobile&sort=-score');
  lacks(t, /<div class="library-credits">[^]*?<\/div>/.exec(laptops)?.[0] ?? '', 'data-source="spec-cpu2017"', 'no SPEC notice without SPEC figures');
  has(t, laptops, 'data-source="blender-opendata"', 'Blender credited where its figures are');
});
