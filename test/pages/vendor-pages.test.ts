import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { VENDORS } from '../../src/shared/processor.js';
import { routes } from '../../src/shared/routes.js';
import { BROWSER_UA, bootApp } from '../helper.js';

/**
 * The vendors beside AMD and Intel, through the server: their detail routes in both languages
 * (and what is not one), the library's vendor filter, search in both languages, the sitemap, the
 * JSON-LD, the open data, compare across architectures and the upgrade advisor's answer for a
 * soldered processor.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const get = (app: Awaited<ReturnType<typeof bootApp>>, url: string) => app.inject({ url, headers: { 'user-agent': BROWSER_UA } });

/** one record of each new vendor, and how each language names the vendor */
const EXAMPLES = [
  ['apple', 'm4-pro', '苹果 M4 Pro', 'Apple M4 Pro'],
  ['qualcomm', 'x-elite-x1e-80-100', '高通骁龙 X Elite X1E-80-100', 'Qualcomm Snapdragon X Elite X1E-80-100'],
  ['loongson', '3a6000', '龙芯 3A6000', 'Loongson 3A6000'],
  ['zhaoxin', 'kx-7000', '兆芯 KX-7000', 'Zhaoxin KX-7000'],
  ['hygon', 'c86-3185', '海光 C86 3185', 'Hygon C86 3185'],
] as const;

t.test('the route table alone says which vendors exist', async (t) => {
  t.same(
    VENDORS,
    routes.filter((route) => route.view === 'processor').map((route) => route.name),
  );
  t.same(VENDORS, ['amd', 'intel', 'apple', 'qualcomm', 'loongson', 'zhaoxin', 'hygon']);
});

t.test("GET /cpu/{vendor}/{id} and /en/cpu/…: each new vendor's page, named as each market names it", async (t) => {
  const app = await bootApp(t, { catalogue });
  for (const [vendor, id, zh, en] of EXAMPLES) {
    const chinese = await get(app, `/cpu/${vendor}/${id}`);
    t.equal(chinese.statusCode, 200, `/cpu/${vendor}/${id}`);
    t.match(chinese.body, `<title>${zh} · 芯片图鉴</title>`);
    t.match(chinese.body, '<html lang="zh-CN"');
    const english = await get(app, `/en/cpu/${vendor}/${id}`);
    t.equal(english.statusCode, 200, `/en/cpu/${vendor}/${id}`);
    t.match(english.body, `<title>${en} · CPU Atlas</title>`);
    // schema.org: the vendor as the brand, in the page's language
    t.match(chinese.body, new RegExp(`"brand":\\{"@type":"Brand","name":"${zh.split(' ')[0]}"\\}`));
  }
});

t.test('an id under another vendor, an unknown vendor and a malformed id are 404s', async (t) => {
  const app = await bootApp(t, { catalogue });
  for (const url of ['/cpu/apple/ryzen-7-7800x3d', '/cpu/amd/m4-pro', '/en/cpu/qualcomm/3a6000', '/cpu/nvidia/m4', '/en/cpu/arm/m4', '/cpu/apple/M4']) {
    t.equal((await get(app, url)).statusCode, 404, url);
  }
});

t.test('the library filters by the new vendors, and its form offers them in both languages', async (t) => {
  const app = await bootApp(t, { catalogue });
  const apple = await get(app, '/lib?vendor=apple&per=96');
  t.equal(apple.statusCode, 200);
  const keys = [...apple.body.matchAll(/name="ids" value="([a-z]+):/g)].map((m) => m[1]);
  t.ok(keys.length >= 18 && keys.every((vendor) => vendor === 'apple'), `${keys.length} processors, all Apple's`);
  for (const [locale, names] of [
    ['', ['苹果', '高通骁龙', '龙芯', '兆芯', '海光']],
    ['/en', ['Apple', 'Qualcomm Snapdragon', 'Loongson', 'Zhaoxin', 'Hygon']],
  ] as const) {
    const body = (await get(app, `${locale}/lib`)).body;
    for (const [index, name] of names.entries()) t.match(body, `<option value="${EXAMPLES[index]![0]}">${name}</option>`, `${locale || '/'}: ${name}`);
  }
});

t.test("search names the new vendors' processors in both languages", async (t) => {
  const app = await bootApp(t, { catalogue });
  const redirects: [string, string][] = [
    ['/search?q=苹果 M4 Pro', '/cpu/apple/m4-pro'],
    ['/en/search?q=M4 Pro', '/en/cpu/apple/m4-pro'],
    ['/search?q=骁龙 X1E-80-100', '/cpu/qualcomm/x-elite-x1e-80-100'],
    ['/en/search?q=X1E-80-100', '/en/cpu/qualcomm/x-elite-x1e-80-100'],
    ['/search?q=龙芯3A6000', '/cpu/loongson/3a6000'],
    ['/en/search?q=3A6000', '/en/cpu/loongson/3a6000'],
    ['/search?q=兆芯 KX-7000', '/cpu/zhaoxin/kx-7000'],
    ['/en/search?q=KX-7000', '/en/cpu/zhaoxin/kx-7000'],
  ];
  for (const [url, location] of redirects) {
    const response = await get(app, encodeURI(url));
    t.equal(response.statusCode, 302, url);
    t.equal(response.headers.location, location, url);
  }
  const suggestions = (await get(app, `/api/search?q=${encodeURIComponent('海光')}&locale=zh`)).json();
  t.ok(suggestions.results.length > 0 && suggestions.results.every((r: { vendorName: string }) => r.vendorName === '海光'), "海光: Hygon's, named 海光");
});

t.test('the sitemap and the open data hold the new vendors', async (t) => {
  const app = await bootApp(t, { catalogue });
  const sitemap = (await get(app, '/sitemap.xml')).body;
  for (const [vendor, id] of EXAMPLES) {
    t.match(sitemap, `/cpu/${vendor}/${id}</loc>`);
    t.match(sitemap, `/en/cpu/${vendor}/${id}"`);
  }
  const json = (await get(app, '/data/processors.json?vendor=qualcomm')).json() as { vendor: string; isa: string; sources: { basis?: object } }[];
  t.ok(json.length >= 9 && json.every((p) => p.vendor === 'qualcomm' && p.isa === 'Arm' && p.sources.basis), "Snapdragon X records: Arm, each fact's basis");
});

t.test('compare across architectures says what differs besides speed; two x86 parts compare as before', async (t) => {
  const app = await bootApp(t, { catalogue });
  const mixed = (await get(app, '/en/compare?ids=apple:m4,amd:ryzen-ai-9-hx-370,intel:core-ultra-7-258v')).body;
  t.match(mixed, 'Beyond speed: architecture and platform');
  t.match(mixed, /Apple M4<\/a>: Apple silicon, built on Arm, runs macOS/);
  t.match(mixed, /AMD Ryzen AI 9 HX 370<\/a>, <a[^>]*>Intel Core Ultra 7 258V<\/a>: x86-64/);
  t.match(mixed, /Apple M4<\/a>: memory is fixed at purchase/);
  const snapdragon = (await get(app, '/compare?ids=qualcomm:x-elite-x1e-80-100,loongson:3a6000')).body;
  t.match(snapdragon, /高通骁龙 X Elite X1E-80-100<\/a>：Arm 架构，运行 Windows on Arm/);
  t.match(snapdragon, /龙芯 3A6000<\/a>：龙芯自主的 LoongArch 指令集/);
  t.match(snapdragon, /龙芯 3A6000<\/a>：焊接在主板上/, 'a ball grid array is soldered: no upgrade path');
  const x86 = (await get(app, '/compare?ids=amd:ryzen-7-7800x3d,intel:core-i9-14900k')).body;
  t.notMatch(x86, 'compare-architecture', 'AMD against Intel: no notes');
});

t.test('the upgrade advisor says a soldered processor has no upgrade path, instead of an empty list', async (t) => {
  const app = await bootApp(t, { catalogue });
  const loongson = (await get(app, '/en/upgrade/loongson/3a6000')).body;
  t.match(loongson, /soldered to its board \(BGA1190, a ball grid array\)/);
  t.equal((await get(app, '/upgrade/apple/m4')).statusCode, 200);
});
