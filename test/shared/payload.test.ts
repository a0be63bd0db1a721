import t from 'tap';
import { createCatalogue } from '../../src/catalogue/catalogue.js';
import type { Processor } from '../../src/shared/processor.js';
import { serializePayload } from '../../src/shared/payload.js';
import { payloadPath } from '../../src/shared/payload-url.js';
import { PAGE_PATHS, bootApp, embeddedPayload } from '../helper.js';

t.test('serializePayload cannot end its script element or open a comment', async (t) => {
  const hostile = { text: '</script><script>alert(1)</script><!-- \u2028\u2029 & </SCRIPT>' };
  const json = serializePayload(hostile);
  t.notMatch(json, /<|>|\u2028|\u2029/);
  t.same(JSON.parse(json), hostile, 'parses back to the same value');
});

t.test('payloadPath names {path}/_payload.json, home included', async (t) => {
  t.equal(payloadPath('/'), '/_payload.json');
  t.equal(payloadPath('/en'), '/en/_payload.json');
  t.equal(payloadPath('/cpu/amd/x'), '/cpu/amd/x/_payload.json');
});

t.test('GET {path}/_payload.json answers the same data the page embeds', async (t) => {
  const app = await bootApp(t);
  for (const [path, locale] of PAGE_PATHS) {
    const page = embeddedPayload((await app.inject({ url: path })).body);
    const [pathname = path, query] = path.split('?');
    const url = `${payloadPath(pathname)}?${page.buildId}${query ? `&${query}` : ''}`;
    const response = await app.inject({ url });
    t.equal(response.statusCode, 200, `GET ${url}`);
    t.match(response.headers['content-type'], /application\/json/);
    const payload = response.json();
    t.same({ ...payload, parts: Object.keys(payload.parts) }, page, `${url} equals the embedded payload, whose parts are in the page`);
    t.equal(payload.locale, locale);
  }
});

t.test('a payload URL keeps the page query after the build id', async (t) => {
  const app = await bootApp(t);
  const payload = (await app.inject({ url: '/lib/_payload.json?abc123&vendor=amd' })).json();
  t.equal(payload.search, '?vendor=amd');
});

t.test('_payload.json of a missing page is a 404 JSON', async (t) => {
  const app = await bootApp(t);
  for (const url of ['/nowhere/_payload.json', '/cpu/amd/core-i9-14900k/_payload.json', '/en/cpu/intel/NOPE/_payload.json']) {
    const response = await app.inject({ url });
    t.equal(response.statusCode, 404, url);
    const body = response.json();
    t.equal(body.statusCode, 404);
    t.match(body.message, /^Page Not Found: \//);
  }
});

t.test('hostile catalogue text stays inside the payload script and round-trips', async (t) => {
  const evil: Processor = {
    id: 'evil-1',
    vendor: 'amd',
    name: 'Evil </script><!-- <script>alert(1)</script> \u2028\u2029',
    family: 'Ryzen 7',
    generation: 'Ryzen 7000',
    codename: null,
    microarchitecture: null,
    segment: 'desktop',
    launched: '2023-01',
    socket: 'AM5',
    processNm: 5,
    cores: 8,
    threads: 16,
    performanceCores: null,
    efficientCores: null,
    baseClockGHz: 4,
    boostClockGHz: 5,
    l2CacheMB: 8,
    l3CacheMB: 32,
    tdpW: 65,
    status: null,
    ccds: null,
    configurableTdpW: null,
    maxTurboPowerW: null,
    maxTempC: null,
    memory: { types: [], channels: null, maxGB: null, ecc: null },
    pcie: { version: null, lanes: null },
    igpu: null,
    npuTops: null,
    instructionSets: [],
    launchPriceUSD: null,
    unlocked: true,
    sources: { vendor: { name: 'test </script>', url: null, productId: null }, secondary: [], corrections: [] },
  };
  const app = await bootApp(t, { catalogue: createCatalogue([evil]) });
  const html = (await app.inject({ url: '/cpu/amd/evil-1' })).body;
  t.equal(html.match(/<script/g)?.length, 4, 'only the module script, the JSON-LD, and the payload and asset-map JSON');
  t.equal(embeddedPayload(html).data.processor.name, evil.name);
  t.notMatch(html, /<script>alert/);
});
