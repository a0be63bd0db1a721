import type { Locale } from '../src/locales.js';
import type { ErrorData, PagePayload } from '../src/payload.js';
import { translate } from '../views/messages.js';
import { FetchError } from './fetch-json.js';

/**
 * The payload of an error page the router shows itself, when the server
 * answered a payload with an error status or a view could not be loaded:
 * the same page src/error-pages.ts would send, with the server's message
 * when it gave one. No canonical or alternates:
 * an error page is not a page to index.
 */
export function errorPayload(locale: Locale, shown: PagePayload, error: unknown): PagePayload<ErrorData> {
  const statusCode = error instanceof FetchError ? error.status : 500;
  const body = error instanceof FetchError ? (error.body as Partial<ErrorData> | undefined) : undefined;
  const title = translate(locale, statusCode === 404 ? 'notFoundTitle' : 'serverErrorTitle');
  return {
    buildId: shown.buildId,
    route: null,
    view: 'error',
    locale,
    params: {},
    search: '',
    head: { title, description: title, canonical: '', alternates: [] },
    synthetic: shown.synthetic,
    data: { statusCode, message: typeof body?.message === 'string' ? body.message : '' },
  };
}
