/**
 * npm run bench   (CATALOG=fake:100000 npm run bench for the synthetic catalogue)
 *
 * Starts the production server (dist/server.mjs, NODE_ENV=production, LOG_LEVEL=warn) and two
 * baselines sending the very bytes it produced (bench/baseline-server.ts), each in a process of
 * its own, and drives them with autocannon on loopback: every page type in both languages, with
 * and without brotli, ours and the ceiling alternating over short rounds (the machine is shared
 * and noisy; the ratio is the median over rounds). Around that: cold start, the first request of
 * each page type, URLs never asked before, memory after warm-up and after 100,000 requests, a
 * burst of 100 connections, first-load JavaScript, and the in-process library timings
 * (bench/library-query.ts). Writes the catalogue's section of bench/RESULTS.md.
 * BENCH_ROUNDS (3) and BENCH_SECONDS (2) shorten or lengthen the load runs.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Request } from 'autocannon';
import { readConfig } from '../src/config.js';
import type { BuildManifest } from '../src/render/build-manifest.js';
import { capture, ENCODINGS, headersFor, PAGE_TYPES, urlOn, type Captured, type PageType } from './capture.js';
import { coldUrls, detailPathsIn, targetsFor, timeOne, type Timed } from './cold.js';
import { firstLoadJavaScript } from './first-load.js';
import { drive, type LoadResult } from './load.js';
import { rssMb, startServer, type ServerProcess } from './processes.js';
import { median, type BenchRun, type Row } from './report.js';
import { writeResults } from './results-file.js';

const catalogue = process.env.CATALOG || undefined;
const rounds = Number(process.env.BENCH_ROUNDS) || 3;
const seconds = Number(process.env.BENCH_SECONDS) || 2;
const CONNECTIONS = 10;
const BURST_CONNECTIONS = 100;
const COLD_URLS = 20;
const REQUESTS_FOR_MEMORY = 100_000;

const rootDir = readConfig({}).rootDir;
const dist = join(rootDir, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as BuildManifest;
const serverEnv = { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...(catalogue ? { CATALOG: catalogue } : {}) };
const log = (line: string) => console.log(line);
const servers: ServerProcess[] = [];
process.on('exit', () => servers.forEach((server) => server.child.kill()));

// 1. Cold start: from spawning the process to /readyz answering 200.
const loadBefore = loadavg()[0]!;
log(`bench: ${catalogue ?? 'shipped catalogue'}, ${rounds} rounds of ${seconds} s per URL and encoding`);
const ours = await startServer('ours', join(dist, 'server.mjs'), { env: serverEnv, readyPath: '/readyz' });
servers.push(ours);
log(`cold start ${ours.startMs.toFixed(0)} ms`);

// 2. The first request of each page type, in Chinese, in a fixed order; the home page names the
//    processor whose page and payload the bench uses.
const firstRequests: Timed[] = [];
const first = async (url: string) => {
  const timed = await timeOne(ours, url);
  firstRequests.push(timed);
  return timed;
};
const home = await first('/');
const detailPath = detailPathsIn(home.text)[0];
if (!detailPath) throw new Error('the home page links to no processor page');
const targets = targetsFor(detailPath, manifest.buildId);
const available = new Set<PageType>(['home']);
for (const type of PAGE_TYPES.slice(1)) {
  const timed = await first(targets.find((target) => target.type === type)!.url);
  if (timed.status === 200) available.add(type);
  else if (timed.status !== 404) throw new Error(`${timed.url} answered ${timed.status}`);
}
const unavailable = PAGE_TYPES.filter((type) => !available.has(type));
for (const timed of firstRequests) log(`first ${timed.url}: ${timed.status}, ${timed.wallMs.toFixed(1)} ms wall, ${timed.cpuMs.toFixed(1)} ms CPU`);
if (unavailable.length) log(`not available (404): ${unavailable.join(', ')}`);

// 3. URLs never asked before, one at a time: what rendering a page the first time costs. Home
//    and the ladder have one URL per language, so theirs are the first requests of each.
// Written in the library's own parameter order: another order answers with a redirect to this one.
const libraryPage = await timeOne(ours, '/lib?sort=name&per=96');
if (libraryPage.status !== 200) throw new Error(`/lib?sort=name&per=96 answered ${libraryPage.status}`);
const cold: BenchRun['cold'] = {};
const firstOf = (type: PageType): Timed[] => firstRequests.filter((timed) => timed.status === 200 && targets.some((t) => t.type === type && t.url === timed.url));
for (const type of ['home', 'ladder'] as const) {
  if (!available.has(type)) continue;
  const english = await timeOne(ours, targets.find((t) => t.type === type && t.locale === 'en')!.url);
  cold[type] = [...firstOf(type), english];
}
const urls = coldUrls(detailPathsIn(libraryPage.text), manifest.buildId, COLD_URLS);
for (const [type, list] of Object.entries(urls) as [PageType, string[]][]) {
  if (!available.has(type)) continue;
  cold[type] = [];
  for (const url of list) {
    const timed = await timeOne(ours, url);
    if (timed.status !== 200) throw new Error(`cold ${url} answered ${timed.status}`);
    cold[type]!.push(timed);
  }
}
for (const [type, samples] of Object.entries(cold)) {
  log(`cold ${type}: median ${median(samples.map((s) => s.cpuMs)).toFixed(2)} ms CPU, ${median(samples.map((s) => s.wallMs)).toFixed(2)} ms wall (${samples.length} URLs)`);
}
let oursRequests = 1 + firstRequests.length + Object.values(cold).flat().length;

// 4. The bytes ours sent, for the baselines to send: the ceiling from memory, @fastify/static from disk.
const captureDir = mkdtempSync(join(tmpdir(), 'atlas-bench-'));
const captured = await capture(ours.port, targets.filter((target) => available.has(target.type)), captureDir);
const baselineScript = join(dist, 'bench-baseline.mjs');
const ceiling = await startServer('ceiling', baselineScript, { args: ['memory', captureDir], env: { PATH: process.env.PATH }, readyPath: '/ready' });
servers.push(ceiling);
const fromDisk = await startServer('static', baselineScript, { args: ['static', captureDir], env: { PATH: process.env.PATH }, readyPath: '/ready' });
servers.push(fromDisk);

// 5. Warm-up of all three on every URL, then memory.
const everything = (server: 'ours' | 'ceiling' | 'static'): Request[] =>
  captured.flatMap((entry) => ENCODINGS.map((encoding) => ({ method: 'GET', path: urlOn(server, entry), headers: headersFor(encoding) })));
oursRequests += (await drive(ours, { requests: everything('ours'), connections: CONNECTIONS, seconds: 5 })).requests;
await drive(ceiling, { requests: everything('ceiling'), connections: CONNECTIONS, seconds: 2 });
await drive(fromDisk, { requests: everything('static'), connections: CONNECTIONS, seconds: 2 });
const rssWarm = rssMb(ours.child.pid!);
log(`RSS after warm-up ${rssWarm.toFixed(0)} MB`);

// 6. Each URL and encoding: ours and the ceiling alternating, then the static server once.
const rows: Row[] = [];
for (const entry of captured) {
  for (const encoding of ENCODINGS) {
    const one = (server: 'ours' | 'ceiling' | 'static'): Request[] => [{ method: 'GET', path: urlOn(server, entry), headers: headersFor(encoding) }];
    const oursRuns: LoadResult[] = [];
    const ceilingRuns: LoadResult[] = [];
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? (['ceiling', 'ours'] as const) : (['ours', 'ceiling'] as const);
      for (const name of order) {
        const result = await drive(name === 'ours' ? ours : ceiling, { requests: one(name), connections: CONNECTIONS, seconds });
        (name === 'ours' ? oursRuns : ceilingRuns).push(result);
      }
    }
    oursRequests += oursRuns.reduce((sum, run) => sum + run.requests, 0);
    const staticRun = await drive(fromDisk, { requests: one('static'), connections: CONNECTIONS, seconds });
    const row = rowOf(entry, encoding, oursRuns, ceilingRuns, staticRun);
    rows.push(row);
    log(`${entry.target.url} ${encoding}: ours ${row.ours.reqPerSec.toFixed(0)} req/s, ceiling ${row.ceiling.reqPerSec.toFixed(0)}, static ${row.fromDisk.reqPerSec.toFixed(0)}; ratio ${row.ratio.toFixed(2)}`);
  }
}

// 7. Memory after 100,000 requests to ours in all (bounded to three minutes), then a burst of
//    100 connections over every URL.
if (oursRequests < REQUESTS_FOR_MEMORY) {
  oursRequests += (await drive(ours, { requests: everything('ours'), connections: CONNECTIONS, amount: REQUESTS_FOR_MEMORY - oursRequests, maxSeconds: 180 })).requests;
}
const rssEnd = rssMb(ours.child.pid!);
log(`RSS after ${oursRequests.toLocaleString('en')} requests ${rssEnd.toFixed(0)} MB`);
const burst = {
  ours: await drive(ours, { requests: everything('ours'), connections: BURST_CONNECTIONS, seconds: 5 }),
  ceiling: await drive(ceiling, { requests: everything('ceiling'), connections: BURST_CONNECTIONS, seconds: 5 }),
};
log(`burst of ${BURST_CONNECTIONS}: ours p99 ${burst.ours.p99} ms, ${burst.ours.errors} errors, ${burst.ours.non2xx} non-2xx`);
await Promise.all(servers.map((server) => server.stop()));
rmSync(captureDir, { recursive: true, force: true });

// 8. The in-process library and render timings, in a process of their own, and the JavaScript a
//    first visit loads.
const inProcess = async (script: string) => (await promisify(execFile)(process.execPath, [join(dist, script)], {
  env: { PATH: process.env.PATH, NODE_ENV: 'production', ...(catalogue ? { CATALOG: catalogue } : {}) },
  maxBuffer: 1 << 20,
})).stdout;
// The library, the search and page renders (bench/library-query.ts), then the ladder (bench/ladder.ts).
const libraryQuery = `${await inProcess('bench-library-query.mjs')}\n${await inProcess('bench-ladder.mjs')}`;
log(libraryQuery);

const run: BenchRun = {
  date: new Date().toISOString().slice(0, 10),
  node: process.version,
  cpu: { count: cpus().length, model: cpus()[0]?.model.trim() ?? 'unknown' },
  load: { before: loadBefore, after: loadavg()[0]! },
  catalogue: catalogue ?? 'shipped',
  settings: { rounds, seconds, connections: CONNECTIONS, burstConnections: BURST_CONNECTIONS },
  coldStartMs: ours.startMs,
  firstRequests,
  cold,
  unavailable,
  rows,
  memory: { warmMb: rssWarm, endMb: rssEnd, requests: oursRequests },
  burst,
  firstLoad: await firstLoadJavaScript(manifest, join(dist, 'client')),
  libraryQuery,
};
const file = writeResults(join(rootDir, 'bench', 'RESULTS.md'), run);
log(`written: ${file}`);

function rowOf(entry: Captured, encoding: (typeof ENCODINGS)[number], oursRuns: LoadResult[], ceilingRuns: LoadResult[], fromDisk: LoadResult): Row {
  const summary = (runs: LoadResult[]): LoadResult => ({
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    reqPerSec: median(runs.map((run) => run.reqPerSec)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    max: Math.max(...runs.map((run) => run.max)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    cpuMsPerRequest: median(runs.map((run) => run.cpuMsPerRequest)),
  });
  return {
    type: entry.target.type,
    locale: entry.target.locale,
    url: entry.target.url,
    encoding,
    bytes: entry.bytes[encoding],
    ours: summary(oursRuns),
    ceiling: summary(ceilingRuns),
    fromDisk,
    ratio: median(oursRuns.map((run, index) => run.reqPerSec / ceilingRuns[index]!.reqPerSec)),
  };
}
