import t from 'tap';
import { createCatalogue } from '../../src/catalogue/catalogue.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { launchYear } from '../../src/shared/launch-date.js';
import { BROWSER_UA, bootApp, decodeHtml, testProcessor } from '../helper.js';

/**
 * The library never leaves a visitor with nothing: a year filter says how many processors it cannot
 * place (no source dates them) and links to the view without it; a search that finds nothing offers
 * the nearest names, says the processor may not be held, and links to a pre-filled report of it as
 * missing. Server-drawn in the results part, so the same with JavaScript off (the page) and on (the
 * payload the library fetches).
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const FORK = 'https://github.com/someone/atlas-fork';
const app = await bootApp(t, { catalogue, env: { REPOSITORY_URL: FORK } });
const html = async (url: string) => (await app.inject({ url, headers: { 'user-agent': BROWSER_UA } })).body;
const resultsPart = async (url: string) => {
  const { pathname, search } = new URL(url, 'http://atlas.test');
  return (await app.inject({ url: `${pathname}/_payload.json?b&${search.slice(1)}` })).json().parts.results as string;
};

const AMD_8_CORES = catalogue.processors.filter((p) => p.vendor === 'amd' && p.segment === 'desktop' && p.cores >= 8);
const undatedCount = AMD_8_CORES.filter((p) => launchYear(p.launched) === null).length;

for (const [prefix, sentence, link] of [
  ['/en', ' processors without a launch date are not shown', 'Show all years, with them'],
  ['', ' 款处理器没有发布日期', '显示全部年份（含这些处理器）'],
] as const) {
  const url = `${prefix}/lib?vendor=amd&segment=desktop&cores_min=8&year_min=2022`;
  t.test(`GET ${url} says how many processors no year can place, and links to the view without the year filter`, async (t) => {
    t.ok(undatedCount > 0, `${undatedCount} AMD desktop parts of 8 cores or more have no launch date`);
    for (const [how, part] of [
      ['page', await html(url)],
      ['payload', await resultsPart(url)],
    ] as const) {
      const note = /<p class="notice library-undated">(.*?)<\/p>/s.exec(part)?.[1] ?? '';
      t.match(note, `${undatedCount.toLocaleString('en-US')}${sentence}`, `${how}: the count`);
      t.match(decodeHtml(note), `<a href="${prefix}/lib?vendor=amd&segment=desktop&cores_min=8">${link}</a>`, `${how}: the same view without the year filter`);
    }
    t.notMatch(await html(`${prefix}/lib?vendor=amd&segment=desktop&cores_min=8`), 'library-undated', 'without a year filter, nothing to say');
    t.notMatch(
      await html(`${prefix}/lib?vendor=amd&segment=desktop&cores_min=8&year_max=2030&q=7800x3d`),
      'library-undated',
      'nor when every match has a date',
    );
  });
}

for (const [prefix, none, nearest, report] of [
  ['/en', 'Nothing in the catalogue matches “EPYC 7B13”.', 'The nearest names:', 'Report it missing'],
  ['', '目录中没有与“EPYC 7B13”匹配的处理器。', '最接近的型号：', '报告缺少这款处理器'],
] as const) {
  const url = `${prefix}/lib?q=EPYC+7B13`;
  t.test(`GET ${url} offers the nearest names and a way to report the processor missing`, async (t) => {
    const closest = catalogue.search.closest('EPYC 7B13', 6);
    t.ok(closest.length > 0, 'the matcher has near names for it');
    for (const [how, part] of [
      ['page', await html(url)],
      ['payload', await resultsPart(url)],
    ] as const) {
      t.match(part, none, `${how}: says nothing matched`);
      t.match(part, nearest);
      for (const p of closest) t.match(part, `<a href="${prefix}/cpu/${p.vendor}/${p.id}">${p.name}</a>`, `${how}: links ${p.name}`);
      const href = decodeHtml(/<a href="([^"]+)" rel="nofollow noopener">([^<]+)<\/a>/.exec(part.slice(part.indexOf('library-not-found')))?.[1] ?? '');
      t.match(part, `>${report}</a>`);
      const issue = new URL(href);
      t.equal(`${issue.origin}${issue.pathname}`, `${FORK}/issues/new`, `${how}: the configured repository's tracker`);
      t.equal(issue.searchParams.get('title'), prefix ? 'Missing processor: EPYC 7B13' : '缺少处理器：EPYC 7B13');
      t.match(issue.searchParams.get('body'), '\nEPYC 7B13\n');
    }
  });
}

t.test('a hostile query is escaped in the help and stays one parameter in the report link', async (t) => {
  const q = '"><script>alert(1)</script>&title=x#y';
  const asked = await app.inject({ url: `/en/lib?q=${encodeURIComponent(q)}` });
  // The library's one URL per view spells the query its own way; follow it.
  const part = asked.statusCode === 301 ? await html(asked.headers.location as string) : asked.body;
  t.notMatch(part, '<script>alert(1)', 'escaped on the page');
  t.match(part, 'Nothing in the catalogue matches “&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;title=x#y”.');
  const href = decodeHtml(/<a href="(https:\/\/github\.com\/someone\/atlas-fork\/issues\/new[^"]+)"/.exec(part)?.[1] ?? '');
  const issue = new URL(href);
  t.same([...issue.searchParams.keys()], ['title', 'body']);
  t.equal(issue.searchParams.get('title'), `Missing processor: ${q}`);
});

t.test('a search that finds something, or filters with no search, offer no missing-processor report', async (t) => {
  t.notMatch(await html('/en/lib?q=7800x3d'), 'library-not-found');
  const filtered = await html('/en/lib?vendor=intel&cores_min=500');
  t.notMatch(filtered, 'library-not-found');
  t.match(filtered, 'No processors match these filters.');
  const both = await html('/en/lib?q=EPYC+7B13&vendor=intel');
  t.match(both, 'library-not-found', 'a search with other filters still gets its help');
  t.match(both, 'Clear filters', 'and the other filters can be cleared');
});

t.test('the home page counts launches by year and "launched in the last two years" with quarter-only dates', async (t) => {
  const dated = (name: string, launched: string | null) => testProcessor({ vendor: 'intel', name, launched });
  const own = await bootApp(t, {
    catalogue: createCatalogue([
      dated('Q 2026', '2026-Q1'),
      dated('Q 2025', '2025-Q4'),
      dated('M 2025', '2025-03'),
      dated('D 2024', '2024-12-31'),
      dated('Q 2024', '2024-Q2'),
      dated('None', null),
    ]),
  });
  const { parts } = (await own.inject({ url: '/en/_payload.json?b' })).json();
  t.match(
    parts.lists,
    /<a href="\/en\/lib\?year_min=2025"><span>Launched in the last two years<\/span><span class="shortcut-count">3<\/span>/,
    'a quarter counts in its year',
  );
  const page = await own.inject({ url: '/en/lib?year_min=2025', headers: { 'user-agent': BROWSER_UA } });
  t.match(page.body, '1 processor without a launch date is not shown', 'and the library it leads to says what it leaves out');
});
