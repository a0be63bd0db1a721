import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import t from 'tap';

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
