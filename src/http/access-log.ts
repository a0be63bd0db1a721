import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per request, written when its response has been handed over: the method, the URL,
 * the status and the time in milliseconds. Fastify's default is two JSON lines a request (one on
 * arrival with the request's address and port, one on completion), which cost a busy server a
 * third of its throughput; one line of four fields says what an access log needs, and the proxy
 * in front (README, "Deployment") knows the client's address. A route's own level still applies
 * (the health probes log nothing below `warn`), and an error is logged where it is handled
 * (src/http/error-pages.ts) with the request's context.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {
    // Nothing on arrival: the line is written once the response is known.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error)
      reply.log.error(
        { method: request.method, url: request.url, status: reply.statusCode, ms: rounded(reply.elapsedTime), err: error },
        'the response failed',
      );
    else logAccess(reply.log, request.method, request.url, reply.statusCode, reply.elapsedTime);
  }
}

/** The access line, for responses sent outside Fastify's lifecycle too (src/http/response-replay.ts). */
export function logAccess(log: FastifyBaseLogger, method: string, url: string, status: number, ms: number): void {
  log.info({ method, url, status, ms: rounded(ms) });
}

/** Hundredths of a millisecond: finer than the clock's honesty on a busy machine, shorter to store. */
function rounded(ms: number): number {
  return Math.round(ms * 100) / 100;
}
