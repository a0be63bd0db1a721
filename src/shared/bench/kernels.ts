import { prepareCompress } from './kernels/compress.js';
import { prepareHash } from './kernels/hash.js';
import { prepareParse } from './kernels/parse.js';
import { prepareRaytrace } from './kernels/raytrace.js';
import type { KernelId } from './suite.js';

/**
 * The suite's kernels by id (docs/bench.md describes each). Preparing one generates its input,
 * once, outside the timed rounds; the round it returns does the work and answers the checksum of
 * its output, the same every round in every engine. Pure computation, no DOM or Node API: the same
 * code runs in a browser's worker, under Node and in the tests.
 */
export const KERNELS: Record<KernelId, () => () => string> = {
  compress: prepareCompress,
  raytrace: prepareRaytrace,
  parse: prepareParse,
  hash: prepareHash,
};
