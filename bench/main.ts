/**
 * npm run bench   (CATALOG=fake:100000 npm run bench for the synthetic catalogue)
 *
 * Starts the production server (dist/server.mjs as `npm start` runs it: NODE_ENV=production, the
 * environment and Node flags of src/process-settings.ts, the default log level, its log written
 * to a file as a collector would take it) and two baselines sending the very bytes it produced
 * (bench/baseline-server.ts), each in a process of its own, and drives them with
 * autocannon on loopback: every view of the route table (bench/page-examples.ts) as a page and
 * as its payload, and the search's suggestions, in both languages, with and without brotli, ours
 * and the ceiling alternating over short rounds (the machine is shared and noisy; the ratio is
 * the median over rounds). Around that: cold start (five starts, the median), the first request
 * of each page type, pages never asked before, memory after warm-up and through a minute of mixed
 * load over every page type (bench/mixed-load.ts; for a synthetic catalogue of N processors, at 2N
 * too), three bursts of 100 connections, the log's lines per request, first-load JavaScript, and
 * the in-process timings (bench/library-query.ts, bench/ladder.ts, bench/page-cost.ts). Writes
 * the catalogue's section of bench/RESULTS.md.
 * BENCH_MIXED_SECONDS (60) sets the mixed load's length.
 * BENCH_ROUNDS (3) and BENCH_SECONDS (2) shorten or lengthen the load runs. BENCH_ONLY=cold
 * stops after step 3 (cold start, first requests, pages never asked before: a minute or two),
 * printing its figures and leaving RESULTS.md as it is: for working on what a page costs the
 * first time. BENCH_ONLY=memory runs only the mixed load (step 7's, and at 2N for fake:N) on a
 * server started once, printing RSS at ready and through the load: for working on what the
 * process holds. BENCH_ONLY=bursts starts one server, asks for every URL and encoding once, and
 * runs the three bursts (and one on the ceiling), printing each with the machine's load average.
 * Every server it starts is given an ATLAS_DATA_DIR of its own, a folder that does not exist inside
 * the run's temporary folder, so no embedded results database opens after ready and the figures do
 * not depend on whether this machine's default folder exists (docs/decisions.md, "What the server
 * keeps"); set ATLAS_DATA_DIR to measure a server with that folder instead.
 * BENCH_SERVER_NODE_OPTIONS is given to the servers alone as NODE_OPTIONS, so that the bench's own
 * process does not take it: `--import=` a preload that samples process.memoryUsage(), say, or that
 * sets a V8 flag Node refuses in NODE_OPTIONS (--trace-gc) with v8.setFlagsFromString.
 */
import { execFile } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Request } from 'autocannon';
import { loadCatalogue } from '../src/catalogue/load.js';
import { readConfig } from '../src/config.js';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../src/process-settings.js';
import type { BuildManifest } from '../src/render/build-manifest.js';
import { capture, ENCODINGS, headersFor, urlOn, type Captured } from './capture.js';
import { BURST_CONNECTIONS, burst, burstMet, bursts } from './bursts.js';
import { timeOne, type Timed } from './cold.js';
import { firstLoadJavaScript } from './first-load.js';
import { drive, type LoadResult } from './load.js';
import { memoryUnderLoad, mixedUrls, type MemoryUnderLoad } from './mixed-load.js';
import { benchPages, payloadOf } from './page-examples.js';
import { rssMb, startServer, type ServerProcess } from './processes.js';
import { median, type BenchRun, type ColdSample, type Row } from './report.js';
import { writeResults } from './results-file.js';

const catalogue = process.env.CATALOG || undefined;
const rounds = Number(process.env.BENCH_ROUNDS) || 3;
const seconds = Number(process.env.BENCH_SECONDS) || 2;
const onlyCold = process.env.BENCH_ONLY === 'cold';
const onlyMemory = process.env.BENCH_ONLY === 'memory';
const onlyBursts = process.env.BENCH_ONLY === 'bursts';
const CONNECTIONS = 10;
const COLD_URLS = 20;
const STARTS = 5;
const mixedSeconds = Number(process.env.BENCH_MIXED_SECONDS) || 60;
/** distinct URLs the mixed load goes through (bench/mixed-load.ts) */
const MIXED_URLS = 200_000;

const rootDir = readConfig({}).rootDir;
const dist = join(rootDir, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')) as BuildManifest;
const log = (line: string) => console.log(line);
const servers: ServerProcess[] = [];
process.on('exit', () => servers.forEach((server) => server.child.kill()));
const workDir = mkdtempSync(join(tmpdir(), 'atlas-bench-'));
// Our server is started as `npm start` starts it, with its environment and Node's flags (src/process-settings.ts).
const serverEnv = {
  ...SERVER_ENV,
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  ATLAS_DATA_DIR: process.env.ATLAS_DATA_DIR || join(workDir, 'db'),
  ...(catalogue ? { CATALOG: catalogue } : {}),
  // Node's options for the servers alone, to measure a flag without the bench's own process taking it.
  ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
};
const serverLog = join(workDir, 'server.log');
const startOurs = (env: NodeJS.ProcessEnv, stdoutFile = serverLog) =>
  startServer('ours', join(dist, 'server.mjs'), { nodeFlags: SERVER_NODE_FLAGS, env, readyPath: '/readyz', stdoutFile, timeoutMs: 300_000 });

// 0. What to ask for: every view of the route table, from the catalogue the server will hold.
const loadBefore = loadavg()[0]!;
log(`bench: ${catalogue ?? 'shipped catalogue'}, ${rounds} rounds of ${seconds} s per URL and encoding`);
const held = await loadCatalogue(catalogue, rootDir);
const pages = await benchPages(held, manifest.buildId, COLD_URLS);
const mixed = mixedUrls(held, manifest.buildId, MIXED_URLS);
log(`page types: ${pages.views.join(', ')}`);

if (onlyMemory) {
  for (const [name, urls] of [[catalogue ?? 'shipped catalogue', () => Promise.resolve(mixed)], ...doubledMix()] as const) {
    const server = await startOurs({ ...serverEnv, ...(name.startsWith('fake:') ? { CATALOG: name } : {}) });
    servers.push(server);
    const atReady = rssMb(server.child.pid!);
    const load = await memoryUnderLoad(server, await urls(), mixedSeconds);
    log(
      `${name}: RSS ${atReady.toFixed(0)} MB at ready; mixed load, ${mixedSeconds} s: ${load.requests.toLocaleString('en')} requests (${load.errors} errors, ${load.non2xx} non-2xx), RSS at most ${load.peakMb.toFixed(0)} MB, ${load.endMb.toFixed(0)} MB at the end`,
    );
    await server.stop();
  }
  rmSync(workDir, { recursive: true, force: true });
  log(`BENCH_ONLY=memory: load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} now; RESULTS.md left as it is`);
  process.exit(0);
}

if (onlyBursts) {
  const server = await startOurs(serverEnv);
  servers.push(server);
  const captureDir = join(workDir, 'capture');
  const captured = await capture(server.port, pages.targets, captureDir);
  const ceiling = await startServer('ceiling', join(dist, 'bench-baseline.mjs'), {
    args: ['memory', captureDir],
    env: { PATH: process.env.PATH },
    readyPath: '/ready',
  });
  servers.push(ceiling);
  // As in the full run, every URL and encoding has been asked for before the bursts.
  await drive(server, { requests: everyRequest(captured, 'ours'), connections: CONNECTIONS, seconds: 5 });
  await drive(ceiling, { requests: everyRequest(captured, 'ceiling'), connections: CONNECTIONS, seconds: 2 });
  const runs = await bursts(server, everyRequest(captured, 'ours'), log);
  await burst(ceiling, everyRequest(captured, 'ceiling'), log);
  await Promise.all(servers.map((one) => one.stop()));
  rmSync(workDir, { recursive: true, force: true });
  log(
    `BENCH_ONLY=bursts: ${runs.filter(burstMet).length} of ${runs.length} runs met the goal (load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} now); RESULTS.md left as it is`,
  );
  process.exit(0);
}

/** Every captured URL in every encoding, as `server` names it: what the warm-up and the bursts go through. */
function everyRequest(captured: Captured[], server: 'ours' | 'ceiling' | 'static'): Request[] {
  return captured.flatMap((entry) => ENCODINGS.map((encoding) => ({ method: 'GET', path: urlOn(server, entry), headers: headersFor(encoding) })));
}

/** For a synthetic catalogue of N processors, the catalogue of 2N and its mixed URLs (made when called: 2N takes a while). */
function doubledMix(): [string, () => Promise<string[]>][] {
  const synthetic = /^fake:(\d+)$/.exec(catalogue ?? '');
  if (!synthetic) return [];
  const twice = `fake:${2 * Number(synthetic[1])}`;
  return [[twice, async () => mixedUrls(await loadCatalogue(twice, rootDir), manifest.buildId, MIXED_URLS)]];
}

// 1. Cold start: from spawning the process to /readyz answering 200, as a load balancer sees it;
//    five starts, the last one kept for the rest of the run.
const startMs: number[] = [];
for (let start = 1; start < STARTS; start++) {
  const once = await startOurs(serverEnv);
  startMs.push(once.startMs);
  await once.stop();
}
const ours = await startOurs(serverEnv);
servers.push(ours);
startMs.push(ours.startMs);
log(`cold start ${startMs.map((ms) => ms.toFixed(0)).join(', ')} ms: median ${median(startMs).toFixed(0)}`);

// 2. The first request of each kind, in Chinese, in the route table's order.
const firstRequests: Timed[] = [];
for (const target of pages.firsts) {
  const { text: _, ...timed } = await timeOne(ours, target.url);
  if (timed.status !== 200) throw new Error(`the first request of ${target.type}, ${target.url}, answered ${timed.status}`);
  firstRequests.push(timed);
  log(`first ${timed.url}: ${timed.wallMs.toFixed(1)} ms wall, ${timed.cpuMs.toFixed(1)} ms CPU`);
}

// 3. Pages never asked before, one at a time, once the code is warm from other pages of their
//    type: what rendering a page the first time costs; then payloads of other pages nobody asked for.
const cold: ColdSample[] = [];
for (const [type, lists] of pages.cold) {
  for (const url of lists.warm) await timeOne(ours, url);
  for (const [form, urls] of [
    ['page', lists.pages],
    ['payload', lists.others.map((url) => payloadOf(url, manifest.buildId))],
  ] as const) {
    if (!urls.length) continue;
    const samples: Timed[] = [];
    for (const url of urls) {
      const { text: _, ...timed } = await timeOne(ours, url);
      if (timed.status !== 200) throw new Error(`cold ${url} answered ${timed.status}`);
      samples.push(timed);
    }
    cold.push({ type, form: type === 'search' ? 'answer' : form, samples });
    log(
      `cold ${type} ${form}: median ${median(samples.map((s) => s.cpuMs)).toFixed(2)} ms CPU, ${median(samples.map((s) => s.wallMs)).toFixed(2)} ms wall (${samples.length} URLs)`,
    );
  }
}
if (onlyCold) {
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(workDir, { recursive: true, force: true });
  log(
    `BENCH_ONLY=cold: stopped after the pages never asked before (load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} now); RESULTS.md left as it is`,
  );
  process.exit(0);
}
let oursRequests =
  firstRequests.length + [...pages.cold.values()].reduce((sum, lists) => sum + lists.warm.length + lists.pages.length + lists.others.length, 0);

// 4. The bytes ours sent, for the baselines to send: the ceiling from memory, @fastify/static from disk.
const captureDir = join(workDir, 'capture');
const captured = await capture(ours.port, pages.targets, captureDir);
oursRequests += 3 * pages.targets.length;
const baselineScript = join(dist, 'bench-baseline.mjs');
const ceiling = await startServer('ceiling', baselineScript, { args: ['memory', captureDir], env: { PATH: process.env.PATH }, readyPath: '/ready' });
servers.push(ceiling);
const fromDisk = await startServer('static', baselineScript, { args: ['static', captureDir], env: { PATH: process.env.PATH }, readyPath: '/ready' });
servers.push(fromDisk);

// 5. Warm-up of all three on every URL, then memory.
const everything = (server: 'ours' | 'ceiling' | 'static') => everyRequest(captured, server);
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
    log(
      `${entry.target.url} ${encoding}: ours ${row.ours.reqPerSec.toFixed(0)} req/s, ceiling ${row.ceiling.reqPerSec.toFixed(0)}, static ${row.fromDisk.reqPerSec.toFixed(0)}; ratio ${row.ratio.toFixed(2)}`,
    );
  }
}

// 7. Memory through a minute of mixed load over every page type (bench/mixed-load.ts), then
//    three bursts of 100 connections over every URL.
const rssAfterRows = rssMb(ours.child.pid!);
const mixedLoad = await memoryUnderLoad(ours, mixed, mixedSeconds);
oursRequests += mixedLoad.requests;
log(
  `mixed load, ${mixedSeconds} s: ${mixedLoad.requests.toLocaleString('en')} requests over ${mixedLoad.urls.toLocaleString('en')} URLs, RSS at most ${mixedLoad.peakMb.toFixed(0)} MB`,
);
const oursBursts = await bursts(ours, everything('ours'), log);
oursRequests += oursBursts.reduce((sum, run) => sum + run.requests, 0);
const burstRuns = { ours: oursBursts, ceiling: await burst(ceiling, everything('ceiling'), log) };
const rssEnd = rssMb(ours.child.pid!);
await Promise.all(servers.map((server) => server.stop()));

// 7b. For a synthetic catalogue of N processors, the same mixed load on a server of 2N.
let doubled: { catalogue: string; load: MemoryUnderLoad } | null = null;
const synthetic = /^fake:(\d+)$/.exec(catalogue ?? '');
if (synthetic) {
  const [[twice, urls]] = doubledMix() as [[string, () => Promise<string[]>]];
  const server = await startOurs({ ...serverEnv, CATALOG: twice }, join(workDir, 'twice.log'));
  servers.push(server);
  doubled = { catalogue: twice, load: await memoryUnderLoad(server, await urls(), mixedSeconds) };
  await server.stop();
  log(`mixed load at ${twice}: RSS at most ${doubled.load.peakMb.toFixed(0)} MB`);
}

// 8. What the server logged: its lines per request (the readiness probes are below its level).
// Counted a chunk at a time: on a quiet machine the log of a run passes 512 MB, more than one
// string can hold, and reading it whole stopped the bench before it wrote anything.
const logged = { length: 0 };
let logLines = 0;
for await (const chunk of createReadStream(serverLog)) {
  const bytes = chunk as Buffer;
  logged.length += bytes.length;
  for (let at = bytes.indexOf(0x0a); at !== -1; at = bytes.indexOf(0x0a, at + 1)) logLines++;
}
rmSync(workDir, { recursive: true, force: true });
log(`log: ${logLines.toLocaleString('en')} lines, ${(logged.length / 2 ** 20).toFixed(1)} MB for ${oursRequests.toLocaleString('en')} requests`);

// 9. The in-process library and render timings, each in a process of its own, and the JavaScript
//    a first visit loads.
const inProcess = async (script: string) =>
  (
    await promisify(execFile)(process.execPath, [join(dist, script)], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', ...(catalogue ? { CATALOG: catalogue } : {}) },
      maxBuffer: 1 << 20,
    })
  ).stdout;
const libraryQuery = [await inProcess('bench-library-query.mjs'), await inProcess('bench-ladder.mjs'), await inProcess('bench-page-cost.mjs')].join('\n');
log(libraryQuery);
// Drawing each page type's link-preview card and the ladder's tall image (bench/cards.ts).
const cards = JSON.parse(await inProcess('bench-cards.mjs')) as BenchRun['cards'];
for (const timing of cards.timings)
  log(`picture ${timing.url}: ${timing.bytes.toLocaleString('en')} bytes, ${timing.cpuMs.toFixed(1)} ms CPU, ${timing.wallMs.toFixed(1)} ms wall`);

const run: BenchRun = {
  date: new Date().toISOString().slice(0, 10),
  node: process.version,
  cpu: { count: cpus().length, model: cpus()[0]?.model.trim() ?? 'unknown' },
  load: { before: loadBefore, after: loadavg()[0]! },
  catalogue: catalogue ?? 'shipped',
  settings: { rounds, seconds, connections: CONNECTIONS, burstConnections: BURST_CONNECTIONS },
  views: pages.views,
  startMs,
  firstRequests,
  cold,
  rows,
  memory: { warmMb: rssWarm, afterRowsMb: rssAfterRows, endMb: rssEnd, requests: oursRequests, mixed: mixedLoad, doubled },
  burst: burstRuns,
  log: { lines: logLines, bytes: logged.length, requests: oursRequests },
  firstLoad: await firstLoadJavaScript(manifest, join(dist, 'client')),
  libraryQuery,
  cards,
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
    form: entry.target.form,
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
