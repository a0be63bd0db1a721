import { DEFAULT_QUERY, MAX_SEARCH_LENGTH } from '../shared/library-query.js';
import { processorKey, type Processor } from '../shared/processor.js';
import type { Catalogue } from './catalogue.js';
import { compactText } from './library-index.js';

/**
 * Which processor a few typed words name, for the compare page's "add" field without
 * JavaScript (issue 12): the library's search finds the candidates; one whose whole name,
 * vendor and name, or model number is exactly what was typed wins ("7950x" is the 7950X,
 * not the 7950X3D); otherwise a single candidate wins; otherwise the visitor picks, from
 * names that hold the text whole first. (The header search's own matcher, with typos and
 * operating-system strings, can replace this one when it lands.)
 */
export interface NameMatch {
  /** the processor the text names, if it names exactly one */
  named: Processor | null;
  /** the closest candidates, best first, at most `limit` */
  candidates: Processor[];
}

export function matchProcessorName(catalogue: Catalogue, text: string, options: { exclude?: readonly string[]; limit?: number } = {}): NameMatch {
  const q = text.trim().slice(0, MAX_SEARCH_LENGTH);
  const wanted = compactText(q);
  if (!wanted) return { named: null, candidates: [] };
  const exclude = new Set(options.exclude ?? []);
  const { results } = catalogue.library.search({ ...DEFAULT_QUERY, q, sort: 'name', descending: false, per: 96 });
  const found = results.filter((p) => !exclude.has(processorKey(p)));
  const exact = found.filter((p) => namesOf(p).includes(wanted));
  // Then names that hold the text whole ("ryzen979" in "ryzen97900x"), then the other matches.
  const whole = found.filter((p) => !exact.includes(p) && compactText(`${p.vendor} ${p.name}`).includes(wanted));
  const ranked = [...exact, ...whole, ...found.filter((p) => !exact.includes(p) && !whole.includes(p))];
  const named = exact.length === 1 ? exact[0]! : exact.length === 0 && found.length === 1 ? found[0]! : null;
  return { named, candidates: ranked.slice(0, options.limit ?? 8) };
}

/** The ways a visitor writes a processor exactly: "Ryzen 9 7950X", "AMD Ryzen 9 7950X", "7950X", "14900K". */
function namesOf(p: Processor): string[] {
  const model = p.name.split(/\s+/).pop() ?? '';
  return [compactText(p.name), compactText(`${p.vendor} ${p.name}`), compactText(model), compactText(model.split('-').pop() ?? '')];
}
