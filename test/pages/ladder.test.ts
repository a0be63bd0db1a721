import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { ranking, standingOf } from '../../src/catalogue/ladder.js';
import { readConfig } from '../../src/config.js';
import { ladderData } from '../../src/pages/ladder.js';
import { LADDER_SEGMENTS, METRICS, parseLadderQuery } from '../../src/shared/ladder-query.js';
import { BROWSER_UA, bootApp, embeddedPayload } from '../helper.js';

/**
 * Scores and the ladder through the app, in both languages: the ladder page, the detail page's
 * score block, the library's score column, sort and filter, compare's bars, home's ladder tops and
 * the open data. Ranks and counts are read from the catalogue, so the tests hold as it grows.
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
const find = (vendor: 'amd' | 'intel', id: string) => catalogue.find(vendor, id)!;
const desktop = ranking(catalogue, 'desktop', 'score');

t.test('GET /ladder is the desktop ladder in Chinese; GET /en/ladder in English', async (t) => {
  t.equal((await get('/ladder')).statusCode, 200);
  const zh = await html('/ladder');
  has(t, zh, '<html lang="zh-CN"');
  has(t, zh, '<title>台式机 CPU 性能天梯图 · 芯片图鉴</title>');
  has(t, zh, /分数为 Blender 4\.5\.0 的 Cycles 渲染器在 CPU 上的渲染速度.*不代表游戏或单线程性能/, 'what the score measures, at the top');
  has(t, zh, /<a href="https:\/\/opendata\.blender\.org\/">Blender Open Data<\/a> · 快照日期 2026年10月3日 · <a href="https:\/\/creativecommons\.org\/publicdomain\/zero\/1\.0\/" rel="license">CC0-1\.0 许可<\/a>/);
  for (const tier of ['旗舰', '高端', '主流', '入门']) has(t, zh, `<h2 class="ladder-tier__name">${tier} `);
  has(t, zh, '达到最佳的 70% 及以上');
  has(t, zh, '<summary>以表格查看本页</summary>');
  const en = await html('/en/ladder');
  has(t, en, '<html lang="en-US"');
  has(t, en, '<title>Desktop CPU performance ladder · CPU Atlas</title>');
  has(t, en, 'not games or single-thread speed');
  for (const tier of ['Flagship', 'High-end', 'Mainstream', 'Entry']) has(t, en, `<h2 class="ladder-tier__name">${tier} `);
  has(t, en, /<th scope="col">Rank<\/th><th scope="col">Processor<\/th><th scope="col">Render score<\/th>/, 'the table equivalent');
  const best = desktop.entries[0]!.processor;
  has(t, en, new RegExp(`<div class="ladder-entry vendor-${best.vendor}"><span class="ladder-entry__rank">#1</span>`), 'the best first');
  has(t, en, `href="/en/cpu/${best.vendor}/${best.id}"`, 'each entry links to its page');
  has(t, en, '<span class="score-bar"><span style="width:100.0%"></span></span>', 'the best has the whole bar');
  has(t, en, /<nav aria-label="Main navigation".*<a href="\/en\/ladder" aria-current="page">Ladder<\/a>/s, 'in the header, current');
});

t.test('segment, vendor and metric are in the URL, and the page says which it shows', async (t) => {
  const page = embeddedPayload((await get('/en/ladder?segment=laptop&metric=per-watt')).body);
  t.equal(page.data.segment, 'mobile', 'laptop is read as mobile');
  const mobile = ladderData(catalogue, parseLadderQuery({ segment: 'laptop', metric: 'per-watt' }));
  t.match(mobile.query, { segment: 'mobile', metric: 'per-watt' });
  const mobileIds = new Set(catalogue.processors.filter((p) => p.segment === 'mobile').map((p) => p.id));
  const entries = mobile.tiers.flatMap((tier) => tier.rows.flatMap((row) => [row.intel, row.amd])).filter((entry) => entry !== null);
  t.ok(entries.length > 0 && entries.every((entry: any) => mobileIds.has(entry.id)), 'laptop parts only');
  const byRank = [...entries].sort((a, b) => a.rank - b.rank).map((e) => e.value);
  t.same(byRank, [...byRank].sort((a, b) => b - a), 'rank order is value order, best first');
  const server = await html('/en/ladder?segment=server&vendor=intel&metric=per-dollar');
  has(t, server, /<title>Server &(amp|#38); workstation CPU performance ladder · CPU Atlas<\/title>/);
  has(t, server, /<a href="\/en\/ladder\?segment=server&amp;vendor=intel&amp;metric=per-dollar" aria-current="true">Score per launch dollar<\/a>/);
  lacks(t, server, /<div class="ladder-entry vendor-amd/, 'the vendor filter leaves AMD out');
  t.equal((await get('/ladder/_payload.json?b&segment=mobile')).json().data.segment, 'mobile', 'the payload follows the query');
  t.equal((await app.inject({ method: 'POST', url: '/ladder' })).statusCode, 405);
});

t.test('each segment tab counts what its list holds, for every segment, metric and vendor', async (t) => {
  // What a page lists (its entries over all its pages), and the tab counts each page shows.
  const listed = new Map<string, number>();
  const tabs: { url: string; counts: Map<string, number>; metric: string; vendor: string }[] = [];
  for (const segment of LADDER_SEGMENTS) {
    for (const metric of METRICS) {
      for (const vendor of ['', 'amd', 'intel']) {
        const url = `/en/ladder?segment=${segment}&metric=${metric}${vendor ? `&vendor=${vendor}` : ''}`;
        let page = await html(url);
        let entries = 0;
        for (let number = 2; ; number++) {
          entries += page.match(/<div class="ladder-entry vendor-/g)?.length ?? 0;
          if (!page.includes(`page=${number}"`)) break;
          page = await html(`${url}&page=${number}`);
        }
        listed.set(`${segment}:${metric}:${vendor}`, entries);
        const segmentNav = /<nav aria-label="Segment">([^]*?)<\/nav>/.exec(page)?.[1] ?? '';
        const counts = new Map([...segmentNav.matchAll(/segment=(\w+)[^"]*"[^>]*>[^<]*<span class="muted">([\d,]+)<\/span>/g)]
          .map((match) => [match[1]!, Number(match[2]!.replaceAll(',', ''))]));
        tabs.push({ url, counts, metric, vendor });
      }
    }
  }
  for (const { url, counts, metric, vendor } of tabs) {
    t.equal(counts.size, LADDER_SEGMENTS.length, `GET ${url}: a count on every segment tab`);
    for (const segment of LADDER_SEGMENTS) {
      const holds = listed.get(`${segment}:${metric}:${vendor}`);
      t.equal(counts.get(segment), holds, `GET ${url}: the ${segment} tab says ${counts.get(segment)}, its list holds ${holds}`);
    }
  }
  t.ok([...listed.values()].some((count) => count !== listed.get('desktop:score:')), 'the counts differ by metric and vendor, so the test can tell');
});

t.test('GET /ladder?mark=amd:ID highlights it, says where it is, and explains when it cannot', async (t) => {
  const p = find('amd', 'ryzen-7-7800x3d');
  const rank = desktop.entries[desktop.indexOf(p)!]!.rank;
  const marked = await html('/ladder?segment=desktop&mark=amd:ryzen-7-7800x3d');
  has(t, marked, new RegExp(`<div class="ladder-entry vendor-amd is-marked" id="ladder-mark"><span class="ladder-entry__rank">第${rank}</span>`));
  has(t, marked, `已标出 Ryzen 7 7800X3D：第 ${rank} 名。`);
  has(t, marked, /<tr class="is-marked"><td>\d+<\/td><th scope="row"><a href="\/cpu\/amd\/ryzen-7-7800x3d">AMD Ryzen 7 7800X3D<\/a>/);
  has(t, await html('/en/ladder?segment=mobile&mark=amd:ryzen-7-7800x3d'),
    /Ryzen 7 7800X3D is on the Desktop ladder\. <a href="\/en\/ladder\?segment=desktop&amp;mark=amd%3Aryzen-7-7800x3d#ladder-mark">Go to that ladder<\/a>/);
  has(t, await html('/en/ladder?mark=amd:ryzen-5-1500x'), 'Ryzen 5 1500X has no open benchmark result yet, so it is not on the ladder.');
  has(t, await html('/en/ladder?mark=amd:no-such-part'), 'There is no processor amd:no-such-part to mark.');
});

t.test('a detail page shows the score, its rank and percentile, per watt and per dollar, and the way to the ladder', async (t) => {
  const p = find('amd', 'ryzen-7-7800x3d');
  const score = catalogue.benchmark.scoreOf(p)!;
  const standing = standingOf(catalogue, p)!;
  const en = await html('/en/cpu/amd/ryzen-7-7800x3d');
  has(t, en, '<h2 id="score-heading">Open benchmark</h2>');
  has(t, en, `<strong>${score.score.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</strong> <span class="muted">samples per minute</span>`);
  has(t, en, `<dt>Rank ${standing.rank} of ${standing.total} · Desktop ladder</dt><dd>faster than ${Math.round(standing.fasterThan! * 100)}% of them</dd>`);
  has(t, en, `<dt>Tier</dt><dd>${{ flagship: 'Flagship', 'high-end': 'High-end', mainstream: 'Mainstream', entry: 'Entry' }[standing.tier]}</dd>`);
  has(t, en, '<dt>Score per TDP watt</dt>');
  has(t, en, '<dt>Score per launch dollar</dt>', 'the 7800X3D has a TDP and a launch price');
  has(t, en, `<dt>Submissions</dt><dd>${score.samples}</dd>`);
  has(t, en, 'Blender 4.5.0 CPU rendering score, multi-threaded; higher is faster. Not a measure of games or single-thread speed.');
  has(t, en, '<a href="/en/ladder?segment=desktop&amp;mark=amd%3Aryzen-7-7800x3d#ladder-mark">Where is it on the ladder?</a>');
  const zh = await html('/cpu/amd/ryzen-7-7800x3d');
  has(t, zh, '<h2 id="score-heading">开放基准测试</h2>');
  has(t, zh, `台式机天梯第 ${standing.rank} 名（共 ${standing.total} 款）`);
  has(t, zh, '它在天梯上的什么位置？');
});

t.test('few samples are marked; no result is said, never estimated', async (t) => {
  const few = desktop.entries.find((entry) => entry.score.samples < 10)!.processor;
  has(t, await html(`/en/cpu/${few.vendor}/${few.id}`), /<span class="few-samples">few samples<\/span>/);
  const none = await html('/en/cpu/amd/ryzen-5-1500x');
  has(t, none, '<p>No open benchmark result yet.</p>');
  lacks(t, none, 'samples per minute');
  has(t, await html('/cpu/amd/ryzen-5-1500x'), '<p>暂无开放基准测试结果。</p>');
});

t.test('the library: a score column, sort=score and scored=1', async (t) => {
  const sorted = (await app.inject({ url: '/en/lib/_payload.json?b&sort=-score&per=96' })).json().data;
  const scores = sorted.results.map((p: any) => p.score);
  const known = scores.filter((s: number | null) => s !== null);
  t.same(known, [...known].sort((a: number, b: number) => b - a), 'highest first');
  t.equal(scores[0], Math.max(...Object.values(catalogue.processors.map((p) => catalogue.benchmark.scoreOf(p)?.score ?? 0))));
  const scored = (await app.inject({ url: '/en/lib/_payload.json?b&scored=1' })).json().data;
  t.equal(scored.matched, catalogue.benchmark.count, 'scored=1 keeps exactly the processors with a score');
  const library = await html('/en/lib?scored=1&sort=-score');
  has(t, library, /<th scope="col" aria-sort="descending"><a [^>]*>Render score/);
  has(t, library, /<input type="checkbox" name="scored" checked="" value="1"\/><span>With a score only<\/span>/);
  has(t, await html('/lib'), '<span>只看有跑分的</span>');
});

t.test('compare shows scores with bars relative to the best; home shows the top of each ladder', async (t) => {
  const compare = await html('/en/compare?ids=amd:ryzen-7-7800x3d,intel:core-i9-14900k,amd:ryzen-5-1500x');
  const scoreRow = /<tr class="differs"><th scope="row">Blender render score.*?<\/tr>/.exec(compare)?.[0] ?? '';
  t.ok(scoreRow, 'the score is a row of the table, first');
  t.match(scoreRow, /class="is-best">.*?★/, 'the best score is marked');
  t.match(scoreRow, '<span style="width:100%">', 'the best compared fills its bar');
  t.match(scoreRow, 'no result yet', 'a processor without a score says so');
  const home = await html('/en');
  has(t, home, '<h2 id="home-ladders">Performance ladders</h2>');
  const best = desktop.entries[0]!.processor;
  has(t, home, new RegExp(`<ol class="ladder-top"><li class="vendor-${best.vendor}">.*?href="/en/cpu/${best.vendor}/${best.id}"`));
  has(t, home, '<a href="/en/ladder?segment=mobile">The whole Laptop ladder</a>');
  has(t, await html('/'), '查看完整的服务器与工作站天梯');
});

t.test('open data carries each score with its source and licence', async (t) => {
  const records = (await app.inject({ url: '/data/processors.json' })).json() as any[];
  const scored = records.find((p) => p.id === 'ryzen-7-7800x3d');
  t.match(scored.benchmark, { name: 'Blender Open Data', version: '4.5.0', snapshot: '2026-10-03', licence: 'CC0-1.0', url: 'https://opendata.blender.org/' });
  t.equal(scored.benchmark.score, catalogue.benchmark.scoreOf(find('amd', 'ryzen-7-7800x3d'))!.score);
  t.equal(records.find((p) => p.id === 'ryzen-5-1500x').benchmark, null);
  const csv = (await app.inject({ url: '/data/processors.csv' })).body;
  t.match(csv.split('\r\n')[0], /,corrections,blenderScore,blenderSamples,blenderSource$/);
  t.match(csv, /\r\nryzen-7-7800x3d,amd,.*,[\d.]+,\d+,"Blender Open Data 4\.5\.0, snapshot 2026-10-03, CC0-1\.0, https:\/\/opendata\.blender\.org\/"\r\n/);
});

t.test('a synthetic catalogue has synthetic scores, and says so where they are shown', async (t) => {
  const synthetic = await loadCatalogue('fake:500', readConfig({}).rootDir);
  const fake = await bootApp(t, { catalogue: synthetic });
  const ladder = (await fake.inject({ url: '/en/ladder', headers: { 'user-agent': BROWSER_UA } })).body.replaceAll('<!-- -->', '');
  has(t, ladder, 'Synthetic scores: generated, no processor was measured.');
  has(t, ladder, 'This is a synthetic demo catalogue');
  has(t, ladder, /<div class="ladder-entry vendor-/);
});
