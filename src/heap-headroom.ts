import { setFlagsFromString } from 'node:v8';

/**
 * How far V8 lets the heap grow past what was live at its last full collection before it collects
 * again, once the server is ready: 1.2 times. V8's own factor moves between 1.1 and 4 with how
 * fast it collects against how fast the program allocates; at 100,000 processors, with 300 MB
 * live under the bench's mixed load, it chose about 1.8, and the heap's total ran 540–640 MB
 * between full collections. The pages a request makes are garbage as soon as they are sent (the
 * response cache keeps their bytes outside the heap), so little is gained by the larger heap
 * but fewer collections.
 *
 * Set once the catalogue is built: start-up allocates hundreds of MB that mostly stay, where a
 * small factor would only add collections before /readyz. V8 reads the flag each time it sets
 * the next limit, so it takes hold at the first full collection after it is set. Node refuses
 * --heap-growing-percent in NODE_OPTIONS, and every way of starting the server runs this file's
 * caller, so it is set here rather than on the command line.
 */
export const HEAP_GROWING_PERCENT = 20;

export function limitHeapHeadroom(percent = HEAP_GROWING_PERCENT): void {
  setFlagsFromString(`--heap-growing-percent=${percent}`);
}
