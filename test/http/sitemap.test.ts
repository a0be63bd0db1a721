import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { PAGES_PER_PART, SITEMAP_MAX_URLS, sitemapParts } from '../../src/http/sitemap.js';
import { BROWSER_UA, bootApp } from '../helper.js';
import { pageCount } from '../page-states.js';

const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);

t.test('robots.txt lets crawlers in and names the sitemap', async (t) => {
  const app = await bootApp(t, { catalogue });
  const response = await app.inject({ url: '/robots.txt' });
  t.equal(response.statusCode, 200);
  t.match(response.headers['content-type'], /^text\/plain/);
  t.match(response.body, /^User-agent: \*$/m);
  t.match(response.body, /^Sitemap: https:\/\/atlas\.test\/sitemap\.xml$/m);
  t.match(response.body, /^Disallow: \/language\/$/m, "not the language switch's redirects");
});

t.test("the sitemap lists every page in both languages, with the head's alternates", async (t) => {
  const app = await bootApp(t, { catalogue });
  const response = await app.inject({ url: '/sitemap.xml' });
  t.equal(response.statusCode, 200);
  t.match(response.headers['content-type'], /^application\/xml/);
  const urls = [...response.body.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
  t.equal(urls.length, 2 * pageCount(catalogue), 'every page of every public route, in both languages');
  const locs = urls.map(([, loc]) => loc!);
  t.equal(new Set(locs).size, locs.length, 'no page twice');
  t.ok(locs.includes('https://atlas.test/') && locs.includes('https://atlas.test/en/lib'));
  t.ok(locs.includes('https://atlas.test/ladder') && locs.includes('https://atlas.test/en/ladder'), 'the ladder, in both languages');
  t.ok(locs.includes('https://atlas.test/socket/am4') && locs.includes('https://atlas.test/en/socket/lga1700'), 'socket pages, in both languages');
  t.ok(
    locs.includes('https://atlas.test/upgrade/amd/ryzen-5-3600') && locs.includes('https://atlas.test/en/upgrade/intel/core-i9-14900k'),
    'upgrade advice, in both languages',
  );
  const socketEntry = urls.find(([, loc]) => loc === 'https://atlas.test/en/socket/am4')![2]!;
  t.match(socketEntry, 'hreflang="zh-CN" href="https://atlas.test/socket/am4"', 'a socket page names its Chinese alternate');

  // Every fortieth page (some 350 of every kind): it exists, and its entry carries exactly the
  // alternates of its head.
  for (const [, loc, links] of urls.filter((_, index) => index % 40 === 0)) {
    const path = new URL(loc!).pathname;
    const page = await app.inject({ url: path, headers: { 'user-agent': BROWSER_UA } });
    t.equal(page.statusCode, 200, path);
    const inHead = [...page.body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => `${lang} ${href}`);
    const inSitemap = [...links!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => `${lang} ${href}`);
    t.same(inSitemap, inHead, `${path}: same alternates`);
  }
});

t.test('past 50,000 URLs the sitemap is an index of parts that list every page once, each within the protocol', async (t) => {
  // 15,000 synthetic processors make more than 25,000 pages: over 50,000 URLs in both languages.
  const large = await loadCatalogue('fake:15000', readConfig({}).rootDir);
  const app = await bootApp(t, { catalogue: large });
  const pages = pageCount(large);
  t.ok(pages * 2 > SITEMAP_MAX_URLS, `${pages} pages`);
  const index = await app.inject({ url: '/sitemap.xml' });
  t.equal(index.statusCode, 200);
  t.match(index.headers['content-type'], /^application\/xml/);
  t.match(index.body, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  t.notMatch(index.body, '<url>', 'the index lists parts, not pages');
  const parts = [...index.body.matchAll(/<sitemap><loc>https:\/\/atlas\.test(\/sitemap-(\d+)\.xml)<\/loc><\/sitemap>/g)];
  t.same(
    parts.map(([, , n]) => Number(n)),
    Array.from({ length: Math.ceil(pages / PAGES_PER_PART) }, (_, i) => i + 1),
    'the parts, numbered from 1',
  );
  const locs: string[] = [];
  for (const [, path] of parts) {
    const part = await app.inject({ url: path! });
    t.equal(part.statusCode, 200, path!);
    const urls = [...part.body.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
    t.ok(urls.length > 0 && urls.length <= SITEMAP_MAX_URLS, `${path}: ${urls.length} URLs`);
    locs.push(...urls);
  }
  t.equal(locs.length, 2 * pages, 'every page of every public route, in both languages');
  t.equal(new Set(locs).size, locs.length, 'no page twice');
  t.ok(locs.includes('https://atlas.test/') && locs.includes('https://atlas.test/en/ladder'));

  for (const missing of ['/sitemap-0.xml', `/sitemap-${parts.length + 1}.xml`, '/sitemap-01.xml', '/sitemap-x.xml', '/sitemap-1e1.xml']) {
    t.equal((await app.inject({ url: missing })).statusCode, 404, `${missing}: no such part`);
  }
});

t.test('a catalogue within the protocol has one sitemap and no parts', async (t) => {
  const app = await bootApp(t, { catalogue });
  t.equal(sitemapParts(pageCount(catalogue)), 1);
  t.equal((await app.inject({ url: '/sitemap-1.xml' })).statusCode, 404);
});
