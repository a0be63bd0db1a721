import { performance } from 'node:perf_hooks';
import type { Catalogue } from '../src/catalogue/catalogue.js';
import { SUGGESTION_LIMIT } from '../src/shared/suggestions.js';

/**
 * How fast the header's suggestions answer (p95 under 2 ms on the shipped catalogue,
 * under 20 ms at 100,000 records). A visitor's queries are typed a key at a time, so each
 * query of the mix is asked as every prefix of itself, as the field would ask while typing
 * (the field waits for a pause, so this asks more often than it does).
 */
const TYPED = [
  'AMD Ryzen 5 5600X 6-Core Processor',
  'Intel(R) Core(TM) i7-8650U CPU @ 1.90GHz',
  '11th Gen Intel(R) Core(TM) i5-1135G7 @ 2.40GHz',
  'AMD Ryzen 7 7840HS w/ Radeon 780M Graphics',
  '7800x3d',
  '12400f',
  'rzyen 5 3600',
  '5600',
  'ryzen 7',
  'core ultra 7 155h',
  '锐龙7 7800X3D',
  '酷睿 i9-14900K',
  '至强 铂金 8480+',
  '霄龙 9654',
  '线程撕裂者',
  'xeon gold',
  'epyc',
  'threadripper',
  'raptor lake',
  'intel',
];

export interface SearchTimes {
  /** wall time: what a visitor waits (and what a busy machine inflates) */
  p50: number;
  p95: number;
  max: number;
  /** CPU time: what the query costs */
  cpuP95: number;
}

export function benchSearch(catalogue: Catalogue, label: string): SearchTimes {
  // A few of the catalogue's own names too, so a synthetic catalogue is searched for what it holds.
  const own = [0.1, 0.5, 0.9].map((share) => catalogue.processors[Math.floor(share * (catalogue.processors.length - 1))]?.name ?? '');
  const queries = [...TYPED, ...own].flatMap((query) => [...query].map((_, end) => query.slice(0, end + 1)).filter((q) => q.trim()));
  for (let round = 0; round < 3; round++) for (const query of queries) catalogue.search.suggest(query, SUGGESTION_LIMIT);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const query of queries) {
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      catalogue.search.suggest(query, SUGGESTION_LIMIT);
      const used = process.cpuUsage(cpuStart);
      wall.push(performance.now() - start);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  const at = (times: number[], share: number) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  const result = { p50: at(wall, 0.5), p95: at(wall, 0.95), max: Math.max(...wall), cpuP95: at(cpu, 0.95) };
  console.log(
    `  ${label.padEnd(24)} ${queries.length} queries × 5: p50 ${result.p50.toFixed(3)} ms, p95 ${result.p95.toFixed(3)} ms ` +
      `(CPU ${result.cpuP95.toFixed(3)} ms), max ${result.max.toFixed(2)} ms`,
  );
  return result;
}
