import t from 'tap';
import { BROWSER_UA, bootApp, libraryKeys } from '../helper.js';

/**
 * The search's server routes (src/http/search.ts): suggestions as JSON, and the search form's
 * redirect, which is how the header's field works without JavaScript.
 */
t.test('GET /api/search answers suggestions as JSON in the asked language', async (t) => {
  const app = await bootApp(t);
  const zh = await app.inject({ url: '/api/search?q=7800x3d&locale=zh' });
  t.equal(zh.statusCode, 200);
  t.match(zh.headers['content-type'], /^application\/json; charset=utf-8/);
  t.match(zh.headers['server-timing'], /^search;dur=\d+\.\d\d$/, 'the server time, for anyone measuring');
  const body = zh.json();
  t.equal(body.query, '7800x3d');
  t.same(body.results[0], {
    vendor: 'amd',
    vendorName: 'AMD',
    id: 'ryzen-7-7800x3d',
    name: 'Ryzen 7 7800X3D',
    href: '/cpu/amd/ryzen-7-7800x3d',
    cores: 8,
    threads: 16,
    launched: body.results[0].launched,
    spec: `8 核 / 16 线程 · ${body.results[0].launched.slice(0, 4)}`,
  });
  t.equal(body.summary, `${body.results.length} 条建议`);

  const en = (await app.inject({ url: '/api/search?q=%E9%94%90%E9%BE%99%207800X3D&locale=en' })).json();
  t.equal(en.query, '锐龙 7800X3D');
  t.equal(en.results[0].href, '/en/cpu/amd/ryzen-7-7800x3d');
  t.match(en.results[0].spec, /^8 cores \/ 16 threads · \d{4}$/);
  t.equal(en.results[0].vendorName, 'AMD');
});

t.test('GET /api/search: at most 8, nothing for nothing, an unknown locale is Chinese', async (t) => {
  const app = await bootApp(t);
  const many = (await app.inject({ url: '/api/search?q=core&locale=en' })).json();
  t.equal(many.results.length, 8);
  t.equal(many.summary, '8 suggestions');
  for (const url of ['/api/search', '/api/search?q=', '/api/search?q=%20%20', '/api/search?q=zzzzzz&locale=en']) {
    const body = (await app.inject({ url })).json();
    t.same(body.results, [], `${url}: no results`);
  }
  t.equal((await app.inject({ url: '/api/search?q=zzzzzz&locale=en' })).json().summary, 'No matching processors');
  const odd = (await app.inject({ url: '/api/search?q=7800x3d&locale=fr' })).json();
  t.equal(odd.results[0].href, '/cpu/amd/ryzen-7-7800x3d', 'Chinese, the default language');
  const twice = (await app.inject({ url: '/api/search?q=7800x3d&q=5600&locale=en' })).json();
  t.equal(twice.query, '7800x3d', 'the first q counts');
});

t.test('GET /api/search echoes the query as escaped JSON only, whatever it holds', async (t) => {
  const app = await bootApp(t);
  const hostile = '<script>alert("x")</script>&\u2028</json>';
  const response = await app.inject({ url: `/api/search?q=${encodeURIComponent(hostile)}&locale=en` });
  t.equal(response.statusCode, 200);
  t.match(response.headers['content-type'], /^application\/json/);
  t.notMatch(response.body, /[<>&\u2028]/, 'no <, >, & or line separator appears raw');
  t.equal(response.json().query, hostile, 'and it parses back to exactly what was sent');
  t.equal(response.headers['x-content-type-options'], 'nosniff');
  const long = (await app.inject({ url: `/api/search?q=${'a'.repeat(5000)}` })).json();
  t.equal(long.query.length, 100, 'cut to the longest query worth reading');
  for (const url of ['/api/search?q=%E0%A4%A', '/api/search?q[]=x', '/api/search?q=%00%01', '/api/search?locale[]=zh&q=x']) {
    t.ok((await app.inject({ url })).statusCode < 500, `${url} is no server error`);
  }
});

t.test('GET /search without JavaScript: one processor → its page; several or none → the library with q', async (t) => {
  const app = await bootApp(t);
  const cases = [
    ['/search?q=7800x3d', '/cpu/amd/ryzen-7-7800x3d'],
    ['/en/search?q=7800x3d', '/en/cpu/amd/ryzen-7-7800x3d'],
    ['/search?q=Intel(R)%20Core(TM)%20i9-14900K', '/cpu/intel/core-i9-14900k'],
    ['/en/search?q=%E9%94%90%E9%BE%99%205%205600', '/en/cpu/amd/ryzen-5-5600'],
    ['/search?q=rzyen%205%203600', '/cpu/amd/ryzen-5-3600'],
    ['/search?q=ryzen%207', '/lib?q=ryzen+7'],
    ['/en/search?q=x3d', '/en/lib?q=x3d'],
    ['/search?q=zzzzzz', '/lib?q=zzzzzz'],
    ['/en/search?q=%3Cscript%3E', '/en/lib?q=%3Cscript%3E'],
    ['/search?q=', '/lib'],
    ['/en/search', '/en/lib'],
  ] as const;
  for (const [url, location] of cases) {
    const response = await app.inject({ url, headers: { 'user-agent': BROWSER_UA } });
    t.equal(response.statusCode, 302, `GET ${url} redirects`);
    t.equal(response.headers.location, location, `GET ${url} → ${location}`);
  }
});

t.test('an APU as Windows names it, graphics and all, is found by the suggestions, /search and the library', async (t) => {
  const app = await bootApp(t);
  for (const q of ['AMD A10-9700 RADEON R7, 10 COMPUTE CORES 4C+6G', 'AMD A10-9700 RADEON R7']) {
    const encoded = encodeURIComponent(q);
    const suggestions = (await app.inject({ url: `/api/search?q=${encoded}&locale=en` })).json();
    t.equal(suggestions.results[0]?.href, '/en/cpu/amd/a10-9700', `GET /api/search?q=${q}: the A10-9700 first`);
    for (const prefix of ['', '/en']) {
      const search = await app.inject({ url: `${prefix}/search?q=${encoded}`, headers: { 'user-agent': BROWSER_UA } });
      t.equal(search.statusCode, 302);
      t.equal(search.headers.location, `${prefix}/cpu/amd/a10-9700`, `GET ${prefix}/search?q=${q} → the A10-9700's page`);
    }
    const listed = await libraryKeys(app, `/en/lib/_payload.json?b&q=${encoded}`);
    t.ok(listed.includes('amd:a10-9700'), `the library's q=${q} lists the A10-9700`);
  }
});

t.test('the library a /search lands on lists what the suggestions found', async (t) => {
  const app = await bootApp(t);
  for (const q of ['ryzen 7', 'x3d', '锐龙 7000']) {
    const location = (await app.inject({ url: `/en/search?q=${encodeURIComponent(q)}` })).headers.location!;
    const url = `${location.replace('/en/lib', '/en/lib/_payload.json')}&b&per=96`;
    const library = (await app.inject({ url })).json().data;
    const suggestions = (await app.inject({ url: `/api/search?q=${encodeURIComponent(q)}&locale=en` })).json().results;
    const listed = new Set((await libraryKeys(app, url)).map((key) => key.split(':')[1]));
    t.ok(library.matched >= suggestions.length, `"${q}": the library has as many`);
    if (library.matched <= 96)
      t.ok(
        suggestions.every((s: { id: string }) => listed.has(s.id)),
        `"${q}": every suggestion is listed`,
      );
  }
});

t.test('the search routes answer GET and HEAD; other methods get 405', async (t) => {
  const app = await bootApp(t);
  for (const url of ['/api/search?q=x', '/search?q=x', '/en/search?q=x']) {
    t.ok([200, 302].includes((await app.inject({ method: 'HEAD', url })).statusCode), `HEAD ${url}`);
    const post = await app.inject({ method: 'POST', url });
    t.equal(post.statusCode, 405, `POST ${url}`);
    t.equal(post.headers.allow, 'GET, HEAD');
  }
});

t.test("every page has the search field in its header, a GET form in the page's language", async (t) => {
  const app = await bootApp(t);
  for (const [url, action, placeholder] of [
    ['/', '/search', '型号，如 7800X3D'],
    ['/en/lib', '/en/search', 'Model, e.g. 7800X3D'],
    ['/en/nowhere', '/en/search', 'Model, e.g. 7800X3D'],
  ] as const) {
    const html = (await app.inject({ url, headers: { 'user-agent': BROWSER_UA } })).body;
    const header = /<header class="site-header">[^]*?<\/header>/.exec(html)?.[0] ?? '';
    t.match(header, `<form class="search-form" role="search" action="${action}">`, `${url}: the form`);
    const field = /<input id="site-search"[^>]*>/.exec(header)?.[0] ?? '';
    for (const attribute of ['type="search"', 'name="q"', 'data-search=""', 'aria-keyshortcuts="/"', `placeholder="${placeholder}"`]) {
      t.match(field, attribute, `${url}: the field has ${attribute}`);
    }
  }
});

t.test('GET /search?q=upgrade 3600 (or 升级 3600) leads to the upgrade advice of the processor meant', async (t) => {
  const app = await bootApp(t);
  const cases = [
    ['/search?q=upgrade%203600', '/upgrade/amd/ryzen-5-3600'],
    ['/en/search?q=upgrade%203600', '/en/upgrade/amd/ryzen-5-3600'],
    ['/search?q=%E5%8D%87%E7%BA%A7%203600', '/upgrade/amd/ryzen-5-3600'],
    ['/search?q=3600%E8%83%BD%E5%8D%87%E7%BA%A7%E4%BB%80%E4%B9%88', '/upgrade/amd/ryzen-5-3600'],
    ['/en/search?q=Upgrade%20my%20i7-6700K', '/en/upgrade/intel/core-i7-6700k'],
    ['/en/search?q=14900k%20upgrades', '/en/upgrade/intel/core-i9-14900k'],
    ['/search?q=upgrade', '/lib'],
    ['/en/search?q=upgrade%20zzzzzz', '/en/lib?q=zzzzzz'],
    // Without the word, "3600" names two processors: the library, as before.
    ['/search?q=3600', '/lib?q=3600'],
  ] as const;
  for (const [url, location] of cases) {
    const response = await app.inject({ url, headers: { 'user-agent': BROWSER_UA } });
    t.equal(response.statusCode, 302, `GET ${url} redirects`);
    t.equal(response.headers.location, location, `GET ${url} → ${location}`);
  }
});

t.test('GET /api/search?q=upgrade 7800x3d suggests as any search, each leading to its upgrade advice', async (t) => {
  const app = await bootApp(t);
  const plain = (await app.inject({ url: '/api/search?q=7800x3d&locale=en' })).json();
  const upgrade = (await app.inject({ url: '/api/search?q=upgrade%207800x3d&locale=en' })).json();
  t.same(
    upgrade.results.map((r: { id: string }) => r.id),
    plain.results.map((r: { id: string }) => r.id),
    'the same processors',
  );
  t.same(
    upgrade.results.map((r: { href: string }) => r.href),
    plain.results.map((r: { href: string }) => r.href.replace('/en/cpu/', '/en/upgrade/')),
  );
  t.match(upgrade.results[0].spec, /^Upgrade advice · /);
  const zh = (await app.inject({ url: `/api/search?q=${encodeURIComponent('升级 7800x3d')}&locale=zh` })).json();
  t.equal(zh.results[0].href, '/upgrade/amd/ryzen-7-7800x3d');
});

t.test('GET /search and /api/search find the processor inside a shop title, in both languages', async (t) => {
  const app = await bootApp(t);
  const cases = [
    ['惠普战66 锐龙R5-7530U 16G 512G 14英寸', 'amd', 'ryzen-5-7530u'],
    ['ThinkBook 16+ 酷睿Ultra5-125H 32G', 'intel', 'core-ultra-5-125h'],
    ['HP OMEN 16 i7-13700HX RTX 4060 16GB DDR5 1TB SSD 165Hz', 'intel', 'core-i7-13700hx'],
    // China's "H" for AMD's HS, with and without the laptop around it
    ['R7-8845H', 'amd', 'ryzen-7-8845hs'],
    ['联想小新Pro14 2024 锐龙7 8845H 32G 1TB', 'amd', 'ryzen-7-8845hs'],
    // PRO said is PRO meant
    ['Ryzen 7 PRO 8845HS', 'amd', 'ryzen-7-pro-8845hs'],
  ] as const;
  for (const [q, vendor, id] of cases) {
    const encoded = encodeURIComponent(q);
    for (const [prefix, locale] of [
      ['', 'zh'],
      ['/en', 'en'],
    ] as const) {
      const search = await app.inject({ url: `${prefix}/search?q=${encoded}`, headers: { 'user-agent': BROWSER_UA } });
      t.equal(search.headers.location, `${prefix}/cpu/${vendor}/${id}`, `GET ${prefix}/search?q=${q} → its page`);
      const first = (await app.inject({ url: `/api/search?q=${encoded}&locale=${locale}` })).json().results[0];
      t.equal(first?.href, `${prefix}/cpu/${vendor}/${id}`, `GET /api/search?q=${q}&locale=${locale}: it comes first`);
    }
  }
});

t.test('"8845H" offers the Ryzen 7 8845HS before its PRO twin: suggestions, the 404\'s "did you mean" and an empty search', async (t) => {
  const app = await bootApp(t);
  const ids = (results: { id: string }[]) => results.map((r) => r.id);
  t.same(ids((await app.inject({ url: '/api/search?q=8845H&locale=en' })).json().results), ['ryzen-7-8845hs', 'ryzen-7-pro-8845hs']);
  t.equal((await app.inject({ url: '/search?q=8845H' })).headers.location, '/lib?q=8845H', 'a model alone that two share lists both, as "3600" does');

  const missing = (await app.inject({ url: '/en/cpu/amd/ryzen-7-8845h/_payload.json?build', headers: { 'user-agent': BROWSER_UA } })).json();
  t.same(ids(missing.suggestions).slice(0, 2), ['ryzen-7-8845hs', 'ryzen-7-pro-8845hs'], 'the 404 of /en/cpu/amd/ryzen-7-8845h');

  // A word no processor has leaves only the nearest names: the 8845HS first.
  const { parts } = (await app.inject({ url: `/en/lib/_payload.json?b&${new URLSearchParams({ q: 'Ryzen 7 8845H quux' })}` })).json();
  const nearest = [...(parts.results as string).matchAll(/href="\/en\/cpu\/amd\/([^"]+)"/g)].map(([, id]) => id);
  t.same(nearest.slice(0, 2), ['ryzen-7-8845hs', 'ryzen-7-pro-8845hs'], "the library's nearest names");
  // A laptop's "Pro" is not AMD's PRO: the title lists both twins, not the PRO alone.
  const listed = await libraryKeys(app, `/en/lib/_payload.json?b&${new URLSearchParams({ q: '联想小新Pro14 R7-8845H 16G' })}`);
  t.same(listed.sort(), ['amd:ryzen-7-8845hs', 'amd:ryzen-7-pro-8845hs']);
});
