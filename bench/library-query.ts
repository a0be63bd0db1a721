/**
 * How fast the library answers, in process: loads the catalogue CATALOG names (the shipped one
 * when unset; `fake:100000` is seeded, so every run measures the same data), then times
 * filtered, sorted page queries, the search's suggestions (here and on the shipped catalogue) and
 * whole page renders, a suggestion request and a 404 among them. `npm run bench` (bench/main.ts)
 * runs it as one section of its report; alone: node dist/bench-library-query.mjs
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { loadCatalogue } from '../src/catalogue/load.js';
import { readConfig } from '../src/config.js';
import { parseLibraryQuery } from '../src/shared/library-query.js';
import { benchSearch } from './search.js';
import { benchSyntheticGeneration } from './synthetic-generation.js';

const config = readConfig({ ...process.env, LOG_LEVEL: 'silent', CATALOG: process.env.CATALOG });

const loadStart = performance.now();
const catalogue = await loadCatalogue(config.catalogue, config.rootDir);
const loadMs = performance.now() - loadStart;
const firstQueryStart = performance.now();
catalogue.search.suggest('ryzen 7 7800x3d', 8);
const firstQueryMs = performance.now() - firstQueryStart;

const queries = [
  { vendor: 'amd', segment: 'desktop', sort: '-boost' },
  { q: 'ryzen 7', sort: 'price' },
  { cores_min: '16', cores_max: '64', year_min: '2020', sort: '-cores', page: '3' },
  { segment: 'mobile', per: '96', sort: 'name' },
  { vendor: 'intel', year_min: '2018', year_max: '2022', sort: '-launched', page: '10' },
  { q: 'x3d', vendor: 'amd', sort: '-tdp' },
].map(parseLibraryQuery);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

// Warm up, then measure each query many times.
for (let i = 0; i < 20; i++) for (const query of queries) catalogue.library.search(query);
const rounds = 50;
console.log(
  `catalogue: ${catalogue.processors.length.toLocaleString('en')} processors (${config.catalogue ?? 'shipped'}), loaded and indexed in ${loadMs.toFixed(0)} ms`,
);
// Wall time is what a visitor waits; CPU time is what the query costs, and
// stays honest on a machine busy with other work.
console.log('library query (filter + sort + one page), median of 50 runs: wall / CPU');
const medians: number[] = [];
const cpuMedians: number[] = [];
for (const query of queries) {
  const times: number[] = [];
  const cpu: number[] = [];
  let matched = 0;
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    matched = catalogue.library.search(query).matched;
    const used = process.cpuUsage(cpuStart);
    times.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  medians.push(median(times));
  cpuMedians.push(median(cpu));
  const label = Object.entries(query)
    .filter(([, v]) => v !== null && v !== '')
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
  console.log(
    `  ${label.slice(0, 80).padEnd(82)} ${median(times).toFixed(2).padStart(6)} / ${median(cpu).toFixed(2).padStart(6)} ms  (${matched.toLocaleString('en')} matched)`,
  );
}
console.log(`  median over all queries: ${median(medians).toFixed(2)} ms wall, ${median(cpuMedians).toFixed(2)} ms CPU (target < 5 ms)`);

// The header's suggestions: on this catalogue, and on the shipped one (the two targets in README's "Speed").
console.log('search suggestions (every prefix of each query, as typed), server time:');
const searchTimes = benchSearch(catalogue, `${config.catalogue ?? 'shipped'} (${catalogue.processors.length.toLocaleString('en')})`);
const shipped = config.catalogue === undefined ? catalogue : await loadCatalogue(undefined, config.rootDir);
const shippedTimes = shipped === catalogue ? searchTimes : benchSearch(shipped, `shipped (${shipped.processors.length.toLocaleString('en')})`);
console.log(
  `  p95: ${shippedTimes.p95.toFixed(3)} ms shipped (target < 2 ms), ${searchTimes.p95.toFixed(3)} ms ${config.catalogue ?? 'shipped'} (target < 20 ms at fake:100000)`,
);
console.log(`  the very first query after loading: ${firstQueryMs.toFixed(2)} ms (the index is built with the catalogue, not on first use)`);

// Whole pages through the app, in-process: routing, loading, React streaming.
// The response cache off (0 bytes): every request renders, which is what this measures; what a
// page asked for again costs is the load runs' figure.
const app = await buildApp({ config: { ...config, cacheMB: 0 }, catalogue });
const someone = catalogue.processors[Math.floor(catalogue.processors.length / 2)]!;
const pages = [
  '/',
  '/en/lib?vendor=amd&sort=-boost',
  `/cpu/${someone.vendor}/${someone.id}`,
  `/en/cpu/${someone.vendor}/${someone.id}/_payload.json?b`,
  '/api/search?q=ryzen%207&locale=zh',
  `/cpu/${someone.vendor}/${someone.id.slice(0, -2)}`,
];
const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' };
console.log('page render (inject, full response, response cache off), median of 30 runs:');
for (const url of pages) {
  for (let i = 0; i < 5; i++) await app.inject({ url, headers: browser });
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 30; i++) {
    const start = performance.now();
    const response = await app.inject({ url, headers: browser });
    times.push(performance.now() - start);
    bytes = response.rawPayload.length;
  }
  console.log(`  ${url.slice(0, 60).padEnd(62)} ${median(times).toFixed(2).padStart(6)} ms  ${(bytes / 1024).toFixed(1)} KB`);
}
await app.close();

// The generator behind CATALOG=fake:N: what a synthetic start-up spends before indexing.
benchSyntheticGeneration();
const { rss, heapUsed } = process.memoryUsage();
console.log(`memory: rss ${(rss / 2 ** 20).toFixed(0)} MB, heap used ${(heapUsed / 2 ** 20).toFixed(0)} MB`);
