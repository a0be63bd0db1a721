import autocannon, { type Request } from 'autocannon';
import { cpuMs, type ServerProcess } from './processes.js';

/**
 * One bounded run of autocannon against one server process on loopback, and what it cost that
 * process: CPU per request from /proc/PID/stat before and after (steadier than requests per
 * second on a machine other work shares).
 */
export interface LoadResult {
  requests: number;
  reqPerSec: number;
  /** latency percentiles and maximum, ms (autocannon records whole milliseconds) */
  p50: number;
  p99: number;
  max: number;
  /** connection errors and timeouts, and answers other than 2xx */
  errors: number;
  non2xx: number;
  cpuMsPerRequest: number;
}

export interface LoadOptions {
  /** one or more requests; each connection goes through them in turn */
  requests: Request[];
  connections: number;
  seconds?: number;
  /** stop after this many requests instead (bounded by `maxSeconds`) */
  amount?: number;
  maxSeconds?: number;
}

export function drive(server: ServerProcess, options: LoadOptions): Promise<LoadResult> {
  const pid = server.child.pid!;
  const cpuBefore = cpuMs(pid);
  return new Promise((resolve, reject) => {
    let guard: NodeJS.Timeout | undefined;
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${server.port}`,
        connections: options.connections,
        ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? 2 }),
        timeout: 10,
        requests: options.requests,
      },
      (error, result) => {
        clearTimeout(guard);
        if (error) return reject(error);
        const requests = result.requests.total;
        resolve({
          requests,
          reqPerSec: requests / result.duration,
          p50: result.latency.p50,
          p99: result.latency.p99,
          max: result.latency.max,
          errors: result.errors,
          non2xx: result.non2xx,
          cpuMsPerRequest: requests ? (cpuMs(pid) - cpuBefore) / requests : NaN,
        });
      },
    );
    if (options.amount && options.maxSeconds) guard = setTimeout(() => instance.stop(), options.maxSeconds * 1000);
  });
}
