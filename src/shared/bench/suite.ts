/**
 * The CPU Atlas Bench suite's identity: its version, its kernels (src/shared/bench/kernels/), the checksum
 * one round of each kernel must produce, and the reference rates scores are relative to
 * (docs/bench.md). A change to any kernel's work changes its checksum and needs a new version:
 * results of two versions are never mixed.
 */
export const SUITE_VERSION = 1;

export const KERNEL_IDS = ['compress', 'raytrace', 'parse', 'hash'] as const;
export type KernelId = (typeof KERNEL_IDS)[number];

/** the checksum of one round's output, as 8 lowercase hex digits */
export const EXPECTED_CHECKSUMS: Record<KernelId, string> = { compress: 'd7c390e9', raytrace: 'ed3f3a2f', parse: '9ed6205f', hash: '71954a05' };

/**
 * Rounds per second of the documented reference run (docs/bench.md, "The reference"): one thread
 * under Node 20.20.2 on the machine the suite was written on, 15 s a kernel. A score of 100 equals it.
 */
export const REFERENCE_ROUNDS_PER_SECOND: Record<KernelId, number> = { compress: 90.1, raytrace: 195, parse: 163, hash: 140 };
