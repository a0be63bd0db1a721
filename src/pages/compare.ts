import type { Catalogue } from '../catalogue/catalogue.js';
import { architectureNotes } from '../catalogue/architecture-notes.js';
import { compareBenchmarks } from '../catalogue/compare-benchmarks.js';
import { powerSourcesOf } from './power-sources.js';
import { priceCreditOf } from './price-credit.js';
import { matchProcessorName } from '../catalogue/name-match.js';
import { similarProcessors } from '../catalogue/similar.js';
import { summarize } from '../catalogue/summarize.js';
import { translate } from '../messages.js';
import { MAX_COMPARED, compareQuery, parseCompareState } from '../shared/compare-query.js';
import type { CompareData, CompareParts } from '../shared/page-data/compare.js';
import { parseProcessorKey, processorKey, type Processor } from '../shared/processor.js';
import type { Locale } from '../shared/locales.js';
import { hrefFor } from '../shared/route-paths.js';
import type { Page } from './page.js';

/**
 * /compare?ids=amd:x,intel:y&diff=1 (or ids repeated, as the library's form sends them). Ids that
 * do not name a processor are listed back to the visitor; fewer than two valid ones is a page that
 * helps pick more, not an error. `q` is the add field's text without JavaScript.
 */
interface CompareRequest {
  ids: string[];
  diff: boolean;
  /** the add field's text, trimmed; '' when none */
  q: string;
}

const comparePage: Page<'compare', CompareData, CompareParts, CompareRequest> = {
  query: (raw) => ({ ...parseCompareState(raw), q: (Array.isArray(raw.q) ? raw.q[0] : raw.q)?.trim().slice(0, 100) ?? '' }),
  canonicalQuery({ ids, diff, q }) {
    const search = new URLSearchParams(compareQuery({ ids, diff }));
    if (q) search.set('q', q);
    const text = search.toString();
    return text ? `?${text}` : '';
  },
  /**
   * The add field submits `/compare?ids=…&q=TEXT`. When the text names exactly one processor the
   * answer is a 302 to the comparison with it added — a clean, shareable URL; otherwise the page
   * lists the candidates to pick from. (With JavaScript the field adds from its suggestions and
   * never sends `q`.)
   */
  redirect({ query: { ids, diff, q }, catalogue, locale }) {
    if (!q || ids.length >= MAX_COMPARED) return null;
    const { named } = matchProcessorName(catalogue, q, { exclude: ids });
    if (!named) return null;
    return { location: hrefFor('compare', locale, {}, compareQuery({ ids: [...ids, processorKey(named)], diff })), status: 302 };
  },
  load({ catalogue, locale, query: { ids, diff, q } }) {
    const { found, unknown } = resolveIds(catalogue, ids);
    const processors = found.slice(0, MAX_COMPARED);
    const names = processors.map((p) => `${translate(locale, `vendor.${p.vendor}`)} ${p.name}`);
    const title =
      names.length >= 2
        ? `${names.join(' vs ')} · ${translate(locale, 'siteName')}`
        : `${translate(locale, 'compareTitle')} · ${translate(locale, 'siteName')}`;
    const lone = processors.length === 1 ? processors[0] : undefined;
    const search =
      q && processors.length < MAX_COMPARED
        ? { q, candidates: matchProcessorName(catalogue, q, { exclude: processors.map(processorKey) }).candidates.map((p) => summarize(p, catalogue)) }
        : null;
    return {
      data: {
        processors,
        unknown,
        truncated: found.length > MAX_COMPARED,
        suggestions: lone ? similarProcessors(catalogue, lone).map((p) => summarize(p, catalogue)) : [],
        diff,
        search,
      },
      parts: {
        lone: lone ? { processor: lone } : null,
        result:
          processors.length >= 2
            ? { processors, ...buyersAnswer(catalogue, processors, locale), diff, architecture: architectureNotes(catalogue, processors) }
            : null,
      },
      title,
      description: names.length >= 2 ? translate(locale, 'compareDescription', { names: names.join(', ') }) : translate(locale, 'compareIntro'),
    };
  },
};

/** The benchmark rows and the sentence, without each figure's list of results (the detail page lists them). */
function buyersAnswer(
  catalogue: Catalogue,
  processors: readonly Processor[],
  locale: Locale,
): Pick<NonNullable<CompareParts['result']>, 'benchmarks' | 'verdict' | 'powerSources' | 'retail' | 'priceCredit'> {
  const { benchmarks, verdict, retail } = compareBenchmarks(catalogue, processors);
  // The package power limits a per-watt value here is divided by, cited under the table.
  const onPackagePower = processors.filter((_, i) => benchmarks.some(({ power }) => power[i]?.basis === 'package-power-limit'));
  return {
    benchmarks: benchmarks.map(({ figures, ...rows }) => ({
      ...rows,
      figures: figures.map(
        (figure) =>
          figure && {
            score: figure.score,
            samples: figure.samples,
            doubt: figure.doubt,
            ranked: figure.ranked,
            ...(figure.tests ? { tests: figure.tests } : {}),
            ...(figure.range ? { range: figure.range } : {}),
          },
      ),
    })),
    verdict,
    powerSources: powerSourcesOf(catalogue, onPackagePower),
    retail,
    // The yuan prices' licence asks for the credit wherever one is shown.
    priceCredit: retail ? priceCreditOf(catalogue, locale) : null,
  };
}

function resolveIds(catalogue: Catalogue, keys: string[]): { found: Processor[]; unknown: string[] } {
  const found: Processor[] = [];
  const unknown: string[] = [];
  for (const key of keys) {
    const named = parseProcessorKey(key);
    const processor = named ? catalogue.find(named.vendor, named.id) : undefined;
    if (processor) found.push(processor);
    else unknown.push(key.slice(0, 80));
  }
  return { found, unknown };
}

export default comparePage;
