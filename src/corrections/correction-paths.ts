import type { Locale } from '../shared/locales.js';
import { processorKey, type Vendor } from '../shared/processor.js';
import { localizePath } from '../shared/route-paths.js';

/**
 * The addresses of a processor's report form and of the corrections page, spelt here once: they
 * are the server's own routes (src/http/report-routes.ts, changes-routes.ts), beside the route
 * table in its style — the English path is /en + the Chinese one, a processor named as the
 * ladder's `mark` names it (`?processor=amd:ryzen-5-3600`).
 */
export const CHANGES_PATH = '/changes';
export const FEED_PATH = '/changes.atom';

export function reportPath(processor: { vendor: Vendor; id: string }, locale: Locale): string {
  return localizePath(`/report/${processor.vendor}/${encodeURIComponent(processor.id)}`, locale);
}

export function changesHref(locale: Locale, processor?: { vendor: Vendor; id: string } | null): string {
  return localizePath(CHANGES_PATH, locale) + (processor ? `?processor=${encodeURIComponent(processorKey(processor))}` : '');
}
