import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Benchmark } from '../catalogue/benchmark.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { Processor } from '../shared/processor.js';

/**
 * The whole catalogue as open data: /data/processors.json (an array of the
 * Processor records, field for field, each followed by `benchmark`: its open
 * benchmark score with the score's source, version, snapshot date and
 * licence, or null) and /data/processors.csv (the same, nested fields
 * flattened to memoryTypes, memoryChannels, memoryMaxGB, pcieVersion,
 * pcieLanes, and the score to blenderScore, blenderSamples and
 * blenderSource). Both are made on first request and kept; the ETag names
 * the build and the catalogue, so caches revalidate cheaply.
 */
export const CSV_COLUMNS = [
  'id', 'vendor', 'name', 'family', 'generation', 'codename', 'microarchitecture', 'segment', 'launched', 'socket',
  'processNm', 'cores', 'threads', 'performanceCores', 'efficientCores', 'baseClockGHz', 'boostClockGHz', 'l2CacheMB',
  'l3CacheMB', 'tdpW', 'memoryTypes', 'memoryChannels', 'memoryMaxGB', 'pcieVersion', 'pcieLanes', 'igpu',
  'launchPriceUSD', 'unlocked', 'source', 'blenderScore', 'blenderSamples', 'blenderSource',
] as const;

/** A processor's score as open data: the number and, beside it, where it comes from and under which licence. */
export interface OpenBenchmark {
  name: string;
  version: string;
  snapshot: string;
  /** samples per minute summed over the benchmark's scenes (median of the submissions) */
  score: number;
  samples: number;
  url: string;
  licence: string;
}

export function openBenchmark(benchmark: Benchmark, processor: Processor): OpenBenchmark | null {
  const score = benchmark.scoreOf(processor);
  const source = benchmark.source;
  if (!score || !source) return null;
  const name = source.synthetic ? `${source.name} (synthetic, generated)` : source.name;
  return { name, version: source.version, snapshot: source.snapshot, score: score.score, samples: score.samples, url: source.url, licence: source.licence };
}

export function registerOpenData(app: FastifyInstance, catalogue: Catalogue, buildId: string): void {
  const files = {
    json: lazy(() => JSON.stringify(catalogue.processors.map((p) => ({ ...p, benchmark: openBenchmark(catalogue.benchmark, p) })))),
    csv: lazy(() => toCsv(catalogue.processors, catalogue.benchmark)),
  };
  const etag = lazy(() => `"${buildId}-${createHash('sha256').update(files.json()).digest('hex').slice(0, 16)}"`);
  for (const [extension, type] of [['json', 'application/json; charset=utf-8'], ['csv', 'text/csv; charset=utf-8']] as const) {
    app.get(`/data/processors.${extension}`, async (request, reply) => {
      reply.header('etag', etag()).header('cache-control', 'public, max-age=3600, must-revalidate');
      if (request.headers['if-none-match'] === etag()) return reply.status(304).send();
      return reply.type(type).send(files[extension]());
    });
  }
}

export function toCsv(processors: readonly Processor[], benchmark: Benchmark): string {
  const rows = processors.map((p) => {
    const score = openBenchmark(benchmark, p);
    return [
      p.id, p.vendor, p.name, p.family, p.generation, p.codename, p.microarchitecture, p.segment, p.launched, p.socket,
      p.processNm, p.cores, p.threads, p.performanceCores, p.efficientCores, p.baseClockGHz, p.boostClockGHz, p.l2CacheMB,
      p.l3CacheMB, p.tdpW, p.memory.types.join(';'), p.memory.channels, p.memory.maxGB, p.pcie.version, p.pcie.lanes, p.igpu,
      p.launchPriceUSD, p.unlocked, p.source,
      score?.score ?? null, score?.samples ?? null,
      score && `${score.name} ${score.version}, snapshot ${score.snapshot}, ${score.licence}, ${score.url}`,
    ].map(csvCell).join(',');
  });
  return `${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

/** RFC 4180 quoting; a text cell that a spreadsheet would run as a formula is defused with a leading quote. */
function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
