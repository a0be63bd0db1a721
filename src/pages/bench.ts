import { matchProcessorName } from '../catalogue/name-match.js';
import { translate } from '../messages.js';
import type { Locale } from '../shared/locales.js';
import type { BenchData, BenchParts, BenchProcessor } from '../shared/page-data/bench.js';
import { parseProcessorKey, processorKey, type Processor } from '../shared/processor.js';
import { hrefFor } from '../shared/route-paths.js';
import type { Page } from './page.js';

/**
 * /bench?cpu=vendor:id: CPU Atlas Bench (docs/bench.md). The server draws the page and the
 * processor picked; the suite runs in the browser. A key that names no processor is no pick (the
 * page asks for one), never an error. `q` is the search field's text without a suggestion chosen.
 */
interface BenchRequest {
  cpu: string;
  q: string;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

const benchPage: Page<'bench', BenchData, BenchParts, BenchRequest> = {
  query: (raw) => ({ cpu: first(raw.cpu).slice(0, 100), q: first(raw.q).slice(0, 100) }),
  canonicalQuery({ cpu, q }) {
    const search = new URLSearchParams();
    if (cpu) search.set('cpu', cpu);
    if (q) search.set('q', q);
    const text = search.toString();
    return text ? `?${text}` : '';
  },
  /** The field's text naming exactly one processor leads to the page with it picked (a clean URL to share). */
  redirect({ query: { q }, catalogue, locale }) {
    const named = q ? matchProcessorName(catalogue, q).named : null;
    return named ? { location: hrefFor('bench', locale, {}, { cpu: processorKey(named) }), status: 302 } : null;
  },
  load({ catalogue, locale, query: { cpu, q } }) {
    const key = parseProcessorKey(cpu);
    const picked = key ? catalogue.find(key.vendor, key.id) : undefined;
    const asked = !picked && q ? { q, candidates: matchProcessorName(catalogue, q).candidates.map((p) => benchProcessor(p, locale)) } : null;
    const processor = picked ? benchProcessor(picked, locale) : null;
    const title = processor ? translate(locale, 'bench.titleOf', { name: processor.fullName }) : translate(locale, 'bench.title');
    return {
      data: { processor },
      parts: { intro: {}, pick: { processor, asked }, shell: {}, about: {} },
      title: `${title} · ${translate(locale, 'siteName')}`,
      description: translate(locale, 'bench.description'),
    };
  },
};

function benchProcessor(processor: Processor, locale: Locale): BenchProcessor {
  const { vendor, id, name, cores, threads } = processor;
  return { vendor, id, name, cores, threads, fullName: `${translate(locale, `vendor.${vendor}`)} ${name}` };
}

export default benchPage;
