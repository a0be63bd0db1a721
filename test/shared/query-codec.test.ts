import t from 'tap';
import { firstText, pageNumber, queryCodec, shortText } from '../../src/shared/query-codec.js';

// A page state of the usual kinds: a text, a closed list, a number range that settles its order, a page.
interface State {
  name: string;
  colour: 'red' | 'blue' | null;
  low: number | null;
  high: number | null;
  page: number;
}
const DEFAULTS: State = { name: '', colour: null, low: null, high: null, page: 1 };
const whole = (text: string) => (/^\d{1,4}$/.test(text) ? Number(text) : null);
const codec = queryCodec<State>(
  DEFAULTS,
  [
    { name: 'name', read: (value) => ({ name: firstText(value) }), write: (s) => s.name || null },
    { name: 'colour', read: (value) => ({ colour: (['red', 'blue'] as const).find((c) => c === firstText(value)) ?? null }), write: (s) => s.colour },
    { name: 'low', read: (value) => ({ low: whole(firstText(value)) }), write: (s) => (s.low === null ? null : String(s.low)) },
    { name: 'high', read: (value) => ({ high: whole(firstText(value)) }), write: (s) => (s.high === null ? null : String(s.high)) },
    { name: 'page', read: (value) => ({ page: pageNumber(value) }), write: (s) => (s.page > 1 ? String(s.page) : null) },
  ],
  (s) => (s.low !== null && s.high !== null && s.low > s.high ? { ...s, low: s.high, high: s.low } : s),
);

t.test('an empty query is the defaults, and the defaults write no query at all', async (t) => {
  t.same(codec.parse({}), DEFAULTS);
  t.equal(codec.serialize(DEFAULTS), '');
  t.same(codec.entries(DEFAULTS), []);
});

t.test('each parameter is read into the state under its declared name; a value it cannot read keeps the default', async (t) => {
  t.same(codec.parse({ name: '  Ryzen ', colour: 'blue', low: '3', page: '2' }), { name: 'Ryzen', colour: 'blue', low: 3, high: null, page: 2 });
  t.same(codec.parse({ colour: 'green', low: 'many', page: '0', other: 'x' }), DEFAULTS, 'unknown values and unknown parameters change nothing');
  t.same(codec.parse({ colour: ['red', 'blue'] }).colour, 'red', 'a repeated parameter is read from its first value');
});

t.test("the written query follows the declaration's order, whatever order the state or the request had", async (t) => {
  const state = codec.parse({ page: '3', high: '9', colour: 'red', name: 'a b&c' });
  t.equal(codec.serialize(state), '?name=a+b%26c&colour=red&high=9&page=3', 'encoded as URLSearchParams encodes');
  t.same(codec.entries(state), [
    ['name', 'a b&c'],
    ['colour', 'red'],
    ['high', '9'],
    ['page', '3'],
  ]);
});

t.test('settle makes one state of what the parameters read apart, and a written query reads back as the same state', async (t) => {
  const state = codec.parse({ low: '8', high: '2' });
  t.same([state.low, state.high], [2, 8], 'a range asked the wrong way round is the same range');
  t.same(codec.parse(Object.fromEntries(codec.entries(state))), state);
});

t.test('the value helpers: first value trimmed, short text or null, a 1-based page', async (t) => {
  t.equal(firstText(undefined), '');
  t.equal(firstText([' a ', 'b']), 'a');
  t.equal(shortText('  '), null);
  t.equal(shortText('x'.repeat(100)), 'x'.repeat(80), 'a hostile value is cut to 80 characters');
  t.equal(shortText('abcdef', 3), 'abc');
  t.same(
    ['7', '0', '-1', '1.5', '1234567', ''].map((text) => pageNumber(text)),
    [7, 1, 1, 1, 1, 1],
  );
});
