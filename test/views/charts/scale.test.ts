import t from 'tap';
import { linearScale, log2Scale, niceStep, niceTicks, powerOfTwoDomain, powerOfTwoTicks, round } from '../../../views/parts/charts/scale.js';

// [min, max, count, minimum step, expected ticks]
const tickCases: ReadonlyArray<readonly [number, number, number, number, number[]]> = [
  [0, 40, 6, 0, [0, 10, 20, 30, 40]],
  [0, 47, 5, 0, [0, 10, 20, 30, 40]],
  [0, 100, 5, 0, [0, 20, 40, 60, 80, 100]],
  [0, 100, 10, 0, [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]],
  [0, 1, 5, 0, [0, 0.2, 0.4, 0.6, 0.8, 1]],
  [0, 0.3, 3, 0, [0, 0.1, 0.2, 0.3]],
  [0, 3, 10, 0, [0, 0.5, 1, 1.5, 2, 2.5, 3]],
  [0, 3, 10, 1, [0, 1, 2, 3]], // counts: whole steps only
  [0, 1, 4, 1, [0, 1]],
  [0, 7, 2, 1, [0, 5]],
  [3, 17, 3, 0, [5, 10, 15]],
  [-10, 10, 4, 0, [-10, -5, 0, 5, 10]],
  [0, 1234, 4, 0, [0, 500, 1000]],
  [2, 2, 5, 0, [2]],
  [5, 1, 5, 0, []],
  [0, Number.NaN, 5, 0, []],
  [0, Number.POSITIVE_INFINITY, 5, 0, []],
  [0, 10, 0, 0, []],
];

for (const [min, max, count, minimum, expected] of tickCases) {
  t.test(`niceTicks(${min}, ${max}, ${count}, ${minimum})`, async (t) => {
    t.same(niceTicks(min, max, count, minimum), expected);
  });
}

t.test('niceTicks never has more than count intervals, and never drifts (0.1 + 0.2)', async (t) => {
  for (let max = 1; max <= 500; max += 7) {
    for (const count of [2, 3, 5, 8]) {
      const ticks = niceTicks(0, max, count);
      t.ok(ticks.length - 1 <= count, `0..${max} in ${count}: ${ticks.length - 1} intervals`);
      for (const tick of ticks) t.ok(String(tick).length < 8, `${tick} is short`);
    }
  }
  t.same(niceTicks(0, 0.9, 9), [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]);
});

const stepCases: ReadonlyArray<readonly [number, number, number, number]> = [
  [10, 10, 0, 1],
  [10, 5, 0, 2],
  [10, 4, 0, 5],
  [10, 1, 0, 10],
  [45, 5, 0, 10],
  [0.5, 5, 0, 0.1],
  [0.5, 5, 1, 1],
  [0, 5, 0, 1],
  [10, 0, 0, 1],
];

for (const [span, count, minimum, expected] of stepCases) {
  t.test(`niceStep(${span}, ${count}, ${minimum}) is ${expected}`, async (t) => {
    t.equal(niceStep(span, count, minimum), expected);
  });
}

t.test('linearScale maps the domain onto the range, in either direction', async (t) => {
  const up = linearScale([0, 100], [0, 400]);
  t.equal(up(0), 0);
  t.equal(up(25), 100);
  t.equal(up(100), 400);
  const down = linearScale([0, 40], [256, 12]);
  t.equal(down(0), 256);
  t.equal(down(40), 12);
  t.equal(down(20), 134);
  t.equal(linearScale([5, 5], [10, 20])(5), 10, 'a collapsed domain maps to the range start, not NaN');
});

t.test('log2Scale gives each doubling the same width', async (t) => {
  const x = log2Scale([1, 256], [0, 800]);
  t.equal(x(1), 0);
  t.equal(x(256), 800);
  t.equal(x(2) - x(1), 100);
  t.equal(x(128) - x(64), 100);
  t.equal(x(0), 0, 'no -Infinity for zero');
  t.equal(x(-4), 0);
});

t.test('powerOfTwoDomain and powerOfTwoTicks', async (t) => {
  t.same(powerOfTwoDomain(2, 192), [2, 256]);
  t.same(powerOfTwoDomain(3, 24), [2, 32]);
  t.same(powerOfTwoDomain(8, 8), [8, 16]);
  t.same(powerOfTwoDomain(0, 0), [1, 2]);
  t.same(powerOfTwoTicks(2, 256), [2, 4, 8, 16, 32, 64, 128, 256]);
  t.same(powerOfTwoTicks(2, 256, 2), [4, 16, 64, 256]);
  t.same(powerOfTwoTicks(1, 256, 3), [4, 32, 256], 'the top tick is always kept');
});

t.test('round keeps two decimals and never gives -0 or NaN', async (t) => {
  t.equal(round(1.23456), 1.23);
  t.equal(round(0.1 + 0.2), 0.3);
  t.ok(Object.is(round(-0.001), 0));
  t.equal(round(Number.NaN), 0);
});
