import t from 'tap';
import { combined } from '../../../src/shared/bench/run-plan.js';
import { geometricMean, kernelScore, modeScores } from '../../../src/shared/bench/scores.js';
import { KERNEL_IDS, REFERENCE_ROUNDS_PER_SECOND, type KernelId } from '../../../src/shared/bench/suite.js';

/** A kernel result of `times` the reference rate over `seconds`. */
const atReference = (kernel: KernelId, times: number, seconds = 10) => ({
  rounds: REFERENCE_ROUNDS_PER_SECOND[kernel] * times * seconds,
  ms: seconds * 1000,
  checksum: '00000000',
});

t.test('a kernel scores 100 at the reference rate, and in proportion to its rounds per second', async (t) => {
  t.equal(kernelScore('hash', REFERENCE_ROUNDS_PER_SECOND.hash * 30, 30_000), 100);
  const double = atReference('parse', 2);
  t.equal(kernelScore('parse', double.rounds, double.ms), 200);
  t.equal(kernelScore('parse', double.rounds, double.ms * 4), 50, 'the same rounds in four times the time');
});

t.test('a mode scores the geometric mean of its kernels: no kernel outweighs another', async (t) => {
  const near = (value: number, expected: number) => Math.abs(value - expected) < 1e-9;
  t.ok(near(geometricMean([1, 4]), 2), 'of 1 and 4: 2');
  t.ok(near(geometricMean([100, 100, 100, 100]), 100), 'of four hundreds: 100');
  t.ok(Number.isNaN(geometricMean([])) && Number.isNaN(geometricMean([100, 0])), 'none, or a zero, gives no mean');
  const times = { compress: 4, raytrace: 1, parse: 1, hash: 0.25 } as const;
  const mode = { kernels: Object.fromEntries(KERNEL_IDS.map((id) => [id, atReference(id, times[id])])) as Record<KernelId, ReturnType<typeof atReference>> };
  const scores = modeScores(mode);
  t.equal(Math.round(scores.kernels.compress), 400);
  t.equal(Math.round(scores.kernels.hash), 25);
  t.ok(near(scores.overall, 100), 'four times and a quarter cancel out');
});

t.test("workers' timings add their rates, and a checksum any of them differs by is kept", async (t) => {
  const together = combined([
    { rounds: 10, ms: 1000, checksum: 'aaaaaaaa' },
    { rounds: 30, ms: 2000, checksum: 'aaaaaaaa' },
  ]);
  t.equal(together.rounds, 40);
  t.equal(Math.round((together.rounds / together.ms) * 1000), 25, '10/s + 15/s');
  t.equal(together.checksum, 'aaaaaaaa');
  t.equal(
    combined([
      { rounds: 1, ms: 10, checksum: 'aaaaaaaa' },
      { rounds: 1, ms: 10, checksum: 'bbbbbbbb' },
    ]).checksum,
    'bbbbbbbb',
  );
});
