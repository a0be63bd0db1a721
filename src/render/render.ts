import { Transform, Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from '../../views/app.js';
import { translate } from '../messages.js';
import type { ViewModule } from '../../views/view-module.js';
import { documentEnd, documentStart, type DocumentAssets } from './document.js';
import { renderTimedOut } from '../errors.js';
import { escapeHtml } from './html.js';
import { LANGUAGE_TAGS, type Locale } from '../shared/locales.js';
import type { PagePayload } from '../shared/payload.js';

/**
 * The one place a page becomes HTML. People get the shell as soon as it is
 * ready and the rest streams after it; bots get the whole document at once
 * (onAllReady) so they never index a half page. A render that outlives
 * `timeoutMs` is aborted; a shell that cannot render at all becomes a minimal
 * 500 page that needs nothing from React.
 */
export interface PageRender {
  payload: PagePayload;
  view: ViewModule;
  assets: DocumentAssets;
  status: number;
  bot: boolean;
  timeoutMs: number;
}

export function renderPage(reply: FastifyReply, page: PageRender): Promise<void> {
  const { payload, status, bot, timeoutMs } = page;
  return new Promise<void>((resolve) => {
    // Only error pages stream, and they hold no server-drawn parts: the payload goes whole.
    const html = new Transform({
      transform: (chunk, _encoding, done) => done(null, chunk),
      flush(done) {
        this.push(documentEnd(payload, page.assets));
        done();
      },
    });
    let timer: NodeJS.Timeout | undefined;
    const stop = () => clearTimeout(timer);
    html.once('close', stop).once('end', stop);

    const start = () => {
      reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      html.write(documentStart(payload, page.assets));
      stream.pipe(html);
      void reply.send(html);
      resolve();
    };
    const stream = renderToPipeableStream(createElement(App, { payload, view: page.view }), {
      onShellReady() {
        if (!bot) start();
      },
      onAllReady() {
        if (bot) start();
      },
      onShellError(error) {
        stop();
        reply.log.error({ err: error }, 'page shell failed to render');
        void reply
          .status(500)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(bot ? '' : fallbackPage(payload.locale));
        resolve();
      },
      onError(error) {
        // Errors inside the shell also reach onShellError; this logs the rest.
        reply.log.error({ err: error }, 'error while rendering a page');
      },
    });
    timer = setTimeout(() => stream.abort(renderTimedOut(timeoutMs)), timeoutMs);
  });
}

/**
 * A page rendered whole, for the response cache (src/http/page-routes.ts): the document with
 * everything in it, as bots get it. Our views do not suspend, so the shell already is the whole
 * page and holding it back loses no early paint; a finished page can carry an ETag and be kept.
 * Rejects when React cannot render it or outlives `timeoutMs`; the error page takes over.
 */
export function renderDocument(page: Omit<PageRender, 'status' | 'bot'>): Promise<Buffer> {
  const { payload, timeoutMs } = page;
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const collect = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat([Buffer.from(documentStart(payload, page.assets)), ...chunks, Buffer.from(documentEnd(payload, page.assets))]));
        done();
      },
    });
    const stream = renderToPipeableStream(createElement(App, { payload, view: page.view }), {
      onAllReady: () => stream.pipe(collect),
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        // A failure after the shell (none of our views suspend) still fails the page.
        clearTimeout(timer);
        reject(error);
      },
    });
    const timer = setTimeout(() => stream.abort(renderTimedOut(timeoutMs)), timeoutMs);
  });
}

/** The page sent when even the shell fails: plain HTML, no assets. */
export function fallbackPage(locale: Locale): string {
  const title = escapeHtml(translate(locale, 'serverErrorTitle'));
  return `<!doctype html><html lang="${LANGUAGE_TAGS[locale]}"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
}
