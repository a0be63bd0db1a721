import t from 'tap';
import { LeastRecentlyUsed } from '../../src/catalogue/least-recently-used.js';

const list = (length: number) => new Array<number>(length).fill(0);

t.test('held within its weight: the least recently used go first', async (t) => {
  const kept = new LeastRecentlyUsed<string, number[]>(100, (value) => value.length);
  for (let i = 0; i < 10; i++) kept.set(`k${i}`, list(30));
  t.ok(kept.weight <= 100, `${kept.weight} of 100`);
  t.equal(kept.size, 3, 'three lists of 30 fit in 100');
  t.same([kept.get('k0'), kept.get('k6')], [undefined, undefined], 'the oldest are gone');
  t.ok(kept.get('k7'), 'k7 kept, and now the most recently used');
  kept.set('k10', list(30));
  t.ok(kept.get('k7'), 'a value just used stays');
  t.equal(kept.get('k8'), undefined, 'the least recently used left instead');
});

t.test('a value heavier than the bound is returned but not kept; setting a key again replaces its weight', async (t) => {
  const kept = new LeastRecentlyUsed<string, number[]>(100, (value) => value.length);
  const heavy = list(101);
  t.equal(kept.set('heavy', heavy), heavy);
  t.equal(kept.size, 0);
  kept.set('a', list(60));
  kept.set('a', list(10));
  t.equal(kept.weight, 10);
  kept.set('b', list(90));
  t.same([kept.size, kept.weight], [2, 100], 'both fit: the first weight of a was taken off');
});
