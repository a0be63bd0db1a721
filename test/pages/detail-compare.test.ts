import t from 'tap';
import type { Processor } from '../../src/shared/processor.js';
import { createCatalogue } from '../../src/catalogue/catalogue.js';
import { openRecord } from '../../src/http/open-figures.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { BROWSER_UA, bootApp, embeddedPayload } from '../helper.js';

const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const get = (app: Awaited<ReturnType<typeof bootApp>>, url: string) => app.inject({ url, headers: { 'user-agent': BROWSER_UA } });

t.test('GET /en/cpu/amd/ryzen-7-7800x3d shows every field, grouped, with units', async (t) => {
  const app = await bootApp(t, { catalogue });
  const html = (await get(app, '/en/cpu/amd/ryzen-7-7800x3d')).body;
  t.match(html, '<title>AMD Ryzen 7 7800X3D · CPU Atlas</title>');
  t.match(html, /<meta name="description" content="Full specifications of the AMD Ryzen 7 7800X3D: 8 cores, 16 threads/);
  for (const heading of ['Essentials', 'CPU specifications', 'Memory', 'Graphics and NPU', 'Expansion and I/O', 'Package', 'Advanced technologies']) {
    t.match(html, `<h3>${heading}</h3>`);
  }
  t.match(html, /<dt>L3 cache<\/dt><dd>96 MB<\/dd>/);
  t.match(html, /<dt>Max boost clock<\/dt><dd>5\.0 GHz<\/dd>/);
  t.match(html, /<dt>Socket<\/dt><dd><span><a href="\/en\/socket\/am5">AM5<\/a><\/span><\/dd>/, 'the socket links its page');
  t.match(html, /<dt>Launch price<\/dt><dd>\$449<\/dd>/);
  t.match(html, /Vendor specification: <(?:a|span)[^>]*>AMD product specifications/);
  t.match(
    html,
    /<nav aria-label="Breadcrumb" class="breadcrumb"><ol><li><a href="\/en">Home<\/a><\/li><li><a href="\/en\/lib">Library<\/a><\/li><li><a href="\/en\/lib\?vendor=amd">AMD<\/a><\/li><li aria-current="page">Ryzen 7 7800X3D<\/li>/,
  );
});

t.test("the sources name the vendor's source in the page's language; other sources as given", async (t) => {
  const amd = catalogue.processors.find((p) => p.vendor === 'amd' && p.sources.vendor?.name === 'AMD product specifications')!;
  const imported: Processor = {
    ...amd,
    id: 'imported-1',
    sources: {
      // facts read from it (its table copies), so it is headed as the vendor's specifications
      vendor: { name: 'TechPowerUp <CPU> database', url: 'https://example.org/cpu?a=1&b=2', productId: null, tables: amd.sources.vendor!.tables },
      secondary: [
        { name: 'PassMark CPU list', url: null, productId: 'pm-1234', fields: ['tdpW', 'memory.maxGB'] },
        { name: 'A rumour nobody can look up', url: null, fields: ['cores'] },
      ],
      corrections: [{ field: 'tdpW', vendorValue: 45, reason: { zh: '发布时为 35 W', en: 'launched at 35 W' }, url: 'https://example.org/launch' }],
    },
  };
  const app = await bootApp(t, { catalogue: createCatalogue([amd, imported]) });
  t.match((await get(app, `/cpu/amd/${amd.id}`)).body, /厂商规格：<(?:a|span)[^>]*>AMD 产品规格页/);
  t.match((await get(app, `/en/cpu/amd/${amd.id}`)).body, /Vendor specification: <(?:a|span)[^>]*>AMD product specifications/);
  const zh = (await get(app, '/cpu/amd/imported-1')).body;
  t.match(zh, '厂商规格：<a href="https://example.org/cpu?a=1&amp;b=2" rel="nofollow noopener" class="external">TechPowerUp &lt;CPU&gt; database</a>');
  t.match(zh, '补充来源：<span class="source-name">PassMark CPU list</span>（产品编号 pm-1234），补充了：TDP / 基础功耗、最大内存');
  t.match(zh, /。维护者的说明：发布时为 35\sW（<a href="https:\/\/example\.org\/launch"/, "the reason in the page's language");
  t.notMatch(/<ul class="source-list">.*?<\/section>/s.exec(zh)?.[0], 'A rumour nobody can look up', 'a source with neither a link nor an id is not shown');
  const en = (await get(app, '/en/cpu/amd/imported-1')).body;
  t.match(en, 'Filled in from: <span class="source-name">PassMark CPU list</span> (product ID pm-1234), for: TDP / base power, Max memory');
  t.match(
    en,
    new RegExp(
      `Correction: TDP / base power 45 → ${imported.tdpW === null ? '—' : imported.tdpW}\\. launched at 35\\sW \\(<a href="https://example.org/launch"[^>]*>the vendor&#x27;s page</a>\\)`,
    ),
  );
});

t.test('Intel\'s "Nth gen" reads as 第 N 代 on Chinese pages and stays as it is in English', async (t) => {
  const app = await bootApp(t, { catalogue });
  const zh = (await get(app, '/cpu/intel/core-i9-14900k')).body;
  t.match(zh, /<dt>代际<\/dt><dd>第 14 代<\/dd>/);
  t.match((await get(app, '/en/cpu/intel/core-i9-14900k')).body, /<dt>Generation<\/dt><dd>14th gen<\/dd>/);
  const xeon = catalogue.processors.find((p) => p.generation === 'Xeon Scalable 2nd gen')!;
  t.match((await get(app, `/cpu/intel/${xeon.id}`)).body, /<dd>Xeon Scalable 第 2 代<\/dd>/);
  t.match((await get(app, '/cpu/amd/ryzen-7-7800x3d')).body, /<dd>Ryzen 7000<\/dd>/, 'a series name is left alone');
});

t.test('unknown values are a dash, never invented', async (t) => {
  const app = await bootApp(t, { catalogue });
  const withNull = catalogue.processors.find((p) => p.launchPriceUSD === null && p.vendor === 'intel')!;
  const html = (await get(app, `/cpu/intel/${withNull.id}`)).body;
  t.match(html, /<dt>首发价格<\/dt><dd>—<\/dd>/);
});

t.test('similar processors share the segment and are close; neighbours share family and generation', async (t) => {
  const app = await bootApp(t, { catalogue });
  const { parts } = (await app.inject({ url: '/cpu/intel/core-i9-14900k/_payload.json?b' })).json();
  // The lists travel in a part the server drew; each link names a processor.
  const linked = (heading: string) => {
    const section = new RegExp(`<h2>${heading}</h2>(.*?)</section>`, 's').exec(parts.details)?.[1] ?? '';
    return [...section.matchAll(/<li>.*?href="\/cpu\/(amd|intel)\/([a-z0-9-]+)"/g)].map(([, vendor, id]) => catalogue.find(vendor as 'amd' | 'intel', id!)!);
  };
  const similar = linked('相似处理器');
  t.ok(similar.length > 0);
  t.ok(similar.every((p) => p.segment === 'desktop' && p.id !== 'core-i9-14900k'));
  t.ok(
    similar.some((p) => p.vendor === 'amd'),
    'cross-shopping: the other vendor is suggested',
  );
  const neighbours = linked('同系列同代的其他型号');
  t.ok(neighbours.length > 0);
  t.ok(neighbours.every((p) => p.vendor === 'intel' && p.family === 'Core i9'));
  const html = (await get(app, '/en/cpu/intel/core-i9-14900k')).body;
  t.match(html, '<h2>Similar processors</h2>');
  t.match(html, /href="\/en\/compare\?ids=intel%3Acore-i9-14900k"/, 'a compare control');
});

t.test('GET /compare shows two to four processors side by side, differences marked', async (t) => {
  const app = await bootApp(t, { catalogue });
  const response = await get(app, '/en/compare?ids=amd:ryzen-7-7800x3d,intel:core-i9-14900k');
  t.equal(response.statusCode, 200);
  t.match(response.body, '<title>AMD Ryzen 7 7800X3D vs Intel Core i9-14900K · CPU Atlas</title>');
  t.match(
    response.body,
    /<tr class="differs"><th scope="row">Cores<span class="visually-hidden"> \(values differ\)<\/span><\/th><td><span class="compare-value">8<\/span>/,
  );
  t.match(
    response.body,
    /<tr><th scope="row">Segment<\/th><td><span class="compare-value">Desktop<\/span><\/td><td><span class="compare-value">Desktop<\/span><\/td><\/tr>/,
    'equal rows are not marked',
  );
  const repeated = embeddedPayload((await get(app, '/compare?ids=amd:ryzen-7-7800x3d&ids=intel:core-i9-14900k&ids=amd:ryzen-9-7950x')).body);
  t.equal(repeated.data.processors.length, 3, 'ids repeated, as the library form sends them');
  const five = (
    await app.inject({ url: '/compare/_payload.json?b&ids=amd:ryzen-7-7800x3d,intel:core-i9-14900k,amd:ryzen-9-7950x,amd:ryzen-5-7600x,intel:core-i5-14600k' })
  ).json();
  t.equal(five.data.processors.length, 4);
  t.equal(five.data.truncated, true);
});

t.test('fewer than two valid ids is a helpful page, not an error', async (t) => {
  const app = await bootApp(t, { catalogue });
  for (const search of ['', '?ids=', '?ids=amd:nope,intel:%3Cscript%3E', '?ids[]=x']) {
    const response = await get(app, `/compare${search}`);
    t.equal(response.statusCode, 200, `/compare${search}`);
    t.match(response.body, '至少需要两款有效的处理器才能对比');
    t.notMatch(response.body, /<script>/);
  }
  for (const search of ['?ids=amd:ryzen-7-7800x3d', '?ids=amd:ryzen-7-7800x3d,amd:ryzen-7-7800x3d']) {
    const response = await get(app, `/compare${search}`);
    t.equal(response.statusCode, 200, `/compare${search}`);
    t.match(response.body, '再添加一款处理器，即可并排对比', 'one processor waits for a second (compare-lone.test.ts)');
  }
  const one = embeddedPayload((await get(app, '/en/compare?ids=amd:ryzen-7-7800x3d,amd:nope')).body).data;
  t.same(one.unknown, ['amd:nope']);
  t.ok(one.suggestions.length > 0, 'suggests processors to add');
});

t.test('GET /en shows totals by vendor and segment, the newest launches and library shortcuts', async (t) => {
  const app = await bootApp(t, { catalogue });
  const response = await get(app, '/en');
  const { parts } = (await app.inject({ url: '/en/_payload.json?b' })).json();
  const { processors } = catalogue;
  const count = (value: number) => value.toLocaleString('en-US');
  const totals = /<dl class="totals">(.*?)<\/dl>/s.exec(parts.overview)?.[1] ?? '';
  t.match(totals, `<dt>Processors in total</dt><dd>${count(processors.length)}</dd>`);
  for (const vendor of ['amd', 'intel'] as const) t.match(totals, `<dd>${count(processors.filter((p) => p.vendor === vendor).length)}</dd>`);
  const bySegment = [...(/<h2>By segment<\/h2><dl class="segment-totals">(.*?)<\/dl>/s.exec(parts.overview)?.[1] ?? '').matchAll(/<dd>([\d,]+)<span/g)];
  t.equal(
    bySegment.reduce((sum, [, value]) => sum + Number(value!.replace(/,/g, '')), 0),
    processors.length,
    'the segments add up to the total',
  );
  t.equal([...parts.lists.matchAll(/<li>/g)].length, 8 + 8, 'eight newest launches, eight shortcuts');
  t.match(response.body, '<h1>Welcome to CPU Atlas<');
  const amdDesktop = processors.filter((p) => p.vendor === 'amd' && p.segment === 'desktop').length;
  t.match(
    response.body,
    `<a href="/en/lib?vendor=amd&amp;segment=desktop"><span>AMD desktop processors</span><span class="shortcut-count">${count(amdDesktop)}</span>`,
  );
  t.match((await get(app, '/')).body, '<h1>欢迎来到芯片图鉴<');
  t.same(
    Object.keys(parts).sort(),
    ['intro', 'lists', 'overview'],
    'the payload carries the page as parts drawn in HTML, not the figures they were drawn from',
  );
});

t.test('open data: the catalogue as JSON and CSV, cached by content (test/http/open-data.test.ts has the rest)', async (t) => {
  const app = await bootApp(t, { catalogue });
  const json = await app.inject({ url: '/data/processors.json' });
  t.equal(json.statusCode, 200);
  t.equal(JSON.stringify(json.json()), JSON.stringify(catalogue.processors.map((p) => openRecord(p, catalogue.benchmarks))));
  t.match(json.headers.etag, /^"[A-Za-z0-9_-]{22}"$/);
  const again = await app.inject({ url: '/data/processors.json', headers: { 'if-none-match': json.headers.etag as string } });
  t.equal(again.statusCode, 304);
  const csv = await app.inject({ url: '/data/processors.csv' });
  t.match(csv.headers['content-type'], /^text\/csv/);
  const lines = csv.body.trim().split('\r\n');
  t.equal(lines.length, catalogue.processors.length + 1);
  t.match(lines[0], /^id,vendor,name,family,generation,codename,microarchitecture,segment,launched,status,socket,processNm,cores,threads,/);
  t.match(lines[0], /,memoryTypes,memoryChannels,memoryMaxGB,memoryEcc,pcieVersion,pcieLanes,igpu,igpuMaxFreqMHz,npuTops,instructionSets,/);
  t.match(csv.body, /\r\nryzen-7-7800x3d,amd,Ryzen 7 7800X3D,Ryzen 7,/);
});

t.test('a synthetic catalogue is marked as such on every page, in both languages', async (t) => {
  const { loadCatalogue: load } = await import('../../src/catalogue/load.js');
  const synthetic = await load('fake:200', readConfig({}).rootDir);
  const app = await bootApp(t, { catalogue: synthetic });
  const someone = synthetic.processors[0]!;
  for (const url of ['/', '/en/lib', `/cpu/${someone.vendor}/${someone.id}`, '/en/compare', '/en/nowhere']) {
    const html = (await get(app, url)).body;
    t.match(html, url.startsWith('/en') ? 'This is a synthetic demo catalogue' : '这是合成的演示目录', url);
  }
  t.notMatch((await get(app, '/en')).body.replace(/"synthetic":false/, ''), /"synthetic":false/);
  const real = await bootApp(t, { catalogue });
  t.notMatch((await get(real, '/en')).body, 'This is a synthetic demo catalogue', 'the real catalogue is not marked');
});
