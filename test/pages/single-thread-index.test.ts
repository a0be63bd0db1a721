import t from 'tap';
import { rankingOf } from '../../src/catalogue/ladder.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { BROWSER_UA, bootApp } from '../helper.js';

/**
 * The single-thread index through the app, in both languages: labelled as derived wherever it is,
 * with its results and tests; the detail page's line at a glance (a rank, or why none); the ladder
 * that answers "how fast on one thread" and says why a processor on one test is not on it; the
 * library's column; compare's row and its stars; its GPL download, apart from the CC0 files. Ranks
 * and figures are read from the catalogue, so the tests hold as the data grows.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const app = await bootApp(t, { catalogue });
const html = async (url: string) => (await app.inject({ url, headers: { 'user-agent': BROWSER_UA } })).body.replaceAll('<!-- -->', '');
const index = catalogue.findBenchmark('single-thread-index')!;
const find = (key: string) => {
  const [vendor, id] = key.split(':') as ['amd' | 'intel', string];
  return catalogue.find(vendor, id)!;
};
const headlines = (page: string) => /<dl class="score-headlines"[^>]*>([^]*?)<\/dl>/.exec(page)?.[1] ?? '';

t.test('the shipped catalogue has an index for most measured processors, ranked on two tests or more', async (t) => {
  const figures = catalogue.processors.map((p) => index.figureOf(p)).filter((figure) => figure !== null);
  t.ok(figures.length >= 900, `${figures.length} processors have an index`);
  const ranked = figures.filter((figure) => figure!.ranked);
  t.ok(ranked.length >= 450, `${ranked.length} of them rank`);
  t.ok(figures.every((figure) => figure!.ranked === (figure!.tests!.length >= 2 && figure!.samples >= 2 && !figure!.doubt)), 'ranked exactly when it rests on two tests or more');
  t.equal(catalogue.benchmarks[1]!.info.id, 'single-thread-index', 'second in every list of benchmarks, after Blender');
});

t.test('the detail page leads with the index, or says why it has no rank', async (t) => {
  const ranked = find('amd:ryzen-7-7800x3d');
  const figure = index.figureOf(ranked)!;
  t.ok(figure.ranked, 'the case: a ranked index');
  const rank = rankingOf(catalogue, { benchmark: index, segment: 'desktop', metric: 'score' }).entries.find((entry) => entry.processor === ranked)!.rank;
  const en = headlines(await html('/en/cpu/amd/ryzen-7-7800x3d'));
  t.match(en, '<dt>Single-thread</dt>');
  t.match(en, `<a href="#score-single-thread-index">Single-thread index (derived)</a> <strong>${figure.score.toFixed(1)}</strong> · Rank ${rank} of `);
  t.match(headlines(await html('/cpu/amd/ryzen-7-7800x3d')), '单线程指数（派生）');
  // The Ryzen 5 3600's index rests on Blowfish alone: its page says so, and why that does not rank.
  const oneTest = await html('/en/cpu/amd/ryzen-5-3600');
  t.match(headlines(oneTest), /Not ranked \(\d+ results in 1 test\)/);
  t.match(oneTest, 'Not ranked: it rests on 1 test alone (Blowfish single-thread); the index ranks only on 2 tests or more, since each test favours some designs.');
  t.match(await html('/cpu/amd/ryzen-5-3600'), '未排名：只基于 1 项测试（Blowfish 单线程）');
  // A processor no single-thread test names says that too.
  const none = catalogue.processors.find((p) => p.segment === 'desktop' && !index.figureOf(p) && catalogue.findBenchmark('blender')!.figureOf(p))!;
  t.match(headlines(await html(`/en/cpu/${none.vendor}/${none.id}`)), 'Single-thread index (derived): no result names this processor yet.');
});

t.test('the ladder of the index is the single-thread ladder: linked from home, and it says why one test is not enough', async (t) => {
  t.match(await html('/en'), '<a href="/en/ladder?benchmark=single-thread-index&amp;segment=desktop">the Single-thread index (derived) ladder</a>');
  const page = await html('/en/ladder?benchmark=single-thread-index&mark=amd%3Aryzen-5-3600');
  t.match(page, 'Ryzen 5 3600&#x27;s Single-thread index (derived) figure rests on 1 test alone (Blowfish single-thread): it ranks only on 2 tests or more');
  t.match(page, /How fast the processor runs one thread, as one figure CPU Atlas derives from every single-thread test it imports \(SysBench CPU single-thread, Blowfish single-thread, Raytracing single-thread\)/);
  t.match(page, 'Derived by CPU Atlas from the single-thread tests of hardinfo2');
  // Listed on request, with its results and tests.
  const listed = await html('/en/ladder?benchmark=single-thread-index&unranked=1&mark=amd%3Aryzen-5-3600');
  t.match(listed, /ryzen-5-3600">Ryzen 5 3600<\/a><span class="few-samples">too few tests<\/span>/);
  // Each of the named desktop parts with two tests or more is placed.
  for (const key of ['amd:ryzen-5-5600', 'amd:ryzen-7-5800x3d', 'amd:ryzen-7-7800x3d', 'intel:core-i5-12400f', 'intel:core-i9-14900k']) {
    t.match(await html(`/en/ladder?benchmark=single-thread-index&mark=${encodeURIComponent(key)}`), /is marked: rank \d+\./, `${key} is on the ladder`);
  }
  // The three tests keep their own ladders and URLs.
  for (const id of ['sysbench-cpu-single-thread', 'blowfish-single-thread', 'raytracing-single-thread']) {
    t.equal((await app.inject({ url: `/en/ladder?benchmark=${id}` })).statusCode, 200);
    t.match(await html(`/en/ladder?benchmark=${id}`), `aria-current="true">${id === 'sysbench-cpu-single-thread' ? 'SysBench CPU single-thread' : id === 'blowfish-single-thread' ? 'Blowfish single-thread' : 'Raytracing single-thread'}`);
  }
});

t.test('the library gives the index a column of its own, sortable, labelled as derived', async (t) => {
  const page = await html('/en/lib?sort=-single-thread-index');
  t.match(page, 'aria-label="Sort by Single-thread index (derived)"');
  const ranking = catalogue.processors.filter((p) => index.figureOf(p)).sort((a, b) => index.figureOf(b)!.score - index.figureOf(a)!.score);
  const first = ranking[0]!;
  t.match(page, new RegExp(`href="/en/cpu/${first.vendor}/${first.id}"[^]*?<td data-label="Single-thread index \\(derived\\)" class="library-table__derived"><span class="figure-lines__value">${index.figureOf(first)!.score.toFixed(1)}`));
});

t.test('compare: the index\'s row, and no star for a figure that does not rank', async (t) => {
  const page = await html('/en/compare?ids=amd:ryzen-7-7800x3d,intel:core-i9-14900k');
  const row = (label: RegExp) => label.exec(page)?.[0] ?? '';
  const ray = row(/<tr[^>]*><th scope="row">hardinfo2: FPU Raytracing \(single-thread\)[^]*?<\/tr>/);
  t.ok(ray, 'a ray-tracing row');
  // The 14900K's ray-tracing figure rests on one result: higher, shown, and without the star.
  const cells = [...ray.matchAll(/<td( class="is-best")?>([^]*?)<\/td>/g)];
  t.notOk(cells[1]![1], 'the 14900K\'s one-result figure does not win');
  t.match(cells[1]![2], 'few samples');
  t.notMatch(page, /Raytracing single-thread per TDP watt/, 'no per-watt row for a single-thread figure');
  t.match(page, '<th scope="row">Raytracing single-thread per launch dollar', 'per launch dollar stays');
  t.match(page, /<th scope="row">Single-thread index \(derived from the single-thread tests\) \(index points/);
});

t.test('its figures are published apart, under the GPL, never in the CC0 files', async (t) => {
  const apart = (await app.inject({ url: '/data/single-thread-index.json' })).json();
  t.match(apart, { licence: 'GPL-2.0-or-later', notice: /Derived by CPU Atlas/ });
  const [benchmark] = apart.benchmarks;
  t.match(benchmark, { id: 'single-thread-index', derivedFrom: ['sysbench-cpu-single-thread', 'blowfish-single-thread', 'raytracing-single-thread'], rankedTests: 2 });
  t.match(benchmark.figures.find((figure: { id: string }) => figure.id === 'ryzen-5-3600'), { tests: ['blowfish-single-thread'], ranked: false });
  const records = (await app.inject({ url: '/data/processors.json' })).json() as { figures: Record<string, unknown> }[];
  t.ok(records.every((record) => !('single-thread-index' in record.figures)), 'not in the CC0 JSON');
  const csv = (await app.inject({ url: '/data/processors.csv' })).body;
  t.notMatch(csv.split('\r\n')[0]!, /singleThreadIndex/, 'nor in the CSV');
  t.match(await html('/en/lib'), 'CPU Atlas single-thread index&#x27;s figures are published apart under GPL-2.0-or-later, not in the CC0 files above: <a href="/data/single-thread-index.json"');
});
