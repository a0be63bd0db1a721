import type { ProcessorData } from '../../views/processor.js';
import { formatLaunch } from '../../views/format.js';
import { translate } from '../server-messages.js';
import { isProcessorId, type Vendor } from '../catalogue/processor.js';
import { familyNeighbours, similarProcessors } from '../catalogue/similar.js';
import { summarize } from '../../views/processor-summary.js';
import type { Page } from './page.js';

/** The detail page of one vendor's processors: an id of the other vendor is a 404. */
export function processorPage(vendor: Vendor): Page<Vendor, ProcessorData> {
  return {
    validate: ({ id }, catalogue) => isProcessorId(id) && catalogue.find(vendor, id) !== undefined,
    load({ params, catalogue, locale }) {
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
}
