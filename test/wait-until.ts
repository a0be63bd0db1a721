/**
 * Waits until `condition` holds, looking again every few milliseconds, for what a test cannot be
 * told by an event (a server that has read some bytes, stopped listening). Fails after `timeoutMs`
 * with `what`, rather than letting the test pass on a fixed wait that happened to be long enough.
 */
export async function waitUntil(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
