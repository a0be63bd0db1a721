import t from 'tap';
import { BROWSER_UA, BOT_UA, bootApp } from '../helper.js';

/**
 * Without JavaScript the filter form submits every field, empty or default;
 * the library answers such a URL with a 301 to the tidy one, and never redirects a tidy URL
 * (no loops), a payload, or a link of its own.
 */
// (the sort select sends the default order empty, and under a query the best match as `relevance`)
const EVERY_FIELD_EMPTY = 'q=&vendor=&segment=&socket=&cores_min=&cores_max=&year_min=&year_max=&sort=&per=24';

t.test("GET /lib with the form's empty and default fields → 301 to the tidy URL", async (t) => {
  const app = await bootApp(t);
  const cases: [string, string][] = [
    [`/lib?${EVERY_FIELD_EMPTY}`, '/lib'],
    [`/en/lib?${EVERY_FIELD_EMPTY}`, '/en/lib'],
    ['/lib?q=ryzen&vendor=amd&segment=&socket=&cores_min=8&cores_max=&year_min=&year_max=&sort=relevance&per=24', '/lib?q=ryzen&vendor=amd&cores_min=8'],
    ['/lib?q=ryzen&vendor=amd&segment=&socket=&cores_min=8&cores_max=&year_min=&year_max=&sort=&per=24', '/lib?q=ryzen&vendor=amd&cores_min=8'],
    ['/en/lib?q=&vendor=&segment=server&socket=&cores_min=&cores_max=&year_min=&year_max=&sort=-cores&per=48', '/en/lib?segment=server&sort=-cores&per=48'],
    ['/lib?vendor=amd&q=x', '/lib?q=x&vendor=amd'],
    ['/lib?page=2&vendor=intel', '/lib?vendor=intel&page=2'],
    ['/lib?page=1', '/lib'],
    ['/lib?per=24', '/lib'],
    ['/lib?sort=-launched', '/lib'],
    ['/lib?vendor=nobody', '/lib'],
    ['/lib?socket=NO-SUCH-SOCKET', '/lib'],
    // a socket's older spellings, in old filter links, lead to the one spelling the records use now
    ['/lib?socket=FM1%20uPGA', '/lib?socket=FM1'],
    ['/lib?socket=WRX8', '/lib?socket=sWRX8'],
    ['/en/lib?socket=Socket%20G2%20(988B)', '/en/lib?socket=PGA988'],
    ['/lib?socket=FP8%2C%20FP7%2C%20FP7r2', '/lib?socket=FP7%2C+FP7r2%2C+FP8'],
    ['/lib?utm_source=newsletter&vendor=amd', '/lib?vendor=amd'],
    ['/lib?q=%20ryzen%20', '/lib?q=ryzen'],
    ['/lib?q=core%20i9', '/lib?q=core+i9'],
    ['/lib?cores_min=32&cores_max=8', '/lib?cores_min=8&cores_max=32'],
    ['/lib?&&', '/lib'],
    ['/lib?vendor=amd&vendor=intel', '/lib?vendor=amd'],
  ];
  for (const [url, location] of cases) {
    const response = await app.inject({ url, headers: { 'user-agent': BROWSER_UA } });
    t.equal(response.statusCode, 301, url);
    t.equal(response.headers.location, location, `${url} → ${location}`);
    t.match(response.headers['cache-control'], /max-age=86400/, 'cached for a day, not for ever');
    const next = await app.inject({ url: location, headers: { 'user-agent': BROWSER_UA } });
    t.equal(next.statusCode, 200, `${location} answers itself: no loop`);
  }
});

t.test('the socket filter offers each socket once, in one spelling', async (t) => {
  const app = await bootApp(t);
  const html = (await app.inject({ url: '/lib', headers: { 'user-agent': BROWSER_UA } })).body;
  const options = [...(/<select[^>]*name="socket"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? '').matchAll(/<option[^>]*value="([^"]*)"/g)]
    .map((m) => m[1]!)
    .filter((v) => v !== '');
  t.ok(options.length > 50, `${options.length} sockets offered`);
  t.same(
    options.filter((socket) => socket.includes(',')),
    [],
    'no list of packages is an option of its own',
  );
  t.same(
    options.filter((socket) => /uPGA|^Socket |^WRX8$/.test(socket)),
    [],
    "no spelling of another socket's",
  );
  t.equal(new Set(options).size, options.length);
  const fp = (await app.inject({ url: '/lib?socket=FP7%2C+FP7r2%2C+FP8', headers: { 'user-agent': BROWSER_UA } })).body;
  t.match(fp, /<option value="FP7, FP7r2, FP8" selected/, 'a filter on several packages shows as asked');
});

t.test('tidy library URLs answer 200 as they are', async (t) => {
  const app = await bootApp(t);
  for (const url of [
    '/lib',
    '/en/lib',
    '/lib?q=ryzen',
    '/lib?q=%E9%94%90%E9%BE%99',
    '/lib?q=core+i9&vendor=intel&segment=desktop&socket=LGA1700&cores_min=8&cores_max=24&year_min=2021&year_max=2024&sort=name&per=96&page=2',
  ]) {
    t.equal((await app.inject({ url, headers: { 'user-agent': BROWSER_UA } })).statusCode, 200, url);
  }
});

t.test('crawlers are redirected the same way; payloads never', async (t) => {
  const app = await bootApp(t);
  const bot = await app.inject({ url: `/en/lib?${EVERY_FIELD_EMPTY}`, headers: { 'user-agent': BOT_UA } });
  t.equal(bot.statusCode, 301);
  t.equal(bot.headers.location, '/en/lib');
  const payload = await app.inject({ url: `/lib/_payload.json?build&${EVERY_FIELD_EMPTY}&vendor=amd` });
  t.equal(payload.statusCode, 200, 'the payload answers whatever query it is given');
});

t.test('every library link the site draws is already tidy', async (t) => {
  const app = await bootApp(t);
  const hrefs = new Set<string>();
  for (const page of ['/', '/en', '/lib', '/en/lib?vendor=amd&sort=-cores', '/lib?q=ryzen&page=2&per=12', '/cpu/amd/ryzen-7-7800x3d']) {
    const html = (await app.inject({ url: page, headers: { 'user-agent': BROWSER_UA } })).body;
    for (const [, href] of html.matchAll(/href="((?:\/en)?\/lib(?:\?[^"]*)?)"/g)) hrefs.add(href!.replace(/&amp;/g, '&'));
  }
  t.ok(hrefs.size > 20, `${hrefs.size} library links`);
  for (const href of hrefs) t.equal((await app.inject({ url: href, headers: { 'user-agent': BROWSER_UA } })).statusCode, 200, href);
});
