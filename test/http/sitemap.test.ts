import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
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
