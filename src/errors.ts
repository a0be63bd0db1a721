/**
 * Every error the server raises on purpose: a stable code, an HTTP status and
 * a message. Anything else that reaches the error handler is a 500.
 */
export class AtlasError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AtlasError';
  }
}

/** No route matches, or the view's loader refused the params (an id no processor has). */
export const pageNotFound = (path: string) => new AtlasError('ATLAS_PAGE_NOT_FOUND', 404, `Page Not Found: ${path}`);

/** Pages answer GET and HEAD only. */
export const methodNotAllowed = (method: string) =>
  new AtlasError('ATLAS_METHOD_NOT_ALLOWED', 405, `Method Not Allowed: ${method}`);

/** React did not finish the page within the render timeout. */
export const renderTimedOut = (ms: number) => new AtlasError('ATLAS_RENDER_TIMEOUT', 500, `Render timed out after ${ms} ms`);

/** The status an error should answer with: its own 4xx/5xx, else 500. */
export function statusOf(error: unknown): number {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}
