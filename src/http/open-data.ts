import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { Processor } from '../shared/processor.js';
import { processorJsonSchema } from '../shared/processor-schema.js';

/**
 * The whole catalogue as open data: /data/processors.json (an array of the Processor records,
 * field for field), /data/processors.csv (the same, nested fields flattened) and
 * /data/processors.schema.json (the record's JSON Schema, made from the one schema the server
 * validates with, so a download can be checked). All are made on first request and kept; the
 * ETag names the build and the catalogue, so caches revalidate cheaply.
 */
export const CSV_COLUMNS = [
  'id', 'vendor', 'name', 'family', 'generation', 'codename', 'microarchitecture', 'segment', 'launched', 'status', 'socket',
  'processNm', 'cores', 'threads', 'performanceCores', 'efficientCores', 'baseClockGHz', 'boostClockGHz', 'l2CacheMB',
  'l3CacheMB', 'ccds', 'tdpW', 'configurableTdpMinW', 'configurableTdpMaxW', 'maxTurboPowerW', 'maxTempC', 'memoryTypes',
  'memoryChannels', 'memoryMaxGB', 'memoryEcc', 'pcieVersion', 'pcieLanes', 'igpu', 'igpuMaxFreqMHz', 'npuTops',
  'instructionSets', 'launchPriceUSD', 'unlocked', 'sourceName', 'sourceUrl', 'sourceProductId', 'secondarySources', 'corrections',
] as const;

export const SCHEMA_PATH = '/data/processors.schema.json';

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
  const schema = lazy(() => `${JSON.stringify(processorJsonSchema(), null, 2)}\n`);
  app.get(SCHEMA_PATH, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600, must-revalidate').type('application/schema+json; charset=utf-8').send(schema()));
}

/** "DDR5-5600;LPDDR5X": a list in one cell */
function memoryCell(p: Processor): string {
  return p.memory.types.map(({ type, speedMTs }) => (speedMTs === null ? type : `${type}-${speedMTs}`)).join(';');
}

export function toCsv(processors: readonly Processor[]): string {
  const rows = processors.map((p) =>
    [
      p.id, p.vendor, p.name, p.family, p.generation, p.codename, p.microarchitecture, p.segment, p.launched, p.status, p.socket,
      p.processNm, p.cores, p.threads, p.performanceCores, p.efficientCores, p.baseClockGHz, p.boostClockGHz, p.l2CacheMB,
      p.l3CacheMB, p.ccds, p.tdpW, p.configurableTdpW?.min ?? null, p.configurableTdpW?.max ?? null, p.maxTurboPowerW, p.maxTempC,
      memoryCell(p), p.memory.channels, p.memory.maxGB, p.memory.ecc, p.pcie.version, p.pcie.lanes, p.igpu?.name ?? null,
      p.igpu?.maxFreqMHz ?? null, p.npuTops, p.instructionSets.join(';'), p.launchPriceUSD, p.unlocked, p.sources.vendor.name,
      p.sources.vendor.url, p.sources.vendor.productId,
      p.sources.secondary.map((entry) => `${entry.name}: ${entry.fields.join(' ')}`).join('; '),
      p.sources.corrections.map((entry) => `${entry.field}: ${entry.reason}`).join('; '),
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
