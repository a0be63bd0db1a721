import { getHeapStatistics, setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the heap grow past what was live at its last full collection before it collects
 * again, once the catalogue is built: 20 % more, and for a small heap up to a total of 128 MB when
 * that is more (a heap of 64 MB may double; past 107 MB the 20 % is more). V8's own factor moves
 * between 1.1 and 4 with how fast it collects against how fast the program allocates; at 100,000
 * processors, with 300 MB live under the bench's mixed load, it chose about 1.8, and the heap's
 * total ran 540–640 MB between full collections. The pages a request makes are garbage as soon as
 * they are sent (the response cache keeps their bytes outside the heap), so the larger heap bought
 * only fewer collections.
 *
 * The room above 20 % is for small heaps: with the shipped catalogue (65 MB of heap at ready) 1.2
 * times meant a full collection for every 13 MB that uncached pages left behind, and a minute of
 * the bench's mixed load served 20–45 % fewer requests than with V8's own factor; with about 64 MB
 * of room, as many as before. It was a floor of 64 MB for every heap until December 2026; at
 * 100,000 processors (about 125 MB of heap when it is set) that was half the live heap again, all of
 * it garbage between collections, where the process has its memory's goal to keep (docs/decisions.md,
 * "What the process is started with").
 *
 * Set once the catalogue is built, before the warm-up: start-up allocates hundreds of MB that
 * mostly stay, where a small factor would only add collections before it. Not after the warm-up:
 * the warm-up ends with a full collection, and the limit that collection sets, from V8's own
 * factor, held until the next one, under the first load (about 250 MB of heap at 100,000
 * processors before the first collection after ready). V8 reads the flag each time it sets the
 * next limit. Node refuses --heap-growing-percent in NODE_OPTIONS, and every way of starting the
 * server runs src/server.ts, so it is set there rather than on the command line.
 */
export const HEAP_GROWING_PERCENT = 20;
export const SMALL_HEAP_TOTAL_BYTES = 128 * 2 ** 20;

/** The growing percent for a heap of `liveBytes`: HEAP_GROWING_PERCENT, or up to SMALL_HEAP_TOTAL_BYTES in all when that is more. */
export function headroomPercent(liveBytes: number): number {
  const live = Math.max(liveBytes, 1);
  return Math.max(HEAP_GROWING_PERCENT, Math.ceil(((SMALL_HEAP_TOTAL_BYTES - live) * 100) / live));
}

/** Limits the headroom from now on; by default for the heap as it is now (what start-up left, with some garbage). */
export function limitHeapHeadroom(percent = headroomPercent(getHeapStatistics().used_heap_size)): void {
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}
