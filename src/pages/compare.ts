import type { CompareData } from '../../views/pages/compare.js';
import { summarize } from '../catalogue/summarize.js';
import { translate } from '../render/server-messages.js';
import type { Catalogue } from '../catalogue/catalogue.js';
import { parseProcessorKey, type Processor } from '../shared/processor.js';
import { similarProcessors } from '../catalogue/similar.js';
import type { Page, Query } from './page.js';

export const MAX_COMPARED = 4;

/**
 * /compare?ids=amd:x,intel:y (or ids repeated, as the library's form sends
 * them). Ids that do not name a processor are listed back to the visitor;
 * fewer than two valid ones is a page that helps pick more, not an error.
 */
const comparePage: Page<'compare', CompareData> = {
  load({ catalogue, locale, query }) {
    const { found, unknown } = resolveIds(catalogue, query.ids);
    const processors = found.slice(0, MAX_COMPARED);
    const names = processors.map((p) => `${translate(locale, `vendor.${p.vendor}`)} ${p.name}`);
    const title = names.length >= 2 ? `${names.join(' vs ')} · ${translate(locale, 'siteName')}` : `${translate(locale, 'compareTitle')} · ${translate(locale, 'siteName')}`;
    const lone = processors.length === 1 ? processors[0] : undefined;
    return {
      data: {
        processors,
        unknown,
        truncated: found.length > MAX_COMPARED,
        suggestions: lone ? similarProcessors(catalogue, lone).map((p) => summarize(p, catalogue)) : [],
        scores: processors.map((p) => catalogue.benchmark.scoreOf(p)),
        scoreSource: catalogue.benchmark.source,
      },
      title,
      description: names.length >= 2 ? translate(locale, 'compareDescription', { names: names.join(', ') }) : translate(locale, 'compareIntro'),
    };
  },
};

function resolveIds(catalogue: Catalogue, raw: Query[string]): { found: Processor[]; unknown: string[] } {
  const keys = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw])
    .flatMap((value) => value.split(','))
    .map((key) => key.trim())
    .filter(Boolean)
    .slice(0, 20);
  const found: Processor[] = [];
  const unknown: string[] = [];
  for (const key of new Set(keys)) {
    const named = parseProcessorKey(key);
    const processor = named ? catalogue.find(named.vendor, named.id) : undefined;
    if (processor) found.push(processor);
    else unknown.push(key.slice(0, 80));
  }
  return { found, unknown };
}

export default comparePage;
