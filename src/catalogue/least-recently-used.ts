/**
 * A map bounded by weight: each value weighs what `weigh` says (entries of a list, bytes), and
 * past `maxWeight` in all the least recently used values go first. For what is made on first
 * use from a request's query: the catalogue bounds how many such values there can be, but not
 * how much they weigh together, and a crawler walking every combination would otherwise have the
 * process hold all of them.
 */
export class LeastRecentlyUsed<K, V> {
  readonly #values = new Map<K, V>();
  #weight = 0;

  constructor(
    readonly maxWeight: number,
    private readonly weigh: (value: V) => number,
  ) {}

  /** The value under `key`, marked as just used. */
  get(key: K): V | undefined {
    const value = this.#values.get(key);
    if (value === undefined) return undefined;
    this.#values.delete(key);
    this.#values.set(key, value);
    return value;
  }

  /** Keeps `value` (a value heavier than the whole bound is not kept) and returns it. */
  set(key: K, value: V): V {
    const old = this.#values.get(key);
    if (old !== undefined) {
      this.#values.delete(key);
      this.#weight -= this.weigh(old);
    }
    const weight = this.weigh(value);
    if (weight > this.maxWeight) return value;
    this.#values.set(key, value);
    this.#weight += weight;
    for (const [oldest, kept] of this.#values) {
      if (this.#weight <= this.maxWeight) break;
      this.#values.delete(oldest);
      this.#weight -= this.weigh(kept);
    }
    return value;
  }

  get size(): number {
    return this.#values.size;
  }

  /** What the kept values weigh together. */
  get weight(): number {
    return this.#weight;
  }
}
