import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import type { Processor } from '../../src/shared/processor.js';
import { separation } from '../../src/shared/benchmark.js';
import { BROWSER_UA, bootApp, embeddedPayload } from '../helper.js';

/**
 * The socket pages and the upgrade advisor through the app, in both languages. What a page must
 * list is worked out here from the catalogue's own records and figures, the way a reader would
 * check it, not read off the page's output.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const app = await bootApp(t, { catalogue });
const get = (url: string) => app.inject({ url, headers: { 'user-agent': BROWSER_UA } });
/** A page's HTML without React's text separators. */
const html = async (url: string) => (await get(url)).body.replaceAll('<!-- -->', '');
const payload = async (url: string) =>
  (await app.inject({ url: `${url.replace(/\?.*$/, '')}/_payload.json?x${url.includes('?') ? `&${url.split('?')[1]}` : ''}` })).json();
const { platforms } = catalogue;

/** A figure as the pages use it: none when the doubt rule flags it (src/catalogue/socket-listing.ts). */
const figure = (benchmarkId: string, p: Processor) => {
  const found = catalogue.findBenchmark(benchmarkId)!.figureOf(p);
  return found && !found.doubt ? found.score : null;
};
/** A ranked figure on more than one result: the only kind that orders the advisor's list or marks a candidate. */
const ordering = (benchmarkId: string, p: Processor) => {
  const found = catalogue.findBenchmark(benchmarkId)!.figureOf(p);
  return found && found.ranked && found.samples >= 2 ? found : null;
};
/**
 * The advisor's multi-thread answer, worked out independently: Blender alone orders it; a
 * candidate with a higher figure is faster where separation() tells them apart, about the same
 * where it does not; one at or below the owned figure is not faster.
 */
function standingOver(owned: Processor, benchmarkId = 'blender') {
  const mine = ordering(benchmarkId, owned)!;
  return (candidate: Processor): { standing: 'faster' | 'too-close' | 'not-faster'; gain: number } | null => {
    const theirs = ordering(benchmarkId, candidate);
    if (theirs === null) return null;
    const gain = theirs.score / mine.score - 1;
    const standing = gain <= 0 ? 'not-faster' : separation('higher', theirs, mine) === 'better' ? 'faster' : 'too-close';
    return { standing, gain };
  };
}

t.test('GET /socket/am4 is AM4 in Chinese, GET /en/socket/lga1700 LGA1700 in English', async (t) => {
  const zh = await get('/socket/am4');
  t.equal(zh.statusCode, 200);
  const page = zh.body.replaceAll('<!-- -->', '');
  t.match(page, '<html lang="zh-CN"');
  t.match(page, '<title>AM4 插槽 · 芯片图鉴</title>');
  t.match(page, `此插槽的处理器（${platforms.processorsOn('am4').length} 款）`, 'every AM4 processor counted');
  t.match(page, `主板（${platforms.socket('am4')!.boardCount} 款）`);
  t.match(page, '<a href="https://www.amd.com/en/support/kb/faq/pa-100"', 'the vendor page behind a chipset statement');
  t.match(page, 'AMD 官方页面：', "the source's kind, in Chinese");
  t.match(page, '各芯片组支持的处理器系列', 'the chipset × processor line matrix');
  t.match(
    page,
    /<td data-label="AMD B550" class="support-cell support-cell--unsupported"><a href="#support-statement-\d+" title="不支持">不支持<sup>\d+<\/sup><\/a><\/td>/,
    "B550 refuses some line, with its statement's number",
  );
  t.match(page, '包含来自 BuildCores OpenDB 的信息，依 ODC 署名许可（ODC Attribution License）提供', 'the boards carry their attribution, in Chinese');
  const en = await html('/en/socket/lga1700');
  t.match(en, '<html lang="en-US"');
  t.match(en, '<title>Socket LGA1700 · CPU Atlas</title>');
  t.match(en, 'Intel Z790');
  t.match(en, 'Reported by IT World Canada (not Intel&#x27;s own words):', 'a press report, named as one');
  t.match(en, 'Which processor lines each chipset takes');
  t.match(en, /<h1[^>]*>Socket LGA1700<\/h1>/);
});

t.test('an unknown socket is a 404 in both languages', async (t) => {
  for (const url of ['/socket/nope', '/en/socket/nope', '/socket/am4/x', '/socket/lga9999', '/socket/%3Cb%3E']) t.equal((await get(url)).statusCode, 404, url);
});

t.test('another spelling of a socket answers 301 to its page, query kept, in both languages', async (t) => {
  for (const [url, location] of [
    ['/socket/AM4', '/socket/am4'],
    ['/en/socket/Socket%20AM4?chipset=b450', '/en/socket/am4?chipset=b450'],
    ['/socket/FCLGA1700', '/socket/lga1700'],
    ['/en/socket/LGA%201700', '/en/socket/lga1700'],
  ] as const) {
    const response = await get(url);
    t.equal(response.statusCode, 301, url);
    t.equal(response.headers.location, location, `${url} → ${location}`);
  }
  t.equal((await get('/socket/am4')).statusCode, 200, 'the page itself is not redirected');
});

t.test('GET /socket/am4?sort=blender lists the AM4 parts best first in Blender, the unmeasured after them; every sort is a plain link', async (t) => {
  const am4 = platforms.processorsOn('am4');
  const measured = am4.filter((p) => figure('blender', p) !== null).sort((a, b) => figure('blender', b)! - figure('blender', a)!);
  const page = await html('/socket/am4?sort=blender');
  const names = [...page.matchAll(/<th scope="row"><span class="muted rank">\d+<\/span> <a href="\/cpu\/amd\/([^"]+)">/g)].map((m) => m[1]);
  t.same(
    names.slice(0, 10),
    measured.slice(0, 10).map((p) => p.id),
    'the first ten, best first',
  );
  t.match(page, '<a href="/socket/am4?sort=blender#processors" aria-current="true"');
  t.match(page, '<a href="/socket/am4#processors"', 'back to the launch order, a link');
  t.match(page, `href="/socket/am4?sort=blender&amp;page=2#processors"`, 'the next page keeps the sort');
  const launched = await html('/socket/am4');
  const first = [...launched.matchAll(/<th scope="row"><span class="muted rank">\d+<\/span> <a href="\/cpu\/amd\/([^"]+)">/g)].map(
    (m) => catalogue.find('amd', m[1]!)!,
  );
  const keys = first.map((p) => p.launched ?? '');
  t.ok(
    keys.every((key, index) => index === 0 || key.slice(0, 4) <= keys[index - 1]!.slice(0, 4)),
    'newest first by default',
  );
  const ignored = await html('/en/socket/am4?sort=nope');
  t.match(ignored, 'The sort “nope” is not one this socket has, so it was ignored.');
  // A derived figure's credit names what it is made of and its licence, every placeholder filled.
  const index = await html('/en/socket/am4?sort=single-thread-index');
  t.match(index, /Derived by CPU Atlas from the single-thread tests of [^{]*hardinfo2[^{]*; published under GPL-/);
  t.notMatch(index, /\{(sources|licence)\}/);
});

t.test('GET /socket/am4?chipset=b450&form=atx lists B450 ATX boards only, a page at a time; unknown values are ignored with a note, escaped', async (t) => {
  const expected = platforms.boardIndex!.boards.filter((b) => b.socket === 'am4' && b.chipset === 'b450' && b.formFactor === 'ATX');
  const page = await html('/en/socket/am4?chipset=b450&form=atx');
  t.match(page, `Motherboards shown: ${expected.length}`);
  const rows = [...page.matchAll(/<td data-label="Chipset"><a [^>]*>([^<]+)<\/a><\/td><td data-label="Form factor">([^<]+)</g)];
  t.ok(rows.length > 0 && rows.length <= 24);
  t.ok(
    rows.every((row) => row[1] === 'AMD B450' && row[2] === 'ATX'),
    'every row is a B450 ATX board',
  );
  t.match(page, '<form class="platform-form" action="/en/socket/am4#boards" method="get">', 'a GET form, no JavaScript needed');
  t.match(page, '<option value="b450" selected="">');
  const second = await html('/en/socket/am4?chipset=b450&boards_page=2');
  t.match(second, 'aria-current="page" aria-label="Page 2"', "the boards' second page");
  const hostile = await html('/en/socket/am4?chipset=%3Cscript%3Ealert(1)%3C/script%3E&form=z690');
  t.notMatch(hostile, '<script>alert(1)', 'the value is text, never markup');
  t.match(hostile, 'The chipset “&lt;script&gt;alert(1)&lt;/script&gt;” is not one this socket has, so it was ignored.');
  t.match(hostile, 'The form factor “z690” is not one this socket has, so it was ignored.');
  t.match(hostile, `Motherboards shown: ${platforms.socket('am4')!.boardCount}`, 'ignored values filter nothing');
});

t.test("a ball grid array's page says it is soldered", async (t) => {
  const bga = platforms.sockets.find((socket) => socket.soldered === true)!;
  const zh = await html(`/socket/${bga.id}`);
  t.match(zh, '焊接（BGA）');
  t.match(zh, '这种封装的处理器焊接在主板上：没有可更换的插槽，因此无法升级。');
  const en = await html(`/en/socket/${bga.id}`);
  t.match(en, 'Soldered (BGA)');
  t.match(en, 'no upgrade path');
});

t.test(
  'GET /upgrade/amd/ryzen-5-3600: faster AM4 parts only, grouped by where they stand, ordered by Blender for all, those about the same after them, the slower ones counted',
  async (t) => {
    const owned = catalogue.find('amd', 'ryzen-5-3600')!;
    const others = platforms.processorsOn('am4').filter((p) => p !== owned);
    const standingOf = standingOver(owned);
    const standings = new Map(others.map((p) => [p, standingOf(p)]));
    const with_ = (standing: string) => others.filter((p) => standings.get(p)?.standing === standing);
    const [faster, tooClose, slower] = [with_('faster'), with_('too-close'), with_('not-faster')];
    t.ok(faster.length > 5 && slower.length > 5, `${faster.length} faster, ${tooClose.length} about the same, ${slower.length} not`);
    const sections = ['every-board', 'supported', 'bios-update', 'some-chipsets', 'check-board', 'not-stated', 'ruled-out', 'too-close'];

    for (const [url, lang] of [
      ['/upgrade/amd/ryzen-5-3600', 'zh'],
      ['/en/upgrade/amd/ryzen-5-3600', 'en'],
    ] as const) {
      const response = await get(url);
      t.equal(response.statusCode, 200, url);
      const { data } = embeddedPayload(response.body);
      const listed: Processor[] = data.listed.map((item: { path: string }) => {
        const [, , vendor, id] = item.path.replace(/^\/en/, '').split('/');
        return catalogue.find(vendor as 'amd', id!)!;
      });
      t.equal(listed.length, Math.min(20, faster.length + tooClose.length), `${lang}: the first page of candidates`);
      t.ok(
        listed.every((p) => faster.includes(p) || tooClose.includes(p)),
        `${lang}: nothing slower, nothing off the socket`,
      );
      // The sections in their order (the groups, then those about the same); within one, best first in Blender.
      const rows: { section: string }[] = [];
      let section = '';
      for (const match of response.body.matchAll(/upgrade-group--([a-z-]+)"|class="upgrade-candidate__name"/g)) {
        if (match[1]) section = match[1];
        else rows.push({ section });
      }
      t.equal(rows.length, listed.length, `${lang}: every candidate in a section`);
      listed.forEach((p, i) => {
        t.equal(rows[i]!.section === 'too-close', tooClose.includes(p), `${lang}: ${p.name} in the right standing`);
        if (i === 0) return;
        const step = sections.indexOf(rows[i - 1]!.section) - sections.indexOf(rows[i]!.section);
        t.ok(step < 0 || (step === 0 && standings.get(listed[i - 1]!)!.gain >= standings.get(p)!.gain), `${lang}: ${listed[i - 1]!.name} before ${p.name}`);
      });
    }
    const zh = await html('/upgrade/amd/ryzen-5-3600');
    t.match(zh, `可替换的更快处理器（${faster.length} 款）`);
    t.match(zh, `另有 ${slower.length} 款可以安装但并不更快，未列出。`);
    t.match(
      zh,
      /多线程 Blender：130\.3 → [\d.,]+ <strong>\+\d+%<\/strong><span class="muted">（样本 156 个 → \d+ 个/,
      'each benchmark named with its scope, with samples',
    );
    t.match(zh, '首发价', 'launch prices');
    t.match(zh, '按多线程渲染（Blender）的提升排序', 'one line says what the order rests on');
    const en = await html('/en/upgrade/amd/ryzen-5-3600');
    t.match(en, 'Ordered by the gain in multi-thread rendering (Blender)', 'the benchmark the list is ordered by, in words');
    t.match(en, /<span class="upgrade-gain">\+\d+% <span class="upgrade-gain__basis">Blender<\/span><\/span>/, 'each headline gain names its benchmark');
    t.match(en, /<h3>Fits after a BIOS update on some boards \(\d+\)<\/h3>/, 'a group, with how many it holds');
    t.match(zh, 'TDP +', 'the TDP change');
    t.match(zh, 'AMD B450、AMD X470 需要更新 BIOS', 'the BIOS caveat, with the chipsets it names');
    const second = embeddedPayload((await get('/upgrade/amd/ryzen-5-3600?page=2')).body).data.listed;
    t.equal(second.length, Math.min(20, faster.length + tooClose.length - 20), 'the second page holds the rest');
  },
);

t.test('GET /en/upgrade/amd/ryzen-5-3600?chipset=b450 narrows the advice to what AMD says of B450', async (t) => {
  const page = await html('/en/upgrade/amd/ryzen-5-3600?chipset=b450');
  t.match(page, 'Narrowed to the AMD B450 chipset.');
  t.match(page, 'BIOS update needed on AMD B450:', "the Ryzen 3000 and 5000 parts: AMD's statements");
  t.match(
    page,
    'AMD announced in May 2020 that B450 and X470 boards would get support for its Zen 3 desktop processors',
    "the Ryzen 5000 parts: AMD's statement in our words",
  );
  t.match(page, 'AMD&#x27;s statement, as published by AnandTech:', 'named as what it is');
  t.match(page, /\d+ of its \d+ boards in the index have BIOS Flashback/, 'how many B450 boards can update without an older processor');
  t.match(page, '<option value="b450" selected="">');
  t.match(page, 'name="board"', 'a chipset chosen offers its boards');

  const board = platforms.boardIndex!.boards.find(
    (b) => b.socket === 'am4' && b.chipset === 'b450' && b.memory.type === 'DDR4' && b.biosFlashback === true && b.aliases.length > 0,
  )!;
  const onBoard = await html(`/en/upgrade/amd/ryzen-5-3600?board=${board.id}`);
  t.match(onBoard, `Narrowed to the ${board.name.replaceAll('&', '&amp;')} (AMD B450, DDR4).`, 'a board brings its chipset and memory');
  t.match(onBoard, 'It has BIOS Flashback (BuildCores OpenDB)');
  t.match(onBoard, 'Your board has BIOS Flashback: it can take the update without an older processor.', 'said next to "BIOS update needed"');
  // The id of a listing merged into this board still answers, as the same board.
  const old = await get(`/en/upgrade/amd/ryzen-5-3600?board=${board.aliases[0]}`);
  t.equal(old.statusCode, 200);
  t.match(old.body.replaceAll('<!-- -->', ''), `Narrowed to the ${board.name.replaceAll('&', '&amp;')} (AMD B450, DDR4).`);
});

t.test('GET /upgrade/…?chipset=nope, a chipset of another socket, or a hostile board: ignored with a note, never an error', async (t) => {
  const unknown = await get('/en/upgrade/amd/ryzen-5-3600?chipset=nope');
  t.equal(unknown.statusCode, 200);
  t.match(unknown.body, 'There is no chipset “nope” in our data, so it was ignored.');
  t.match(await html('/en/upgrade/amd/ryzen-5-3600?chipset=z690'), 'The chipset “z690” is for another socket, so it was ignored.');
  // The value is kept as asked, in its tidy spelling: a 301 to it first.
  const untidy = await get('/en/upgrade/amd/ryzen-5-3600?board=%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E');
  t.equal(untidy.statusCode, 301);
  const hostile = await html(untidy.headers.location as string);
  t.notMatch(hostile, '<img src=x');
  t.match(hostile, 'There is no motherboard “&quot;&gt;&lt;img src=x onerror=alert(1)&gt;” in our data, so it was ignored.');
  const listed = embeddedPayload((await get('/en/upgrade/amd/ryzen-5-3600?chipset=nope')).body).data.listed;
  const plain = embeddedPayload((await get('/en/upgrade/amd/ryzen-5-3600')).body).data.listed;
  t.same(listed, plain, 'the ignored value narrows nothing');
});

t.test('a soldered processor, one with no socket, and unknown ids', async (t) => {
  const soldered = catalogue.processors.find((p) => platforms.socketOf(p)?.soldered === true)!;
  const zh = await html(`/upgrade/${soldered.vendor}/${soldered.id}`);
  t.match(zh, `焊接在主板上（${platforms.socketOf(soldered)!.name}，球栅阵列封装）：没有可更换的插槽，因此无法升级。`);
  t.notMatch(zh, 'upgrade-list', 'a statement, not an empty list');
  t.match(await html(`/en/upgrade/${soldered.vendor}/${soldered.id}`), 'so it has no upgrade path');
  const noSocket = catalogue.processors.find((p) => p.socket === null)!;
  t.match(await html(`/en/upgrade/${noSocket.vendor}/${noSocket.id}`), 'names no socket, so we cannot tell what fits in its place');
  for (const url of ['/upgrade/amd/nope', '/en/upgrade/intel/nope', '/upgrade/intel/ryzen-5-3600', '/upgrade/amd/Ryzen-5-3600'])
    t.equal((await get(url)).statusCode, 404, url);
});

t.test('the detail page links its socket and its upgrade advice, and says which boards fit, in its server-drawn part', async (t) => {
  const owned = catalogue.find('amd', 'ryzen-5-3600')!;
  const fitting = platforms.boardsFitting(owned)!;
  const page = await html('/en/cpu/amd/ryzen-5-3600');
  t.match(page, '<dd><span><a href="/en/socket/am4">AM4</a></span></dd>', 'the socket fact is a link');
  t.match(page, `Fits ${fitting.boards} motherboards in the board index on AM4, by chipset:`);
  t.match(page, /AMD B450<\/a> <span class="muted">\d+ boards<\/span> · <span class="support-status support-status--bios-update">BIOS update needed/);
  t.match(page, '<a class="button button--secondary" href="/en/upgrade/amd/ryzen-5-3600">What can I upgrade to?</a>');
  t.same(Object.keys(embeddedPayload(page).data), ['processor'], 'the hydrated data did not grow');
  const soldered = catalogue.processors.find((p) => platforms.socketOf(p)?.soldered === true)!;
  t.match(await html(`/en/cpu/${soldered.vendor}/${soldered.id}`), 'Soldered to its board (BGA): it has no upgrade path.');
});

t.test('schema.org: the advice is an ItemList of its candidates, a socket page a breadcrumb', async (t) => {
  const graph = (page: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page)![1]!)['@graph'];
  const advice = graph((await get('/en/upgrade/amd/ryzen-5-3600')).body);
  const list = advice.find((node: { '@type': string }) => node['@type'] === 'ItemList');
  const listed = embeddedPayload((await get('/en/upgrade/amd/ryzen-5-3600')).body).data.listed;
  t.same(
    list.itemListElement.map((item: { url: string }) => item.url),
    listed.map((item: { path: string }) => `https://atlas.test${item.path}`),
  );
  t.same(
    list.itemListElement.map((item: { position: number }) => item.position),
    listed.map((_: unknown, i: number) => i + 1),
  );
  const trail = advice.find((node: { '@type': string }) => node['@type'] === 'BreadcrumbList');
  t.same(
    trail.itemListElement.map((item: { name: string }) => item.name),
    ['Home', 'Library', 'AMD', 'Ryzen 5 3600', 'What can I upgrade to?'],
  );
  const socket = graph((await get('/socket/am4')).body);
  t.same(
    socket[0].itemListElement.map((item: { name: string }) => item.name),
    ['首页', '处理器库', 'AM4 插槽'],
  );
});

t.test('payloads of both pages, for client navigation', async (t) => {
  const socket = await payload('/en/socket/am4?sort=blender');
  t.equal(socket.view, 'socket');
  t.equal(socket.search, '?sort=blender');
  t.match(socket.parts.body, 'Sorted by Blender Open Data');
  const upgrade = await payload('/upgrade/amd/ryzen-5-3600?chipset=b450');
  t.equal(upgrade.view, 'upgrade');
  t.equal(upgrade.search, '?chipset=b450');
});

t.test('GET /en/upgrade/intel/core-i5-6600k: grouped without a chipset; no 8th- or 9th-gen part among those that fit', async (t) => {
  const page = await html('/en/upgrade/intel/core-i5-6600k');
  t.match(page, /weighed on the chipsets a source states run the Intel Core i5-6600K: [^.]*Intel Z170/);
  const groups = [...page.matchAll(/<section class="upgrade-group upgrade-group--([a-z-]+)"[^>]*><h3>([^<]+)<\/h3>(.*?)<\/section>/gs)].map((m) => ({
    group: m[1]!,
    heading: m[2]!,
    names: [...m[3]!.matchAll(/class="upgrade-candidate__name"[^>]*>Intel ([^<]+)</g)].map((n) => n[1]!),
  }));
  t.same(
    groups.map((g) => g.group),
    ['every-board', 'bios-update', 'some-chipsets', 'ruled-out'],
    'the groups, in order',
  );
  const coffee = new Set(
    platforms
      .processorsOn('lga1151')
      .filter((p) => p.codename === 'Coffee Lake')
      .map((p) => p.name),
  );
  for (const group of groups.filter((g) => g.group !== 'ruled-out'))
    t.notOk(
      group.names.some((name) => coffee.has(name)),
      `${group.heading}: no Coffee Lake part`,
    );
  t.ok(groups.find((g) => g.group === 'ruled-out')!.names.includes('Core i9-9900K'), 'the 9900K is ruled out, with its reason');
  t.ok(
    groups.find((g) => g.group === 'some-chipsets')!.names.some((name) => name.startsWith('Xeon E3')),
    'a Xeon E3 v5 fits some chipsets',
  );
  t.match(page, 'Supported on Intel C232, Intel C236:', 'with the chipsets concerned');
  const onZ170 = await html('/en/upgrade/intel/core-i5-6600k?chipset=z170');
  // (the heading counts those of them its cards say need a BIOS update first)
  t.match(
    onZ170,
    /<h3>Fits the Intel Z170, as its sources state \(\d+(?:; \d+ of them after a BIOS update)?\)<\/h3>/,
    'a chipset turns the groups into its answer',
  );
  t.match(onZ170, /<h3>Not for the Intel Z170 \(\d+\)<\/h3>/);
  // The 6600K's single-thread tests rest on one result each: it has no index among its figures.
  t.notMatch(page, /<li>Single-thread index/, "no index among the owner's figures");
  t.notMatch(page, /SysBench|Blowfish|Raytracing/, 'nor any of the narrow tests: they answer nothing on this page');
  for (const words of [page, await html('/upgrade/intel/core-i5-6600k')]) t.notMatch(words, /\{[a-z]+\}/, 'no message placeholder left unfilled');
});

t.test("GET /en/upgrade/amd/ryzen-7-7800x3d: the owner's index with its range and the tests it rests on, in both languages", async (t) => {
  const figure = catalogue.findBenchmark('single-thread-index')!.figureOf({ vendor: 'amd', id: 'ryzen-7-7800x3d' })!;
  const range = `${Math.round(figure.range!.low)}–${Math.round(figure.range!.high)}`;
  const en = await html('/en/upgrade/amd/ryzen-7-7800x3d');
  t.match(
    en,
    `<li>Single-thread index (derived): <strong>${figure.score.toFixed(1)}</strong> <span class="muted">(${range}, ${figure.samples} results in 2 tests, does not order the list)</span></li>`,
  );
  const zh = await html('/upgrade/amd/ryzen-7-7800x3d');
  t.match(
    zh,
    `<li>单线程指数（派生）：<strong>${figure.score.toFixed(1)}</strong><span class="muted">（${range}、${figure.samples} 个结果，来自 2 项测试、不参与排序）</span></li>`,
  );
  for (const words of [en, zh]) t.notMatch(words, /\{[a-z]+\}/, 'no message placeholder left unfilled');
});

t.test('Chinese pages show every statement, source and note in Chinese', async (t) => {
  const upgrade = await html('/upgrade/amd/ryzen-5-3600?chipset=b450');
  t.match(upgrade, 'AMD 于 2020 年 5 月宣布', 'the statement in our Chinese words');
  t.match(upgrade, 'AMD 的声明，由 AnandTech 刊载：', "the source's kind in Chinese, the publisher by name");
  t.match(upgrade, 'AMD 官方页面：', "PA-100, AMD's own page");
  t.notMatch(upgrade, 'may need an updated BIOS', 'no English statement');
  t.notMatch(upgrade, 'German edition');
  const socket = await html('/socket/am4');
  t.match(socket, 'BuildCores OpenDB 中采用此芯片组与插槽的主板');
  t.notMatch(socket, 'motherboards built on this chipset and socket');
  t.notMatch(socket, 'Ryzen desktop processors (from July 2019) may need');
  // What a visitor reads: the page without the data it embeds for the browser.
  const detail = (await html('/cpu/amd/ryzen-7-7700x')).replace(/<script[^>]*>.*?<\/script>/gs, '');
  t.match(detail, '读自 AMD 规格导出表（2026 年 1 月）');
  t.notMatch(detail, 'AMD specifications export');
});

t.test("GET /en/socket/lga1700?chipset=b660 leaves out a release-year column no board fills; boards link their maker's page", async (t) => {
  const page = await html('/en/socket/lga1700?chipset=b660');
  const shown = platforms.boardsOn('lga1700', { chipset: 'b660', perPage: 24 }).boards;
  t.ok(shown.length > 0);
  if (shown.every((b) => b.releaseYear === null)) t.notMatch(page, '<th scope="col">Released</th>');
  else t.match(page, '<th scope="col">Released</th>');
  // A board without a year says so ("—"), but a column is never dashes alone.
  const years = [...page.matchAll(/<td data-label="Released">([^<]*)<\/td>/g)].map((match) => match[1]);
  t.ok(years.length === 0 || years.some((year) => year !== '—'), 'never a column of dashes');
  const withPage = platforms.boardIndex!.boards.find((b) => b.socket === 'am4' && b.makerUrl !== null)!;
  const am4 = await html(
    `/en/socket/am4?chipset=${withPage.chipset}&boards_page=${Math.ceil((platforms.boardsOn('am4', { chipset: withPage.chipset, perPage: 1000 }).boards.indexOf(withPage) + 1) / 24)}`,
  );
  t.match(am4, `<a href="${withPage.makerUrl!.replaceAll('&', '&amp;')}" rel="nofollow noopener" class="external board-maker">Maker&#x27;s page</a>`);
});

t.test(
  'GET /en/socket/am5?chipset=x670e (and in Chinese): a board whose BuildCores listings dispute BIOS Flashback says so, one whose listings agree says Yes',
  async (t) => {
    // BuildCores lists the ASUS ROG Crosshair X670E Extreme twice: once with BIOS Flashback, once without.
    const disputed = platforms.board('asus-x670e-rog-crosshair-extreme-am5-ddr5-eatx')!;
    t.same(
      [disputed.flashbackDisputed, disputed.biosFlashback, disputed.aliases.length],
      [true, null, 1],
      'the record: two listings, the dispute kept, neither word taken',
    );
    const agreeing = platforms.boardIndex!.boards.find((b) => b.socket === 'am5' && b.aliases.length > 0 && b.biosFlashback === true && !b.flashbackDisputed)!;
    t.ok(agreeing, 'an AM5 board listed more than once, every listing recording BIOS Flashback');
    /** the board's row on its socket page, its chipset's boards, the page it is on */
    const rowOf = async (prefix: string, board: typeof disputed) => {
      const all = platforms.boardsOn('am5', { chipset: board.chipset, perPage: 1000 }).boards;
      const page = await html(`${prefix}/socket/am5?chipset=${board.chipset}&boards_page=${Math.ceil((all.indexOf(board) + 1) / 24)}`);
      return page.match(new RegExp(`<tr><th scope="row"><a [^>]*>${board.name}</a>.*?</tr>`))?.[0] ?? '';
    };
    const en = await rowOf('/en', disputed);
    t.match(
      en,
      '<td data-label="BIOS Flashback"><span class="flashback-disputed">Disputed: one BuildCores listing says yes, another no — <span class="flashback-disputed__check">check the maker&#x27;s page</span></span></td>',
    );
    t.notMatch(en, '>Yes<', 'never Yes');
    const zh = await rowOf('', disputed);
    t.match(
      zh,
      '<td data-label="BIOS 闪回"><span class="flashback-disputed">有争议：BuildCores 的一条收录说有，另一条说没有——<span class="flashback-disputed__check">请查看厂商页面</span></span></td>',
    );
    t.notMatch(zh, '>有<');
    t.match(await rowOf('/en', agreeing), '<td data-label="BIOS Flashback">Yes</td>', 'listings that agree: Yes');
    t.match(await rowOf('', agreeing), '<td data-label="BIOS 闪回">有</td>');
  },
);
