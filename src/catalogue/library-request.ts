import { parseLibraryQuery, type LibraryQuery } from '../shared/library-query.js';
import type { RawQuery } from '../shared/route-paths.js';
import type { Catalogue } from './catalogue.js';

/**
 * The library state a request's query asks for, as this catalogue answers it: the library page
 * (its canonical URL and its redirect to it) and the filtered open-data exports read it here, so
 * they agree on every value. A socket the catalogue does not have is an unknown value: ignored.
 */
export function libraryQueryOf(raw: RawQuery, catalogue: Catalogue): LibraryQuery {
  const parsed = parseLibraryQuery(raw);
  return parsed.socket && !catalogue.library.hasSocket(parsed.socket) ? { ...parsed, socket: null } : parsed;
}
