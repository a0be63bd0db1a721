import type { ProcessorData } from '../../views/pages/processor.js';
import { formatLaunch } from '../../views/format.js';
import { translate } from '../render/server-messages.js';
import { isProcessorId } from '../shared/processor.js';
import { familyNeighbours, similarProcessors } from '../catalogue/similar.js';
import { summarize } from '../catalogue/summarize.js';
import type { Page } from './page.js';

/**
 * The detail page of a processor. Its two routes are named for the vendors, so an id of the
 * other vendor is a 404.
 */
const processorPage: Page<'processor', ProcessorData> = {
  validate: ({ route: vendor, params: { id }, catalogue }) => isProcessorId(id) && catalogue.find(vendor, id) !== undefined,
  load({ route: vendor, params, catalogue, locale }) {
    const processor = catalogue.find(vendor, params.id)!;
    const vendorName = translate(locale, `vendor.${vendor}`);
    return {
      data: {
        processor,
        similar: similarProcessors(catalogue, processor).map(summarize),
        neighbours: familyNeighbours(catalogue, processor).map(summarize),
      },
      title: `${vendorName} ${processor.name} · ${translate(locale, 'siteName')}`,
      description: translate(locale, 'processorDescription', {
        vendor: vendorName,
        name: processor.name,
        cores: processor.cores,
        threads: processor.threads,
        socket: processor.socket ?? translate(locale, 'unknown'),
        launched: processor.launched ? formatLaunch(locale, processor.launched) : translate(locale, 'unknown'),
      }),
    };
  },
};

export default processorPage;
