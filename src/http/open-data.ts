import type { FastifyInstance } from 'fastify';
import type { Benchmark } from '../catalogue/benchmark.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { boardsOpenData, chipsetsOpenData, socketsOpenData } from '../catalogue/platforms/open-data.js';
import { sendCached } from './cached-response.js';
import type { ResponseCache } from './response-cache.js';
import { libraryQueryOf } from '../catalogue/library-request.js';
import { exportQueryString, exportedQuery, type LibraryQuery } from '../shared/library-query.js';
import { OPEN_DATA_FORMATS, PRICES_DATA_HREF, figuresApartHref, openDataFileName, openDataHref, type OpenDataFormat } from '../shared/open-data-url.js';
import { isaOf, type Configuration, type Processor } from '../shared/processor.js';
import { processorJsonSchema } from '../record/processor-schema.js';
import type { RawQuery } from '../shared/route-paths.js';
import { catalogueFileBenchmarks, columnStem, openFigure, openRecord, sourceCell } from './open-figures.js';
import { pricesOpenData } from './open-prices.js';
import { MINIMUM_TESTS, RANGE_WIDTH } from '../record/single-thread-index.js';
import { downloadApartOf, publishedApart } from '../shared/benchmark.js';
import { SERVER_ERRORS } from '../errors.js';

export const SCHEMA_PATH = '/data/processors.schema.json';
/** The platform files: sockets and chipsets with what is derived of them, and the motherboard index. */
export const PLATFORM_DATA_PATHS = { sockets: '/data/sockets.json', chipsets: '/data/chipsets.json', boards: '/data/boards.json' } as const;

/**
 * The catalogue as open data: /data/processors.json (an array of the Processor records, field
 * for field, each followed by `benchmark`, its Blender score with the source, version, snapshot
 * date and licence, or null, and `figures`, each CC0 or fair-use benchmark's figure by benchmark
 * id, with its source, licence and notice: src/http/open-figures.ts) and /data/processors.csv
 * (the same, nested fields flattened into columns: CSV_COLUMNS, then per benchmark
 * `<benchmark>Score`, `<benchmark>Samples`, `<benchmark>Source`, Blender's as blenderScore, …).
 * Figures under a copyleft licence (hardinfo2's GPL) are never in these CC0 files: each such
 * source has its own download, /data/<source>.json, with its licence, credit and notice.
 *
 * - The bare URLs are the whole catalogue in record order, made on first request and kept.
 * - With the library's query (`?vendor=amd&segment=mobile&sort=-cores`) they are what that
 *   library view lists — its filters and its order, every page (paging is ignored) — made per
 *   request. Anything else in the query is ignored, so `?download=1` is still the whole catalogue.
 * - The ETag is a hash of the bytes sent (src/http/cached-response.ts), so caches revalidate
 *   cheaply and never keep a file whose contents changed.
 * - Every answer names a dated file (`Content-Disposition: inline; filename=…`): the links on
 *   our pages carry `download`, and a browser saves under the response's name; a program reading
 *   the URL gets the data inline, as before.
 * - The CSV starts with a UTF-8 byte order mark, so spreadsheet programs read it as UTF-8
 *   (README, "Open data", says why), and defuses cells a spreadsheet would run as formulas.
 *
 * /data/processors.schema.json is the record's JSON Schema, made from the one schema the server
 * validates with, so a download can be checked.
 *
 * /data/sockets.json, /data/chipsets.json and /data/boards.json are the platform files
 * (src/catalogue/platforms/open-data.ts), each carrying BuildCores OpenDB's ODC-By attribution.
 *
 * /data/prices.json is the China retail prices in yuan, apart from the CC0 files (which carry no
 * yuan price), under their source's CC BY 4.0 with its credit (src/http/open-prices.ts).
 */
export const CSV_COLUMNS = [
  'id',
  'vendor',
  'name',
  'family',
  'generation',
  'codename',
  'microarchitecture',
  'segment',
  'launched',
  'status',
  'socket',
  'processNm',
  'cores',
  'threads',
  'performanceCores',
  'efficientCores',
  'baseClockGHz',
  'boostClockGHz',
  'l2CacheMB',
  'l3CacheMB',
  'ccds',
  'tdpW',
  'configurableTdpMinW',
  'configurableTdpMaxW',
  'maxTurboPowerW',
  'maxTempC',
  'memoryTypes',
  'memoryChannels',
  'memoryMaxGB',
  'memoryEcc',
  'pcieVersion',
  'pcieLanes',
  'igpu',
  'igpuMaxFreqMHz',
  'npuTops',
  'instructionSets',
  'launchPriceUSD',
  'unlocked',
  'sourceName',
  'sourceUrl',
  'sourceProductId',
  'secondarySources',
  'corrections',
  // added later, after the columns downloads already had: a spreadsheet reading by position still lines up
  'caseTempC',
  'derivedFacts',
  'disputes',
] as const;

/**
 * Columns added with the vendors beside AMD and Intel, after the benchmark columns so that no
 * column a reader already uses moves: the instruction set architecture (every record's: x86-64
 * by its vendor's rule where the record states none), the kinds of its two core counts where the
 * vendor names them otherwise, its CPU configurations, transistors, memory bus width and
 * bandwidth, whether memory is unified and upgradeable, GPU cores, and each fact's basis
 * (`field:basis;…`, for records of vendors without a specification table).
 */
export const LATER_CSV_COLUMNS = [
  'isa',
  'isaVersion',
  'coreKinds',
  'configurations',
  'transistorsBillion',
  'memoryBusWidthBits',
  'memoryBandwidthGBs',
  'memoryUnified',
  'memoryUpgradeable',
  'igpuCores',
  'factBasis',
] as const;

/** The columns of each benchmark in the CSV, after CSV_COLUMNS: `blenderScore`, `blenderSamples`, `blenderSource`, … */
export function benchmarkColumns(benchmarks: readonly Benchmark[]): string[] {
  return catalogueFileBenchmarks(benchmarks).flatMap(({ info }) => ['Score', 'Samples', 'Source'].map((field) => `${columnStem(info.id)}${field}`));
}

/** Excel reads a CSV as UTF-8 only when it starts with this; without it, non-ASCII text is garbled. */
export const UTF8_BOM = '\uFEFF';

const CONTENT_TYPES: Record<OpenDataFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

export function registerOpenData(app: FastifyInstance, catalogueNow: () => Catalogue, cache: ResponseCache): void {
  // The processors' files carry CPU Atlas Bench's figures, which change while the server runs: read
  // per request (src/http/stale-pages.ts lets the kept files go when they do). Nothing else here does.
  const catalogue = catalogueNow();
  for (const format of OPEN_DATA_FORMATS) {
    app.get(openDataHref(format), async (request, reply) => {
      const catalogue = catalogueNow();
      const query = exportQuery(request.query as RawQuery, catalogue);
      const narrowedTo = query ? [query.vendor, query.segment].filter((word) => word !== null) : [];
      // Kept like pages (src/http/response-cache.ts), whole or as the library filters it, with its
      // compressed variants: the whole catalogue is megabytes, too many to compress per request.
      const key = `data ${format} ${query ? exportQueryString(query) : ''}`;
      const entry = (await cache.getOrProduce(key, async () => ({
        status: 200,
        contentType: CONTENT_TYPES[format],
        body: Buffer.from(openDataBody(format, query ? catalogue.library.matching(query) : catalogue.processors, catalogue.benchmarks)),
      })))!;
      reply.header('content-disposition', `inline; filename="${openDataFileName(format, new Date(), narrowedTo)}"`);
      // The file's name carries today's date: the headers are not the same from one day to the next.
      return sendCached(request, reply, cache, key, entry, { cacheControl: 'public, max-age=3600, must-revalidate', replayable: false });
    });
  }
  // Each source published apart (a copyleft licence), whole, under its terms, with what CPU Atlas
  // derives from it alone (the single-thread index in hardinfo2's). The derived figures' former
  // download of their own answers with a permanent redirect to it: no published URL dies.
  const infos = catalogue.benchmarks.map((benchmark) => benchmark.info);
  const apartBenchmarks = catalogue.benchmarks.filter((benchmark) => publishedApart(benchmark.info));
  const apart = [...new Set(apartBenchmarks.map((benchmark) => downloadApartOf(infos, benchmark.info)))];
  for (const { info } of apartBenchmarks) {
    const download = downloadApartOf(infos, info);
    if (download !== info.source) app.get(figuresApartHref(info.source), (_, reply) => reply.redirect(figuresApartHref(download), 301));
  }
  for (const source of apart) {
    const key = `data apart ${source}`;
    app.get(figuresApartHref(source), async (request, reply) => {
      const entry = (await cache.getOrProduce(key, async () => ({
        status: 200,
        contentType: CONTENT_TYPES.json,
        body: Buffer.from(JSON.stringify(figuresApart(catalogue, source))),
      })))!;
      reply.header('content-disposition', `inline; filename="cpu-atlas-${source}-${new Date().toISOString().slice(0, 10)}.json"`);
      return sendCached(request, reply, cache, key, entry, { cacheControl: 'public, max-age=3600, must-revalidate', replayable: false });
    });
  }
  // Sockets, chipsets and the motherboard index, each whole, with BuildCores OpenDB's attribution
  // (ODC-By) inside the file: made once, kept like pages.
  const platformFiles: Record<string, () => object | null> = {
    [PLATFORM_DATA_PATHS.sockets]: () => socketsOpenData(catalogue.platforms),
    [PLATFORM_DATA_PATHS.chipsets]: () => chipsetsOpenData(catalogue.platforms),
    [PLATFORM_DATA_PATHS.boards]: () => boardsOpenData(catalogue.platforms),
  };
  for (const [path, make] of Object.entries(platformFiles)) {
    app.get(path, async (request, reply) => {
      const key = `data ${path}`;
      const entry = (await cache.getOrProduce(key, async () => {
        const body = make();
        return body === null
          ? notLoaded('application/json; charset=utf-8', 'No motherboard index is loaded')
          : { status: 200, contentType: 'application/json; charset=utf-8', body: Buffer.from(JSON.stringify(body)) };
      }))!;
      return sendCached(request, reply, cache, key, entry, { cacheControl: 'public, max-age=3600, must-revalidate', replayable: true });
    });
  }
  // The prices, whole, under CC BY 4.0: the credit and the licence inside the file, the licence in a
  // Link header too. Dated like the catalogue's files, so never replayed from the cache.
  app.get(PRICES_DATA_HREF, async (request, reply) => {
    const key = `data ${PRICES_DATA_HREF}`;
    const entry = (await cache.getOrProduce(key, async () => {
      const body = pricesOpenData(catalogue);
      return body === null
        ? notLoaded(CONTENT_TYPES.json, 'No prices are loaded')
        : { status: 200, contentType: CONTENT_TYPES.json, body: Buffer.from(JSON.stringify(body)) };
    }))!;
    if (entry.status === 200) {
      reply.header('content-disposition', `inline; filename="cpu-atlas-prices-${new Date().toISOString().slice(0, 10)}.json"`);
      reply.header('link', `<${catalogue.prices.file!.licenceUrl}>; rel="license"`);
    }
    return sendCached(request, reply, cache, key, entry, { cacheControl: 'public, max-age=3600, must-revalidate', replayable: false });
  });
  const schema = lazy(() => `${JSON.stringify(processorJsonSchema(), null, 2)}\n`);
  app.get(SCHEMA_PATH, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600, must-revalidate').type('application/schema+json; charset=utf-8').send(schema()),
  );
}

/** "12 cores 8P+4E 16 GPU cores": one configuration in a cell, the facts it states */
function configurationCell(c: Configuration): string {
  return [
    c.name,
    `${c.cores} cores`,
    c.performanceCores !== null && c.efficientCores !== null ? `${c.performanceCores}P+${c.efficientCores}E` : null,
    c.threads === null ? null : `${c.threads} threads`,
    c.baseClockGHz === null ? null : `base ${c.baseClockGHz} GHz`,
    c.boostClockGHz === null ? null : `boost ${c.boostClockGHz} GHz`,
    c.l2CacheMB === null ? null : `L2 ${c.l2CacheMB} MB`,
    c.l3CacheMB === null ? null : `L3 ${c.l3CacheMB} MB`,
    c.gpuCores === null ? null : `${c.gpuCores} GPU cores`,
    c.memoryMaxGB === null ? null : `memory ${c.memoryMaxGB} GB`,
    c.memoryBandwidthGBs === null ? null : `${c.memoryBandwidthGBs} GB/s`,
  ]
    .filter((part) => part !== null)
    .join(' ');
}

/** "DDR5-5600;LPDDR5X": a list in one cell */
function memoryCell(p: Processor): string {
  return p.memory.types.map(({ type, speedMTs }) => (speedMTs === null ? type : `${type}-${speedMTs}`)).join(';');
}

/**
 * The library state a request asks to export, or null when it asks for the whole catalogue; never
 * by a yuan price, which the CC0 files neither hold nor filter by (exportedQuery).
 */
export function exportQuery(raw: RawQuery, catalogue: Catalogue): LibraryQuery | null {
  const query = exportedQuery(libraryQueryOf(raw, catalogue));
  return exportQueryString(query) ? query : null;
}

function openDataBody(format: OpenDataFormat, processors: readonly Processor[], benchmarks: readonly Benchmark[]): string {
  return format === 'csv' ? toCsv(processors, benchmarks) : JSON.stringify(processors.map((p) => openRecord(p, benchmarks)));
}

/**
 * A source's figures on their own, under its licence: the licence, credit and notice first, then
 * per benchmark the test's version and every figure with the processor it names, its count and
 * whether it ranks. A figure CPU Atlas derives from this source's alone (the single-thread index)
 * follows its tests, with its own credit and notice, what it is made of, and each figure's range.
 */
export function figuresApart(catalogue: Catalogue, source: string) {
  const infos = catalogue.benchmarks.map((benchmark) => benchmark.info);
  // The source's own benchmarks first, in the catalogue's order, then what is derived from them.
  const benchmarks = catalogue.benchmarks
    .filter((benchmark) => publishedApart(benchmark.info) && downloadApartOf(infos, benchmark.info) === source)
    .sort((a, b) => Number(a.info.derivedFrom !== null) - Number(b.info.derivedFrom !== null));
  const { info } = benchmarks.find((benchmark) => benchmark.info.source === source) ?? benchmarks[0]!;
  return {
    source: info.sourceName,
    sourceUrl: info.sourceUrl,
    licence: info.licence,
    licenceUrl: info.licenceUrl,
    attribution: info.attribution,
    notice: info.notice,
    snapshot: info.snapshot,
    synthetic: info.synthetic,
    benchmarks: benchmarks.map(({ info: benchmark, figureOf }) => ({
      id: benchmark.id,
      version: benchmark.version,
      rankedSamples: benchmark.rankedSamples,
      // A derived figure says so, what it is made of, whose it is (its credit, its method's page), and that it states a range.
      ...(benchmark.derivedFrom
        ? {
            derivedFrom: benchmark.derivedFrom.benchmarks,
            minimumTests: MINIMUM_TESTS,
            source: benchmark.sourceName,
            sourceUrl: benchmark.sourceUrl,
            attribution: benchmark.attribution,
            notice: benchmark.notice,
            snapshot: benchmark.snapshot,
          }
        : {}),
      ...(benchmark.ranged ? { range: RANGE_NOTE } : {}),
      figures: catalogue.processors.flatMap((p) => {
        const figure = figureOf(p);
        return figure
          ? [
              {
                vendor: p.vendor,
                id: p.id,
                name: p.name,
                score: figure.score,
                ...(figure.range ? { low: figure.range.low, high: figure.range.high } : {}),
                samples: figure.samples,
                ...(figure.tests ? { tests: figure.tests } : {}),
                ranked: figure.ranked,
                doubt: figure.doubt?.cause ?? null,
              },
            ]
          : [];
      }),
    })),
  };
}

/** What `low` and `high` are, said in the file for a reader who never saw our pages. */
const RANGE_NOTE =
  `low and high: the range the figure most likely lies in, ${RANGE_WIDTH} times its uncertainty either side (an 83% range). ` +
  'Two figures whose ranges overlap are too close to tell apart; two that do not differ at about the 5% level.';

export function toCsv(processors: readonly Processor[], benchmarks: readonly Benchmark[]): string {
  const published = catalogueFileBenchmarks(benchmarks);
  const rows = processors.map((p) => {
    const figures = published.flatMap((benchmark) => {
      const figure = openFigure(benchmark, p);
      return [figure?.score ?? null, figure?.samples ?? null, figure && sourceCell(figure)];
    });
    return [
      p.id,
      p.vendor,
      p.name,
      p.family,
      p.generation,
      p.codename,
      p.microarchitecture,
      p.segment,
      p.launched,
      p.status,
      p.socket,
      p.processNm,
      p.cores,
      p.threads,
      p.performanceCores,
      p.efficientCores,
      p.baseClockGHz,
      p.boostClockGHz,
      p.l2CacheMB,
      p.l3CacheMB,
      p.ccds,
      p.tdpW,
      p.configurableTdpW?.min ?? null,
      p.configurableTdpW?.max ?? null,
      p.maxTurboPowerW,
      p.maxTempC,
      memoryCell(p),
      p.memory.channels,
      p.memory.maxGB,
      p.memory.ecc,
      p.pcie.version,
      p.pcie.lanes,
      p.igpu?.name ?? null,
      p.igpu?.maxFreqMHz ?? null,
      p.npuTops,
      p.instructionSets.join(';'),
      p.launchPriceUSD,
      p.unlocked,
      p.sources.vendor?.name ?? null,
      p.sources.vendor?.url ?? null,
      p.sources.vendor?.productId ?? null,
      // a source's attribution (BuildCores' ODC-By notice) travels with its facts
      p.sources.secondary
        .map((entry) => `${entry.name}${entry.attribution ? ` (${entry.attribution.text}, ${entry.attribution.url})` : ''}: ${entry.fields.join(' ')}`)
        .join('; '),
      // one cell of the English columns: the reason's English; the JSON keeps both languages
      p.sources.corrections.map((entry) => `${entry.field}: ${entry.reason.en}`).join('; '),
      p.caseTempC ?? null,
      (p.sources.derived ?? []).map((entry) => `${entry.field}: ${entry.rule}${entry.url === null ? '' : ` (${entry.url})`}`).join('; '),
      // each disputed fact with every other value and the sources that give it
      (p.sources.disputes ?? [])
        .map(
          (dispute) =>
            `${dispute.field}: ${dispute.values.map((other) => `${JSON.stringify(other.value)} according to ${other.sources.map((source) => `${source.name} (${source.url ?? source.productId})`).join(', ')}`).join('; ')}`,
        )
        .join(' | '),
      ...figures,
      isaOf(p),
      p.isaVersion ?? null,
      p.coreKinds ? `${p.coreKinds.performance};${p.coreKinds.efficient}` : null,
      (p.configurations ?? []).map(configurationCell).join('; ') || null,
      p.transistorsBillion ?? null,
      p.memory.busWidthBits ?? null,
      p.memory.bandwidthGBs ?? null,
      p.memory.unified ?? null,
      p.memory.upgradeable ?? null,
      p.igpu?.cores ?? null,
      Object.entries(p.sources.basis ?? {})
        .map(([field, basis]) => `${field}:${basis}`)
        .join(';') || null,
    ]
      .map(csvCell)
      .join(',');
  });
  return `${UTF8_BOM}${[[...CSV_COLUMNS, ...benchmarkColumns(benchmarks), ...LATER_CSV_COLUMNS].join(','), ...rows].join('\r\n')}\r\n`;
}

/**
 * One CSV cell: RFC 4180 quoting, and a text that a spreadsheet would run as a formula — one
 * starting with `=`, `+`, `-`, `@`, a tab or a carriage return (OWASP, "CSV Injection") — is
 * defused with a leading apostrophe, which spreadsheets show as text. Numbers are written as
 * numbers: a negative number is data, not a formula.
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** The answer for an open-data file of something the catalogue has none of. */
function notLoaded(contentType: string, message: string) {
  const status = SERVER_ERRORS.ATLAS_OPEN_DATA_NOT_LOADED;
  return { status, contentType, body: Buffer.from(JSON.stringify({ statusCode: status, message })) };
}
