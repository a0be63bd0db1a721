/*
 * ARK states memory maxima in GB and TB with two decimals, converted from a count it keeps in
 * another unit, and some of those conversions show: "16.38 GB" is 16 GiB (16,384 MB read as
 * thousands), "32.77 GB" is 32 GiB, "1.12 TB" and "1.13 TB" are 1,152 GB (1.125 TB rounded either
 * way). A memory maximum is a whole number of gigabytes made of memory chips, which come in powers
 * of two: a total of one or two of them (16, 24, 48, 1,152 = 1,024 + 128). Where such a size,
 * through one of those conversions, gives exactly the figure stated, that size is what the vendor
 * meant; where none does ("8.01 GB", "16.6 GB"), nothing is known and nothing is guessed.
 */

/** a whole number of gigabytes made of at most two powers of two */
function isMemorySize(gb: number): boolean {
  if (!Number.isInteger(gb) || gb <= 0) return false;
  let bits = 0;
  for (let n = gb; n > 0; n = Math.floor(n / 2)) bits += n % 2;
  return bits <= 2;
}

/** a figure as ARK prints it: two decimals */
const printed = (value: number) => Math.round(value * 100) / 100;

/**
 * The size a fractional maximum stands for, or undefined when no conversion explains it. The
 * figure arrives in GB (the importer turns "1.12 TB" into 1,146.88 GB), so a TB figure is tried
 * back in TB.
 */
export function memorySizeMeant(statedGB: number): number | undefined {
  const candidates = new Set<number>();
  // MiB read as thousands of MB: X GiB → X × 1.024 "GB"
  candidates.add(Math.round(statedGB / 1.024));
  // a TB figure rounded to two decimals: X GB → X / 1024 "TB"
  candidates.add(Math.round((statedGB / 1024) * 8) * 128);
  for (const size of candidates) {
    if (!isMemorySize(size)) continue;
    const asMiBThousands = printed(size * 1.024);
    const asTB = size / 1024;
    const tbFigures = [Math.floor(asTB * 100) / 100, Math.ceil(asTB * 100) / 100];
    if (asMiBThousands === printed(statedGB)) return size;
    if (tbFigures.some((tb) => printed(tb * 1024) === printed(statedGB))) return size;
  }
  return undefined;
}
