import type { CompareData, CompareParts } from '../shared/page-data/compare.js';
import { summarize } from '../catalogue/summarize.js';
import { translate } from '../render/server-messages.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { matchProcessorName } from '../catalogue/name-match.js';
import { MAX_COMPARED, compareQuery, isDiffOnly, requestedIds } from '../shared/compare-query.js';
import { parseProcessorKey, processorKey, type Processor } from '../shared/processor.js';
import { similarProcessors } from '../catalogue/similar.js';
import type { Page, Query } from './page.js';

/**
 * /compare?ids=amd:x,intel:y&diff=1 (or ids repeated, as the library's form sends
 * them). Ids that do not name a processor are listed back to the visitor;
 * fewer than two valid ones is a page that helps pick more, not an error.
 * `q` is the add field's text when it named no single processor (one is
 * redirected to before this runs, src/http/compare-add.ts): the page lists the
 * candidates.
 */
const comparePage: Page<'compare', CompareData, CompareParts> = {
  canonicalQuery({ query }) {
    const search = new URLSearchParams(compareQuery({ ids: requestedIds(query.ids), diff: isDiffOnly(query.diff) }));
    const q = addText(query);
    if (q) search.set('q', q);
    const text = search.toString();
    return text ? `?${text}` : '';
  },
  load({ catalogue, locale, query }) {
    const { found, unknown } = resolveIds(catalogue, requestedIds(query.ids));
    const processors = found.slice(0, MAX_COMPARED);
    const names = processors.map((p) => `${translate(locale, `vendor.${p.vendor}`)} ${p.name}`);
    const title = names.length >= 2 ? `${names.join(' vs ')} · ${translate(locale, 'siteName')}` : `${translate(locale, 'compareTitle')} · ${translate(locale, 'siteName')}`;
    const lone = processors.length === 1 ? processors[0] : undefined;
    const diff = isDiffOnly(query.diff);
    const q = addText(query);
    const search = q && processors.length < MAX_COMPARED
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
        result: processors.length >= 2
          ? { processors, scores: processors.map((p) => catalogue.benchmark.scoreOf(p)), scoreSource: catalogue.benchmark.source, diff }
          : null,
      },
      title,
      description: names.length >= 2 ? translate(locale, 'compareDescription', { names: names.join(', ') }) : translate(locale, 'compareIntro'),
    };
  },
};

/** The add field's text, when it named no single processor (one is redirected to before this runs). */
function addText(query: Query): string {
  return (Array.isArray(query.q) ? query.q[0] : query.q)?.trim().slice(0, 100) ?? '';
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
