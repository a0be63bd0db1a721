import type { ProcessorBenchmark, ProcessorBenchmarks, ProcessorData, ProcessorParts, ProcessorPlatform } from '../shared/page-data/processor.js';
import { formatLaunch } from '../shared/format.js';
import { headlinesOf } from '../shared/benchmark.js';
import { BENCH_SOURCE, RANKED_RESULTS } from '../bench-results/figures.js';
import { translate } from '../messages.js';
import { isProcessorId } from '../shared/processor.js';
import { familyNeighbours, similarProcessors } from '../catalogue/similar.js';
import { summarize } from '../catalogue/summarize.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { standingsOf } from '../catalogue/ladder.js';
import { indexAbsence } from '../catalogue/index-absence.js';
import type { Processor } from '../shared/processor.js';
import { DEFAULT_LADDER_QUERY, ladderHref, ladderSegmentOf } from '../shared/ladder-query.js';
import type { Locale } from '../shared/locales.js';
import { parseProcessorKey, processorKey } from '../shared/processor.js';
import { hrefFor } from '../shared/route-paths.js';
import { changesHref, reportPath } from '../corrections/correction-paths.js';
import { hasRecordedChanges } from '../corrections/data-changes.js';
import { newIssueUrl, processorReport } from './issue-report.js';
import type { Page } from './page.js';
import { processorPriceOf } from './processor-price.js';
import { processorGraph } from './structured-data.js';

/** A merge is permanent, but a browser keeps a 301 for as long as it is told: a day, in case one is undone. */
const MOVED_MAX_AGE_S = 24 * 60 * 60;

/**
 * The detail page of a processor. Its two routes are named for the vendors, so an id of the
 * other vendor is a 404. An id published once and merged into another record since
 * (data/aliases.json) answers 301 to the record that holds it now, query kept, and so does its
 * payload: no published URL dies (docs/decisions.md).
 */
const processorPage: Page<'processor', ProcessorData, ProcessorParts> = {
  validate: ({ route: vendor, params: { id }, catalogue }) =>
    isProcessorId(id) && (catalogue.find(vendor, id) !== undefined || catalogue.aliasOf(vendor, id) !== undefined),
  redirect({ route: vendor, params: { id }, catalogue, locale, asked }) {
    const to = catalogue.aliasOf(vendor, id);
    return to === undefined ? null : { location: hrefFor(vendor, locale, { id: to }) + asked, status: 301, maxAgeSeconds: MOVED_MAX_AGE_S, moved: true };
  },
  load({ route: vendor, params, catalogue, locale, repositoryUrl }) {
    const processor = catalogue.find(vendor, params.id)!;
    const vendorName = translate(locale, `vendor.${vendor}`);
    // A record /changes lists links its history; an accepted report is settled by a data change
    // (docs/corrections.md), so its processor links there once the change is shipped.
    const reports = {
      formHref: reportPath(processor, locale),
      githubHref: newIssueUrl(repositoryUrl, processorReport(processor, locale)),
      historyHref: hasRecordedChanges(processor) ? changesHref(locale, processor) : null,
    };
    return {
      data: { processor },
      parts: {
        actions: { processor: { vendor, id: processor.id, name: processor.name }, reports },
        score: benchmarksOf(catalogue, processor, locale),
        price: processorPriceOf(catalogue, processor, locale),
        details: {
          processor,
          reports,
          similar: similarProcessors(catalogue, processor).map((p) => summarize(p, catalogue)),
          neighbours: familyNeighbours(catalogue, processor).map((p) => summarize(p, catalogue)),
          platform: platformOf(catalogue, processor),
        },
      },
      title: `${vendorName} ${processor.name} · ${translate(locale, 'siteName')}`,
      description: translate(locale, 'processorDescription', {
        vendor: vendorName,
        name: processor.name,
        cores: processor.cores,
        threads: processor.threads ?? translate(locale, 'unknown'),
        socket: processor.socket ?? translate(locale, 'unknown'),
        launched: processor.launched ? formatLaunch(locale, processor.launched) : translate(locale, 'unknown'),
      }),
    };
  },
  structuredData: (page) => processorGraph(page, page.data.processor),
  paths: (catalogue) => catalogue.processors.map((p) => ({ route: p.vendor, params: { id: p.id } })),
  // Similar processors are found through an index made on first use.
  warmUp: (catalogue) => catalogue.processors.slice(0, 1).map((p) => `/cpu/${p.vendor}/${p.id}`),
};

/**
 * Every benchmark that has the processor, with where it stands on that benchmark's ladder of its
 * segment, or why it is not ranked; none when the catalogue has no benchmark. A processor no open
 * result names gets the list of sources looked in, never an estimate.
 */
export function benchmarksOf(catalogue: Catalogue, processor: Processor, locale: Locale): ProcessorBenchmarks | null {
  if (!catalogue.benchmarks.length) return null;
  // The sources of results, not what CPU Atlas derives from them.
  const sources = new Map(
    catalogue.benchmarks.filter(({ info }) => !info.derivedFrom).map(({ info }) => [info.source, { name: info.sourceName, url: info.sourceUrl }]),
  );
  return {
    benchmarks: standingsOf(catalogue, processor).map((entry): ProcessorBenchmark => {
      const { benchmark, figure, segment, standing, unranked } = entry;
      const named = figure.doubt ? parseProcessorKey(figure.doubt.sibling) : null;
      const sibling = named ? catalogue.find(named.vendor, named.id) : undefined;
      const mark = processorKey(processor);
      return {
        benchmark,
        figure,
        segment,
        rank: standing?.rank ?? null,
        worstRank: standing?.worstRank ?? null,
        total: standing?.total ?? 0,
        fasterThan: standing?.fasterThan ?? 0,
        tier: standing?.tier ?? null,
        unranked,
        doubtSibling: sibling ? { vendor: sibling.vendor, id: sibling.id, name: sibling.name } : null,
        // A figure the results contradict is shown, but not divided into values that would look like facts.
        perWatt: figure.doubt ? null : entry.perWatt,
        power: figure.doubt ? null : entry.power,
        perDollar: figure.doubt ? null : entry.perDollar,
        perDollarRange: figure.doubt ? null : entry.perDollarRange,
        // A figure that does not rank is still listed on its ladder with `unranked=1`.
        ladderHref: segment && ladderHref(locale, { ...DEFAULT_LADDER_QUERY, benchmark: benchmark.id, segment, mark, unranked: !figure.ranked }),
      };
    }),
    sources: [...sources.values()],
    embedded: ladderSegmentOf(processor.segment) === null,
    headlines: headlinesOf(catalogue.benchmarks.map(({ info }) => info)).map((id) => catalogue.findBenchmark(id)!.info),
    indexAbsence: indexAbsence(catalogue, processor),
    benchInvite: catalogue.benchmarks.some(({ info, figureOf }) => info.source === BENCH_SOURCE && figureOf(processor))
      ? null
      : { key: processorKey(processor), rankedResults: RANKED_RESULTS },
  };
}

/** Its sockets' pages and the boards that may take it (catalogue.platforms), for the details part. */
function platformOf(catalogue: Catalogue, processor: Processor): ProcessorPlatform {
  const { platforms } = catalogue;
  const fitting = platforms.boardsFitting(processor);
  return {
    sockets: platforms.socketsOf(processor).map((socket) => ({ id: socket.id, name: socket.name })),
    soldered: platforms.socketOf(processor)?.soldered ?? null,
    fits: fitting && {
      socket: { id: fitting.socket.id, name: fitting.socket.name },
      boards: fitting.boards,
      chipsets: fitting.chipsets
        .filter((entry) => entry.boards > 0)
        .map((entry) => ({ id: entry.chipset.id, name: entry.chipset.name, status: entry.status, boards: entry.boards, otherMemory: entry.otherMemory })),
    },
  };
}

export default processorPage;
