/**
 * The seeded generator (the mulberry32 algorithm), the code's one: every kernel's input is drawn
 * from it, so a round works on the same bytes in every engine (Math.random would differ from run
 * to run, and its algorithm from engine to engine); the synthetic catalogue's figures and the load
 * bench's URLs are drawn from it too, the same for the same seed.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, count) from a generator. */
export function pick(random: () => number, count: number): number {
  return Math.floor(random() * count);
}
