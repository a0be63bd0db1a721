import type { Locale } from '../src/shared/locales.js';
import type { ErrorData, PagePayload } from '../src/shared/payload.js';
import { errorPagePayload } from '../src/shared/error-payload.js';
import { FetchError } from './fetch-json.js';

/**
 * The payload of an error page the router shows itself, when the server
 * answered a payload with an error status or a view could not be loaded:
 * the same page src/error-pages.ts would send, with the server's message
 * when it gave one.
 */
export function errorPayload(locale: Locale, shown: PagePayload, error: unknown): PagePayload<ErrorData> {
  const statusCode = error instanceof FetchError ? error.status : 500;
  const body = error instanceof FetchError ? (error.body as Partial<ErrorData> | undefined) : undefined;
  const message = typeof body?.message === 'string' ? body.message : '';
  return errorPagePayload({ statusCode, message }, { buildId: shown.buildId, locale, synthetic: shown.synthetic });
}
