import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync, readdirSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';

/**
 * The servers the bench drives, each a process of its own so that its CPU time and memory are
 * its own: our production server and the two baselines (bench/baseline-server.ts). What the
 * bench knows of them comes from /proc, as a load balancer's host would see it.
 */
export interface ServerProcess {
  name: string;
  port: number;
  child: ChildProcess;
  /** from spawning to the readiness URL's first 200, in ms */
  startMs: number;
  stop(): Promise<void>;
}

/** A port nothing listens on now (asked of the kernel, then released for the child to take). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `node nodeFlags… script args…` and waits until `readyPath` answers 200 (at most `timeoutMs`). */
export async function startServer(
  name: string,
  script: string,
  options: { nodeFlags?: readonly string[]; args?: string[]; env?: NodeJS.ProcessEnv; readyPath: string; timeoutMs?: number; stdoutFile?: string },
): Promise<ServerProcess> {
  const port = await freePort();
  // A log written to a file, as a deployment's log collector would take it, rather than to the
  // bench's own output.
  const stdout = options.stdoutFile ? openSync(options.stdoutFile, 'w') : 'inherit';
  const started = performance.now();
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), script, ...(options.args ?? [])], {
    env: { ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', stdout, 'inherit'],
  });
  if (typeof stdout === 'number') closeSync(stdout);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = started + (options.timeoutMs ?? 60_000);
  for (;;) {
    const status = await get(port, options.readyPath).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before it was ready`);
    if (performance.now() > deadline) {
      child.kill();
      throw new Error(`${name} was not ready within ${options.timeoutMs ?? 60_000} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const startMs = performance.now() - started;
  return {
    name,
    port,
    child,
    startMs,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface Response {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** the body exactly as sent: compressed when the response is */
  body: Buffer;
}

/** One GET on loopback, keeping the bytes as they came (fetch would decompress them). */
export function get(port: number, path: string, headers: Record<string, string> = {}, agent: Agent | false = false): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, headers, agent }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux the project runs on

/** User + system CPU time the process has used so far, in ms (/proc/PID/stat, 10 ms steps). */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces: utime is the
  // 14th field of the line, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * CPU time of all the process's threads so far, in ms with nanosecond resolution
 * (/proc/PID/task/TID/schedstat): fine enough for the cost of a single request, which the
 * 10 ms steps of /proc/PID/stat cannot show.
 */
export function preciseCpuMs(pid: number): number {
  let nanoseconds = 0;
  for (const thread of readdirSync(`/proc/${pid}/task`)) {
    try {
      nanoseconds += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // a thread that ended between the listing and the read
    }
  }
  return nanoseconds / 1e6;
}

/** Resident memory of the process, in MB (/proc/PID/status). */
export function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}
