import t from 'tap';
import { createCatalogue } from '../../src/catalogue/catalogue.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { processorKey, type Processor } from '../../src/shared/processor.js';
import { BROWSER_UA, bootApp, decodeHtml, testProcessor } from '../helper.js';
import { sampleProcessors } from '../page-states.js';
import { translate } from '../../src/messages.js';
import { TABLE_NAMES } from '../../views/parts/processor/processor-sources.js';

/**
 * A processor's page says where every fact came from, each source with a link or the vendor's
 * product id, with the notice BuildCores' licence asks for; and it lets a visitor report an error
 * in the record on this site's form (docs/corrections.md) or, as a second way, on the repository's
 * issue tracker — the fork's own, when a fork sets REPOSITORY_URL.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const FORK = 'https://github.com/someone/atlas-fork';
const app = await bootApp(t, { catalogue, env: { REPOSITORY_URL: FORK } });
const page = async (path: string) => (await app.inject({ url: path, headers: { 'user-agent': BROWSER_UA } })).body;

const sourcesOf = (html: string) => /<section class="sources".*?<\/section>/s.exec(html)?.[0] ?? '';
const hrefsIn = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => decodeHtml(match[1]!));
const reportLinks = (html: string) => hrefsIn(html).filter((href) => href.startsWith(`${FORK}/issues/new?`));

// The sample's pages are drawn whole here, in both languages, and nowhere else: test/pages/catalogue-pages.test.ts
// leaves to this test that each answers with its own processor.
t.test("every product line's page answers with its processor and shows every source with its link or its product id, in both languages", async (t) => {
  const missing: string[] = [];
  let attributed = 0;
  const sample = sampleProcessors(catalogue);
  for (const processor of sample) {
    for (const prefix of ['', '/en']) {
      const path = `${prefix}/cpu/${processor.vendor}/${processor.id}`;
      const response = await app.inject({ url: path, headers: { 'user-agent': BROWSER_UA } });
      if (response.statusCode !== 200 || !response.body.includes(processor.name.replace(/&/g, '&amp;'))) {
        missing.push(`${path}: answers ${response.statusCode} without the processor's name`);
      }
      // The sources themselves: the closing paragraph's links (report an error, its history) are the site's own.
      const section = sourcesOf(response.body).replace(/<p class="report-error".*?<\/p>/s, '');
      const links = new Set(hrefsIn(section));
      const { vendor, secondary, corrections } = processor.sources;
      // a record naming no vendor source says so (a vendor without a table, whose model name is no product id)
      if (
        vendor === null
          ? !decodeHtml(section).includes(translate(prefix ? 'en' : 'zh', 'sources.noVendorPage'))
          : vendor.url !== null
            ? !links.has(vendor.url)
            : !section.includes(vendor.productId!)
      )
        missing.push(`${path}: the vendor's page`);
      if (vendor !== null && vendor.url !== null && vendor.productId !== null && !section.includes(vendor.productId))
        missing.push(`${path}: the vendor's product id`);
      // A table is named in the page's language where it has a message, else as the record names it.
      const tableName = (name: string) => (TABLE_NAMES[name] ? translate(prefix ? 'en' : 'zh', TABLE_NAMES[name]) : name);
      for (const table of vendor?.tables ?? []) if (!decodeHtml(section).includes(tableName(table.name))) missing.push(`${path}: the table ${table.name}`);
      for (const entry of secondary) {
        if (entry.url !== null ? !links.has(entry.url) : !section.includes(entry.productId!)) missing.push(`${path}: ${entry.name}`);
        if (entry.attribution) {
          attributed++;
          if (!links.has(entry.attribution.url) || !section.includes(entry.attribution.text)) missing.push(`${path}: ${entry.name}'s notice`);
          if (!links.has('https://opendatacommons.org/licenses/by/1-0/')) missing.push(`${path}: the licence ODC-By`);
        }
      }
      for (const entry of corrections) if (entry.url !== null && !links.has(entry.url)) missing.push(`${path}: the correction of ${entry.field}`);
      // Every link of the list leads somewhere a reader can check.
      for (const href of links) if (!/^https?:\/\//.test(href)) missing.push(`${path}: a link to ${href}`);
    }
  }
  t.same(missing, [], `${sample.length} processors × 2 languages: every page answers, no source is shown without its link or its id`);
  t.ok(attributed > 0, `${attributed} BuildCores entries carried their notice`);
});

t.test("GET /en/cpu/amd/ryzen-7-7800x3d: the vendor's OPN, the tables read, what each other source filled, BuildCores' notice", async (t) => {
  const en = decodeHtml(sourcesOf(await page('/en/cpu/amd/ryzen-7-7800x3d')));
  t.match(en, 'Vendor specification: <span class="source-name">AMD product specifications</span> (OPN 100-000000910)');
  t.match(en, /<li>Read from AMD's specifications export of January 2026: Launched, Socket, [^<]*L3 cache/);
  t.match(en, /Filled in from: <a href="https:\/\/github.com\/buildcores\/[^"]+"[^>]*>BuildCores OpenDB<\/a>, for: Codename, Microarchitecture/);
  t.match(
    en,
    'Facts from BuildCores OpenDB are used under the Open Data Commons Attribution License (<a href="https://opendatacommons.org/licenses/by/1-0/" rel="license noopener" class="external">ODC-By 1.0</a>)',
  );
  t.match(
    en,
    '<a href="https://github.com/buildcores/buildcores-open-db" rel="noopener" class="external">Contains information from BuildCores OpenDB, made available under the ODC Attribution License</a>',
  );
  const zh = decodeHtml(sourcesOf(await page('/cpu/amd/ryzen-7-7800x3d')));
  t.match(zh, '厂商规格：<span class="source-name">AMD 产品规格页</span>（OPN 订购编号 100-000000910）');
  t.match(zh, /取自 BuildCores OpenDB 的数据依开放数据共享署名许可（<a href="https:\/\/opendatacommons.org\/licenses\/by\/1-0\/"/);
  t.match(zh, 'Contains information from BuildCores OpenDB, made available under the ODC Attribution License', 'the notice word for word');
});

t.test('GET /cpu/intel/core-i7-7740x: its ARK id, and each correction with the value it replaced and the vendor page behind it', async (t) => {
  // the shipped record needs no correction any more (a rule sets its export's stray column aside):
  // the same record with the corrections it once carried shows how corrections read
  const shipped = catalogue.find('intel', 'core-i7-7740x')!;
  const ark = 'https://ark.intel.com/content/www/us/en/ark/products/121499/intel-core-i77740x-xseries-processor-8m-cache-up-to-4-50-ghz.html';
  const stray = {
    zh: 'ARK 上 i7-7740X 的页面给出 4 核、8 线程、8 MB 缓存和 4.50 GHz',
    en: "ARK's page for the i7-7740X gives 4 cores, 8 threads, 8 MB of cache and 4.50 GHz",
  };
  const processor: Processor = {
    ...shipped,
    sources: {
      ...shipped.sources,
      corrections: [
        { field: 'threads', vendorValue: 12, reason: stray, url: ark },
        { field: 'l3CacheMB', vendorValue: 20, reason: stray, url: ark },
        { field: 'boostClockGHz', vendorValue: 4.7, reason: stray, url: ark },
        { field: 'l2CacheMB', vendorValue: 2, reason: { zh: `${stray.zh}；ARK 未标明二级缓存`, en: `${stray.en}; ARK states no L2` }, url: ark },
      ],
    },
  };
  const own = await bootApp(t, { catalogue: createCatalogue([processor]) });
  const ownPage = async (path: string) => (await own.inject({ url: path, headers: { 'user-agent': BROWSER_UA } })).body;
  const en = decodeHtml(sourcesOf(await ownPage('/en/cpu/intel/core-i7-7740x')));
  t.match(en, '(ARK ID 121499)');
  t.match(
    en,
    /Correction: Threads 12 → 8, L3 cache 20 → 8, Max boost clock 4\.7 → 4\.5\. ARK's page for the i7-7740X[^<]*GHz \(<a href="https:\/\/ark\.intel\.com\/[^"]+"[^>]*>the vendor's page<\/a>\)/,
    'corrections for one reason on one page share a line',
  );
  t.match(en, /Correction: L2 cache 2 → 1\. ARK's page/, 'another reason, another line');
  t.notMatch(en, /ARK's page[^<]*\d (?:GHz|MB|W)\b/, 'its figures kept with their units (no break between "4.50" and "GHz")');
  const zh = decodeHtml(sourcesOf(await ownPage('/cpu/intel/core-i7-7740x')));
  // the maintainer's reason in the page's language: the Chinese one, after a phrase that says what it is
  t.match(
    zh,
    /更正：线程数 12 → 8、三级缓存 20 → 8、最大加速频率 4\.7 → 4\.5。维护者的说明：ARK 上 i7-7740X 的页面给出 4 核、8 线程、8\u00a0MB 缓存和 4\.50\u00a0GHz（/,
  );
  t.notMatch(zh, /ARK's page|（英文）/, 'no English reason, nor a marking of one, on the Chinese page');
  const lines = new Set(processor.sources.corrections.map((entry) => `${entry.reason.en} ${entry.url}`)).size;
  t.equal([...zh.matchAll(/>厂商页面</g)].length, lines, 'every correction links its vendor page');
  for (const entry of processor.sources.corrections) t.ok(hrefsIn(zh).includes(entry.url!), `the correction of ${entry.field} among them`);
});

for (const [path, locale] of [
  ['/cpu/amd/ryzen-7-7800x3d', 'zh'],
  ['/en/cpu/intel/core-i9-14900k', 'en'],
] as const) {
  t.test(`GET ${path}: "report an error" opens this site's form, and a pre-filled issue on the configured repository is the second way`, async (t) => {
    const html = await page(path);
    const form = `${locale === 'en' ? '/en' : ''}/report/${path.split('/').slice(-2).join('/')}`;
    t.match(html, new RegExp(`<a class="processor-actions__report" href="${form}"`), 'the form, under the heading');
    t.match(sourcesOf(html), new RegExp(`<p class="report-error" id="report-error">[^<]*<a href="${form}"`), 'and at the end of the sources');
    const links = reportLinks(html);
    t.equal(links.length, 1, 'the GitHub report at the end of the sources');
    t.ok(sourcesOf(html).includes(links[0]!.replace(/&/g, '&amp;')), 'there');
    const url = new URL(links[0]!);
    t.same([...url.searchParams.keys()], ['title', 'body']);
    const processor = catalogue.find(path.includes('amd') ? 'amd' : 'intel', path.split('/').at(-1)!)!;
    t.match(url.searchParams.get('title'), processor.name);
    t.match(url.searchParams.get('title'), processorKey(processor));
    t.match(url.searchParams.get('title'), locale === 'zh' ? /^数据有误/ : /^Wrong data/);
    const body = url.searchParams.get('body')!;
    t.ok(body.split('\n').includes(`cores: ${processor.cores}`), 'the field list with the current values');
    t.match(body, processor.sources.vendor!.productId ?? processor.sources.vendor!.url!, 'and the sources');
  });
}

t.test("without REPOSITORY_URL the reports go to this project's repository", async (t) => {
  const plain = await bootApp(t, { catalogue });
  const html = (await plain.inject({ url: '/en/cpu/amd/ryzen-7-7800x3d' })).body;
  t.equal(reportLinks(html).length, 0);
  t.match(html, `href="${readConfig({}).repositoryUrl}/issues/new?title=`);
});

t.test('a hostile record name cannot break the page or its report link', async (t) => {
  const name = '"><script>alert(1)</script> &body=pwned#x\n```';
  const hostile: Processor = testProcessor({
    vendor: 'amd',
    name,
    id: 'hostile',
    sources: { vendor: { name: 'AMD product specifications', url: null, productId: 'opn-1' }, secondary: [], corrections: [] },
  });
  const own = await bootApp(t, { catalogue: createCatalogue([hostile]), env: { REPOSITORY_URL: FORK } });
  for (const path of ['/cpu/amd/hostile', '/en/cpu/amd/hostile']) {
    const html = (await own.inject({ url: path, headers: { 'user-agent': BROWSER_UA } })).body;
    t.notMatch(html, '<script>alert(1)', `${path}: the name is escaped`);
    const links = reportLinks(html);
    t.equal(links.length, 1);
    const url = new URL(links[0]!);
    t.same([...url.searchParams.keys()], ['title', 'body'], 'no parameter smuggled in');
    t.equal(url.hash, '');
    t.match(url.searchParams.get('title'), '"><script>alert(1)</script> &body=pwned#x ```');
  }
});

t.test('every vendor table the catalogue reads has a name in both languages', async (t) => {
  const names = new Set(catalogue.processors.flatMap((p) => (p.sources.vendor?.tables ?? []).map((table) => table.name)));
  t.ok(names.size > 0);
  for (const name of names) t.ok(TABLE_NAMES[name], `"${name}" has a message of its own, so a Chinese page does not show it in English`);
});
