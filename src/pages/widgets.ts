import type { WidgetsData } from '../shared/page-data/widgets.js';
import { translate } from '../messages.js';
import type { Page } from './page.js';

/** The maintainers' widget gallery: nothing to load, only its words. */
const widgetsPage: Page<'widgets', WidgetsData> = {
  load({ locale }) {
    return {
      data: {},
      parts: {},
      title: `${translate(locale, 'gallery.title')} · ${translate(locale, 'siteName')}`,
      description: translate(locale, 'gallery.intro'),
    };
  },
};

export default widgetsPage;
