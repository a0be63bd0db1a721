import t from 'tap';
import { MAX_AGE_S } from '../../src/corrections/form-token.js';
import { solvedPow, tempDatabase } from '../bench-results/bench-helper.js';
import { FORM_PATH, GOOD_REPORT, moderationHeaders, postReport, referenceOf, reportApp, storedReports, tokenAged } from './report-helper.js';

/**
 * A visitor's report of a wrong fact, from the form to the moderation page (docs/corrections.md):
 * the form in both languages, a report sent with a solved proof of work and one sent without
 * JavaScript by the form's token, each answered with a reference number; every refusal answered
 * in the page's language with nothing stored; the two limits per address.
 */
const { database } = tempDatabase(t);
const generous = { withProof: { limit: 1000, windowMs: 60_000 }, withoutProof: { limit: 1000, windowMs: 60_000 } };

t.test('GET /report/amd/ryzen-5-5600 is the form, in both languages, never cached', async (t) => {
  const app = await reportApp(t, database, generous);
  for (const [path, words] of [
    [FORM_PATH, /报告数据错误：AMD Ryzen 5 5600/],
    [`/en${FORM_PATH}`, /Report an error: AMD Ryzen 5 5600/],
  ] as const) {
    const page = await app.inject({ url: path });
    t.equal(page.statusCode, 200, path);
    t.match(page.body, words);
    t.equal(page.headers['cache-control'], 'no-store');
    t.match(page.body, /<meta name="robots" content="noindex">/);
    t.match(page.body, new RegExp(`<form method="post" action="${path}"`));
    t.match(page.body, /<option value="tdpW">/, "the record's fields to choose from");
    t.notMatch(page.body, /<option value="id">/, 'not its address');
    t.match(page.body, /name="token" value="\d{13}\./, 'a token drawn for this request');
    t.match(page.body, /name="website"/, 'the honeypot');
  }
  t.equal((await app.inject({ url: '/report/amd/no-such-part' })).statusCode, 404);
  t.equal((await app.inject({ url: '/report/nope/ryzen-5-5600' })).statusCode, 404);
  const chosen = await app.inject({ url: `${FORM_PATH}?field=threads` });
  t.match(chosen.body, /<option value="threads" selected>/, 'the field named in the address is chosen');
});

t.test('POST with a solved proof of work: 201 and a reference number, stored', async (t) => {
  const app = await reportApp(t, database, generous);
  const answer = await postReport(app, { ...GOOD_REPORT, pow: await solvedPow(app), lang: 'en' }, { path: `/en${FORM_PATH}` });
  t.equal(answer.statusCode, 201);
  t.match(answer.body, /Your report is in/);
  const reference = referenceOf(answer.body);
  t.ok(reference, 'a reference number');
  const row = (await storedReports(database)).find((each) => each.id === reference);
  t.match(row, {
    vendor: 'amd',
    processor_id: 'ryzen-5-5600',
    field: 'tdpW',
    proposed_value: '66',
    proof: 'pow',
    status: 'open',
    contact: GOOD_REPORT.contact,
    shown_value: 65,
  });
});

t.test("POST without JavaScript, by the form's token: 201, stored, and the token is used once", async (t) => {
  const app = await reportApp(t, database, generous);
  const token = tokenAged();
  const answer = await postReport(app, { ...GOOD_REPORT, token, pow: '', website: '', lang: 'zh' });
  t.equal(answer.statusCode, 201);
  t.match(answer.body, /已收到您的报告/);
  const reference = referenceOf(answer.body)!;
  t.match(
    (await storedReports(database)).find((each) => each.id === reference),
    { proof: 'form' },
  );
  const again = await postReport(app, { ...GOOD_REPORT, token });
  t.equal(again.statusCode, 403);
  t.match(again.body, /这份表单已经提交过了/);
});

t.test("refusals: each in the page's language, the form again, nothing stored", async (t) => {
  const app = await reportApp(t, database, generous);
  const before = (await storedReports(database)).length;
  const cases: [string, Record<string, string>, number, RegExp, RegExp][] = [
    ['no proof at all', { ...GOOD_REPORT }, 400, /缺少防滥用验证/, /anti-abuse check is missing/],
    ['a forged proof of work', { ...GOOD_REPORT, pow: Buffer.from('{"challenge":{}}').toString('base64') }, 403, /防滥用验证无效/, /not valid or has expired/],
    ['a token sent at once', { ...GOOD_REPORT, token: tokenAged(0) }, 429, /提交得太快了/, /Sent too quickly/],
    ['an expired token', { ...GOOD_REPORT, token: tokenAged(MAX_AGE_S * 1000 + 60_000) }, 403, /已过期/, /has expired/],
    ["another processor's token", { ...GOOD_REPORT, token: tokenAged(undefined, 'intel:core-i9-14900k') }, 403, /表单已失效/, /no longer valid/],
    ['a forged token', { ...GOOD_REPORT, token: `${Date.now() - 60_000}.AAAAAAAAAAAAAAAA.${'A'.repeat(43)}` }, 403, /表单已失效/, /no longer valid/],
    ['the honeypot filled', { ...GOOD_REPORT, token: tokenAged(), website: 'https://spam.example' }, 400, /应当留空/, /meant to stay empty/],
    ['a field the record lacks', { ...GOOD_REPORT, token: tokenAged(), field: 'colour' }, 400, /请从列表中选择/, /choose one of the record/],
    [
      'a source that is no web address',
      { ...GOOD_REPORT, token: tokenAged(), source: 'javascript:alert(1)' },
      400,
      /来源必须是/,
      /must be a whole web address/,
    ],
    ['no value', { ...GOOD_REPORT, token: tokenAged(), value: '  ' }, 400, /正确的值/, /the right value/],
    ['an unknown field name', { ...GOOD_REPORT, token: tokenAged(), extra: '1' }, 400, /格式不对/, /not in the right shape/],
  ];
  for (const [name, fields, status, zh, en] of cases) {
    const chinese = await postReport(app, fields);
    t.equal(chinese.statusCode, status, `${name}: ${status}`);
    t.match(chinese.body, zh, `${name}: said in Chinese`);
    t.match(chinese.body, /<form method="post"/, `${name}: the form again`);
    const english = await postReport(app, fields, { path: `/en${FORM_PATH}` });
    t.match(english.body, en, `${name}: said in English`);
  }
  const twice = await postReport(app, {}, { raw: `field=tdpW&field=threads&value=1&source=https://amd.com&token=${tokenAged()}` });
  t.equal(twice.statusCode, 400, 'a field sent twice');
  const json = await app.inject({ method: 'POST', url: FORM_PATH, payload: JSON.stringify(GOOD_REPORT), headers: { 'content-type': 'application/json' } });
  t.equal(json.statusCode, 415, "only the form's encoding");
  const huge = await postReport(app, { ...GOOD_REPORT, note: 'x'.repeat(9000) });
  t.equal(huge.statusCode, 413);
  t.match(huge.body, /太长/);
  t.equal((await storedReports(database)).length, before, 'nothing stored');
});

t.test("the limits per address: strict without a proof of work, the bench's with one, counted apart", async (t) => {
  const app = await reportApp(t, database, { withProof: { limit: 2, windowMs: 60_000 }, withoutProof: { limit: 1, windowMs: 60_000 } });
  t.equal((await postReport(app, { ...GOOD_REPORT, token: tokenAged() })).statusCode, 201);
  const over = await postReport(app, { ...GOOD_REPORT, token: tokenAged() }, { path: `/en${FORM_PATH}` });
  t.equal(over.statusCode, 429);
  t.ok(Number(over.headers['retry-after']) > 0, 'Retry-After');
  t.match(over.body, /Too many reports/);
  const chinese = await postReport(app, { ...GOOD_REPORT, token: tokenAged() });
  t.match(chinese.body, /提交过于频繁/);
  t.equal((await postReport(app, { ...GOOD_REPORT, pow: await solvedPow(app) })).statusCode, 201, 'a solved proof still passes');
  t.equal((await postReport(app, { ...GOOD_REPORT, pow: await solvedPow(app) })).statusCode, 201);
  t.equal((await postReport(app, { ...GOOD_REPORT, pow: await solvedPow(app) })).statusCode, 429, 'until its own limit');
});

t.test('the moderation page lists an open report with its contact; a decision needs a note, and accepting what settled it', async (t) => {
  const app = await reportApp(t, database, generous);
  const reference = referenceOf((await postReport(app, { ...GOOD_REPORT, token: tokenAged(), note: 'line one\n<b>bold</b>' })).body)!;
  t.equal((await app.inject({ url: '/moderation/bench' })).statusCode, 401);
  const page = await app.inject({ url: '/en/moderation/bench', headers: moderationHeaders() });
  t.match(page.body, /Error reports to moderate/);
  t.match(page.body, new RegExp(`data-report="${reference}"`));
  t.match(page.body, /secret-contact@example\.org/, 'the maintainers see the contact');
  t.match(page.body, /line one<br>&#60;b&#62;bold&#60;\/b&#62;/, 'the note escaped');
  const decide = (form: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/en/moderation/bench/report/${reference}`,
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...moderationHeaders() },
    });
  const noSettle = await decide({ decision: 'accept', note: 'AMD says 65 W; ours says 65 too' });
  t.equal(noSettle.statusCode, 303);
  t.match(noSettle.headers.location, /notice=report-need-note/);
  t.match((await app.inject({ url: noSettle.headers.location as string, headers: moderationHeaders() })).body, /name the commit or data change/);
  const crossSite = await app.inject({
    method: 'POST',
    url: `/en/moderation/bench/report/${reference}`,
    payload: 'decision=reject&note=x',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', ...moderationHeaders() },
  });
  t.equal(crossSite.statusCode, 403, 'a decision from another site is refused');
  const rejected = await decide({ decision: 'reject', note: 'The page says 65 W' });
  t.match(rejected.headers.location, new RegExp(`notice=report-rejected%3A${reference}`));
  t.match(
    (await storedReports(database)).find((row) => row.id === reference),
    { status: 'rejected', decision_note: 'The page says 65 W' },
  );
  const later = await decide({ decision: 'duplicate', note: 'again' });
  t.match(later.headers.location, /notice=report-not-open/, 'a decided report stays decided');
  const after = await app.inject({ url: '/en/moderation/bench', headers: moderationHeaders() });
  t.notMatch(after.body, new RegExp(`data-report="${reference}"`), 'no longer listed');
});
