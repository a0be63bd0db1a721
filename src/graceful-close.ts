import type { FastifyInstance } from 'fastify';

/**
 * On SIGTERM or SIGINT: stop accepting connections, let in-flight requests
 * finish (Fastify's close waits for them), then exit 0. A second signal while
 * closing is ignored rather than cutting requests short.
 */
export function closeGracefully(app: FastifyInstance, signals: NodeJS.EventEmitter = process, exit: (code: number) => void = process.exit): void {
  let closing = false;
  const onSignal = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    app.close().then(
      () => exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        exit(1);
      },
    );
  };
  signals.on('SIGTERM', () => onSignal('SIGTERM'));
  signals.on('SIGINT', () => onSignal('SIGINT'));
}
