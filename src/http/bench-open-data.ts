import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { KERNEL_IDS } from '../shared/bench/suite.js';
import type { BenchResults } from '../bench-results/bench-results.js';
import { BENCH_SOURCE, DOUBT_MIN_RESULTS, DOUBT_SPREAD, RANKED_RESULTS, benchFigures } from '../bench-results/figures.js';
import { acceptedResults, type StoredResult } from '../bench-results/result-store.js';
import { rounded } from '../bench-results/scores.js';
import { BENCH_FIGURES_HREF, BENCH_RESULTS_FORMATS, benchResultsHref, type BenchResultsFormat } from '../shared/open-data-url.js';
import { serializePayload } from '../shared/payload.js';
import { csvCell, UTF8_BOM } from './open-data.js';

/**
 * CPU Atlas Bench's accepted results as open data under CC0 (docs/bench-results.md, "Open data"):
 * /data/bench-results.jsonl and .csv hold every accepted result, oldest first; /data/bench-results/
 * YYYY-MM-DD.jsonl and .csv the results received on that UTC day. Each names the processor, how
 * it was identified, the engine and its version, the OS family, the scores (each kernel's, the
 * geometric mean per mode) and the date. Nothing of the visitor: no address, no user agent.
 *
 * Read from the database on each request, not kept in this process's cache: several instances
 * share the database, and a file one of them kept would miss what another accepted. A client's
 * copy is revalidated by its ETag, a hash of the bytes.
 */
export const LICENSE = 'CC0-1.0';

const CONTENT_TYPES: Record<BenchResultsFormat, string> = {
  jsonl: 'application/jsonl; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

export const BENCH_CSV_COLUMNS = [
  'id',
  'date',
  'vendor',
  'processorId',
  'processorName',
  'identifiedBy',
  'osProcessorName',
  'suite',
  'engineFamily',
  'engineVersion',
  'osFamily',
  'logicalProcessors',
  ...KERNEL_IDS.map((id) => `single_${id}`),
  'singleOverall',
  'multiWorkers',
  ...KERNEL_IDS.map((id) => `multi_${id}`),
  'multiOverall',
  'moderationReason',
  'license',
] as const;

export function registerBenchOpenData(app: FastifyInstance, bench: BenchResults): void {
  for (const format of BENCH_RESULTS_FORMATS) app.get(benchResultsHref(format), (request, reply) => send(request, reply, format));
  // One day's file, either format: /data/bench-results/2026-12-07.jsonl
  app.get('/data/bench-results/:file', async (request, reply) => {
    const match = /^(\d{4}-\d{2}-\d{2})\.(jsonl|csv)$/.exec((request.params as { file: string }).file);
    if (!match || !validDay(match[1]!)) return reply.callNotFound();
    return send(request, reply, match[2] as BenchResultsFormat, match[1]);
  });

  // The figures made of them: per processor and engine family, single- and multi-thread (src/bench-results/figures.ts).
  app.get(BENCH_FIGURES_HREF, async (request, reply) => {
    const body = Buffer.from(serializePayload(await figuresFile(bench)));
    return sendBody(request, reply, body, 'application/json; charset=utf-8', `cpu-atlas-bench-figures-${today()}.json`, 'public, max-age=60, must-revalidate');
  });

  async function send(request: FastifyRequest, reply: FastifyReply, format: BenchResultsFormat, day?: string) {
    const results = await acceptedResults(await bench.database.open(), day);
    const body = Buffer.from(format === 'csv' ? toCsv(results, bench) : toJsonLines(results, bench));
    const name = `cpu-atlas-bench-results-${day ?? today()}.${format}`;
    // A day past changes only by a moderator's late decision; today's and the whole file change with each result.
    return sendBody(request, reply, body, CONTENT_TYPES[format], name, day && day < today() ? 'public, max-age=3600' : 'public, max-age=60, must-revalidate');
  }
}

function sendBody(request: FastifyRequest, reply: FastifyReply, body: Buffer, contentType: string, name: string, cacheControl: string) {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag).header('cache-control', cacheControl).header('content-disposition', `inline; filename="${name}"`);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(contentType).send(body);
}

/** The figures as open data, with the rules that made them, for a reader who never saw our pages. */
export async function figuresFile(bench: Pick<BenchResults, 'database' | 'catalogue'>) {
  const benchmarks = await benchFigures(await bench.database.open());
  return {
    source: BENCH_SOURCE,
    license: LICENSE,
    method: `Each figure is the median of the overall scores (geometric mean of the kernels, 100 = the reference machine) of the accepted results of one processor in one engine family; low and high are their first and third quartiles. A figure ranks with at least ${RANKED_RESULTS} results; from ${DOUBT_MIN_RESULTS} results on, one whose quartiles lie more than ${DOUBT_SPREAD * 100}% of its median apart is doubtful and does not rank.`,
    rankedResults: RANKED_RESULTS,
    benchmarks: benchmarks.map((benchmark) => ({
      ...benchmark,
      figures: benchmark.figures.map((figure) => ({ ...figure, name: bench.catalogue.find(figure.vendor, figure.id)?.name ?? null })),
    })),
  };
}

/** One result as the open data gives it. */
export function openResult(result: StoredResult, bench: Pick<BenchResults, 'catalogue'>) {
  const processor = bench.catalogue.find(result.vendor, result.processorId);
  return {
    id: result.id,
    date: result.receivedAt.toISOString(),
    processor: { vendor: result.vendor, id: result.processorId, name: processor?.name ?? null },
    identifiedBy: result.identifiedBy,
    osProcessorName: result.osProcessorName,
    suite: result.suite,
    engine: { family: result.engineFamily, version: result.engineVersion },
    os: result.osFamily,
    logicalProcessors: result.logicalProcessors,
    single: rounded(result.single),
    multi: result.multi ? { workers: result.multi.workers, ...rounded(result.multi) } : null,
    moderationReason: result.moderationReason,
    license: LICENSE,
  };
}

function toJsonLines(results: readonly StoredResult[], bench: Pick<BenchResults, 'catalogue'>): string {
  // JSON.stringify escapes line breaks inside strings: one result, one line.
  return results.map((result) => `${JSON.stringify(openResult(result, bench))}\n`).join('');
}

function toCsv(results: readonly StoredResult[], bench: Pick<BenchResults, 'catalogue'>): string {
  const lines = results.map((result) => {
    const open = openResult(result, bench);
    return [
      open.id,
      open.date,
      open.processor.vendor,
      open.processor.id,
      open.processor.name,
      open.identifiedBy,
      open.osProcessorName,
      open.suite,
      open.engine.family,
      open.engine.version,
      open.os,
      open.logicalProcessors,
      ...KERNEL_IDS.map((id) => open.single.kernels[id]),
      open.single.overall,
      open.multi?.workers ?? null,
      ...KERNEL_IDS.map((id) => open.multi?.kernels[id] ?? null),
      open.multi?.overall ?? null,
      open.moderationReason,
      open.license,
    ]
      .map(csvCell)
      .join(',');
  });
  return UTF8_BOM + [BENCH_CSV_COLUMNS.join(','), ...lines].map((line) => `${line}\r\n`).join('');
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function validDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}
