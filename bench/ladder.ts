/**
 * How fast the ladder (/ladder) renders: whole pages through the app, in-process, for the largest
 * segment of the shipped catalogue (target under 10 ms) and for pages of a synthetic catalogue of
 * 100,000 processors with synthetic scores (target under 50 ms). Wall time is what a visitor waits;
 * CPU time is what the page costs, and stays honest on a machine busy with other work.
 *   npm run bench            (or: CATALOG=fake:N to change the synthetic size)
 * React renders in the mode NODE_ENV names; `production` is what a server runs, and is printed.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { loadCatalogue } from '../src/catalogue/load.js';
import type { Catalogue } from '../src/catalogue/catalogue.js';
import { ladderSizes, rankingOf } from '../src/catalogue/ladder.js';
import { DEFAULT_BENCHMARK } from '../src/shared/benchmark.js';
import { readConfig } from '../src/config.js';
import { LADDER_SEGMENTS } from '../src/shared/ladder-query.js';

const ROUNDS = 30;
const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36' };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timePages(
  catalogueSource: string | undefined,
  urls: (catalogue: Catalogue, sizes: Record<string, number>) => string[],
  target: number,
): Promise<void> {
  const config = readConfig({ ...process.env, LOG_LEVEL: 'silent', CATALOG: catalogueSource ?? '' });
  const catalogue = await loadCatalogue(catalogueSource, config.rootDir);
  const blender = catalogue.findBenchmark(DEFAULT_BENCHMARK)!;
  const sizes = ladderSizes(catalogue, { benchmark: blender, metric: 'score' }, null);
  // The response cache off (0 bytes): every request renders, which is what this measures; what a
  // page asked for again costs is the load runs' figure.
  const app = await buildApp({ config: { ...config, cacheMB: 0 }, catalogue });
  console.log(
    `catalogue ${catalogueSource ?? 'shipped'}: ${catalogue.processors.length.toLocaleString('en')} processors, ` +
      `${blender.count.toLocaleString('en')} with a Blender figure; ladders ${LADDER_SEGMENTS.map((s) => `${s} ${sizes[s]!.toLocaleString('en')}`).join(', ')}`,
  );
  for (const url of urls(catalogue, sizes)) {
    for (let i = 0; i < 5; i++) await app.inject({ url, headers: browser });
    const wall: number[] = [];
    const cpu: number[] = [];
    let bytes = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      const response = await app.inject({ url, headers: browser });
      const used = process.cpuUsage(cpuStart);
      wall.push(performance.now() - start);
      cpu.push((used.user + used.system) / 1000);
      bytes = response.rawPayload.length;
    }
    console.log(
      `  ${url.slice(0, 58).padEnd(60)} ${median(wall).toFixed(2).padStart(6)} / ${median(cpu).toFixed(2).padStart(6)} ms  ${(bytes / 1024).toFixed(0)} KB  (target < ${target} ms)`,
    );
  }
  await app.close();
}

console.log(
  `ladder page render (inject, full response, response cache off), median of ${ROUNDS} runs: wall / CPU; React ${process.env.NODE_ENV === 'production' ? 'production' : 'development'} build`,
);
await timePages(
  undefined,
  (_, sizes) => {
    const largest = LADDER_SEGMENTS.reduce((a, b) => (sizes[b]! > sizes[a]! ? b : a));
    return [`/ladder?segment=${largest}`, `/en/ladder?segment=${largest}&metric=per-watt`];
  },
  10,
);
await timePages(
  process.env.CATALOG ?? 'fake:100000',
  (catalogue) => {
    // "Where is my CPU?" for a part in the middle of the desktop ladder: the page that holds it, found and rendered.
    const ranking = rankingOf(catalogue, { benchmark: catalogue.findBenchmark(DEFAULT_BENCHMARK)!, segment: 'desktop', metric: 'score' });
    const middle = ranking.processorAt(Math.floor(ranking.length / 2));
    return [
      '/ladder',
      '/ladder?segment=desktop&page=40',
      '/en/ladder?segment=server&metric=per-watt&vendor=intel',
      `/ladder?segment=desktop&mark=${middle.vendor}:${middle.id}`,
    ];
  },
  50,
);
