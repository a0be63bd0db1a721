/**
 * The one way the browser asks the server for JSON. Reads (GET/HEAD) are
 * retried once on a network failure or a status that says "try again"; a
 * write (which nothing in the browser makes today) goes once, its body as the
 * caller gives it; any 400–599 rejects with a FetchError carrying the status
 * and the parsed body, so a caller can show the server's own message.
 */

/** Statuses a second try may cure: timeouts, conflicts, rate limits, a gateway restarting. */
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const READ_METHODS = new Set(['GET', 'HEAD']);

export class FetchError extends Error {
  override name = 'FetchError';
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
    /** the response body: parsed JSON when it is JSON, else its text, else undefined */
    readonly body: unknown,
    statusText: string,
  ) {
    super(`[${method}] "${url}": ${status} ${statusText}`.trimEnd());
  }
}

export interface FetchJsonOptions extends Omit<RequestInit, 'method'> {
  method?: string;
}

export async function fetchJson<T = unknown>(url: string, options: FetchJsonOptions = {}): Promise<T> {
  const { method: requested = 'GET', ...rest } = options;
  const method = requested.toUpperCase();
  const headers = new Headers(rest.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  const init: RequestInit = { ...rest, method, headers };

  // Writes are never repeated: the first one may have reached the server.
  let retries = READ_METHODS.has(method) ? 1 : 0;
  for (;;) {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (retries-- > 0 && !isAbort(error)) continue;
      throw error;
    }
    if (response.status < 400 || response.status > 599) return (await successBody(response, method)) as T;
    if (retries-- > 0 && RETRY_STATUSES.has(response.status)) continue;
    throw new FetchError(method, url, response.status, await errorBody(response), response.statusText);
  }
}

/** An abort is the caller's decision, not a failure to retry. */
function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

async function successBody(response: Response, method: string): Promise<unknown> {
  if (method === 'HEAD' || response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  return isJsonType(response) ? JSON.parse(text) : text;
}

/** An error body is evidence, not a contract: keep the text if it is not valid JSON. */
async function errorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  if (!isJsonType(response)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A response without a content type is taken for JSON, as the caller asked for JSON. */
function isJsonType(response: Response): boolean {
  const type = response.headers.get('content-type');
  return !type || /[/+]json\b/i.test(type);
}
