import type { Catalogue } from '../catalogue/catalogue.js';
import type { SocketInfo } from '../catalogue/platforms/platforms.js';
import { figureCounts, socketListing, usableFigure } from '../catalogue/socket-listing.js';
import { supportMatrix } from '../catalogue/platforms/support-matrix.js';
import { translate } from '../messages.js';
import type { BenchmarkInfo } from '../shared/benchmark.js';
import type { BenchmarkCredit, PlatformProcessor } from '../shared/page-data/platform.js';
import type { SocketBody, SocketPageData, SocketParts, SupportMatrix } from '../shared/page-data/socket.js';
import type { Locale } from '../shared/locales.js';
import { BUILDCORES_REPOSITORY, type SupportStatement } from '../record/platform-schema.js';
import { shownStatement } from './shown-statement.js';
import type { Processor } from '../shared/processor.js';
import { hrefFor } from '../shared/route-paths.js';
import { DEFAULT_SORT, parseSocketQuery, socketQueryString, type SocketQuery } from '../shared/socket-query.js';
import type { Page } from './page.js';
import { socketGraph } from './structured-data.js';

/**
 * /socket/{id}: what a socket is (soldered or not, its years and memory), the processors on it
 * (newest first or best first in a benchmark, a page at a time), its chipsets with what their
 * vendors state about the lines each takes, and the boards sold with it (narrowed by chipset and
 * form factor, a page at a time). Every socket the platforms model knows has a page, ball grid
 * arrays included: theirs says they are soldered.
 */
export const PROCESSORS_PER_PAGE = 50;
/** how long a browser may keep a spelling's redirect: a day, in case a socket's id ever changes */
const SPELLING_MAX_AGE_S = 24 * 60 * 60;
export const BOARDS_PER_PAGE = 24;
/** processors on a socket from which its orders and tables are made before the server listens */
export const LARGE_SOCKET = 1000;

const socketPage: Page<'socket', SocketPageData, SocketParts, SocketQuery> = {
  query: (raw) => parseSocketQuery(raw),
  canonicalQuery: (query) => socketQueryString(query),
  // A socket is asked for by any of its spellings ("/socket/AM4", "/socket/FCLGA1700"); each
  // answers 301 to the one page of its socket, so links and bookmarks in either spelling work.
  validate: ({ params, catalogue }) => catalogue.platforms.socketNamed(params.socket) !== undefined,
  redirect({ params, catalogue, locale, asked }) {
    if (catalogue.platforms.socket(params.socket)) return null;
    const socket = catalogue.platforms.socketNamed(params.socket)!;
    return { location: hrefFor('socket', locale, { socket: socket.id }) + asked, status: 301, maxAgeSeconds: SPELLING_MAX_AGE_S };
  },
  load({ params, catalogue, locale, query }) {
    const socket = catalogue.platforms.socket(params.socket)!;
    const name = { id: socket.id, name: socket.name, vendor: socket.vendor };
    const vendor = translate(locale, `vendor.${socket.vendor}`);
    return {
      data: { socket: name },
      parts: { body: socketBody(catalogue, socket, query, locale) },
      title: `${translate(locale, 'socket.title', { socket: socket.name })} · ${translate(locale, 'siteName')}`,
      description: translate(locale, socket.soldered === true ? 'socket.descriptionSoldered' : 'socket.description', {
        socket: socket.name,
        vendor,
        processors: socket.processorCount,
        boards: socket.boardCount,
      }),
    };
  },
  structuredData: (page) => socketGraph(page, page.data.socket),
  paths: (catalogue) => catalogue.platforms.sockets.map((socket) => ({ route: 'socket', params: { socket: socket.id } })),
  // A large socket's newest-first order and figure counts are made before the first visitor asks
  // (a synthetic socket of thousands takes tens of milliseconds; a real one, of at most a few
  // hundred, well under one); a benchmark's order is made on first use.
  warmUp: (catalogue) => catalogue.platforms.sockets.filter((socket) => socket.processorCount >= LARGE_SOCKET).map((socket) => `/socket/${socket.id}`),
};

function socketBody(catalogue: Catalogue, socket: SocketInfo, asked: SocketQuery, locale: Locale): SocketBody {
  const { platforms } = catalogue;
  const ignored: SocketBody['ignored'] = [];
  const onSocket = platforms.processorsOn(socket.id);

  // The sorts offered: launch, and every benchmark with a figure for a processor on the socket.
  const sorts = [{ id: DEFAULT_SORT, count: onSocket.length }];
  const counts = figureCounts(catalogue, socket.id);
  for (const benchmark of catalogue.benchmarks) {
    const count = counts.get(benchmark.info.id) ?? 0;
    if (count > 0) sorts.push({ id: benchmark.info.id, count });
  }
  let sort = asked.sort;
  if (!sorts.some((entry) => entry.id === sort)) {
    ignored.push({ field: 'sort', value: sort });
    sort = DEFAULT_SORT;
  }
  const benchmark = sort === DEFAULT_SORT ? null : catalogue.findBenchmark(sort)!;
  const listing = socketListing(catalogue, socket.id, benchmark);
  const pages = Math.max(1, Math.ceil(listing.processors.length / PROCESSORS_PER_PAGE));
  const page = Math.min(asked.page, pages);
  const shown = listing.processors.slice((page - 1) * PROCESSORS_PER_PAGE, page * PROCESSORS_PER_PAGE);

  // The board filter: a chipset or form factor the socket's boards do not have is dropped.
  const unfiltered = platforms.boardsOn(socket.id, { perPage: 1 });
  const chipset = asked.chipset !== null && platforms.chipsetsOf(socket.id).some((record) => record.id === asked.chipset) ? asked.chipset : null;
  if (asked.chipset !== null && chipset === null) ignored.push({ field: 'chipset', value: asked.chipset });
  const form = asked.form !== null && unfiltered.formFactors.some((entry) => entry.id === asked.form) ? asked.form : null;
  if (asked.form !== null && form === null) ignored.push({ field: 'form', value: asked.form });
  let boards = platforms.boardsOn(socket.id, { chipset, formFactor: form, page: asked.boardsPage, perPage: BOARDS_PER_PAGE });
  if (boards.page > boards.pages) boards = platforms.boardsOn(socket.id, { chipset, formFactor: form, page: boards.pages, perPage: BOARDS_PER_PAGE });
  const boardsPerChipset = new Map(unfiltered.chipsets.map((entry) => [entry.id, entry.count]));
  const attribution = platforms.boardAttribution;

  const query: SocketQuery = { sort, page, chipset, form, boardsPage: boards.page };
  return {
    socket: {
      id: socket.id,
      name: socket.name,
      vendor: socket.vendor,
      soldered: socket.soldered,
      solderedBasis: socket.solderedBasis,
      years: socket.years,
      memoryTypes: [...socket.memoryTypes],
      processorCount: socket.processorCount,
      boardCount: socket.boardCount,
    },
    query,
    ignored,
    processors: {
      sorts,
      benchmark: benchmark?.info ?? null,
      rows: shown.map((processor) => platformProcessor(processor, benchmark && usableFigure(benchmark, processor))),
      measured: listing.measured,
      total: listing.processors.length,
      page,
      pages,
      perPage: PROCESSORS_PER_PAGE,
    },
    chipsets: socket.chipsets.map((chipset) => ({
      id: chipset.id,
      name: chipset.name,
      // The board index's pairing is named by the page in the page's language; a vendor page by its own title.
      listedBy: { ...chipset.listedBy, kind: chipset.listedBy.url === BUILDCORES_REPOSITORY ? ('boards' as const) : ('page' as const) },
      boards: boardsPerChipset.get(chipset.id) ?? 0,
      support: byStatement(chipset.support, locale),
    })),
    matrix: matrixOf(catalogue, socket, locale),
    boards: {
      rows: boards.boards.map((board) => ({
        id: board.id,
        name: board.name,
        manufacturer: board.manufacturer,
        chipset: board.chipset,
        formFactor: board.formFactor,
        memoryType: board.memory.type,
        releaseYear: board.releaseYear,
        biosFlashback: board.biosFlashback,
        flashbackDisputed: board.flashbackDisputed,
        makerUrl: board.makerUrl,
        url: board.buildcores.url,
      })),
      total: boards.total,
      page: boards.page,
      pages: boards.pages,
      chipsets: boards.chipsets,
      formFactors: boards.formFactors,
      attribution: attribution && {
        text: attribution.attribution,
        url: attribution.source.url,
        licence: attribution.licence,
        commit: attribution.source.commit,
        date: attribution.source.date,
      },
    },
    credits: benchmark ? [creditOf(benchmark.info)] : [],
  };
}

const statementKey = (statement: SupportStatement) => `${statement.source.id}|${statement.status}|${statement.text.en}`;

/** A chipset's statements, each once with every line it names (one statement about six Athlon lines is one entry). */
function byStatement(statements: readonly SupportStatement[], locale: Locale): SocketBody['chipsets'][number]['support'] {
  const entries = new Map<string, SocketBody['chipsets'][number]['support'][number]>();
  for (const statement of statements) {
    const key = statementKey(statement);
    const entry = entries.get(key);
    if (entry) entry.lines.push(statement.line);
    else entries.set(key, { lines: [statement.line], statement: shownStatement(statement, locale) });
  }
  return [...entries.values()];
}

/** The socket's chipset × line matrix for its page, each statement once. */
function matrixOf(catalogue: Catalogue, socket: SocketInfo, locale: Locale): SupportMatrix | null {
  const matrix = supportMatrix(catalogue.platforms, socket.id);
  if (matrix === null || matrix.rows.length === 0) return null;
  // One statement about several lines or chipsets is shown once.
  const index = new Map<string, number>();
  const statements: SupportMatrix['statements'] = [];
  const at = (statement: SupportStatement | null) => {
    if (statement === null) return null;
    const key = statementKey(statement);
    let found = index.get(key);
    if (found === undefined) {
      index.set(key, (found = statements.length));
      statements.push(shownStatement(statement, locale));
    }
    return found;
  };
  const names = new Map(socket.chipsets.map((chipset) => [chipset.id, chipset.name]));
  return {
    lines: matrix.lines,
    rows: matrix.rows.map(({ row, cells }) => ({ id: row.id, name: names.get(row.id) ?? '', cells: cells.map(at) })),
    statements,
  };
}

export function platformProcessor(processor: Processor, figure: { score: number; samples: number; tests?: readonly string[] } | null): PlatformProcessor {
  const { vendor, id, name, launched, cores, threads, tdpW, launchPriceUSD } = processor;
  return {
    vendor,
    id,
    name,
    launched,
    cores,
    threads,
    tdpW,
    launchPriceUSD,
    figure: figure && { score: figure.score, samples: figure.samples, ...(figure.tests ? { tests: figure.tests.length } : {}) },
  };
}

export function creditOf(info: BenchmarkInfo): BenchmarkCredit {
  const { id, source, sourceName, sourceUrl, licence, licenceUrl, snapshot, synthetic, derivedFrom } = info;
  return { id, source, sourceName, sourceUrl, licence, licenceUrl, snapshot, synthetic, derivedFrom };
}

export default socketPage;
