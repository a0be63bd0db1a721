// Scales and ticks for the charts, written out rather than taken from d3: a few dozen lines, and every
// result is a pure function of its arguments, so the server's drawing and the hydrated one agree exactly.

/** Maps a domain onto a range in a straight line; a collapsed domain maps everything to the range start. */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  if (!Number.isFinite(span) || span === 0) return () => r0;
  return (value) => r0 + ((value - d0) / span) * (r1 - r0);
}

/**
 * Base-2 logarithmic scale. Core counts run from 1–2 (embedded, mobile) to 192+ (server); on a linear or
 * even a square-root axis every desktop part (6–24 cores) would crowd into the left fifth, while on log₂
 * each doubling gets the same width and the natural ticks are powers of two. Values ≤ 0 clamp to the range start.
 */
export function log2Scale(domain: readonly [number, number], range: readonly [number, number]): (value: number) => number {
  const line = linearScale([Math.log2(domain[0]), Math.log2(domain[1])], range);
  return (value) => (value > 0 ? line(Math.log2(value)) : range[0]);
}

/** The smallest powers-of-two interval [2^a, 2^b] holding [min, max], for log2Scale. */
export function powerOfTwoDomain(min: number, max: number): [number, number] {
  const low = 2 ** Math.floor(Math.log2(Math.max(1, min)));
  const high = 2 ** Math.ceil(Math.log2(Math.max(1, max)));
  return [low, high > low ? high : low * 2];
}

/** The powers of two in [low, high], every `every`-th one counting from the top, so the last tick is always shown. */
export function powerOfTwoTicks(low: number, high: number, every = 1): number[] {
  const ticks: number[] = [];
  for (let exponent = Math.ceil(Math.log2(low)), top = Math.floor(Math.log2(high)); exponent <= top; exponent++) {
    if ((top - exponent) % every === 0) ticks.push(2 ** exponent);
  }
  return ticks;
}

/**
 * The smallest "nice" step (1, 2 or 5 × 10ⁿ) that cuts span into at most `count` intervals, so ticks
 * are never closer than the caller's spacing allows. `minimum` keeps steps whole for counts (no tick
 * at 2.5 launches).
 */
export function niceStep(span: number, count: number, minimum = 0): number {
  if (!(span > 0) || !Number.isFinite(span) || !(count >= 1)) return Math.max(minimum, 1);
  const rough = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  // Compare with a little slack, so a rough step of 2.0000000001 (float noise) is still 2, not 5.
  const nice = [1, 2, 5, 10].find((multiple) => multiple * magnitude >= rough * (1 - 1e-9)) ?? 10;
  return Math.max(minimum, nice * magnitude);
}

/**
 * The multiples of a nice step inside [min, max], at most `count` + 1 of them. Each tick is computed as
 * index × step and rounded to the step's decimals, so 0.1 + 0.2 drift never reaches a label.
 */
export function niceTicks(min: number, max: number, count: number, minimumStep = 0): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max < min || !(count >= 1)) return [];
  if (max === min) return [min];
  const step = niceStep(max - min, count, minimumStep);
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  const ticks: number[] = [];
  for (let index = Math.ceil(min / step - 1e-9), last = Math.floor(max / step + 1e-9); index <= last; index++) {
    ticks.push(Number((index * step).toFixed(decimals)) || 0);
  }
  return ticks;
}

/** SVG coordinates to two decimals: short markup, and no 1e-15 tails from float arithmetic. */
export function round(value: number): number {
  return Math.round(value * 100) / 100 || 0;
}
