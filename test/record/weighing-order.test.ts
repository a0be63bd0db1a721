import t from 'tap';
import { weighingOrder } from '../../src/record/weighing-order.js';
import { seededRandom } from '../../src/shared/bench/seeded-random.js';

/**
 * The doubt rule weighs a line's figures most results first, then the better figure, then by
 * `vendor:id`; which figure is doubted, and which sibling a doubt names, follows from that order.
 * It is compared here with the plain sort it replaces, on generated lines full of ties: counts
 * from a few values (groups small and large, so both ways of ordering a group are used), figures
 * from a few values, and keys that do not follow the members' numbers.
 */
const reference = (samples: Float64Array, goodness: Float64Array, keyAt: (m: number) => string) =>
  Array.from(samples, (_, m) => m).sort((a, b) => samples[b]! - samples[a]! || goodness[b]! - goodness[a]! || (keyAt(a) < keyAt(b) ? -1 : 1));

function line(size: number, counts: number, figures: number, random: () => number) {
  const samples = Float64Array.from({ length: size }, () => 1 + Math.floor(random() * counts));
  const goodness = Float64Array.from({ length: size }, () => Math.floor(random() * figures) / 4);
  const keys = Array.from({ length: size }, (_, m) => `amd:part-${(m * 7919) % size}-${Math.floor(random() * 1000)}`);
  return { samples, goodness, keyAt: (m: number) => keys[m]! };
}

t.test('the same order as a sort by results, figure and key, ties and all', async (t) => {
  const random = seededRandom(7);
  const shapes = [
    { size: 1, counts: 1, figures: 1 },
    { size: 40, counts: 3, figures: 5 },
    { size: 500, counts: 8, figures: 40 },
    { size: 3000, counts: 200, figures: 3000 },
    { size: 2000, counts: 1, figures: 50 },
  ];
  for (const { size, counts, figures } of shapes) {
    const { samples, goodness, keyAt } = line(size, counts, figures, random);
    t.same(Array.from(weighingOrder(samples, goodness, keyAt)), reference(samples, goodness, keyAt), `${size} figures, ${counts} counts, ${figures} figures`);
  }
});

t.test('counts that are large, or not whole, are ordered the same', async (t) => {
  const random = seededRandom(11);
  const { samples, goodness, keyAt } = line(300, 20, 30, random);
  const large = samples.map((count) => count * 100_000);
  t.same(Array.from(weighingOrder(large, goodness, keyAt)), reference(large, goodness, keyAt));
  const halves = samples.map((count) => count / 2);
  t.same(Array.from(weighingOrder(halves, goodness, keyAt)), reference(halves, goodness, keyAt));
});

t.test('infinite figures and zeros of either sign tie by key, as in the plain sort', async (t) => {
  const samples = Float64Array.from([3, 3, 3, 3, 3, 3]);
  const goodness = Float64Array.from([Infinity, 0, -0, Infinity, 2, 0]);
  const keys = ['amd:f', 'amd:e', 'amd:d', 'amd:c', 'amd:b', 'amd:a'];
  const keyAt = (m: number) => keys[m]!;
  t.same(Array.from(weighingOrder(samples, goodness, keyAt)), reference(samples, goodness, keyAt));
  t.same(Array.from(weighingOrder(samples, goodness, keyAt)), [3, 0, 4, 5, 2, 1]);
});
