import { getHeapStatistics } from 'node:v8';
import { HEAP_GROWING_PERCENT, limitHeapHeadroom } from '../src/heap-headroom.js';

/**
 * Run as a process of its own by test/heap-headroom.test.ts: a heap shaped like the server's, a
 * large set that stays (the catalogue) and a stream of objects that live a little while and die
 * (what requests make), then prints the largest total heap V8 took meanwhile, in MB.
 * `limit` as the first argument limits the headroom as the server does once ready; `loose` sets a
 * headroom five times the heap's size the same way.
 */
const kept: { id: number; name: string; figures: number[] }[] = [];
for (let i = 0; i < 300_000; i++) kept.push({ id: i, name: `processor ${i}`, figures: [i, i + 1] });
// The server's limit, or one five times as loose set the same way: V8's own factor moves with how
// fast it collects against how fast the program allocates, so it is no steady yardstick.
if (process.argv[2] === 'limit') limitHeapHeadroom(HEAP_GROWING_PERCENT);
if (process.argv[2] === 'loose') limitHeapHeadroom(5 * 100);
// Long enough for each to outlive a young-generation collection, so that they reach the old one.
const recent = new Array<unknown>(100_000);
let peak = 0;
for (let i = 0; i < 4_000_000; i++) {
  recent[i % recent.length] = { i, text: `page ${i}`, parts: [i, i] };
  if (i % 10_000 === 0) peak = Math.max(peak, getHeapStatistics().total_heap_size);
}
console.log(JSON.stringify({ keptRecords: kept.length, peakMb: peak / 2 ** 20 }));
