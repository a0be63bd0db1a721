import t from 'tap';
import { tempDatabase } from '../bench-results/bench-helper.js';
import { GOOD_REPORT, moderationHeaders, postReport, referenceOf, reportApp, tokenAged } from './report-helper.js';

/**
 * /changes and its feed (docs/corrections.md): the repository's data corrections, each with its
 * source; an accepted report appearing, newest first, with what settled it; a processor's history;
 * and a report's contact in no public answer.
 */
const { database } = tempDatabase(t);
const generous = { withProof: { limit: 1000, windowMs: 60_000 }, withoutProof: { limit: 1000, windowMs: 60_000 } };

t.test('GET /changes lists the data changes the repository records, each with its source', async (t) => {
  const app = await reportApp(t, database, generous);
  for (const [path, heading] of [
    ['/changes', /数据更正记录/],
    ['/en/changes', /Corrections/],
  ] as const) {
    const page = await app.inject({ url: path });
    t.equal(page.statusCode, 200, path);
    t.match(page.body, heading);
    t.match(page.body, /href="\/(en\/)?cpu\/intel\/core-i9-11980hk"/, 'a record corrections.json corrected');
    t.match(page.body, /ark\.intel\.com\/content\/www\/us\/en\/ark\/products\/213800/, "the vendor's page behind it");
    t.match(page.body, /(TDP \/ 基础功耗|TDP \/ base power)(：|: )— → 45/, 'from what to what, the field in words');
    t.match(page.body, /href="\/(en\/)?cpu\/amd\/ryzen-3-8300ge"/, 'a record whose vendor table copies differ');
    t.match(page.body, /(发布日期|Launched)(：|: )2024-04-16 → 2024-Q4/, "the other copy's value, then the one shown");
    // each copy named in the page's language, as a processor's page names it
    t.match(page.body, /(?:AMD(?:'|&#39;)s specifications export of 2025|AMD 规格导出表（2025 年）) · 100-000001496/, 'named by the copy and the product id');
    t.match(
      page.body,
      /(?:AMD(?:'|&#39;)s specifications export of January 2026|AMD 规格导出表（2026 年 1 月）) · 100-000001496/,
      'and the copy the value shown comes from',
    );
    t.match(page.body, new RegExp(`rel="alternate" type="application/atom\\+xml" href="${path}.atom"`), 'the feed advertised');
  }
});

t.test("GET /changes and the report form wear the site's header and footer, and name no repository path in a heading", async (t) => {
  const app = await reportApp(t, database, generous);
  const pages = [
    ['/changes', '主导航', '/lib', '关于我们'],
    ['/en/changes', 'Main', '/en/lib', 'About'],
    ['/report/amd/ryzen-5-3600', '主导航', '/lib', '关于我们'],
    ['/en/report/amd/ryzen-5-3600', 'Main', '/en/lib', 'About'],
  ] as const;
  for (const [path, nav, library, about] of pages) {
    const page = (await app.inject({ url: path })).body;
    t.match(page, new RegExp(`<nav aria-label="${nav}[^"]*" class="site-nav-wrap">`), `${path}: the site's navigation`);
    t.match(page, `<a href="${library}"`, `${path}: a link to the library`);
    t.match(page, /<form class="search-form" role="search" action="\/(en\/)?search"/, `${path}: the search, which works without JavaScript`);
    t.match(page, new RegExp(`<footer class="site-footer"><h2>${about}`), `${path}: the site's footer`);
    t.match(page, /<link rel="stylesheet" href="\/assets\/[^"]+\.css">/, `${path}: the site's stylesheet`);
    const headings = [...page.matchAll(/<h[1-3][^>]*>([^]*?)<\/h[1-3]>/g)].map((match) => match[1]!);
    t.same(
      headings.filter((heading) => /data\/|\.json/.test(heading)),
      [],
      `${path}: no heading names a file`,
    );
  }
  const zh = (await app.inject({ url: '/changes' })).body;
  t.match(zh, '<h2>维护者依据厂商页面所做的数据更正</h2>', 'the corrections say what they are in words');
  t.match(
    zh,
    /<a href="https:\/\/github\.com\/[^"]+\/blob\/main\/data\/curated\/corrections\.json" rel="noopener">更正文件<\/a>/,
    'and link the file they are kept in',
  );
  t.match(zh, '原因：同一厂商规格表的不同副本给出了不同的值', "a copy's disagreement said in Chinese");
  t.match(zh, '<p>来源：AMD 规格导出表（2025 年） · 100-000001496', 'its sources named in Chinese, after a Chinese colon');
  t.match(
    zh,
    /维护者的说明：3\.3\sGHz 时的 65\sW 是这款处理器的可配置 TDP 上调点/,
    "a maintainer's reason in Chinese, after a Chinese phrase saying what it is",
  );
  t.notMatch(zh, /65\sW at 3\.3\sGHz|（英文）/, 'not its English, nor a marking of one');
  const en = (await app.inject({ url: '/en/changes' })).body;
  t.match(en, /Why: 65\sW at 3\.3\sGHz is this part&#39;s configurable-TDP-up point/, 'the English page gives the English reason');
  t.notMatch(en, /可配置/, 'and not the Chinese one');
});

t.test('an accepted report appears on /changes and its feed, newest first, with what settled it; never its contact', async (t) => {
  const app = await reportApp(t, database, generous);
  const send = async (value: string) => referenceOf((await postReport(app, { ...GOOD_REPORT, value, token: tokenAged() })).body)!;
  const accept = (reference: string, note: string, settledBy: string) =>
    app.inject({
      method: 'POST',
      url: `/moderation/bench/report/${reference}`,
      payload: new URLSearchParams({ decision: 'accept', note, settledBy }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...moderationHeaders() },
    });
  const first = await send('66');
  const second = await send('<i>67</i>');
  const open = await send('68');
  t.equal((await accept(first, 'AMD lists 66 W <b>', 'https://github.com/cpu-atlas/cpu-atlas/commit/abc1234')).statusCode, 303);
  await new Promise((resolve) => setImmediate(resolve));
  t.equal((await accept(second, 'Second fix', 'def5678')).statusCode, 303);

  const page = await app.inject({ url: '/en/changes' });
  const [at1, at2] = [page.body.indexOf(`id="${first}"`), page.body.indexOf(`id="${second}"`)];
  t.ok(at1 > 0 && at2 > 0, 'both accepted reports listed');
  t.ok(at2 < at1, 'newest decision first');
  t.notMatch(page.body, new RegExp(open), 'an open report is not listed');
  t.match(page.body, /TDP \/ base power: 65 → 66/, 'from what to what');
  t.match(page.body, /Why: AMD lists 66 W &#60;b&#62;/, 'why, escaped');
  t.match(page.body, /href="https:\/\/www\.amd\.com\/en\/products/, 'the source');
  t.match(page.body, /<a href="https:\/\/github\.com\/cpu-atlas\/cpu-atlas\/commit\/abc1234"/, 'the commit that settled it');
  t.match(page.body, /<code>def5678<\/code>/);
  t.match(page.body, /&#60;i&#62;67&#60;\/i&#62;/, 'the value escaped');
  t.notMatch(page.body, /<i>67/);

  const feed = await app.inject({ url: '/en/changes.atom' });
  t.equal(feed.statusCode, 200);
  t.match(feed.headers['content-type'], /^application\/atom\+xml/);
  t.match(feed.body, /^<\?xml version="1\.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
  t.match(feed.body, new RegExp(`<id>https://atlas\\.test/en/changes#${first}</id>`));
  t.ok(feed.body.indexOf(second) < feed.body.indexOf(first), 'the feed newest first too');
  t.match((await app.inject({ url: '/changes.atom' })).body, /数据更正记录/);

  const history = await app.inject({ url: '/changes?processor=amd:ryzen-5-5600' });
  t.match(history.body, /AMD Ryzen 5 5600 的数据更正记录/);
  t.match(history.body, new RegExp(first));
  t.notMatch(history.body, /core-i9-11980hk/, 'only that processor');
  t.match(history.body, /href="\/changes"/, 'a way to all of them');

  const publicAnswers = [
    '/changes',
    '/en/changes',
    '/changes?processor=amd:ryzen-5-5600',
    '/changes.atom',
    '/en/changes.atom',
    '/cpu/amd/ryzen-5-5600',
    '/en/cpu/amd/ryzen-5-5600',
    '/data/processors.json',
    '/data/bench-results.jsonl',
    '/data/bench-results.csv',
  ];
  for (const url of publicAnswers) {
    const answer = await app.inject({ url });
    t.equal(answer.statusCode, 200, url);
    t.notMatch(answer.body, /secret-contact/, `${url}: no contact`);
  }
});

t.test("a processor's page: the form first, GitHub as a second way, and its history when a correction changed it", async (t) => {
  const app = await reportApp(t, database, generous);
  const corrected = await app.inject({ url: '/cpu/intel/core-i9-11980hk' });
  t.match(corrected.body, /class="processor-actions__report" href="\/report\/intel\/core-i9-11980hk"/);
  t.match(corrected.body, /href="\/changes\?processor=intel%3Acore-i9-11980hk"/, 'links its history');
  t.match(corrected.body, /href="https:\/\/github\.com\/cpu-atlas\/cpu-atlas\/issues\/new\?/, 'the GitHub report stays');
  const english = await app.inject({ url: '/en/cpu/intel/core-i9-11980hk' });
  t.match(english.body, /href="\/en\/report\/intel\/core-i9-11980hk"/);
  t.match(english.body, /href="\/en\/changes\?processor=intel%3Acore-i9-11980hk"/);
  const untouched = await app.inject({ url: '/cpu/amd/ryzen-5-5600' });
  t.match(untouched.body, /href="\/report\/amd\/ryzen-5-5600"/);
  t.notMatch(untouched.body, /\/changes\?processor=/, 'no history link for a record no correction changed');
});
