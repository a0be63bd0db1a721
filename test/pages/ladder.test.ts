import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { ladderEntries, rankingOf, everyEntry } from '../../src/catalogue/ladder.js';
import { readConfig } from '../../src/config.js';
import { LADDER_PAGE_SIZE, ladderData } from '../../src/pages/ladder.js';
import { DEFAULT_LADDER_QUERY, LADDER_SEGMENTS, METRICS, parseLadderQuery } from '../../src/shared/ladder-query.js';
import { BROWSER_UA, bootApp, embeddedPayload } from '../helper.js';

/**
 * The ladder through the app, in both languages, for every benchmark: what it ranks and how
 * (tiers from the figure, per watt by the power the vendor states, unranked figures left out and counted), the
 * choices in the URL, the marks, and a synthetic catalogue. Ranks and counts are read from the
 * catalogue, so the tests hold as it grows.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const app = await bootApp(t, { catalogue });
const get = (url: string) => app.inject({ url, headers: { 'user-agent': BROWSER_UA } });
/** A page's HTML without React's text separators (`<!-- -->`), which say nothing to a reader. */
const html = async (url: string) => (await get(url)).body.replaceAll('<!-- -->', '');
/** Whether the page has it: a failure names what was looked for, not the whole page. */
const has = (t: { ok(value: unknown, message: string): void }, page: string, needle: string | RegExp, message?: string) =>
  t.ok(typeof needle === 'string' ? page.includes(needle) : needle.test(page), message ?? String(needle));
const lacks = (t: { ok(value: unknown, message: string): void }, page: string, needle: string | RegExp, message?: string) =>
  t.ok(typeof needle === 'string' ? !page.includes(needle) : !needle.test(page), message ?? `not ${String(needle)}`);
const benchmark = (id: string) => catalogue.findBenchmark(id)!;
const blender = benchmark('blender');
const desktop = rankingOf(catalogue, { benchmark: blender, segment: 'desktop', metric: 'score' });
/** The entries a ladder page lists, in page order. */
const entryKeys = (page: string) =>
  [
    ...page.matchAll(
      /<div class="ladder-entry vendor-([a-z]+)[^"]*"[^>]*><span class="ladder-entry__rank">[^<]*<\/span><span class="ladder-entry__name"><a href="(?:\/en)?\/cpu\/\w+\/([a-z0-9-]+)"/g,
    ),
  ].map((match) => `${match[1]}:${match[2]}`);

t.test('GET /ladder is the desktop Blender ladder in Chinese; GET /en/ladder in English', async (t) => {
  t.equal((await get('/ladder')).statusCode, 200);
  const zh = await html('/ladder');
  has(t, zh, '<html lang="zh-CN"');
  has(t, zh, '<title>台式机 CPU 性能天梯图 · Blender · 芯片图鉴</title>');
  has(t, zh, /三个场景（classroom、junkshop、monster）每分钟采样数之和.*不代表游戏或单线程性能/, 'what the figure measures');
  has(t, zh, '数据：Blender Open Data（opendata.blender.org），CC0 1.0，快照日期 2026年10月3日。', "the credit, with the snapshot's date");
  has(t, zh, '<a href="https://creativecommons.org/publicdomain/zero/1.0/" rel="license">许可条款</a>');
  for (const tier of ['旗舰', '高端', '主流', '入门']) has(t, zh, `<h2 class="ladder-tier__name">${tier} `);
  has(
    t,
    zh,
    '<summary><span class="ladder-choice__label">测试项目</span> <span class="ladder-choice__current">Blender</span></summary>',
    'the benchmark chosen, said',
  );
  const en = await html('/en/ladder');
  has(t, en, '<html lang="en-US"');
  has(t, en, '<title>Desktop CPU performance ladder · Blender · CPU Atlas</title>');
  has(t, en, 'not games or single-thread speed');
  has(t, en, /<th scope="col">Rank<\/th><th scope="col">Processor<\/th><th scope="col">Figure<\/th>/, 'the table equivalent');
  const best = everyEntry(desktop)[0]!.processor;
  t.equal(entryKeys(en)[0], `${best.vendor}:${best.id}`, 'the best first');
  t.equal(entryKeys(en).length, desktop.length, 'every ranked figure, on one page');
  has(t, en, '<span class="score-bar"><span style="width:100.0%"></span></span>', 'the best has the whole bar');
});

t.test('every benchmark has a ladder in both languages, ranked by its own figures, tiers from them', async (t) => {
  for (const { info } of catalogue.benchmarks) {
    for (const segment of LADDER_SEGMENTS) {
      const ranking = rankingOf(catalogue, { benchmark: benchmark(info.id), segment, metric: 'score' });
      for (const prefix of ['', '/en']) {
        const url = `${prefix}/ladder?benchmark=${info.id}&segment=${segment}`;
        const page = await html(url);
        const payload = embeddedPayload(page);
        t.equal(
          payload.search,
          info.id === 'blender' ? `?segment=${segment}` : `?benchmark=${info.id}&segment=${segment}`,
          `${url}: its canonical query (the default benchmark unwritten)`,
        );
        const listed = entryKeys(page);
        const expected = everyEntry(ranking).slice(0, LADDER_PAGE_SIZE);
        // Equal figures share a rank and a row, where Intel's entry is drawn first: compare the sets, then the order of ranks.
        t.same(
          [...listed].sort(),
          expected.map((entry) => `${entry.processor.vendor}:${entry.processor.id}`).sort(),
          `${url}: the ranked figures (${listed.length} of ${ranking.length})`,
        );
        const sections = [...page.matchAll(/<section class="ladder-tier ladder-tier--([a-z-]+)"([^]*?)<\/section>/g)];
        if (info.ranged) {
          // Placed by ranges (test/pages/single-thread-index.test.ts): listed by figure, best first, in one list.
          const valueOf = new Map(expected.map((entry) => [`${entry.processor.vendor}:${entry.processor.id}`, entry.value]));
          const values = listed.map((key) => valueOf.get(key)!);
          t.ok(
            values.every((value, i) => i === 0 || value <= values[i - 1]!),
            `${url}: the highest figure first`,
          );
          if (listed.length)
            t.same(
              sections.map(([, tier]) => tier),
              ['all'],
              `${url}: one list, no tier sections`,
            );
          continue;
        }
        const rankOf = new Map(expected.map((entry) => [`${entry.processor.vendor}:${entry.processor.id}`, entry.rank]));
        const ranks = listed.map((key) => rankOf.get(key)!);
        t.ok(
          ranks.every((rank, i) => i === 0 || rank >= ranks[i - 1]!),
          `${url}: best first`,
        );
        // Each tier heading holds exactly the entries whose figure falls in it.
        for (const [, tier, body] of sections) {
          for (const key of entryKeys(body!)) {
            const entry = everyEntry(ranking).find((e) => `${e.processor.vendor}:${e.processor.id}` === key)!;
            t.equal(entry.tier, tier, `${url}: ${key} is in the ${tier} tier by its figure's share ${entry.share.toFixed(3)}`);
          }
        }
      }
    }
  }
});

t.test('per watt states its watt, and leaves the tiers to the figure', async (t) => {
  const zh = await html('/ladder?metric=per-watt');
  has(
    t,
    zh,
    '每瓦数值是用处理器在默认设置下可用的功耗去除，以厂商标称为准：Intel 的最大睿频功耗，或 AMD 按插槽和 TDP 档位标称的封装功耗上限（PPT），两者都没有时用 TDP。这是额定功耗，不是实测功耗。',
  );
  const en = await html('/en/ladder?segment=mobile&metric=per-watt');
  has(
    t,
    en,
    'Per watt divides the figure by the power the processor may draw at stock, as its vendor states it: Intel&#x27;s Maximum Turbo Power, or AMD&#x27;s package power limit (PPT) for the socket and TDP class, else the TDP. Rated power, not measured draw.',
  );
  has(t, en, '<section class="ladder-tier ladder-tier--all"', 'one list, not tier sections: the order is per watt');
  const ranking = rankingOf(catalogue, { benchmark: benchmark('blender'), segment: 'mobile', metric: 'per-watt' });
  const first = everyEntry(ranking)[0]!;
  has(
    t,
    en,
    new RegExp(`/cpu/${first.processor.vendor}/${first.processor.id}">[^<]+</a><span class="tier-tag tier-tag--${first.tier}">`),
    'each entry names the tier of its figure',
  );
  const frugal = everyEntry(ranking).find((entry) => entry.tier === 'entry' || entry.tier === 'mainstream');
  t.ok(frugal, 'the per-watt ladder holds figures of lower tiers, so the test can tell');
  has(
    t,
    await html('/en/ladder?metric=per-dollar'),
    'Per dollar divides the figure by the launch price in US dollars the vendor stated, not today&#x27;s price.',
  );
  lacks(t, await html('/en/ladder'), 'rated power, not measured draw', 'said only where the metric divides');
});

t.test('GET /en/ladder?metric=per-watt divides by the power each vendor states, says which on every row, and says when the ladder mixes them', async (t) => {
  const en = await html('/en/ladder?metric=per-watt');
  const zh = await html('/ladder?metric=per-watt');
  for (const page of [en, zh]) {
    const top = entryKeys(page).slice(0, 10);
    t.equal(top.length, 10);
    t.notOk(
      top.includes('intel:core-i9-13900') || top.includes('intel:core-i9-13900f'),
      `the i9-13900 and 13900F (65 W base, 219 W turbo) are not in the top 10: ${top.join(', ')}`,
    );
  }
  // Each row names its watts and rating; the 13900's is its Maximum Turbo Power.
  has(
    t,
    en,
    /<a href="\/en\/cpu\/intel\/core-i9-13900">Core i9-13900<\/a>(?:<span class="(?:tier-tag|ladder-entry__samples)[^"]*">[^<]*<\/span>)*<span class="power-tag power-tag--max-turbo-power" title="Intel&#x27;s Maximum Turbo Power">219 W max turbo<\/span>/,
  );
  has(
    t,
    zh,
    /<a href="\/cpu\/intel\/core-i9-13900">Core i9-13900<\/a>(?:<span class="(?:tier-tag|ladder-entry__samples)[^"]*">[^<]*<\/span>)*<span class="power-tag power-tag--max-turbo-power" title="Intel 的最大睿频功耗">219 W 最大睿频<\/span>/,
  );
  has(
    t,
    en,
    /<a href="\/en\/cpu\/amd\/ryzen-9-7950x">Ryzen 9 7950X<\/a>(?:<span class="(?:tier-tag|ladder-entry__samples)[^"]*">[^<]*<\/span>)*<span class="power-tag power-tag--package-power-limit" title="AMD&#x27;s package power limit \(PPT\)">230 W PPT<\/span>/,
  );
  // A part whose record states only a TDP (no Maximum Turbo Power) is divided by it, and marked.
  has(
    t,
    en,
    /<a href="\/en\/cpu\/intel\/core-i9-11900">Core i9-11900<\/a>(?:<span class="(?:tier-tag|ladder-entry__samples)[^"]*">[^<]*<\/span>)*<span class="power-tag power-tag--tdp" title="the TDP">65 W TDP<\/span>/,
    'the i9-11900: only a TDP, marked',
  );
  has(
    t,
    zh,
    /<a href="\/cpu\/intel\/core-i9-11900">Core i9-11900<\/a>(?:<span class="(?:tier-tag|ladder-entry__samples)[^"]*">[^<]*<\/span>)*<span class="power-tag power-tag--tdp" title="TDP">65 W TDP<\/span>/,
  );
  // The ladder mixes ratings, and the line above it says so, in both languages.
  has(
    t,
    en,
    '<p class="ladder-power">Ranked per watt of Intel&#x27;s Maximum Turbo Power, AMD&#x27;s package power limit (PPT), the TDP. Rows marked TDP are divided by the TDP, as the vendor states no higher limit for them: they may read more efficient than they are.</p>',
  );
  has(
    t,
    zh,
    '<p class="ladder-power">每瓦数值的分母：Intel 的最大睿频功耗、AMD 的封装功耗上限（PPT）、TDP。标有 TDP 的行除以 TDP，因为厂商没有为它们标称更高的功耗上限：它们的能效可能显得比实际更高。</p>',
  );
  // AMD's limits are cited where they are used: its statement, as published.
  has(
    t,
    en,
    'AMD&#x27;s statement, as published by AnandTech: <a href="https://www.anandtech.com/show/17418/amd-corrects-socket-am5-power-specifications-170w-tdp-and-230w-ppt"',
  );
  has(t, zh, 'AMD 的声明，由 AnandTech 刊载： <a href="https://www.anandtech.com/show/17418/');
  // The table says it too, in a column of its own.
  has(t, en, '<th scope="col">Figure per watt</th><th scope="col">Divided by</th>');
  // A ladder of one rating says that one, and marks nothing as a mix.
  const intelOnly = await html('/en/ladder?benchmark=specrate2017-int-base-2chip&segment=server&metric=per-watt');
  has(t, intelOnly, /<p class="ladder-power">Ranked per watt of [^<]*\.<\/p>/);
  lacks(t, await html('/en/ladder?metric=per-dollar'), 'class="power-tag', 'per dollar names no watts');
});

t.test("a 2-chip system is divided by its watts and price; one thread's speed is not ranked per watt", async (t) => {
  const server = await html('/en/ladder?benchmark=specrate2017-int-base-2chip&segment=server&metric=per-watt');
  has(
    t,
    server,
    'These figures were measured on systems of 2 chips: each is divided by 2 times the processor&#x27;s power or launch price (the whole system&#x27;s), never by one chip&#x27;s.',
  );
  const ranking = rankingOf(catalogue, { benchmark: benchmark('specrate2017-int-base-2chip'), segment: 'server', metric: 'per-watt' });
  const first = everyEntry(ranking)[0]!;
  const rating = first.processor.maxTurboPowerW ?? catalogue.platforms.packagePowerOf(first.processor)?.watts ?? first.processor.tdpW!;
  t.same(first.power?.watts, 2 * rating, "twice the processor's rating");
  t.equal(first.value, first.figure.score / (2 * rating), 'the ladder ranks by the figure over twice the rating');
  // An old per-watt link to a single-thread ladder answers, with the figure itself and the reason.
  const single = await html('/en/ladder?benchmark=sysbench-cpu-single-thread&segment=mobile&metric=per-watt');
  lacks(t, single, 'rated power, not measured draw');
  has(t, single, 'Single-thread figures are not ranked per watt: a processor&#x27;s power rating is the whole package&#x27;s, which one thread does not draw.');
  lacks(t, single, 'metric=per-watt', 'nothing links to a per-watt single-thread ladder');
  t.equal(
    everyEntry(rankingOf(catalogue, { benchmark: benchmark('sysbench-cpu-single-thread'), segment: 'mobile', metric: 'per-watt' })).length,
    0,
    'and none is ranked so',
  );
});

t.test('figures that do not rank by default are left out, counted, and listed on request', async (t) => {
  const sysbench = benchmark('sysbench-cpu-single-thread');
  const ranked = ladderEntries(catalogue, { benchmark: sysbench, segment: 'mobile', metric: 'score' }, null);
  const all = ladderEntries(catalogue, { benchmark: sysbench, segment: 'mobile', metric: 'score', unranked: true }, null);
  t.ok(all.length > ranked.length, `${all.length - ranked.length} laptop SysBench figures do not rank by default`);
  const left = all.length - ranked.length;
  const en = await html('/en/ladder?benchmark=sysbench-cpu-single-thread&segment=mobile');
  t.equal(entryKeys(en).length, ranked.length, 'the default list: ranked figures only');
  has(t, en, `${left.toLocaleString('en-US')} more processors have a figure that does not rank by default (too few results, or doubtful) and are left out.`);
  has(t, en, '<a href="/en/ladder?benchmark=sysbench-cpu-single-thread&amp;segment=mobile&amp;unranked=1">List them too</a>');
  const zh = await html('/ladder?benchmark=sysbench-cpu-single-thread&segment=mobile&unranked=1');
  t.equal(entryKeys(zh).length, Math.min(LADDER_PAGE_SIZE, all.length), 'unranked=1 lists them all (a page at a time)');
  has(t, zh, `共 ${all.length.toLocaleString('zh-CN')} 款处理器`);
  has(t, zh, `其中 ${left.toLocaleString('zh-CN')} 款的数值默认不排名（结果太少，或存疑），已标出，且不决定档次。`);
  has(t, zh, /<span class="few-samples">样本少<\/span>/, 'one result: marked');
  has(t, zh, /<span class="few-samples">存疑数值<\/span>/, 'a doubtful figure: marked');
  has(t, zh, '只看已排名');
  // Blender's doubtful EPYC 9684X: on the server ladder only on request.
  lacks(t, await html('/en/ladder?segment=server'), '/cpu/amd/epyc-9684x"');
  has(t, await html('/en/ladder?segment=server&unranked=1'), '/cpu/amd/epyc-9684x"');
});

t.test('benchmark= unknown or malformed is the default; the canonical query drops what is default', async (t) => {
  for (const asked of ['benchmark=nope', 'benchmark=%3Cb%3E', 'benchmark=BLENDER', 'benchmark=blender']) {
    const page = await html(`/en/ladder?${asked}&segment=mobile`);
    t.equal(embeddedPayload(page).search, '?segment=mobile', `${asked}: the Blender ladder's query`);
    has(t, page, '<span class="ladder-choice__current">Blender</span>');
  }
  t.equal(
    embeddedPayload(await html('/ladder?unranked=0&segment=server&benchmark=specrate2017-fp-base-2chip&metric=score')).search,
    '?benchmark=specrate2017-fp-base-2chip&segment=server',
  );
  t.equal(parseLadderQuery({}).benchmark, DEFAULT_LADDER_QUERY.benchmark);
});

t.test('the choices keep the others: each benchmark link keeps the segment, vendor and metric', async (t) => {
  const page = await html('/en/ladder?segment=server&vendor=intel&metric=per-dollar');
  has(t, page, '<a href="/en/ladder?benchmark=specrate2017-int-base-2chip&amp;segment=server&amp;vendor=intel&amp;metric=per-dollar">');
  has(t, page, /<a href="\/en\/ladder\?segment=server&amp;vendor=intel&amp;metric=per-dollar" aria-current="true">Figure per launch dollar<\/a>/);
  lacks(t, page, /<div class="ladder-entry vendor-amd/, 'the vendor filter leaves AMD out');
  // A benchmark whose ladder of the segment lists nobody is not offered.
  const mobile = await html('/en/ladder?segment=mobile');
  for (const { info } of catalogue.benchmarks.filter((b) => b !== blender)) {
    const size = ladderEntries(catalogue, { benchmark: benchmark(info.id), segment: 'mobile', metric: 'score' }, null).length;
    (size ? has : lacks)(t, mobile, `benchmark=${info.id}&amp;segment=mobile"`, `${info.id}: ${size} on the laptop ladder`);
  }
  t.equal((await app.inject({ method: 'POST', url: '/ladder' })).statusCode, 405);
});

t.test('each segment tab counts what its list holds, for every segment, metric and vendor', async (t) => {
  for (const id of ['blender', 'specrate2017-int-base-1chip', 'raytracing-single-thread']) {
    for (const metric of METRICS) {
      for (const vendor of [null, 'amd', 'intel'] as const) {
        const query = { ...DEFAULT_LADDER_QUERY, benchmark: id, metric, vendor };
        const { sizes } = ladderData(catalogue, query);
        for (const segment of LADDER_SEGMENTS) {
          t.equal(sizes[segment], ladderData(catalogue, { ...query, segment }).total, `${id} ${segment} ${metric} ${vendor ?? 'both'}`);
        }
      }
    }
  }
});

t.test('GET /ladder?mark=amd:ID highlights it, says where it is, and explains when it cannot', async (t) => {
  const p = catalogue.find('amd', 'ryzen-7-7800x3d')!;
  const rank = everyEntry(desktop)[desktop.indexOf(p)!]!.rank;
  const marked = await html('/ladder?segment=desktop&mark=amd:ryzen-7-7800x3d');
  has(
    t,
    marked,
    new RegExp(`<div class="ladder-entry vendor-amd ladder-col-\\d is-marked" id="ladder-mark"><span class="ladder-entry__rank">第${rank}</span>`),
  );
  has(t, marked, `已标出 Ryzen 7 7800X3D：第 ${rank} 名。`);
  has(
    t,
    await html('/en/ladder?segment=mobile&mark=amd:ryzen-7-7800x3d'),
    /Ryzen 7 7800X3D is on the Desktop ladder\. <a href="\/en\/ladder\?segment=desktop&amp;mark=amd%3Aryzen-7-7800x3d#ladder-mark">Go to that ladder<\/a>/,
  );
  // No Blender figure, but a ranked SysBench one: the note says so and leads there.
  t.equal(blender.figureOf(catalogue.find('amd', 'ryzen-5-1500x')!), null);
  has(
    t,
    await html('/en/ladder?mark=amd:ryzen-5-1500x'),
    /Ryzen 5 1500X has no Blender result yet, so it is not on this ladder\. <a href="\/en\/ladder\?benchmark=[a-z0-9-]+&amp;segment=desktop&amp;mark=amd%3Aryzen-5-1500x#ladder-mark">See it on the [^<]+ ladder<\/a>/,
  );
  has(
    t,
    await html('/en/ladder?segment=server&mark=amd:epyc-9684x'),
    'EPYC 9684X&#x27;s Blender figure does not rank by default: too few results, or doubtful. <a href="/en/ladder?segment=server&amp;mark=amd%3Aepyc-9684x&amp;unranked=1#ladder-mark">List them too</a>',
  );
  has(
    t,
    await html('/en/ladder?segment=server&mark=amd:epyc-9684x&unranked=1'),
    /<div class="ladder-entry vendor-amd ladder-col-\d is-marked is-unranked" id="ladder-mark">/,
  );
  has(t, await html('/en/ladder?mark=amd:no-such-part'), 'There is no processor amd:no-such-part to mark.');
});

t.test('a synthetic catalogue has synthetic figures, and says so where they are shown', async (t) => {
  const synthetic = await loadCatalogue('fake:500', readConfig({}).rootDir);
  const fake = await bootApp(t, { catalogue: synthetic });
  for (const url of ['/en/ladder', '/en/ladder?benchmark=specrate2017-int-base-2chip&segment=server']) {
    const ladder = (await fake.inject({ url, headers: { 'user-agent': BROWSER_UA } })).body.replaceAll('<!-- -->', '');
    has(t, ladder, 'Synthetic scores: generated, no processor was measured.', url);
    has(t, ladder, 'This is a synthetic demo catalogue');
    has(t, ladder, /<div class="ladder-entry vendor-/);
  }
});
