import { hrefFor } from '../../src/shared/route-paths.js';
import type { Locale } from '../../src/shared/locales.js';
import type { ProcessorSummary } from '../../src/shared/processor-summary.js';

/** A link to a processor's detail page, the vendor deciding the route. */
export function ProcessorLink({ processor, locale }: { processor: Pick<ProcessorSummary, 'vendor' | 'id' | 'name'>; locale: Locale }) {
  return <a href={hrefFor(processor.vendor, locale, { id: processor.id })}>{processor.name}</a>;
}
