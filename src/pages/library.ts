import type { LibraryData } from '../../views/pages/library.js';
import { summarize } from '../catalogue/summarize.js';
import { translate } from '../render/server-messages.js';
import { parseLibraryQuery } from '../shared/library-query.js';
import type { Page } from './page.js';

const libraryPage: Page<'library', LibraryData> = {
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
        results: results.map((p) => summarize(p, catalogue)),
        sockets: catalogue.library.sockets,
      },
      title: `${translate(locale, 'libraryTitle')} · ${translate(locale, 'siteName')}`,
      description: translate(locale, 'libraryDescription', { count: total }),
    };
  },
};

export default libraryPage;
