import type { LibraryData } from '../../views/library.js';
import { summarize } from '../../views/processor-summary.js';
import { translate } from '../../views/messages.js';
import type { Page } from './page.js';

export const libraryPage: Page<'library', LibraryData> = {
  load({ catalogue, locale }) {
    const results = [...catalogue.processors].sort((a, b) => a.name.localeCompare(b.name)).map(summarize);
    return {
      data: { total: results.length, results },
      title: `${translate(locale, 'libraryTitle')} · ${translate(locale, 'siteName')}`,
      description: translate(locale, 'libraryDescription', { count: results.length }),
    };
  },
};
