import type { Locale } from './locales.js';
import type { ErrorData, PagePayload } from './payload.js';
import { translate } from './messages.js';

/**
 * The payload of an error page, the same whether the server sends it
 * (src/http/error-pages.ts) or the router shows it (client/error-payload.ts).
 * No canonical or alternates: an error page is not a page to index.
 */
export function errorPagePayload(
  error: ErrorData,
  { buildId, locale, synthetic }: { buildId: string; locale: Locale; synthetic: boolean },
): PagePayload<ErrorData> {
  const title = translate(locale, error.statusCode === 404 ? 'notFoundTitle' : 'serverErrorTitle');
  return {
    buildId,
    route: null,
    view: 'error',
    locale,
    params: {},
    search: '',
    head: { title, description: title, canonical: '', alternates: [] },
    synthetic,
    data: error,
    parts: {},
  };
}
