import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { BROWSER_UA, bootApp, libraryKeys } from '../helper.js';

/**
 * Small answers a new visitor reads on the real catalogue, each as it trips one up when wrong: the
 * exact model before its variants, undated parts said to come last, no place on an unranked
 * ladder row, labels without doubled words or nested brackets, a board's own generation needing no
 * BIOS update, dated statements, a server part's headline figure, a bare "?", the home hero, the
 * boards table's unknowns, and the grouped socket filter.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const app = await bootApp(t, { catalogue });
const get = (url: string) => app.inject({ url, headers: { 'user-agent': BROWSER_UA } });
/** A page's HTML without React's text separators, an apostrophe as itself. */
const html = async (url: string) => (await get(url)).body.replaceAll('<!-- -->', '').replaceAll('&#x27;', "'");
/** The text a visitor reads: tags out, runs of space one. */
const text = (page: string) =>
  page
    .replace(/<script[^]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

t.test('GET /lib?q=14700K lists the 14700K before the 14700KF, in every descending order', async (t) => {
  for (const sort of ['', '&sort=-launched', '&sort=-cores', '&sort=-boost', '&sort=-tdp']) {
    const keys = await libraryKeys(app, `/lib/_payload.json?b&q=14700K${sort}`);
    t.ok(
      keys.indexOf('intel:core-i7-14700k') !== -1 && keys.indexOf('intel:core-i7-14700k') < keys.indexOf('intel:core-i7-14700kf'),
      `q=14700K${sort}: ${keys.slice(0, 3).join(' ')}`,
    );
  }
  t.equal((await libraryKeys(app, '/lib/_payload.json?b&q=14700K'))[0], 'intel:core-i7-14700k', 'the exact model is the first row');
});

t.test('GET /lib?q=Snapdragon X Elite lists the best match first: a measured X Elite before the developer kit no benchmark names', async (t) => {
  const measured = new Set(
    catalogue.processors.filter((p) => catalogue.benchmarks.some(({ figureOf }) => figureOf(p) !== null)).map((p) => `${p.vendor}:${p.id}`),
  );
  const keys = await libraryKeys(app, '/lib/_payload.json?b&q=Snapdragon%20X%20Elite');
  t.ok(keys.includes('qualcomm:x-elite-x1e-00-1de'), 'the kit is among the results');
  t.ok(measured.has(keys[0]!), `the first row has figures: ${keys.slice(0, 3).join(' ')}`);
  t.ok(keys.indexOf('qualcomm:x-elite-x1e-78-100') < keys.indexOf('qualcomm:x-elite-x1e-00-1de'), 'the X1E-78-100 before the kit');
  // A chosen order still wins: newest first puts the kit, announced last, ahead.
  const newest = await libraryKeys(app, '/lib/_payload.json?b&q=Snapdragon%20X%20Elite&sort=-launched');
  t.same(newest.slice().sort(), keys.slice().sort(), 'the same rows');
  t.ok(newest.indexOf('qualcomm:x-elite-x1e-00-1de') < newest.indexOf('qualcomm:x-elite-x1e-78-100'), 'sort=-launched: the kit, newest, first');
});

t.test('GET /lib with a text query: the best match is its default order, and a form that sends the default order empty gets it', async (t) => {
  // the no-JavaScript form sends the sort select's value; without a query its default is empty
  const tidy = await get('/lib?q=14700K&sort=&per=24');
  t.equal(tidy.statusCode, 301);
  t.equal(tidy.headers.location, '/lib?q=14700K', 'an empty sort is the default: the best match');
  const relevance = await get('/lib?q=14700K&sort=relevance');
  t.equal(relevance.headers.location, '/lib?q=14700K', 'sort=relevance is the default under a query');
  const chosen = await get('/lib?q=14700K&sort=-launched');
  t.equal(chosen.statusCode, 200, 'newest first under a query is a choice the URL keeps');
  const bare = await get('/lib?sort=relevance');
  t.equal(bare.headers.location, '/lib', 'without a query the best match means nothing: the default, newest first');
  for (const [url, label] of [
    ['/lib?q=14700K', '最匹配'],
    ['/en/lib?q=14700K', 'Best match'],
  ] as const) {
    t.match(await html(url), new RegExp(`<option value="relevance" selected="">${label}</option>`), `${url} offers and selects ${label}`);
  }
  t.notMatch(await html('/lib'), 'value="relevance"', 'without a query no best match is offered');
  t.match(await html('/lib'), /<option value="" selected="">发布日期（降序）<\/option>/, 'the default order is sent empty');
});

t.test('GET /lib (newest first) says how many undated processors come last, and they do', async (t) => {
  const undated = catalogue.processors.filter((p) => p.launched === null);
  t.ok(undated.length > 0, 'the catalogue has processors no source dates');
  for (const [url, words] of [
    ['/lib', `没有来源给出发布日期的 ${undated.length.toLocaleString('zh-CN')} 款处理器排在最后`],
    ['/en/lib', `the ${undated.length.toLocaleString('en-US')} processors no source dates come last`],
  ] as const) {
    t.match(text(await html(url)), words, `${url} says so`);
  }
  t.notMatch(text(await html('/lib?sort=name')), '没有来源给出发布日期', 'a sort by name does not');
  const total = catalogue.processors.length;
  const last = await libraryKeys(app, `/lib/_payload.json?b&per=96&page=${Math.ceil(total / 96)}`);
  const undatedKeys = new Set(undated.map((p) => `${p.vendor}:${p.id}`));
  t.ok(undatedKeys.has(last.at(-1)!), 'the last row of the last page is undated');
});

t.test('GET /ladder?unranked=1: a row that does not rank holds no place', async (t) => {
  for (const [url, word] of [
    ['/ladder?benchmark=blowfish-single-thread&segment=desktop&unranked=1', '未排名'],
    ['/en/ladder?benchmark=blowfish-single-thread&segment=desktop&unranked=1', 'Not ranked'],
  ] as const) {
    const page = await html(url);
    const ranks = [...page.matchAll(/class="ladder-entry [^"]*is-unranked"[^>]*><span class="ladder-entry__rank">([^<]*)</g)].map((match) => match[1]);
    t.ok(ranks.length > 0, `${url} lists unranked rows`);
    t.same([...new Set(ranks)], [word], `each says ${word}`);
  }
});

t.test('labels say a word once and nest no brackets, and Chinese text has Chinese brackets', async (t) => {
  const pages = [
    '/upgrade/amd/ryzen-5-3600',
    '/compare?ids=amd:ryzen-7-7800x3d,intel:core-i9-14900k',
    '/socket/am4?sort=single-thread-index',
    '/cpu/intel/core-i9-14900k',
  ];
  for (const url of pages) {
    const words = text(await html(url));
    t.notMatch(words, /单线程\s*[（(]单线程[）)]/, `${url}: no "单线程（单线程）"`);
    // (A proper name's own brackets, "Attribution License (ODC-By)", may sit inside ours.)
    t.notMatch(words, /[（(][^（）()]*[（(][^（）()]*[\u3400-\u9fff][^（）()]*[）)][^（）()]*[）)]/, `${url}: no brackets inside brackets`);
    t.notMatch(words, /[\u3400-\u9fff]\s*\([^)]*[\u3400-\u9fff]|\([^)]*[\u3400-\u9fff][^)]*\)\s*[\u3400-\u9fff]/, `${url}: no ASCII brackets around Chinese`);
  }
  t.notMatch(text(await html('/en/upgrade/amd/ryzen-5-3600')), /single-thread \(single-thread\)/i, 'nor "single-thread (single-thread)" in English');
});

t.test("GET /upgrade/amd/ryzen-5-3600?chipset=b450: the owner's generation needs no BIOS update, and the heading counts those that do", async (t) => {
  const cards: { name: string; kinds: string[] }[] = [];
  let heading = '';
  for (let page = 1; ; page++) {
    const body = await html(`/upgrade/amd/ryzen-5-3600?chipset=b450${page > 1 ? `&page=${page}` : ''}`);
    heading ||= /<section class="upgrade-group upgrade-group--supported"[^>]*><h3>([^<]+)<\/h3>/.exec(body)?.[1] ?? '';
    const found = body.split('<li class="upgrade-candidate').slice(1);
    if (!found.length) break;
    for (const card of found) {
      cards.push({
        name: /class="upgrade-candidate__name"[^>]*>AMD ([^<]+)</.exec(card)![1]!,
        kinds: [...card.matchAll(/class="caveat caveat--([a-z-]+)"/g)].map((match) => match[1]!),
      });
    }
    if (!body.includes(`page=${page + 1}`)) break;
  }
  const zen2 = cards.find((card) => card.name === 'Ryzen 9 3950X');
  t.ok(zen2, 'the 3950X is a candidate');
  t.same(zen2?.kinds, ['owner-bios'], "on the owner's B450 it needs no BIOS update, and says why");
  t.notOk(
    cards.some((card) => card.name.startsWith('Ryzen') && / 3\d{3}/.test(card.name) && card.kinds.includes('bios-update')),
    'no Ryzen 3000 card says the update is needed',
  );
  const bios = cards.filter((card) => card.kinds.includes('bios-update')).length;
  t.ok(bios > 0, 'the Ryzen 5000 cards do need it');
  t.match(heading, `其中 ${bios} 款需先更新 BIOS`, `the heading counts them: ${heading}`);
});

t.test('a support statement from a dated source says who and when', async (t) => {
  t.match(await html('/upgrade/amd/ryzen-5-3600?chipset=b450'), '<span class="statement__when">AMD，2020年5月：</span>');
  t.match(await html('/en/upgrade/amd/ryzen-5-3600?chipset=b450'), '<span class="statement__when">AMD, May 2020:</span>');
});

t.test('GET /cpu/amd/epyc-7763: the multi-thread headline names the SPECrate figure it has, not "no result"', async (t) => {
  const headlines = /<dl class="score-headlines"[^>]*>(.*?)<\/dl>/s.exec(await html('/cpu/amd/epyc-7763'))?.[1] ?? '';
  t.notMatch(headlines, '暂无结果', 'no "no result" above its figures');
  t.match(text(headlines), /多线程 SPECrate2017 整数（单芯片） [\d,.]+/, 'the SPECrate figure, named');
});

t.test('GET /en/ladder of 2-chip systems per watt: says the figures were measured on systems of 2 chips', async (t) => {
  const words = text(await html('/en/ladder?segment=server&benchmark=specrate2017-int-base-2chip&metric=per-watt'));
  t.match(words, 'These figures were measured on systems of 2 chips');
  t.notMatch(words, "systems':");
});

t.test('a page asked with a bare "?" answers 301 to the page without it', async (t) => {
  // inject() and fetch() drop a bare "?" from the URL: a browser sends it, so the test does too.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  for (const [url, location] of [
    ['/compare?', '/compare'],
    ['/en/compare?', '/en/compare'],
    ['/lib?', '/lib'],
    ['/socket/am4?', '/socket/am4'],
  ] as const) {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: url, headers: { 'user-agent': BROWSER_UA } }, (answer) => resolve(answer.resume()))
        .on('error', reject)
        .end();
    });
    t.equal(response.statusCode, 301, url);
    t.equal(response.headers.location, location);
  }
});

t.test('the home hero says what CPU Atlas is and offers a search, compare and the ladder', async (t) => {
  for (const [url, name, prefix] of [
    ['/', '芯片图鉴', ''],
    ['/en', 'CPU Atlas', '/en'],
  ] as const) {
    const hero = /<div class="hero-text">(.*?)<div class="hero-radar"/s.exec(await html(url))?.[1] ?? '';
    t.match(/<h1>(.*?)<\/h1>/s.exec(hero)?.[1], name, `${url}: the heading names it`);
    t.match(hero, `action="${prefix}/search"`, 'a search form');
    t.match(hero, `href="${prefix}/compare"`, 'compare');
    t.match(hero, `href="${prefix}/ladder"`, 'the ladder');
  }
});

t.test('GET /socket/am4: the boards table leaves no cell empty', async (t) => {
  const table = /<table class="platform-table">((?:(?!<\/table>).)*board-maker.*?)<\/table>/s.exec(await html('/socket/am4'))?.[1] ?? '';
  const cells = [...table.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((match) => match[1]!.trim());
  t.ok(cells.length > 20, `${cells.length} cells`);
  t.same(
    cells.filter((cell) => cell === ''),
    [],
    'an unknown is "—"',
  );
});

t.test('GET /lib: the socket filter groups desktop sockets, server sockets and laptop and embedded packages', async (t) => {
  const select = /<select[^>]*name="socket"[^>]*>(.*?)<\/select>/s.exec(await html('/lib'))?.[1] ?? '';
  const groups = [...select.matchAll(/<optgroup label="([^"]+)">(.*?)<\/optgroup>/gs)].map(([, label, options]) => ({
    label,
    sockets: [...options!.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1]),
  }));
  t.same(
    groups.map((group) => group.label),
    ['台式机与工作站插槽', '服务器插槽', '笔记本与嵌入式封装'],
  );
  const within = (label: string) => groups.find((group) => group.label === label)?.sockets ?? [];
  for (const socket of ['AM4', 'AM5', 'LGA1700']) t.ok(within('台式机与工作站插槽').includes(socket), `${socket} is a desktop socket`);
  for (const socket of ['SP5', 'LGA4677']) t.ok(within('服务器插槽').includes(socket), `${socket} is a server socket`);
  t.ok(within('笔记本与嵌入式封装').includes('FP8'), 'FP8 is a laptop package');
  t.ok(within('台式机与工作站插槽').length < 40, `the desktop group is short enough to read (${within('台式机与工作站插槽').length})`);
  t.equal(
    groups.reduce((sum, group) => sum + group.sockets.length, 0),
    catalogue.library.sockets.length,
    'every socket once',
  );
});
