import type { LibraryData } from '../../views/library.js';
import { summarize } from '../../views/processor-summary.js';
import { translate } from '../server-messages.js';
import { parseLibraryQuery } from '../library-query.js';
import type { Page } from './page.js';

export const libraryPage: Page<'library', LibraryData> = {
  load({ catalogue, locale, query: raw }) {
    const parsed = parseLibraryQuery(raw);
    // A socket the catalogue does not have is an unknown value: ignored.
    const query = parsed.socket && !catalogue.library.hasSocket(parsed.socket) ? { ...parsed, socket: null } : parsed;
    const { matched, results } = catalogue.library.search(query);
    const total = catalogue.processors.length;
    return {
      data: {
        query,
        total,
        matched,
        pages: Math.max(1, Math.ceil(matched / query.per)),
        results: results.map(summarize),
        sockets: catalogue.library.sockets,
      },
      title: `${translate(locale, 'libraryTitle')} · ${translate(locale, 'siteName')}`,
      description: translate(locale, 'libraryDescription', { count: total }),
    };
  },
};
