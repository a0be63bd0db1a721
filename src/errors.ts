/**
 * Every error the server raises, named once: a stable code and the HTTP status it answers with. A
 * maintainer reading a log line or a test finds here what a code means; a handler takes its status
 * from here rather than writing the number again. Errors that stop start-up (a bad setting, bad
 * data) carry a code too, with 500, the status they would be if a request met them. Anything
 * else that reaches the error handler is a fault in the code, answered 500.
 */
export const SERVER_ERRORS = {
  /** no route matches, or the page's loader refused its params (an id no processor has) */
  ATLAS_PAGE_NOT_FOUND: 404,
  /** pages answer GET and HEAD only */
  ATLAS_METHOD_NOT_ALLOWED: 405,
  /** React did not finish the page within the render timeout */
  ATLAS_RENDER_TIMEOUT: 500,
  /** even the error page failed to render: a minimal page that needs nothing from React */
  ATLAS_ERROR_PAGE_FAILED: 500,
  /** /readyz before the catalogue is loaded and the first pages are made */
  ATLAS_NOT_READY: 503,
  /** an open-data file of something this catalogue has none of (no boards, no prices) */
  ATLAS_OPEN_DATA_NOT_LOADED: 404,
  /** the moderation page without the maintainers' token */
  ATLAS_MODERATION_UNAUTHORIZED: 401,
  /** a moderation decision posted from another origin */
  ATLAS_MODERATION_CROSS_ORIGIN: 403,
  /** a setting of the environment that start-up refuses (src/config.ts) */
  ATLAS_CONFIG_INVALID: 500,
  /** a data file that breaks its format (src/record/catalogue-error.ts) */
  ATLAS_CATALOGUE_INVALID: 500,
  /** a CATALOG setting that names no catalogue (src/catalogue/catalogue-source.ts) */
  ATLAS_CATALOGUE_SOURCE_INVALID: 500,
  /** the corrections' feed while the database is out of reach (its page says so in words) */
  ATLAS_CHANGES_UNAVAILABLE: 503,
} as const;

export type ServerErrorCode = keyof typeof SERVER_ERRORS;

/**
 * The refusals of a report of a wrong fact (docs/corrections.md): each code and its status. The form
 * comes back with the reason in the visitor's language and their words refilled; nothing is stored.
 */
export const REPORT_REFUSALS = {
  /** the body is over the form's limit */
  too_large: 413,
  /** not the form's own encoding, or a field sent twice */
  bad_form: 400,
  /** sent as another content type than the form's */
  not_a_form: 415,
  /** more reports from one address than its limit allows; Retry-After says when */
  rate_limited: 429,
  schema: 400,
  honeypot: 400,
  field_unknown: 400,
  source_url: 400,
  proof_missing: 400,
  pow_invalid: 403,
  token_invalid: 403,
  token_expired: 403,
  /** the form sent sooner after it was drawn than a person fills it */
  too_fast: 429,
  /** the proof or the form was used before, on any instance */
  replayed: 403,
  /** the database out of reach */
  unavailable: 503,
} as const;

/**
 * The bench API's refusals (docs/bench-results.md): published codes, sent in its JSON answer as
 * `{ error: { code, message } }` with the message in the visitor's language, each with its status.
 */
export const BENCH_API_REFUSALS = {
  bad_json: 400,
  too_large: 413,
  rate_limited: 429,
  pow_missing: 400,
  pow_invalid: 403,
  pow_replayed: 403,
  schema: 400,
  unknown_processor: 422,
  checksum: 422,
  impossible_timing: 422,
  os_name_mismatch: 422,
  /** the database out of reach */
  unavailable: 503,
} as const;

export type BenchApiRefusal = keyof typeof BENCH_API_REFUSALS;

/** Where a refusal's code answers another status, because of what was asked. */
export const BENCH_API_REFUSALS_ELSEWHERE = {
  /** a body sent as another content type than JSON */
  notSentAsJson: { code: 'bad_json', status: 415 },
  /** figures asked for of a processor the catalogue lacks: what was asked for is not there */
  figuresOfUnknownProcessor: { code: 'unknown_processor', status: 404 },
} as const satisfies Record<string, { code: BenchApiRefusal; status: number }>;

/** An error the server raises on purpose: its code, the code's status and a message. */
export class AtlasError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ServerErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AtlasError';
    this.statusCode = SERVER_ERRORS[code];
  }
}

export const pageNotFound = (path: string) => new AtlasError('ATLAS_PAGE_NOT_FOUND', `Page Not Found: ${path}`);

export const methodNotAllowed = (method: string) => new AtlasError('ATLAS_METHOD_NOT_ALLOWED', `Method Not Allowed: ${method}`);

export const renderTimedOut = (ms: number) => new AtlasError('ATLAS_RENDER_TIMEOUT', `Render timed out after ${ms} ms`);

export const configInvalid = (message: string) => new AtlasError('ATLAS_CONFIG_INVALID', message);

/** The status an error should answer with: its own 4xx/5xx, else 500. */
export function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}
