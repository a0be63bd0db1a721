import t from 'tap';
import { remembered } from '../../src/shared/remembered.js';

t.test('a remembered function works each value out once, and keeps at most its limit', async (t) => {
  const asked: string[] = [];
  const upper = remembered((value: string) => (asked.push(value), value.toUpperCase()), 3);
  t.same(['a', 'b', 'a', 'c', 'b'].map(upper), ['A', 'B', 'A', 'C', 'B']);
  t.same(asked, ['a', 'b', 'c'], 'each once');
  // A request header, say, with a new value each time: the memory starts again, never grows past 3.
  upper('d');
  upper('a');
  t.same(asked, ['a', 'b', 'c', 'd', 'a'], 'past the limit the memory started again');
});
