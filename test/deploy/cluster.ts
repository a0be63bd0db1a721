import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../bench/processes.js';
import { readConfig } from '../../src/config.js';

/**
 * What the deployment test runs: two server processes of the built dist/server.mjs on their
 * own ports, and a real nginx in front of them, configured by docs/nginx.conf itself (only its
 * ports and cache folder replaced), running as a child of the test in a temporary prefix.
 */
const rootDir = readConfig({}).rootDir;
export const NGINX_HINT = 'nginx not found: apt-get install nginx-light (the deployment test runs two processes behind it)';

export function findNginx(): string | undefined {
  return [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((path): path is string =>
    Boolean(path && existsSync(path)),
  );
}

export interface Cluster {
  /** nginx's origin, e.g. http://127.0.0.1:41234 */
  origin: string;
  /** each process's `host:port`, as nginx names it in X-Upstream */
  upstreams: string[];
  /** SIGTERM to one process; resolves when it has exited */
  stopProcess(index: number): Promise<void>;
}

interface TestLike {
  teardown(fn: () => unknown): void;
}

/** `env`: more of the processes' environment, the same for both (a shared DATABASE_URL and BENCH_HMAC_KEY). */
export async function startCluster(t: TestLike, nginx: string, env: Record<string, string> = {}): Promise<Cluster> {
  const [proxyPort, ...ports] = await Promise.all([freePort(), freePort(), freePort()]);
  const origin = `http://127.0.0.1:${proxyPort}`;
  const children = ports.map((port) => {
    const child = spawn(process.execPath, [join(rootDir, 'dist', 'server.mjs')], {
      // The same public origin for both: canonical links are part of the bytes.
      env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'warn', SITE_URL: origin, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    t.teardown(() => stop(child));
    return child;
  });
  await Promise.all(ports.map((port) => waitFor(`http://127.0.0.1:${port}/readyz`)));

  const prefix = mkdtempSync(join(tmpdir(), 'atlas-nginx-'));
  // nginx's workers drop root for nobody when the test runs as root: they must reach the prefix.
  chmodSync(prefix, 0o755);
  writeFileSync(join(prefix, 'atlas.conf'), siteConfig(ports as [number, number], proxyPort!, join(prefix, 'cache')));
  writeFileSync(join(prefix, 'nginx.conf'), mainConfig(prefix));
  const proxy = spawn(nginx, ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  t.teardown(async () => {
    await stop(proxy);
    rmSync(prefix, { recursive: true, force: true });
  });
  await waitFor(`${origin}/healthz`, () => {
    if (proxy.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(join(prefix, 'error.log'), 'utf8')}`);
  });
  return {
    origin,
    upstreams: ports.map((port) => `127.0.0.1:${port}`),
    stopProcess: (index) => stop(children[index]!),
  };
}

/** docs/nginx.conf with this run's ports and cache folder; each replaced line must be there. */
function siteConfig([first, second]: [number, number], proxyPort: number, cacheDir: string): string {
  let text = readFileSync(join(rootDir, 'docs', 'nginx.conf'), 'utf8');
  const replacements: [string, string][] = [
    ['server 127.0.0.1:3001 ', `server 127.0.0.1:${first} `],
    ['server 127.0.0.1:3002 ', `server 127.0.0.1:${second} `],
    ['listen 80;', `listen 127.0.0.1:${proxyPort};`],
    ['proxy_cache_path /var/cache/nginx/atlas ', `proxy_cache_path ${cacheDir} `],
  ];
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`docs/nginx.conf no longer has "${from}": update test/deploy/cluster.ts`);
    text = text.replace(from, to);
  }
  return text;
}

/** A main configuration that keeps every file nginx writes inside the prefix. */
function mainConfig(prefix: string): string {
  return `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/atlas.conf;
}
`;
}

export interface RawAnswer {
  /** X-Upstream: which process answered */
  upstream: string;
  status: number;
  etag: string | undefined;
  encoding: string | undefined;
  /** the body as it came over the wire (fetch would decompress it) */
  body: Buffer;
}

export function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          upstream: String(response.headers['x-upstream'] ?? ''),
          status: response.statusCode ?? 0,
          etag: response.headers.etag,
          encoding: response.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

async function waitFor(url: string, check: () => void = () => undefined): Promise<void> {
  // generous: the servers start while other test processes keep both cores busy
  const deadline = Date.now() + 120_000;
  for (;;) {
    check();
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
