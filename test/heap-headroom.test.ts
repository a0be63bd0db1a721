import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import t from 'tap';
import { headroomPercent } from '../src/heap-headroom.js';

// In a process of its own each: a flag of V8's holds for the whole process.
const churn = fileURLToPath(new URL('./heap-churn.ts', import.meta.url));
const loader = fileURLToPath(new URL('./loader/register.mjs', import.meta.url));
async function peakMb(...args: string[]): Promise<number> {
  const { stdout } = await promisify(execFile)(process.execPath, [`--import=${loader}`, churn, ...args]);
  return (JSON.parse(stdout) as { peakMb: number }).peakMb;
}

// V8 13 (Node 24) takes the flag but its heap did not follow it here: with the same work the
// largest heap was 188–285 MB with the limit and 188–190 MB with the loose one (December 2026).
// Where that is so, the limit is V8's own and nothing here holds it (docs/decisions.md).
const V8_MAJOR = Number(process.versions.v8.split('.')[0]);
const NOT_FOLLOWED = V8_MAJOR >= 13 ? `V8 ${process.versions.v8} does not follow a heap growing percent set after start` : false;

t.test('once ready, the heap grows little past what stays: the same work takes a far smaller heap', { skip: NOT_FOLLOWED }, async (t) => {
  // Against a loose limit set the same way, not V8's own factor, which moves with the machine's
  // load: on one Node it took 190 MB in one run and 484 MB in the next, with the same work.
  const loose = await peakMb('loose');
  const limited = await peakMb('limit');
  t.ok(limited < 0.75 * loose, `the largest heap ${limited.toFixed(0)} MB with the limit, ${loose.toFixed(0)} MB with a loose one`);
});

t.test('a small heap may grow to 128 MB in all, a large one by 20 %', async (t) => {
  const mb = 2 ** 20;
  t.equal(headroomPercent(500 * mb), 20, 'at 200,000 processors');
  t.equal(headroomPercent(125 * mb), 20, 'at 100,000 processors: 25 MB of room, where a floor of 64 MB gave half the heap again');
  t.equal(headroomPercent(100 * mb), 28, 'a heap of 100 MB keeps 28 MB');
  t.equal(headroomPercent(64 * mb), 100, 'the shipped catalogue, 65 MB at ready: about twice');
  t.equal(headroomPercent(0), headroomPercent(1), 'an empty heap is no division by zero');
});
