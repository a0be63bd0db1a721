import t from 'tap';

const tap = t;
import { createCatalogue } from '../../src/catalogue/catalogue.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { translate } from '../../src/messages.js';
import type { Processor } from '../../src/shared/processor.js';
import { BROWSER_UA, PAGE_PATHS, bootApp, embeddedPayload } from '../helper.js';

/**
 * Every page carries Open Graph and Twitter card tags, localized; home,
 * library, compare and detail pages carry schema.org JSON-LD that parses and has what search
 * engines require; hostile text cannot end the script element.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const SITE = 'https://atlas.test';
const PAGES = [...PAGE_PATHS, ['/lib', 'zh'], ['/en/compare', 'en'], ['/compare?ids=amd:ryzen-7-7800x3d,intel:core-i9-14900k', 'zh']] as const;

type Html = string;
const get = async (app: Awaited<ReturnType<typeof bootApp>>, url: string): Promise<Html> =>
  (await app.inject({ url, headers: { 'user-agent': BROWSER_UA } })).body;

/** `<meta property|name="…" content="…">` of a page, unescaped, by property or name. */
function metaOf(html: Html): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta: Record<string, string> = {};
  for (const [, , key, content] of head.matchAll(/<meta (property|name)="([^"]+)" content="([^"]*)">/g)) meta[key!] = unescape(content!);
  return meta;
}

const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** Every JSON-LD script of a page, parsed. */
function jsonLdOf(html: Html): any[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, json]) => JSON.parse(json!));
}

/** The nodes of a page's one JSON-LD document, by @type. */
function graphOf(html: Html): Record<string, any> {
  const documents = jsonLdOf(html);
  if (documents.length !== 1) throw new Error(`expected one JSON-LD script, found ${documents.length}`);
  const [document] = documents;
  if (document['@context'] !== 'https://schema.org') throw new Error('no schema.org @context');
  return Object.fromEntries(document['@graph'].map((node: any) => [node['@type'], node]));
}

function checkBreadcrumbs(t: { equal: typeof tap.equal; same: typeof tap.same }, list: any, expected: [name: string, url: string][]) {
  t.equal(list['@type'], 'BreadcrumbList');
  t.same(
    list.itemListElement.map((item: any) => item['@type']),
    expected.map(() => 'ListItem'),
  );
  t.same(
    list.itemListElement.map((item: any) => item.position),
    expected.map((_, index) => index + 1),
    'positions 1…n',
  );
  t.same(
    list.itemListElement.map((item: any) => [item.name, item.item]),
    expected,
  );
}

t.test('every page type has Open Graph and Twitter card tags, in its language', async (t) => {
  const app = await bootApp(t, { catalogue });
  for (const [path, locale] of PAGES) {
    const html = await get(app, path);
    const meta = metaOf(html);
    const title = unescape(/<title>(.*?)<\/title>/.exec(html)![1]!);
    const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)![1];
    t.same(
      meta,
      {
        description: meta.description,
        'og:type': 'website',
        'og:site_name': translate(locale, 'siteName'),
        'og:title': title,
        'og:description': meta.description,
        'og:url': canonical,
        'og:locale': locale === 'zh' ? 'zh_CN' : 'en_US',
        'og:locale:alternate': locale === 'zh' ? 'en_US' : 'zh_CN',
        'og:image': meta['og:image'],
        'og:image:type': 'image/png',
        'og:image:width': '1200',
        'og:image:height': '630',
        'og:image:alt': meta['og:image:alt'],
        'twitter:card': 'summary_large_image',
        'twitter:title': title,
        'twitter:description': meta.description,
        'twitter:image': meta['og:image'],
        'twitter:image:alt': meta['og:image:alt'],
        'color-scheme': 'dark light',
        viewport: 'width=device-width, initial-scale=1',
      },
      `${path}: Open Graph and Twitter tags`,
    );
    t.ok(meta.description!.length > 20, `${path}: a real description`);
    // The card is the page's own (test/http/card-routes.test.ts asks for it), described in its language.
    t.ok(
      meta['og:image']!.startsWith(`${SITE}${canonical!.slice(SITE.length).replace(/\/$/, '')}/_card.png`),
      `${path}: og:image is the page's card (${meta['og:image']})`,
    );
    t.match(meta['og:image:alt'], locale === 'zh' ? '预览卡片' : 'preview card');
    t.ok(canonical!.startsWith(`${SITE}/`) && !canonical!.includes('?'), `${path}: og:url is the canonical URL (${canonical})`);
  }
  // Crawlers get an error page's status with an empty body (src/http/error-pages.ts), and a
  // missing page is nothing to share: it carries no preview card.
  const notFound = metaOf(await get(app, '/en/nowhere'));
  t.same(
    Object.keys(notFound).filter((key) => /^(og|twitter):/.test(key)),
    [],
    'an error page has no preview card',
  );
});

t.test('GET / and /en: a WebSite with a SearchAction on /search?q={search_term_string}', async (t) => {
  const app = await bootApp(t, { catalogue });
  for (const [path, locale, search, name, alternateName] of [
    ['/', 'zh-CN', `${SITE}/search?q={search_term_string}`, '芯片图鉴', 'CPU Atlas'],
    ['/en', 'en-US', `${SITE}/en/search?q={search_term_string}`, 'CPU Atlas', '芯片图鉴'],
  ] as const) {
    const { WebSite: site, ...rest } = graphOf(await get(app, path));
    t.same(Object.keys(rest), [], `${path}: the WebSite alone`);
    t.match(site, { name, alternateName, url: path === '/' ? `${SITE}/` : `${SITE}/en`, inLanguage: locale });
    t.equal(site.potentialAction['@type'], 'SearchAction');
    t.equal(site.potentialAction.target['@type'], 'EntryPoint');
    t.equal(site.potentialAction.target.urlTemplate, search, `${path}: the search in the page's language`);
    t.equal(site.potentialAction['query-input'], 'required name=search_term_string');
  }
});

t.test('a processor page: a Product with brand, model, release date and specifications, and its breadcrumb trail', async (t) => {
  const app = await bootApp(t, { catalogue });
  const zh = graphOf(await get(app, '/cpu/amd/ryzen-7-7800x3d'));
  t.match(zh.Product, {
    '@id': `${SITE}/cpu/amd/ryzen-7-7800x3d#product`,
    url: `${SITE}/cpu/amd/ryzen-7-7800x3d`,
    name: 'AMD Ryzen 7 7800X3D',
    brand: { '@type': 'Brand', name: 'AMD' },
    model: 'Ryzen 7 7800X3D',
    releaseDate: '2023-04-06',
  });
  const byId = (product: any) => Object.fromEntries(product.additionalProperty.map((p: any) => [p.propertyID, p]));
  const properties = byId(zh.Product);
  t.same(Object.keys(properties), ['family', 'generation', 'segment', 'socket', 'cores', 'threads', 'baseClockGHz', 'boostClockGHz', 'l3CacheMB', 'tdpW']);
  t.same(properties.cores, { '@type': 'PropertyValue', propertyID: 'cores', name: '核心数', value: 8 });
  t.same(properties.boostClockGHz, { '@type': 'PropertyValue', propertyID: 'boostClockGHz', name: '最大加速频率', value: 5, unitText: 'GHz', unitCode: 'A86' });
  t.match(properties.l3CacheMB, { value: 96, unitText: 'MB', unitCode: '4L' });
  t.match(properties.tdpW, { value: 120, unitText: 'W', unitCode: 'WTT' });
  t.match(properties.segment, { name: '细分市场', value: '台式机' });
  checkBreadcrumbs(t, zh.BreadcrumbList, [
    ['首页', `${SITE}/`],
    ['处理器库', `${SITE}/lib`],
    ['AMD', `${SITE}/lib?vendor=amd`],
    ['Ryzen 7 7800X3D', `${SITE}/cpu/amd/ryzen-7-7800x3d`],
  ]);

  const en = graphOf(await get(app, '/en/cpu/intel/core-i9-14900k'));
  t.match(en.Product, { name: 'Intel Core i9-14900K', brand: { name: 'Intel' }, model: 'Core i9-14900K' });
  t.match(byId(en.Product).generation, { name: 'Generation', value: '14th gen' });
  t.match(byId(en.Product).cores, { name: translate('en', 'field.cores'), value: 24 });
  checkBreadcrumbs(t, en.BreadcrumbList, [
    ['Home', `${SITE}/en`],
    ['Library', `${SITE}/en/lib`],
    ['Intel', `${SITE}/en/lib?vendor=intel`],
    ['Core i9-14900K', `${SITE}/en/cpu/intel/core-i9-14900k`],
  ]);
  t.match(byId(graphOf(await get(app, '/cpu/intel/core-i9-14900k')).Product).generation, { value: '第 14 代' }, 'the generation as the Chinese page says it');
});

t.test('an unknown fact is left out, never guessed', async (t) => {
  const [base] = catalogue.processors as Processor[];
  const sparse: Processor = { ...base!, id: 'sparse', launched: null, socket: null, baseClockGHz: null, l3CacheMB: null, tdpW: null };
  const app = await bootApp(t, { catalogue: createCatalogue([sparse]) });
  const { Product: product } = graphOf(await get(app, `/en/cpu/${sparse.vendor}/sparse`));
  t.notOk('releaseDate' in product, 'no release date');
  t.same(
    product.additionalProperty.map((p: any) => p.propertyID),
    ['family', 'generation', 'segment', 'cores', 'threads', 'boostClockGHz'],
  );
});

t.test('the library and compare pages: a BreadcrumbList Home › the page', async (t) => {
  const app = await bootApp(t, { catalogue });
  for (const [path, expected] of [
    [
      '/lib?vendor=amd',
      [
        ['首页', `${SITE}/`],
        [translate('zh', 'libraryTitle'), `${SITE}/lib`],
      ],
    ],
    [
      '/en/lib',
      [
        ['Home', `${SITE}/en`],
        [translate('en', 'libraryTitle'), `${SITE}/en/lib`],
      ],
    ],
    [
      '/en/compare',
      [
        ['Home', `${SITE}/en`],
        [translate('en', 'compareTitle'), `${SITE}/en/compare`],
      ],
    ],
    [
      '/compare?ids=amd:ryzen-7-7800x3d,intel:core-i9-14900k',
      [
        ['首页', `${SITE}/`],
        ['AMD Ryzen 7 7800X3D vs Intel Core i9-14900K', `${SITE}/compare`],
      ],
    ],
  ] as const) {
    const graph = graphOf(await get(app, path));
    t.same(Object.keys(graph), ['BreadcrumbList'], path);
    checkBreadcrumbs(t, graph.BreadcrumbList, expected as unknown as [string, string][]);
  }
  t.same(jsonLdOf(await get(app, '/cpu/amd/no-such-chip')), [], 'an error page has none');
});

t.test('hostile text in a record cannot end the JSON-LD script or break a tag', async (t) => {
  const [base] = catalogue.processors as Processor[];
  const name = 'X</script><script>alert(1)</script><!-- "\' & \u2028\u2029';
  const hostile: Processor = { ...base!, id: 'hostile', name, family: '</SCRIPT >', socket: '<img src=x onerror=alert(1)>' };
  const app = await bootApp(t, { catalogue: createCatalogue([hostile]) });
  for (const path of [`/cpu/${hostile.vendor}/hostile`, `/en/cpu/${hostile.vendor}/hostile`]) {
    const html = await get(app, path);
    const head = html.slice(0, html.indexOf('</head>'));
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)![1]!;
    t.notMatch(script, /</, `${path}: no "<" inside the script element`);
    t.notMatch(script, /[\u2028\u2029]/, 'no raw line separators');
    t.notMatch(head, /<script>alert|<img src=x/i, 'nothing hostile became markup');
    const { Product: product, BreadcrumbList: trail } = graphOf(html);
    t.equal(product.model, name, 'the JSON-LD parses back to the very text');
    t.match(product.name, name);
    t.equal(trail.itemListElement[3].name, name);
    t.equal(product.additionalProperty.find((p: any) => p.propertyID === 'socket').value, hostile.socket);
    t.match(metaOf(html)['og:title'], name, 'Open Graph content is escaped and reads back whole');
  }
});

t.test('the payload carries the same head, so client navigation writes the same tags', async (t) => {
  const app = await bootApp(t, { catalogue });
  for (const path of ['/', '/en/lib', '/cpu/amd/ryzen-7-7800x3d']) {
    const html = await get(app, path);
    const embedded = embeddedPayload(html);
    const served = (await app.inject({ url: `${path === '/' ? '' : path}/_payload.json?build` })).json();
    t.same(served.head, embedded.head, `${path}: the payload's head is the page's`);
    t.same(embedded.head.structuredData, jsonLdOf(html)[0], `${path}: its JSON-LD`);
    t.notOk('data' in embedded.head, 'the head holds no second copy of the data');
  }
});
