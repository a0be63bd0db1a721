/**
 * The one way the browser asks the server for JSON. Writes
 * (POST/PUT/PATCH/DELETE) send a plain object or array as a JSON body; reads
 * (GET/HEAD) are retried once on a network failure or a status that says
 * "try again"; any 400–599 rejects with a FetchError carrying the status and
 * the parsed body, so a caller can show the server's own message.
 */

/** Statuses a second try may cure: timeouts, conflicts, rate limits, a gateway restarting. */
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
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

export interface FetchJsonOptions extends Omit<RequestInit, 'body' | 'method'> {
  method?: string;
  /** a plain object, array or `toJSON` value is sent as JSON; a string, Blob or FormData as it is */
  body?: unknown;
}

export async function fetchJson<T = unknown>(url: string, options: FetchJsonOptions = {}): Promise<T> {
  const { method: requested = 'GET', body, ...rest } = options;
  const method = requested.toUpperCase();
  const headers = new Headers(rest.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  const init: RequestInit = { ...rest, method, headers };
  if (body !== undefined && BODY_METHODS.has(method)) {
    if (isJsonValue(body)) {
      init.body = JSON.stringify(body);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    } else {
      init.body = body as BodyInit;
    }
  }

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

function isJsonValue(body: unknown): boolean {
  if (body === null || Array.isArray(body)) return true;
  if (typeof body !== 'object') return typeof body === 'number' || typeof body === 'boolean';
  const proto = Object.getPrototypeOf(body) as unknown;
  return proto === Object.prototype || proto === null || typeof (body as { toJSON?: unknown }).toJSON === 'function';
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
