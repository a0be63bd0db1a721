import type { LibraryQuery, SortKey } from '../library-query.js';
import type { Processor } from './processor.js';

/**
 * In-memory indexes that answer a library query at any catalogue size: every
 * sort order is computed once, so a query walks one presorted array, keeps
 * what its filters accept, and copies out only the requested page. Search
 * text is lower-cased and stripped of separators once, so "i9 14900k" finds
 * "Core i9-14900K".
 */
export interface LibraryResult {
  matched: number;
  results: Processor[];
}

export interface LibraryIndex {
  search(query: LibraryQuery): LibraryResult;
  /** every socket in the catalogue, sorted, for the filter control */
  sockets: string[];
  hasSocket(socket: string): boolean;
}

const sortValue: Record<Exclude<SortKey, 'name'>, (p: Processor) => number | null> = {
  launched: (p) => (p.launched ? Date.parse(p.launched.length === 7 ? `${p.launched}-01` : p.launched) : null),
  cores: (p) => p.cores,
  boost: (p) => p.boostClockGHz,
  tdp: (p) => p.tdpW,
  price: (p) => p.launchPriceUSD,
};

/** Lower case without spaces, hyphens, dots or slashes: how names are matched. */
export function compactText(text: string): string {
  return text.toLowerCase().replace(/[\s\-_./]+/g, '');
}

export function buildLibraryIndex(processors: readonly Processor[]): LibraryIndex {
  const haystacks = processors.map((p) => compactText([p.vendor, p.name, p.family, p.codename ?? '', p.socket ?? ''].join(' ')));
  const years = processors.map((p) => (p.launched ? Number(p.launched.slice(0, 4)) : null));
  const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  const nameOrder = processors.map((_, i) => i).sort((a, b) => byName.compare(processors[a]!.name, processors[b]!.name) || a - b);
  const nameRank = new Int32Array(processors.length);
  nameOrder.forEach((index, rank) => (nameRank[index] = rank));

  // For each key: ascending order with unknown values last, and where they start.
  const orders = new Map<SortKey, { order: Int32Array; known: number }>();
  orders.set('name', { order: Int32Array.from(nameOrder), known: nameOrder.length });
  for (const [key, value] of Object.entries(sortValue) as [Exclude<SortKey, 'name'>, (p: Processor) => number | null][]) {
    const values = processors.map(value);
    const known = nameOrder.filter((i) => values[i] !== null);
    // Ties keep name order, so a page is stable and readable.
    known.sort((a, b) => values[a]! - values[b]! || nameRank[a]! - nameRank[b]!);
    const unknown = nameOrder.filter((i) => values[i] === null);
    orders.set(key, { order: Int32Array.from([...known, ...unknown]), known: known.length });
  }
  const sockets = [...new Set(processors.map((p) => p.socket).filter((s): s is string => s !== null))].sort(byName.compare);
  const socketSet = new Set(sockets);

  function search(query: LibraryQuery): LibraryResult {
    const tokens = query.q.split(/\s+/).map(compactText).filter(Boolean);
    const accepts = (i: number) => {
      const p = processors[i]!;
      if (query.vendor && p.vendor !== query.vendor) return false;
      if (query.segment && p.segment !== query.segment) return false;
      if (query.socket && p.socket !== query.socket) return false;
      if (query.coresMin !== null && p.cores < query.coresMin) return false;
      if (query.coresMax !== null && p.cores > query.coresMax) return false;
      if (query.yearMin !== null || query.yearMax !== null) {
        const year = years[i];
        if (year === null || year === undefined) return false;
        if (query.yearMin !== null && year < query.yearMin) return false;
        if (query.yearMax !== null && year > query.yearMax) return false;
      }
      const haystack = haystacks[i]!;
      for (const token of tokens) if (!haystack.includes(token)) return false;
      return true;
    };
    const { order, known } = orders.get(query.sort)!;
    const start = (query.page - 1) * query.per;
    const end = start + query.per;
    const results: Processor[] = [];
    let matched = 0;
    const visit = (i: number) => {
      if (!accepts(i)) return;
      if (matched >= start && matched < end) results.push(processors[i]!);
      matched++;
    };
    // Descending walks the known values backwards; unknown values stay last either way.
    if (query.descending) for (let k = known - 1; k >= 0; k--) visit(order[k]!);
    else for (let k = 0; k < known; k++) visit(order[k]!);
    for (let k = known; k < order.length; k++) visit(order[k]!);
    return { matched, results };
  }

  return { search, sockets, hasSocket: (socket) => socketSet.has(socket) };
}
