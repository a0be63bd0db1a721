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

t.test('once ready, the heap grows little past what stays: the same work takes a far smaller heap', async (t) => {
  const free = await peakMb();
  const limited = await peakMb('limit');
  t.ok(limited < 0.75 * free, `the largest heap ${limited.toFixed(0)} MB with the limit, ${free.toFixed(0)} MB with V8's own headroom`);
});

t.test('a small heap keeps 64 MB of room, a large one 20 %', async (t) => {
  const mb = 2 ** 20;
  t.equal(headroomPercent(500 * mb), 20, 'at 200,000 processors');
  t.equal(headroomPercent(320 * mb), 20);
  t.equal(headroomPercent(100 * mb), 64, 'a heap of 100 MB keeps 64 MB');
  t.equal(headroomPercent(64 * mb), 100, 'the shipped catalogue, 65 MB at ready: about twice');
  t.equal(headroomPercent(0), headroomPercent(1), 'an empty heap is no division by zero');
});
