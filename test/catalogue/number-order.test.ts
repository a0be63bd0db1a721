import t from 'tap';
import { sortByNumber } from '../../src/catalogue/number-order.js';

/**
 * The rankings', sockets' and upgrades' orders are sorted by a number and then by name through
 * sortByNumber; their pages must come out in the order a plain comparator sort gives, equal
 * entries included, for any mix of numbers, repeats, infinities and both zeros.
 */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

t.test('the same order as a comparator sort, for numbers with many repeats and ties in name', async (t) => {
  for (let round = 0; round < 40; round++) {
    const random = seeded(round + 1);
    const values = [-Infinity, Infinity, 0, -0, 1.5, 2, 2.25, -3];
    const items = Array.from({ length: 1 + Math.floor(random() * 300) }, (_, i) => ({
      value: random() < 0.5 ? values[Math.floor(random() * values.length)]! : Math.round(random() * 20) / 4,
      name: `n${Math.floor(random() * 6)}`,
      serial: i,
    }));
    const tie = (a: (typeof items)[number], b: (typeof items)[number]) => byText(a.name, b.name);
    for (const descending of [true, false]) {
      const expected = [...items].sort((a, b) => (descending ? b.value - a.value : a.value - b.value) || tie(a, b));
      const sorted = [...items];
      sortByNumber(sorted, (item) => item.value, descending, tie);
      t.same(
        sorted.map((item) => item.serial),
        expected.map((item) => item.serial),
        `round ${round}, ${descending ? 'highest' : 'lowest'} first`,
      );
    }
  }
});
