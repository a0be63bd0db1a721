import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { formatScore } from '../../src/shared/format.js';
import { BROWSER_UA, bootApp, embeddedPayload } from '../helper.js';

/**
 * Compare like a buyer. The URL is the whole state — which processors, in
 * which order, and whether only the differences show — and every control is a plain link or a
 * GET form, in both languages.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const get = (app: Awaited<ReturnType<typeof bootApp>>, url: string) => app.inject({ url, headers: { 'user-agent': BROWSER_UA } });
const unescape = (href: string) => href.replace(/&amp;/g, '&');
const hrefsOf = (html: string, label: RegExp) =>
  [...html.matchAll(/<a (?:class="[^"]*" )?href="([^"]+)" aria-label="([^"]+)"/g)].filter(([, , name]) => label.test(name!)).map(([, href]) => unescape(href!));

const PAIR = 'amd:ryzen-7-7800x3d,intel:core-i9-14900k';
const TRIO = 'amd:ryzen-7-7800x3d,intel:core-i9-14900k,amd:ryzen-9-7950x';

for (const [prefix, locale] of [
  ['', 'zh'],
  ['/en', 'en'],
] as const) {
  const words =
    locale === 'zh'
      ? {
          all: '全部规格',
          diff: '仅看差异',
          left: /左移/,
          right: /右移/,
          remove: /^移除/,
          best: '最佳',
          vendor: '厂商',
          segment: '细分市场',
          add: '添加处理器',
        }
      : {
          all: 'All rows',
          diff: 'Differences only',
          left: /left$/,
          right: /right$/,
          remove: /^Remove/,
          best: 'best',
          vendor: 'Vendor',
          segment: 'Segment',
          add: 'Add a processor',
        };

  t.test(`GET ${prefix}/compare?ids=… keeps the order of the URL, and every move and removal is a URL`, async (t) => {
    const app = await bootApp(t, { catalogue });
    const response = await get(app, `${prefix}/compare?ids=${TRIO}&diff=1`);
    t.equal(response.statusCode, 200);
    const { data } = embeddedPayload(response.body);
    t.same(
      data.processors.map((p: any) => `${p.vendor}:${p.id}`),
      TRIO.split(','),
      'columns in the order of ids',
    );
    t.equal(data.diff, true);
    const ids = (href: string) => new URL(href, 'https://atlas.test').searchParams.get('ids');
    const diffOf = (href: string) => new URL(href, 'https://atlas.test').searchParams.get('diff');
    const left = hrefsOf(response.body, words.left);
    const right = hrefsOf(response.body, words.right);
    const remove = hrefsOf(response.body, words.remove);
    t.same(
      left.map(ids),
      ['intel:core-i9-14900k,amd:ryzen-7-7800x3d,amd:ryzen-9-7950x', 'amd:ryzen-7-7800x3d,amd:ryzen-9-7950x,intel:core-i9-14900k'],
      'the second and third move left',
    );
    t.same(
      right.map(ids),
      ['intel:core-i9-14900k,amd:ryzen-7-7800x3d,amd:ryzen-9-7950x', 'amd:ryzen-7-7800x3d,amd:ryzen-9-7950x,intel:core-i9-14900k'],
      'the first and second move right',
    );
    t.same(
      remove.map(ids),
      ['intel:core-i9-14900k,amd:ryzen-9-7950x', 'amd:ryzen-7-7800x3d,amd:ryzen-9-7950x', 'amd:ryzen-7-7800x3d,intel:core-i9-14900k'],
      'any can be removed',
    );
    t.ok(
      [...left, ...right, ...remove].every((href) => href.startsWith(`${prefix}/compare?`) && diffOf(href) === '1'),
      'each keeps the differences-only switch',
    );
  });

  t.test(`GET ${prefix}/compare: the differences-only switch is in the URL, and hides the equal rows`, async (t) => {
    const app = await bootApp(t, { catalogue });
    const all = (await get(app, `${prefix}/compare?ids=${PAIR}`)).body;
    const diff = (await get(app, `${prefix}/compare?ids=${PAIR}&diff=1`)).body;
    const rowHeads = (html: string) => [...html.matchAll(/<th scope="row">([^<]+)/g)].map(([, label]) => label);
    t.ok(rowHeads(all).includes(words.segment), 'all rows: the equal Segment row shows');
    t.notOk(rowHeads(diff).includes(words.segment), 'differences only: it is gone');
    t.ok(rowHeads(diff).includes(words.vendor), 'a row that differs stays');
    t.ok(rowHeads(diff).length < rowHeads(all).length);
    t.match(
      all,
      new RegExp(
        `<a href="${prefix}/compare\\?ids=[^"]+" aria-current="true">${words.all}</a><a href="${prefix}/compare\\?ids=[^"]+&amp;diff=1">${words.diff}</a>`,
      ),
      'the switch: two links, the current one marked',
    );
    t.match(diff, new RegExp(`<a href="[^"]+&amp;diff=1" aria-current="true">${words.diff}</a>`));
    for (const junk of ['diff=0', 'diff=yes', 'diff=', 'diff[]=1']) {
      t.equal(embeddedPayload((await get(app, `${prefix}/compare?ids=${PAIR}&${junk}`)).body).data.diff, false, `${junk} is all rows`);
    }
    const same = await get(app, `${prefix}/compare?ids=amd:ryzen-7-7800x3d,amd:ryzen-7-7800x3d-tray&diff=1`);
    t.equal(same.statusCode, 200);
  });

  t.test(`GET ${prefix}/compare marks the best value with a star and a word, and draws bars against it`, async (t) => {
    const app = await bootApp(t, { catalogue });
    const html = (await get(app, `${prefix}/compare?ids=${PAIR}`)).body;
    const row = (label: RegExp) => html.split('<tr').find((chunk) => label.test(chunk)) ?? '';
    const cores = row(locale === 'zh' ? />核心数</ : />Cores</);
    t.match(
      cores,
      new RegExp(
        `<td><span class="compare-value">8</span><span class="compare-bar" aria-hidden="true"><span style="width:33.3%"></span></span></td><td class="is-best"><span class="compare-value">24<span class="compare-best"> ★<span class="visually-hidden"> ${words.best}</span>`,
      ),
      'more cores is better: 24 is best, 8 is a third of it',
    );
    const tdp = row(locale === 'zh' ? />TDP \/ 基础功耗</ : />TDP \/ base power</);
    t.match(tdp, /<td class="is-best"><span class="compare-value">120 W/, 'less power is better');
    t.match(tdp, /width:96%/, '120 W is 96% of the way to 125 W');
    const socket = row(locale === 'zh' ? />插槽</ : />Socket</);
    t.notMatch(socket, /is-best|compare-bar/, 'a socket is neither better nor worse');
  });

  t.test(`GET ${prefix}/compare: an add field, a GET form that carries the comparison`, async (t) => {
    const app = await bootApp(t, { catalogue });
    const html = (await get(app, `${prefix}/compare?ids=${PAIR}&diff=1`)).body;
    const form = /<form class="compare-add"[^]*?<\/form>/.exec(html)?.[0] ?? '';
    t.match(form, `action="${prefix}/compare" method="get"`);
    t.match(form, `<input type="hidden" name="ids" value="${PAIR}"/>`);
    t.match(form, '<input type="hidden" name="diff" value="1"/>');
    t.match(form, /<input id="compare-add-q" type="search" [^>]*data-search=""[^>]* name="q"/, "one of the site's search fields");
    t.match(
      form,
      `data-suggestion-href="${prefix}/compare?ids=${encodeURIComponent(PAIR)}%2C__key__&amp;diff=1"`,
      'a suggestion leads to the comparison with it added',
    );
    t.match(form, `data-suggestion-exclude="${PAIR}"`, 'leaving out what is compared already');
    t.match(form, `<label for="compare-add-q">${words.add}</label>`);
    const four = (await get(app, `${prefix}/compare?ids=${TRIO},intel:core-ultra-9-285k`)).body;
    t.notMatch(four, 'class="compare-add"', 'with four there is no add field');
    t.match(four, locale === 'zh' ? '最多对比 4 款' : 'At most 4 can be compared');
  });

  t.test(`GET ${prefix}/compare?ids=…&q=TEXT adds the processor the text names, with a redirect to the clean URL`, async (t) => {
    const app = await bootApp(t, { catalogue });
    for (const [q, added] of [
      ['7950x', 'amd:ryzen-9-7950x'],
      ['Ryzen 9 7950X', 'amd:ryzen-9-7950x'],
      ['AMD Ryzen 9 7950X3D', 'amd:ryzen-9-7950x3d'],
      ['i5-14600k', 'intel:core-i5-14600k'],
    ] as const) {
      const response = await get(app, `${prefix}/compare?ids=${PAIR}&diff=1&q=${encodeURIComponent(q)}`);
      t.equal(response.statusCode, 302, q);
      t.equal(unescape(response.headers.location as string), `${prefix}/compare?ids=${encodeURIComponent(`${PAIR},${added}`)}&diff=1`, `${q} → ${added}`);
    }
    const first = await get(app, `${prefix}/compare?q=7800x3d`);
    t.equal(first.headers.location, `${prefix}/compare?ids=${encodeURIComponent('amd:ryzen-7-7800x3d')}`, 'from an empty comparison too');
  });

  t.test(`GET ${prefix}/compare?q=TEXT that names several or none lists the candidates on the page`, async (t) => {
    const app = await bootApp(t, { catalogue });
    const several = await get(app, `${prefix}/compare?ids=${PAIR}&q=ryzen+9+79`);
    t.equal(several.statusCode, 200);
    const { data } = embeddedPayload(several.body);
    t.ok(data.search.candidates.length > 1 && data.search.candidates.length <= 8, `${data.search.candidates.length} candidates`);
    t.ok(
      data.search.candidates.every((p: any) => /Ryzen 9 (PRO )?79/.test(p.name)),
      'every candidate has the words typed',
    );
    t.match(
      several.body,
      /<li><a href="[^"]*\/compare\?ids=amd%3Aryzen-7-7800x3d%2Cintel%3Acore-i9-14900k%2Camd%3Aryzen-9-79/,
      'each candidate is a link that adds it',
    );
    t.match(several.body, /value="ryzen 9 79"/, 'the field keeps the text');
    const none = await get(app, `${prefix}/compare?ids=${PAIR}&q=%3Cscript%3Ezzz`);
    t.equal(none.statusCode, 200);
    t.match(none.body, locale === 'zh' ? '没有与“&lt;script&gt;zzz”匹配的处理器' : 'No processor matches “&lt;script&gt;zzz”');
    t.notMatch(none.body, '<script>zzz');
    const full = await get(app, `${prefix}/compare?ids=${TRIO},intel:core-ultra-9-285k&q=7600x`);
    t.equal(full.statusCode, 200, 'with four already, nothing is added');
    t.equal(embeddedPayload(full.body).data.processors.length, 4);
  });
}

t.test('the payload of a comparison carries its state, for the client to render the same page', async (t) => {
  const app = await bootApp(t, { catalogue });
  const { data } = (await app.inject({ url: `/en/compare/_payload.json?b&ids=${TRIO}&diff=1` })).json();
  t.same(
    data.processors.map((p: any) => p.id),
    ['ryzen-7-7800x3d', 'core-i9-14900k', 'ryzen-9-7950x'],
  );
  t.equal(data.diff, true);
  t.equal(data.search, null);
});

t.test('a per-watt or per-dollar cell says which divisor is missing, not that there is no result', async (t) => {
  const app = await bootApp(t);
  // Apple states no TDP and no price for the M4; its Blender figure is there.
  const m4 = catalogue.find('apple', 'm4')!;
  t.equal(m4.tdpW, null);
  t.ok(catalogue.findBenchmark('blender')!.figureOf(m4), 'the M4 has a Blender figure');
  for (const [prefix, noTdp] of [
    ['', '未标称 TDP'],
    ['/en', 'no TDP stated'],
  ] as const) {
    const html = (await get(app, `${prefix}/compare?ids=apple:m4,amd:ryzen-ai-9-hx-370`)).body;
    t.match(html, noTdp, `${prefix || 'zh'}: the M4's per-watt cell`);
  }
});

t.test('GET /compare?ids=7800X3D,14700K divides each by the power its vendor states, and each cell says which', async (t) => {
  const app = await bootApp(t, { catalogue });
  const blender = catalogue.findBenchmark('blender')!;
  const x3d = catalogue.find('amd', 'ryzen-7-7800x3d')!;
  const k = catalogue.find('intel', 'core-i7-14700k')!;
  t.equal(k.maxTurboPowerW, 253, "the 14700K's record states 253 W beside its 125 W base");
  for (const [prefix, locale, label, turbo] of [
    ['', 'zh', 'Blender：每瓦', '253 W 最大睿频'],
    ['/en', 'en', 'Blender per watt', '253 W max turbo'],
  ] as const) {
    const html = (await get(app, `${prefix}/compare?ids=amd:ryzen-7-7800x3d,intel:core-i7-14700k`)).body;
    const row = html.split('<tr').find((chunk) => chunk.includes(`<th scope="row">${label}<`)) ?? '';
    const cell = (value: number, note: string) =>
      new RegExp(
        `<span class="compare-value">${formatScore(locale, value, true).replace('.', '\\.')}(?:<span class="compare-best">.*?</span></span>)?</span><span class="compare-note">${note}</span>`,
      );
    t.match(row, cell(blender.figureOf(x3d)!.score / 162, '162 W PPT'), `${locale}: the 7800X3D over AMD's 162 W package power limit for AM5's 120 W class`);
    t.match(row, cell(blender.figureOf(k)!.score / 253, turbo), `${locale}: the 14700K over its 253 W Maximum Turbo Power, not its 125 W base`);
    t.notMatch(row, /compare-note is-marked/, 'neither falls back to a TDP');
    t.match(html, locale === 'en' ? 'Per watt divides by the power each cell names' : '每瓦数值除以各单元格注明的功耗', 'the legend says what the notes mean');
  }
});

t.test("a doubtful figure's per-watt and per-dollar cells say it is doubtful, not that the record lacks a TDP or price", async (t) => {
  const app = await bootApp(t, { catalogue });
  const epyc = catalogue.find('amd', 'epyc-7543p')!;
  t.ok(epyc.tdpW && epyc.launchPriceUSD, "the EPYC 7543P's record has both");
  t.ok(catalogue.findBenchmark('blender')!.figureOf(epyc)?.doubt, 'its Blender figure is doubtful');
  for (const [prefix, doubtful, noTdp, noPrice] of [
    ['', '数值存疑，不作换算', '未标称 TDP', '无首发价'],
    ['/en', 'doubtful figure: not divided', 'no TDP stated', 'no launch price stated'],
  ] as const) {
    const html = (await get(app, `${prefix}/compare?ids=amd:epyc-7543p,amd:ryzen-threadripper-pro-5975wx`)).body;
    const rows = html.split('<tr').filter((chunk) => /<th scope="row">Blender(：| )(每|per)/.test(chunk));
    t.equal(rows.length, 2, `${prefix || 'zh'}: Blender's per-watt and per-dollar rows`);
    for (const row of rows) {
      t.match(row, `<span class="compare-value">${doubtful}</span>`, "the 7543P's cell says its figure is doubtful");
      t.notMatch(row, noTdp);
      t.notMatch(row, noPrice);
    }
  }
});
