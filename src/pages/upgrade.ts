import type { Catalogue } from '../catalogue/catalogue.js';
import type { Caveat } from '../catalogue/platforms/fits.js';
import type { SocketInfo } from '../catalogue/platforms/platforms.js';
import { advisorMeasures, usableFigure } from '../catalogue/socket-listing.js';
import { ORDERING_SAMPLES } from '../shared/benchmark.js';
import { FIT_GROUPS } from '../catalogue/platforms/fits.js';
import type { Locale } from '../shared/locales.js';
import { shownStatement } from './shown-statement.js';
import { translate } from '../messages.js';
import type { Board, ChipsetRecord } from '../record/platform-schema.js';
import type { MessageKey } from '../shared/messages.js';
import type {
  BoardFlashback,
  NoUpgradeReason,
  OwnedFigure,
  UpgradeBody,
  UpgradeCandidateRow,
  UpgradePageData,
  UpgradeParts,
} from '../shared/page-data/upgrade.js';
import { isProcessorId, VENDORS, type Processor, type Vendor } from '../shared/processor.js';
import { hrefForRoute } from '../shared/route-paths.js';
import { GOAL_SCOPE, parseUpgradeQuery, upgradeQueryString, type UpgradeQuery } from '../shared/upgrade-query.js';
import { TIDY_REDIRECT_MAX_AGE_S, type Page } from './page.js';
import { creditOf, LARGE_SOCKET, platformProcessor } from './socket.js';
import { upgradeGraph } from './structured-data.js';
import { gainPerYuanStep } from '../shared/figure-metrics.js';
import { priceCreditOf } from './price-credit.js';

/**
 * /upgrade/{vendor}/{id}: what the owner of a processor can put in the same socket that is
 * faster for the goal asked (`goal`: multi-thread work or one thread), best first, with the gain in
 * every benchmark both have a figure in, the gain per launch dollar, the China retail price now and
 * the gain per 100 yuan of it (docs/prices.md; the prices' credit with them), the TDP change and the caveats
 * the vendors' statements and the board's memory give; narrowed by `chipset` or `board`. A
 * processor that cannot be upgraded gets the reason instead of an empty list. The ranking is the
 * platforms model's (src/catalogue/platforms/upgrade-advisor.ts).
 */
export const CANDIDATES_PER_PAGE = 20;
/** unmeasured processors named by name: the rest are counted, and on the socket's page */
const UNMEASURED_SHOWN = 8;

const upgradePage: Page<'upgrade', UpgradePageData, UpgradeParts, UpgradeQuery> = {
  query: (raw) => parseUpgradeQuery(raw),
  canonicalQuery: (query) => upgradeQueryString(query),
  // The chipset and goal forms are plain GET forms: without JavaScript they submit every field,
  // empty or default (`?chipset=b450&board=&goal=multi`); such a request answers 301 to the tidy
  // URL the page's own links use, as the library's does.
  redirect: ({ asked, canonical, locale, params }) =>
    asked === canonical ? null : { location: hrefForRoute('upgrade', locale, params, canonical), status: 301, maxAgeSeconds: TIDY_REDIRECT_MAX_AGE_S },
  // One route for both vendors: the vendor is a parameter, and an id of the other vendor is a 404.
  validate: ({ params: { vendor, id }, catalogue }) => isVendor(vendor) && isProcessorId(id) && catalogue.find(vendor, id) !== undefined,
  load({ params, catalogue, locale, query }) {
    const processor = catalogue.find(params.vendor as Vendor, params.id)!;
    const body = upgradeBody(catalogue, processor, query, locale);
    const vendor = translate(locale, `vendor.${processor.vendor}`);
    const name = `${vendor} ${processor.name}`;
    const advice = body.advice;
    return {
      data: {
        processor: { vendor: processor.vendor, id: processor.id, name: processor.name },
        // The rows the page shows, in its order: the ItemList of its structured data.
        listed:
          advice.kind === 'upgrades'
            ? advice.candidates.map((row) => ({
                name: `${translate(locale, `vendor.${row.processor.vendor}`)} ${row.processor.name}`,
                path: hrefForRoute(row.processor.vendor, locale, { id: row.processor.id }),
              }))
            : [],
      },
      parts: { body },
      title: `${translate(locale, 'upgrade.title', { name })} · ${translate(locale, 'siteName')}`,
      description:
        advice.kind === 'upgrades'
          ? advice.mode === 'gains'
            ? translate(locale, 'upgrade.description', {
                name,
                socket: body.socket!.name,
                count: advice.total - advice.tooClose,
                benchmark: benchmarkName(locale, advice.orderedBy!.id),
              })
            : translate(locale, 'upgrade.descriptionListed', {
                name,
                socket: body.socket!.name,
                count: advice.total,
                benchmark: advice.orderedBy ? benchmarkName(locale, advice.orderedBy.id) : '',
              })
          : translate(locale, `upgrade.none.${advice.reason}`, { name, socket: body.socket?.name ?? processor.socket ?? '' }),
    };
  },
  structuredData: (page) => upgradeGraph(page, page.data),
  paths: (catalogue) => catalogue.processors.map((p) => ({ route: 'upgrade', params: { vendor: p.vendor, id: p.id } })),
  // Each socket's figures are read into a table on first use: a large socket's before anyone asks.
  warmUp: (catalogue) =>
    catalogue.platforms.sockets
      .filter((socket) => socket.soldered === false && socket.processorCount >= LARGE_SOCKET)
      .map((socket) => catalogue.platforms.processorsOn(socket.id)[0]!)
      .map((p) => `/upgrade/${p.vendor}/${p.id}`),
};

const isVendor = (value: string): value is Vendor => (VENDORS as readonly string[]).includes(value);
/** A benchmark as a sentence names it: "multi-thread rendering (Blender)", "the single-thread index". */
const benchmarkName = (locale: Locale, id: string) => translate(locale, `benchmarks.${id}.basis` as MessageKey);

function upgradeBody(catalogue: Catalogue, processor: Processor, asked: UpgradeQuery, locale: Locale): UpgradeBody {
  const { platforms } = catalogue;
  const socket = platforms.socketOf(processor);
  const ignored: UpgradeBody['ignored'] = [];
  const narrowing = socket && socket.soldered === false ? narrowingOf(catalogue, socket, asked, ignored) : { chipset: null, board: null };
  const { chipset, board } = narrowing;
  const measures = advisorMeasures(catalogue);
  const goal = GOAL_SCOPE[asked.goal];
  // The benchmark that answers the goal: the one the advisor orders by (upgrade-advisor.ts).
  const answering = measures.find((measure) => measure.answers && measure.scope === goal)?.id ?? null;
  const shown = new Set(measures.map((measure) => measure.id));
  const owned = {
    ...platformProcessor(processor, null),
    socketText: processor.socket,
    // The figures the advice reads (not the single tests the index is made of: the detail page has them).
    figures: catalogue.benchmarks
      .filter((benchmark) => shown.has(benchmark.info.id))
      .flatMap((benchmark): OwnedFigure[] => {
        const figure = usableFigure(benchmark, processor);
        // Shown whatever its results; only the goal's, ranked and on more than one result, orders the list.
        const full = benchmark.figureOf(processor)!;
        return figure
          ? [
              {
                benchmark: benchmark.info,
                score: figure.score,
                samples: figure.samples,
                ...(full.tests ? { tests: full.tests } : {}),
                ...(full.range ? { range: [full.range.low, full.range.high] as [number, number] } : {}),
                orders: benchmark.info.id === answering && full.ranked && figure.samples >= ORDERING_SAMPLES,
              },
            ]
          : [];
      }),
  };
  const chipsetsWithBoards = socket ? platforms.boardsOn(socket.id, { perPage: 1 }).chipsets : [];
  const body: Omit<UpgradeBody, 'advice' | 'credits' | 'priceCredit'> = {
    owned,
    socket: socket && { id: socket.id, name: socket.name, vendor: socket.vendor },
    query: { chipset: chipset?.id ?? null, board: board?.id ?? null, goal: asked.goal, page: 1 },
    ignored,
    chipset: chipset && { id: chipset.id, name: chipset.name },
    board: board && {
      id: board.id,
      name: board.name,
      chipset: board.chipset,
      memoryType: board.memory.type,
      url: board.buildcores.url,
      makerUrl: board.makerUrl,
      biosFlashback: board.biosFlashback,
      flashbackDisputed: board.flashbackDisputed,
      listings: board.aliases.length + 1,
    },
    choices: {
      chipsets: (socket ? platforms.chipsetsOf(socket.id) : []).map((record) => ({
        id: record.id,
        name: record.name,
        boards: chipsetsWithBoards.find((entry) => entry.id === record.id)?.count ?? 0,
      })),
      boards: socket && chipset ? boardsOfChipset(catalogue, socket.id, chipset.id) : [],
    },
    flashback: socket && chipset && !board ? flashbackOf(catalogue, socket.id, chipset.id) : null,
    ownerRefusedBy: null,
  };
  const first = platforms.upgrades(
    processor,
    measures,
    { chipset, board },
    { goal, offset: (asked.page - 1) * CANDIDATES_PER_PAGE, limit: CANDIDATES_PER_PAGE },
  );
  if (first.kind === 'no-upgrade-path') {
    // 'other-socket' cannot happen: a chipset or board of another socket was dropped above.
    return { ...body, advice: { kind: 'none', reason: first.reason as NoUpgradeReason }, credits: [], priceCredit: null };
  }
  const pages = Math.max(1, Math.ceil(first.total / CANDIDATES_PER_PAGE));
  const page = Math.min(asked.page, pages);
  const list =
    page === asked.page
      ? first
      : platforms.upgrades(processor, measures, { chipset, board }, { goal, offset: (page - 1) * CANDIDATES_PER_PAGE, limit: CANDIDATES_PER_PAGE });
  if (list.kind !== 'upgrades') throw new Error('the advice changed between two calls');
  const scopeOf = (id: string) => catalogue.findBenchmark(id)!.info.scope;
  // A gain in a benchmark whose ratios are no speed ratios (the single-thread index) is shown in its
  // points, and buys nothing per dollar: a percentage of it would read as a percentage of speed.
  const proportional = (id: string) => catalogue.findBenchmark(id)!.info.proportional;
  const flashback = board ? flashbackOfBoard(board) : null;
  const candidates = list.candidates.map((candidate): UpgradeCandidateRow => {
    const now = catalogue.prices.priceNow(candidate.processor);
    const priceNow = 'yuan' in now ? { yuan: now.yuan, month: now.month } : null;
    // As per launch dollar: a gain the list states as a percentage, and one it calls faster.
    const perYuan = list.orderedBy !== null && proportional(list.orderedBy) && candidate.gain !== null && candidate.standing === 'faster';
    return {
      processor: platformProcessor(candidate.processor, null),
      gains: candidate.gains.map((gain) => ({ ...gain, scope: scopeOf(gain.benchmark), proportional: proportional(gain.benchmark) })),
      gain: candidate.gain,
      figure: candidate.figure,
      standing: candidate.standing,
      slowerIn: candidate.slowerIn,
      group: candidate.group,
      gainPerDollar: list.orderedBy !== null && proportional(list.orderedBy) ? candidate.gainPerDollar : null,
      priceNow,
      gainPerYuan: perYuan && priceNow ? gainPerYuanStep(candidate.gain!, priceNow.yuan) : null,
      tdpChangeW: candidate.tdpChangeW,
      status: candidate.fit.status === 'other-socket' ? 'unsupported' : candidate.fit.status,
      caveats: candidate.fit.caveats.map((caveat) => caveatOf(caveat, catalogue, locale, flashback)),
    };
  });
  const used = new Set([
    ...candidates.flatMap((row) => row.gains.map((gain) => gain.benchmark)),
    ...(candidates.length && list.orderedBy ? [list.orderedBy] : []),
  ]);
  const refused = list.ownerRefusedBy;
  return {
    ...body,
    query: { ...body.query, page },
    ownerRefusedBy: refused && {
      chipset: platforms.chipset(refused.chipset)?.name ?? refused.chipset,
      line: refused.statement.line,
      statement: shownStatement(refused.statement, locale),
    },
    advice: {
      kind: 'upgrades',
      candidates,
      total: list.total,
      ruledOut: list.ruledOut,
      groups: FIT_GROUPS.filter((group) => list.groups[group] > 0).map((group) => ({ group, count: list.groups[group] })),
      biosUpdates: list.biosUpdates,
      tooClose: list.tooClose,
      page,
      pages,
      perPage: CANDIDATES_PER_PAGE,
      notFaster: list.notFaster,
      goal: list.goal,
      orderedBy: list.orderedBy === null ? null : { id: list.orderedBy, scope: scopeOf(list.orderedBy), proportional: proportional(list.orderedBy) },
      mode: list.mode,
      ownFigure: owned.figures.some((figure) => figure.orders)
        ? 'orders'
        : owned.figures.some((figure) => figure.benchmark.id === list.orderedBy)
          ? 'unranked'
          : 'none',
      markedBy: list.markedBy === null ? null : { id: list.markedBy, scope: scopeOf(list.markedBy) },
      weighedOn: list.weighedOn && {
        chipsets: list.weighedOn.chipsets.map((id) => (id === '' ? '' : (platforms.chipset(id)?.name ?? id))),
        basis: list.weighedOn.basis,
      },
      unmeasured: { count: list.unmeasured.length, newest: list.unmeasured.slice(0, UNMEASURED_SHOWN).map((p) => platformProcessor(p, null)) },
    },
    credits: catalogue.benchmarks.filter((benchmark) => used.has(benchmark.info.id)).map((benchmark) => creditOf(benchmark.info)),
    priceCredit: candidates.some((row) => row.priceNow) ? priceCreditOf(catalogue, locale) : null,
  };
}

/** The chipset and board the query names, when they are on the processor's socket; the rest is noted and ignored. */
function narrowingOf(
  catalogue: Catalogue,
  socket: SocketInfo,
  asked: UpgradeQuery,
  ignored: UpgradeBody['ignored'],
): { chipset: ChipsetRecord | null; board: Board | null } {
  const { platforms } = catalogue;
  let chipset: ChipsetRecord | null = null;
  if (asked.chipset !== null) {
    const found = platforms.chipset(asked.chipset);
    if (found === undefined) ignored.push({ field: 'chipset', value: asked.chipset, why: 'unknown' });
    else if (!found.sockets.includes(socket.id)) ignored.push({ field: 'chipset', value: asked.chipset, why: 'other-socket' });
    else chipset = found;
  }
  // A board of another chipset than the one chosen is dropped: the form lists the boards of the
  // chipset chosen before, so a visitor who changes the chipset means the new one.
  let board: Board | null = null;
  if (asked.board !== null) {
    const found = platforms.board(asked.board);
    if (found === undefined) ignored.push({ field: 'board', value: asked.board, why: 'unknown' });
    else if (found.socket !== socket.id) ignored.push({ field: 'board', value: asked.board, why: 'other-socket' });
    else if (chipset !== null && found.chipset !== null && found.chipset !== chipset.id)
      ignored.push({ field: 'board', value: asked.board, why: 'other-chipset' });
    else board = found;
  }
  // The board's own chipset stands when none is asked.
  if (chipset === null && board?.chipset) chipset = platforms.chipset(board.chipset) ?? null;
  return { chipset, board };
}

/** The form's boards: every board of the chipset on the socket, by name (a few hundred at most). */
function boardsOfChipset(catalogue: Catalogue, socket: string, chipset: string): UpgradeBody['choices']['boards'] {
  return (catalogue.platforms.boardIndex?.boards ?? [])
    .filter((board) => board.socket === socket && board.chipset === chipset)
    .map((board) => ({ id: board.id, name: board.name, flashback: flashbackOfBoard(board) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : 1));
}

/** A board's BIOS Flashback as the page tells it: recorded, disputed by its listings, or neither (recorded as none, or not said). */
function flashbackOfBoard(board: Board): BoardFlashback {
  return board.flashbackDisputed ? 'disputed' : board.biosFlashback === true ? 'yes' : null;
}

/**
 * With a chipset chosen: how many of its boards in the index record BIOS Flashback, and how many
 * are disputed, which count among its boards but neither as having it nor as lacking it.
 */
function flashbackOf(catalogue: Catalogue, socket: string, chipset: string): UpgradeBody['flashback'] {
  const boards = (catalogue.platforms.boardIndex?.boards ?? []).filter((board) => board.socket === socket && board.chipset === chipset);
  const said = boards.map(flashbackOfBoard);
  return boards.length
    ? {
        boards: boards.length,
        withFlashback: said.filter((flashback) => flashback === 'yes').length,
        disputed: said.filter((flashback) => flashback === 'disputed').length,
      }
    : null;
}

function caveatOf(caveat: Caveat, catalogue: Catalogue, locale: Locale, flashback: BoardFlashback): UpgradeCandidateRow['caveats'][number] {
  return {
    kind: caveat.kind,
    chipsets: caveat.chipsets.map((id) => (id === '' ? '' : (catalogue.platforms.chipset(id)?.name ?? id))),
    statement: caveat.statement && shownStatement(caveat.statement, locale),
    document: caveat.document,
    memory: caveat.memory && { board: caveat.memory.board, processor: [...caveat.memory.processor] },
    flashback: caveat.kind === 'bios-update' ? flashback : null,
  };
}

export default upgradePage;
