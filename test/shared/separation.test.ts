import t from 'tap';
import { separation } from '../../src/shared/benchmark.js';

/**
 * "Faster" in one place: two figures with ranges are apart only when the ranges do not overlap;
 * without ranges, a difference under 3% is too close to state.
 */
t.test('figures with ranges are apart only when the ranges do not overlap', async (t) => {
  const fast = { score: 220, range: { low: 205, high: 236 } };
  const slow = { score: 180, range: { low: 170, high: 190 } };
  const near = { score: 200, range: { low: 188, high: 213 } };
  t.equal(separation('higher', fast, slow), 'better');
  t.equal(separation('higher', slow, fast), 'worse');
  t.equal(separation('higher', fast, near), 'too-close', 'ranges overlap: 205 is below 213');
  t.equal(separation('higher', near, slow), 'too-close', '188 is below 190');
  t.equal(separation('lower', fast, slow), 'worse', 'where lower is better the order turns');
});

t.test('figures without ranges differ when 3% or more apart', async (t) => {
  t.equal(separation('higher', { score: 103 }, { score: 100 }), 'better');
  t.equal(separation('higher', { score: 102.9 }, { score: 100 }), 'too-close');
  t.equal(separation('higher', { score: 100 }, { score: 110 }), 'worse');
  t.equal(separation('lower', { score: 80 }, { score: 100 }), 'better', 'a shorter time is better');
  t.equal(separation('higher', { score: 300, range: { low: 250, high: 350 } }, { score: 100 }), 'better', 'one range alone decides nothing: the 3% rule');
});
