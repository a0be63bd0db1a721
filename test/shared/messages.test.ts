import t from 'tap';
import { provideMessages, translate } from '../../src/shared/messages.js';
import type { MessageKey } from '../../src/shared/messages.js';

// Messages made for the test, under keys no locale file has.
const key = (name: string) => `test.${name}` as MessageKey;
provideMessages('en', {
  [key('two')]: '{from} to {to} of {matched}',
  [key('twice')]: '{n} and {n} again',
  [key('missing')]: 'hello {name}, {other}',
  [key('edges')]: '{a}',
} as never);

t.test('placeholders take the values given, each where it stands, as often as it stands', async (t) => {
  t.equal(translate('en', key('two'), { from: 1, to: 24, matched: '3,503' }), '1 to 24 of 3,503');
  t.equal(translate('en', key('twice'), { n: 7 }), '7 and 7 again');
  t.equal(translate('en', key('edges'), { a: 'x' }), 'x', 'a message that is one placeholder');
});

t.test('a placeholder without a value stays as written, and a value is never read as a placeholder', async (t) => {
  t.equal(translate('en', key('missing'), { name: '{other}' }), 'hello {other}, {other}');
  t.equal(translate('en', key('two')), '{from} to {to} of {matched}', 'no values: the message as written');
  t.equal(translate('en', key('two'), { from: 2, to: 3, matched: 4 }), '2 to 3 of 4', 'the same message again, with other values');
});

t.test('a message counting something takes its singular when the count is one, and its other form otherwise', async (t) => {
  provideMessages('en', { [key('rows')]: '{count} rows', [key('rows.one')]: '{count} row', [key('plain')]: '{count} of them' } as never);
  t.equal(translate('en', key('rows'), { count: '1' }), '1 row', 'one, as formatNumber writes it');
  t.equal(translate('en', key('rows'), { count: 1 }), '1 row', 'one, as a number');
  t.equal(translate('en', key('rows'), { count: '2' }), '2 rows');
  t.equal(translate('en', key('rows'), { count: '1,001' }), '1,001 rows', 'a count that only starts with one');
  t.equal(translate('en', key('rows'), { count: '0' }), '0 rows');
  t.equal(translate('en', key('rows')), '{count} rows', 'no count: the message as written');
  t.equal(translate('en', key('plain'), { count: '1' }), '1 of them', 'a message without a singular keeps its one form');
});
