/**
 * The CPU Atlas Bench suite's identity: its version, its kernels, the checksum one round of each
 * kernel must produce, and the reference rates scores are relative to.
 * (Placeholder values: the kernels and their measured constants replace them.)
 */
export const SUITE_VERSION = 1;

export const KERNEL_IDS = ['compress', 'raytrace', 'parse', 'hash'] as const;
export type KernelId = (typeof KERNEL_IDS)[number];

/** the checksum of one round's output, as 8 lowercase hex digits */
export const EXPECTED_CHECKSUMS: Record<KernelId, string> = { compress: '00000000', raytrace: '00000000', parse: '00000000', hash: '00000000' };

/** rounds per second of the documented reference run: a score of 100 equals it */
export const REFERENCE_ROUNDS_PER_SECOND: Record<KernelId, number> = { compress: 1, raytrace: 1, parse: 1, hash: 1 };
