import { loadavg } from 'node:os';
import type { Request } from 'autocannon';
import { drive, type LoadResult } from './load.js';
import type { ServerProcess } from './processes.js';

/**
 * Bursts: many connections at once over every URL and encoding, as when a page is shared widely
 * or a crawler opens all its connections together. The goal, with the shipped catalogue and at
 * 100,000 processors: no errors, no answer other than 2xx, and p99 within BURST_P99_MS in every run. The machine's one-minute load
 * average is read before each run: on a shared machine it says how far a p99 is the server's own.
 */
export const BURST_CONNECTIONS = 100;
export const BURSTS = 3;
export const BURST_SECONDS = 5;
export const BURST_P99_MS = 50;

export interface Burst extends LoadResult {
  /** the one-minute load average as the run began */
  loadAverage: number;
}

export function burstMet(burst: LoadResult): boolean {
  return burst.p99 <= BURST_P99_MS && burst.errors === 0 && burst.non2xx === 0;
}

/** BURSTS runs on `server`, each over `requests` (every connection goes through them in turn). */
export async function bursts(server: ServerProcess, requests: Request[], log: (line: string) => void, runs = BURSTS): Promise<Burst[]> {
  const done: Burst[] = [];
  for (let run = 0; run < runs; run++) done.push(await burst(server, requests, log));
  return done;
}

export async function burst(server: ServerProcess, requests: Request[], log: (line: string) => void): Promise<Burst> {
  const loadAverage = loadavg()[0]!;
  const result = { ...(await drive(server, { requests, connections: BURST_CONNECTIONS, seconds: BURST_SECONDS })), loadAverage };
  log(
    `burst of ${BURST_CONNECTIONS} on ${server.name}: p99 ${result.p99} ms, ${result.errors} errors, ${result.non2xx} non-2xx, ${Math.round(result.reqPerSec).toLocaleString('en')} req/s (load average ${loadAverage.toFixed(1)}); goal p99 ≤ ${BURST_P99_MS} ms, no errors: ${burstMet(result) ? 'met' : 'not met'}`,
  );
  return result;
}
