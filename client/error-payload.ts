import type { Locale } from '../src/shared/locales.js';
import type { ErrorData, PagePayload } from '../src/shared/payload.js';
import { errorPagePayload } from '../src/shared/error-payload.js';
import { FetchError } from './fetch-json.js';

/**
 * The payload of an error page the router shows itself, when the server
 * answered a payload with an error status or a view could not be loaded:
 * the same page src/http/error-pages.ts would send, with the server's message
 * (and a 404's suggestions) when it gave them.
 */
export function errorPayload(locale: Locale, shown: PagePayload, error: unknown): PagePayload<ErrorData> {
  const statusCode = error instanceof FetchError ? error.status : 500;
  const body = error instanceof FetchError && typeof error.body === 'object' ? (error.body as Partial<ErrorData> | null) : undefined;
  const message = typeof body?.message === 'string' ? body.message : '';
  // A 404's path, suggestions and query come in its body as on the server's page.
  return errorPagePayload({ ...body, statusCode, message }, { buildId: shown.buildId, locale, synthetic: shown.synthetic });
}
