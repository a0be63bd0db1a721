/**
 * Stand-ins for the browser globals that client/ and views/ code reads, for tests that run it in
 * Node: `stubGlobal` puts one in place for a test, and `fakeClock` replaces the timers with a clock
 * the test moves by hand, so a delay is checked to the millisecond without waiting for it.
 */

/** The part of tap's Test these helpers use. */
export type HasTeardown = { teardown: (fn: () => void) => void };

/** Sets `globalThis[name]` for the rest of the test, and puts back what was there (or nothing) after. */
export function stubGlobal(t: HasTeardown, name: string, value: unknown): void {
  const original = Object.getOwnPropertyDescriptor(globalThis, name);
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  t.teardown(() => {
    if (original) Object.defineProperty(globalThis, name, original);
    else Reflect.deleteProperty(globalThis, name);
  });
}

export interface FakeClock {
  /** milliseconds since the clock was installed */
  readonly now: number;
  /** the delay of every setTimeout and setInterval call, in order */
  readonly delays: { kind: 'timeout' | 'interval'; ms: number }[];
  /** moves the clock on by `ms`, running every timer that falls due on the way, in time order */
  advance(ms: number): void;
  /** how many timers are waiting */
  pending(): number;
}

/** Replaces setTimeout, clearTimeout, setInterval and clearInterval until the test ends. */
export function fakeClock(t: HasTeardown): FakeClock {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void; every?: number }>();
  const delays: FakeClock['delays'] = [];
  const schedule =
    (kind: 'timeout' | 'interval') =>
    (run: () => void, delay = 0) => {
      const ms = Math.max(0, Number(delay) || 0);
      delays.push({ kind, ms });
      timers.set(nextId, { at: now + ms, run, every: kind === 'interval' ? Math.max(1, ms) : undefined });
      return nextId++;
    };
  const clear = (id?: number) => void (id !== undefined && timers.delete(id));
  stubGlobal(t, 'setTimeout', schedule('timeout'));
  stubGlobal(t, 'setInterval', schedule('interval'));
  stubGlobal(t, 'clearTimeout', clear);
  stubGlobal(t, 'clearInterval', clear);
  return {
    get now() {
      return now;
    },
    delays,
    advance(ms) {
      const end = now + ms;
      for (;;) {
        // The earliest timer due by `end`; of two due at once, the one set first.
        let due: [number, { at: number; run: () => void; every?: number }] | undefined;
        for (const entry of timers) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry;
        if (!due) break;
        const [id, timer] = due;
        now = timer.at;
        if (timer.every === undefined) timers.delete(id);
        else timer.at += timer.every;
        timer.run();
      }
      now = end;
    },
    pending: () => timers.size,
  };
}

/**
 * Resolves once the promise callbacks already queued, and those they queue in turn, have run: a few
 * turns of Node's event loop (setImmediate, which no fake replaces), enough for a fetch stub's body.
 */
export async function settled(): Promise<void> {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
}
