import type { ProcessorBenchmark, ProcessorData, ProcessorParts } from '../shared/page-data/processor.js';
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
import { hrefFor } from '../shared/route-paths.js';
import { newIssueUrl, processorReport } from './issue-report.js';
import type { Page } from './page.js';
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
    const reportHref = newIssueUrl(repositoryUrl, processorReport(processor, locale));
    return {
      data: { processor },
      parts: {
        actions: { processor: { vendor, id: processor.id, name: processor.name }, reportHref },
        score: scorePartOf(catalogue, processor, locale),
        details: {
          processor,
          reportHref,
          similar: similarProcessors(catalogue, processor).map((p) => summarize(p, catalogue)),
          neighbours: familyNeighbours(catalogue, processor).map((p) => summarize(p, catalogue)),
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

export default processorPage;
