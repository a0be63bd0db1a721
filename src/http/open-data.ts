import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { Processor } from '../shared/processor.js';

/**
 * The whole catalogue as open data: /data/processors.json (an array of the
 * Processor records, field for field) and /data/processors.csv (the same,
 * nested fields flattened to memoryTypes, memoryChannels, memoryMaxGB,
 * pcieVersion, pcieLanes). Both are made on first request and kept; the
 * ETag names the build and the catalogue, so caches revalidate cheaply.
 */
export const CSV_COLUMNS = [
  'id', 'vendor', 'name', 'family', 'generation', 'codename', 'microarchitecture', 'segment', 'launched', 'socket',
  'processNm', 'cores', 'threads', 'performanceCores', 'efficientCores', 'baseClockGHz', 'boostClockGHz', 'l2CacheMB',
  'l3CacheMB', 'tdpW', 'memoryTypes', 'memoryChannels', 'memoryMaxGB', 'pcieVersion', 'pcieLanes', 'igpu',
  'launchPriceUSD', 'unlocked', 'source',
] as const;

export function registerOpenData(app: FastifyInstance, catalogue: Catalogue, buildId: string): void {
  const files = {
    json: lazy(() => JSON.stringify(catalogue.processors)),
    csv: lazy(() => toCsv(catalogue.processors)),
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

export function toCsv(processors: readonly Processor[]): string {
  const rows = processors.map((p) =>
    [
      p.id, p.vendor, p.name, p.family, p.generation, p.codename, p.microarchitecture, p.segment, p.launched, p.socket,
      p.processNm, p.cores, p.threads, p.performanceCores, p.efficientCores, p.baseClockGHz, p.boostClockGHz, p.l2CacheMB,
      p.l3CacheMB, p.tdpW, p.memory.types.join(';'), p.memory.channels, p.memory.maxGB, p.pcie.version, p.pcie.lanes, p.igpu,
      p.launchPriceUSD, p.unlocked, p.source,
    ].map(csvCell).join(','),
  );
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
