import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync } from 'node:zlib';
import { headersFor } from './capture.js';
import { get, preciseCpuMs, type ServerProcess } from './processes.js';

/**
 * What a request costs when the server has not answered that URL before: one request at a time,
 * its wall time and the CPU time of every thread of the server process (nanosecond resolution,
 * /proc/PID/task/…/schedstat).
 *
 * The requests go over one kept-alive connection, as a crawler and a browser send them: opening
 * and closing a connection for each (0.3–0.4 ms of the server's CPU on loopback) is the cost of
 * a connection, not of the page.
 */
const connection = new Agent({ keepAlive: true, maxSockets: 1 });

export interface Timed {
  url: string;
  status: number;
  wallMs: number;
  cpuMs: number;
}

export async function timeOne(server: ServerProcess, url: string): Promise<Timed & { text: string }> {
  const pid = server.child.pid!;
  const cpuBefore = preciseCpuMs(pid);
  const start = performance.now();
  const response = await get(server.port, url, headersFor('br'), connection);
  const wallMs = performance.now() - start;
  const cpuMs = preciseCpuMs(pid) - cpuBefore;
  const body = response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.body) : response.body;
  return { url, status: response.status, wallMs, cpuMs, text: body.toString('utf8') };
}
