/**
 * Submissions per address: at most `limit` in any `windowMs`. The addresses live in this
 * process's memory only, each forgotten once its window has passed, and are never written to the
 * database or the log (docs/bench-results.md, "What is stored"). Each instance counts its own:
 * behind a front of N instances an address gets at most N × limit, which is still a limit.
 */
export class RateLimit {
  readonly #hits = new Map<string, number[]>();
  #lastSweep = 0;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    readonly now: () => number = Date.now,
  ) {}

  /** counts a submission from `address`; the seconds to wait when it is over the limit, else 0 */
  take(address: string): number {
    const now = this.now();
    this.#sweep(now);
    const recent = (this.#hits.get(address) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.#hits.set(address, recent);
      return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.#hits.set(address, recent);
    return 0;
  }

  /** how many addresses are remembered now (a test's window onto "forgotten") */
  get size(): number {
    this.#sweep(this.now(), true);
    return this.#hits.size;
  }

  #sweep(now: number, always = false): void {
    if (!always && now - this.#lastSweep < this.windowMs) return;
    this.#lastSweep = now;
    for (const [address, hits] of this.#hits) if (hits.every((at) => at <= now - this.windowMs)) this.#hits.delete(address);
  }
}
