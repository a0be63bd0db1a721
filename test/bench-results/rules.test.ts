import t from 'tap';
import { createBenchmark, noFigures } from '../../src/catalogue/benchmark.js';
import { holdOf, type Peers } from '../../src/bench-results/holds.js';
import { RateLimit } from '../../src/bench-results/rate-limit.js';
import { figureOf } from '../../src/bench-results/figures.js';
import { runScores } from '../../src/bench-results/scores.js';
import type { BenchmarkInfo } from '../../src/shared/benchmark.js';
import { testProcessor } from '../helper.js';
import { runAt, submissionFor } from './bench-helper.js';

/** The hold rules, the figures' rules and the rate limit on their own, without a database. */
const processor = testProcessor({ vendor: 'amd', name: 'Test 6600', cores: 6, threads: 12 });
const others = ['a', 'b', 'c', 'd', 'e'].map((letter) => testProcessor({ vendor: 'amd', name: `Test ${letter}` }));
const blenderFigures = noFigures();
for (const [index, p] of [processor, ...others].entries()) {
  blenderFigures.amd.set(p.id, { score: 100 * (index + 1), samples: 5, results: [], doubt: null, ranked: true });
}
const blender = createBenchmark({ id: 'blender', rankedSamples: 3 } as BenchmarkInfo, blenderFigures);
const noPeers: Peers = { single: [], multi: [], multiByProcessor: [] };
// Every other processor scores 10 per Blender sample per minute in multi-thread.
const peersWithRatio: Peers = { ...noPeers, multiByProcessor: others.map((p, index) => ({ vendor: 'amd', id: p.id, overall: 10 * 100 * (index + 2) })) };

t.test('holdOf: each rule, and a run none applies to', async (t) => {
  const run = (speed: number, options: Parameters<typeof runAt>[1] = {}) => {
    const submission = submissionFor({ processor: { vendor: 'amd', id: processor.id }, ...runAt(speed, options) });
    return [submission, processor, runScores(submission)] as const;
  };
  t.equal(holdOf(...run(2), noPeers, blender), null, 'no peers, nothing to weigh against');
  t.match(holdOf(...run(2, { workers: 8, logicalProcessors: 8 }), noPeers, blender), { code: 'threads_mismatch', values: { threads: 12, reported: 8 } });
  t.equal(holdOf(...run(2), { ...noPeers, single: [200, 210] }, blender), null, 'two others are too few to call a run far from them');
  t.match(holdOf(...run(2), { ...noPeers, single: [100, 105, 95] }, blender), { code: 'outlier' }, 'twice the median of three');
  t.equal(holdOf(...run(1.4), { ...noPeers, single: [100, 105, 95] }, blender), null, 'within 1.5 times');
  // Test 6600's Blender figure is 100: 10 × 100 = 1000 expected in multi-thread.
  t.equal(holdOf(...run(1, { scaling: 0.9, workers: 12 }), peersWithRatio, blender), null, '1080 where 1000 is expected');
  t.match(holdOf(...run(3, { scaling: 0.9, workers: 12 }), peersWithRatio, blender), { code: 'implausible' }, '3240 where 1000 is expected');
  t.equal(
    holdOf(...run(3, { scaling: 0.9, workers: 12 }), { ...peersWithRatio, multiByProcessor: peersWithRatio.multiByProcessor.slice(0, 4) }, blender),
    null,
    'four processors are too few to say',
  );
});

t.test('figureOf: the median and quartiles, ranked from 5 results, doubtful when they spread', async (t) => {
  t.match(figureOf('amd:x', [100, 110, 90, 105, 95]), { score: 100, samples: 5, low: 95, high: 105, doubtful: false, ranked: true });
  t.match(figureOf('amd:x', [100, 110, 90, 105]), { samples: 4, ranked: false, doubtful: false });
  t.match(figureOf('amd:x', [60, 100, 140, 100, 180]), { score: 100, low: 100, high: 140, doubtful: true, ranked: false }, 'quartiles 40% of the median apart');
  t.match(figureOf('amd:x', [50, 200, 100]), { doubtful: false, ranked: false }, 'three results: too few to judge the spread');
});

t.test('RateLimit: the limit per window, and addresses forgotten once their window has passed', async (t) => {
  let now = 0;
  const limit = new RateLimit(2, 60_000, () => now);
  t.equal(limit.take('a'), 0);
  t.equal(limit.take('a'), 0);
  t.equal(limit.take('a'), 60, 'a minute to wait');
  t.equal(limit.take('b'), 0);
  now = 30_000;
  t.equal(limit.take('a'), 30);
  now = 60_001;
  t.equal(limit.size, 0, 'no address remembered after its window');
  t.equal(limit.take('a'), 0);
});
