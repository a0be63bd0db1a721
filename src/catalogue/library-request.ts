import { RELEVANCE, SORT_KEYS, defaultOrder, parseLibraryQuery, type LibraryQuery } from '../shared/library-query.js';
import { DEFAULT_BENCHMARK } from '../shared/benchmark.js';
import type { RawQuery } from '../shared/route-paths.js';
import type { Catalogue } from './catalogue.js';

/**
 * The library state a request's query asks for, as this catalogue answers it: the library page
 * (its canonical URL and its redirect to it) and the filtered open-data exports read it here, so
 * they agree on every value. A socket the catalogue does not have is an unknown value: ignored; an
 * older spelling of one it has ("FM1 uPGA", "FP8, FP7, FP7r2") is read as that socket.
 */
export function libraryQueryOf(raw: RawQuery, catalogue: Catalogue): LibraryQuery {
  const parsed = parseLibraryQuery(raw);
  // an older spelling of a socket is the socket, in the catalogue's spelling (the page redirects to it)
  const query = parsed.socket ? { ...parsed, socket: catalogue.library.socketFilter(parsed.socket) } : parsed;
  return { ...query, ...sortOf(query, catalogue) };
}

/**
 * A sort by a benchmark the catalogue has, or by a fact; the default benchmark's id is `score`, the
 * name it sorted under when it was the only one, so one order has one URL. Anything else: the default.
 */
function sortOf({ q, sort, descending }: LibraryQuery, catalogue: Catalogue): Pick<LibraryQuery, 'sort' | 'descending'> {
  if (sort === RELEVANCE) return defaultOrder(q);
  if ((SORT_KEYS as readonly string[]).includes(sort)) return { sort, descending };
  if (sort === DEFAULT_BENCHMARK) return { sort: 'score', descending };
  // A benchmark whose figures come while the server runs has no order in the library's index.
  if (catalogue.findBenchmark(sort) && !catalogue.findBenchmark(sort)!.info.live) return { sort, descending };
  return defaultOrder(q);
}
