import t from 'tap';
import zh from '../../locales/zh.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import { BROWSER_UA, bootApp, embeddedPayload } from '../helper.js';

/**
 * The bench's page as the server draws it, in both languages: without JavaScript it says the run
 * needs it (in <noscript>, so a browser with JavaScript never shows it) and offers the command-line
 * runner; the processor is picked by `?cpu=`, by the search field's text naming one (a redirect to
 * the clean URL) or from the closest candidates; and detail pages and the ladder link to it.
 */
const app = await bootApp(t);
const get = (url: string) => app.inject({ url, headers: { 'user-agent': BROWSER_UA } });
const words = { zh, en } as const;
const text = (html: string) => html.replaceAll('<!-- -->', '').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");

for (const [locale, prefix] of [
  ['zh', ''],
  ['en', '/en'],
] as const) {
  t.test(`GET ${prefix}/bench says the bench needs JavaScript, and offers the runner`, async (t) => {
    const response = await get(`${prefix}/bench`);
    t.equal(response.statusCode, 200);
    const page = text(response.body);
    t.match(page, `<noscript><p class="bench__notice bench__notice--warning" role="note">${words[locale]['bench.needsJs']}</p></noscript>`);
    t.match(page, `<h1 id="bench-title">${words[locale]['bench.title']}</h1>`);
    t.match(page, '<a href="/bench/atlas-bench.mjs" download="">');
    // The start button is drawn disabled: it works only once the page's script runs.
    t.match(page, new RegExp(`<button type="button" class="button" disabled="">${words[locale]['bench.start']}</button>`));
    t.same(embeddedPayload(response.body).data, { processor: null });
  });

  t.test(`GET ${prefix}/bench?cpu=amd:ryzen-7-7800x3d is the bench with that processor picked`, async (t) => {
    const response = await get(`${prefix}/bench?cpu=amd:ryzen-7-7800x3d`);
    t.equal(response.statusCode, 200);
    t.match(embeddedPayload(response.body).data.processor, { vendor: 'amd', id: 'ryzen-7-7800x3d', threads: 16, fullName: 'AMD Ryzen 7 7800X3D' });
    t.match(text(response.body), `<a href="${prefix}/cpu/amd/ryzen-7-7800x3d"><strong>AMD Ryzen 7 7800X3D</strong></a>`);
  });
}

t.test("the field's text picks the one processor it names, or lists the closest; a key that names none is no pick", async (t) => {
  const named = await get('/en/bench?q=AMD%20Ryzen%207%207800X3D%208-Core%20Processor');
  t.equal(named.statusCode, 302, 'the name Windows shows');
  t.equal(named.headers.location, '/en/bench?cpu=amd%3Aryzen-7-7800x3d');
  const vague = await get('/bench?q=ryzen');
  t.equal(vague.statusCode, 200);
  const candidates = [...vague.body.matchAll(/<li><a href="\/bench\?cpu=amd%3Aryzen-[^"]+">AMD Ryzen/g)];
  t.ok(candidates.length > 1, `${candidates.length} candidates, each a link to the bench with it picked`);
  t.match(text(vague.body), `${zh['bench.noneNamed'].replace('{q}', 'ryzen')}`);
  t.match(
    vague.body,
    /<input id="bench-q" type="search"[^>]* data-search="" data-suggestion-href="\/bench\?cpu=__key__" name="q" value="ryzen"\/>/,
    'the search field, keeping the text, its suggestions leading to the bench',
  );
  const escaped = await get('/bench?q=%3Cscript%3Ezzzz');
  t.notMatch(escaped.body, '<script>zzzz', 'the text comes back escaped');
  for (const key of ['amd:nope', 'nope', 'amd:RYZEN']) {
    const response = await get(`/bench?cpu=${key}`);
    t.equal(response.statusCode, 200, key);
    t.equal(embeddedPayload(response.body).data.processor, null, `${key}: no pick`);
  }
});

t.test('every detail page and the ladder link to the bench', async (t) => {
  const detail = text((await get('/cpu/intel/core-i9-14900k')).body);
  t.match(detail, `<a class="processor-actions__bench" href="/bench?cpu=intel%3Acore-i9-14900k">${zh['bench.link']}</a>`);
  const ladder = text((await get('/en/ladder')).body);
  t.match(ladder, `<a href="/en/bench">${en['bench.link']}</a>`);
  const header = text((await get('/en')).body);
  t.match(header, `<a href="/en/bench">${en['bench']}</a>`, 'and the header');
});
