import { getHeapStatistics, setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the heap grow past what was live at its last full collection before it collects
 * again, once the server is ready: 1.2 times, or 64 MB more when that is more. V8's own factor
 * moves between 1.1 and 4 with how fast it collects against how fast the program allocates; at
 * 100,000 processors, with 300 MB live under the bench's mixed load, it chose about 1.8, and the
 * heap's total ran 540–640 MB between full collections. The pages a request makes are garbage as
 * soon as they are sent (the response cache keeps their bytes outside the heap), so the larger
 * heap bought only fewer collections.
 *
 * The 64 MB floor is for small heaps: with the shipped catalogue (65 MB of heap at ready) 1.2 times
 * meant a full collection for every 13 MB that uncached pages left behind, and a minute of the
 * bench's mixed load served 20–45 % fewer requests than with V8's own factor; with the floor, as
 * many as before.
 *
 * Set once the catalogue is built and warmed: start-up allocates hundreds of MB that mostly stay,
 * where a small factor would only add collections before /readyz. V8 reads the flag each time it
 * sets the next limit, so it takes hold at the first full collection after it is set. Node
 * refuses --heap-growing-percent in NODE_OPTIONS, and every way of starting the server runs
 * src/server.ts, so it is set there rather than on the command line.
 */
export const HEAP_GROWING_PERCENT = 20;
export const MIN_HEADROOM_BYTES = 64 * 2 ** 20;

/** The growing percent for a heap of `liveBytes`: at least HEAP_GROWING_PERCENT, and MIN_HEADROOM_BYTES of room. */
export function headroomPercent(liveBytes: number): number {
  return Math.max(HEAP_GROWING_PERCENT, Math.ceil((MIN_HEADROOM_BYTES / Math.max(liveBytes, 1)) * 100));
}

/** Limits the headroom from now on; by default for the heap as it is now (what start-up left, with some garbage). */
export function limitHeapHeadroom(percent = headroomPercent(getHeapStatistics().used_heap_size)): void {
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}
