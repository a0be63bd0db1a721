import type { HomeData } from '../../views/home.js';
import { summarize } from '../../views/processor-summary.js';
import { translate } from '../../views/messages.js';
import type { Page } from './page.js';

const NEWEST_COUNT = 8;

export const homePage: Page<'home', HomeData> = {
  load({ catalogue, locale }) {
    const { processors } = catalogue;
    const newest = processors
      .filter((processor) => processor.launched !== null)
      .sort((a, b) => b.launched!.localeCompare(a.launched!) || a.name.localeCompare(b.name))
      .slice(0, NEWEST_COUNT)
      .map(summarize);
    const count = processors.length;
    return {
      data: {
        total: count,
        byVendor: {
          amd: processors.filter((p) => p.vendor === 'amd').length,
          intel: processors.filter((p) => p.vendor === 'intel').length,
        },
        newest,
      },
      title: translate(locale, 'homeTitle'),
      description: translate(locale, 'homeDescription', { count }),
    };
  },
};
