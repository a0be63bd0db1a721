import type { ProcessorBenchmark, ProcessorData, ProcessorParts, ProcessorPlatform } from '../shared/page-data/processor.js';
import { formatLaunch } from '../shared/format.js';
import { translate } from '../messages.js';
import { isProcessorId } from '../shared/processor.js';
import { familyNeighbours, similarProcessors } from '../catalogue/similar.js';
import { summarize } from '../catalogue/summarize.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { metricValue, standingOf } from '../catalogue/ladder.js';
import type { Processor } from '../shared/processor.js';
import { ladderHref, ladderSegmentOf } from '../shared/ladder-query.js';
import type { Locale } from '../shared/locales.js';
import { processorKey } from '../shared/processor.js';
import type { Page } from './page.js';
import { processorGraph } from './structured-data.js';

/**
 * The detail page of a processor. Its two routes are named for the vendors, so an id of the
 * other vendor is a 404.
 */
const processorPage: Page<'processor', ProcessorData, ProcessorParts> = {
  validate: ({ route: vendor, params: { id }, catalogue }) => isProcessorId(id) && catalogue.find(vendor, id) !== undefined,
  load({ route: vendor, params, catalogue, locale }) {
    const processor = catalogue.find(vendor, params.id)!;
    const vendorName = translate(locale, `vendor.${vendor}`);
    return {
      data: { processor },
      parts: {
        score: scorePartOf(catalogue, processor, locale),
        details: {
          processor,
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

/** The score block's props; none when the catalogue has no scores. */
function scorePartOf(catalogue: Catalogue, processor: Processor, locale: Locale): ProcessorParts['score'] {
  const benchmark = benchmarkOf(catalogue, processor, locale);
  return benchmark && { benchmark };
}

/** The processor's score and where it stands; never an estimate when it has none. */
export function benchmarkOf(catalogue: Catalogue, processor: Processor, locale: Locale): ProcessorBenchmark | null {
  const { source } = catalogue.benchmark;
  if (!source) return null;
  const score = catalogue.benchmark.scoreOf(processor);
  const standing = score ? standingOf(catalogue, processor) : null;
  const segment = ladderSegmentOf(processor.segment);
  return {
    source,
    score,
    segment,
    rank: standing?.rank ?? null,
    total: standing?.total ?? 0,
    fasterThan: standing?.fasterThan ?? null,
    tier: standing?.tier ?? null,
    perWatt: score && metricValue('per-watt', processor, score.score),
    perDollar: score && metricValue('per-dollar', processor, score.score),
    ladderHref: segment && ladderHref(locale, { segment, vendor: null, metric: 'score', mark: processorKey(processor), page: null }),
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
