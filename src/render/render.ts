import { Writable } from 'node:stream';
import { createElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { App } from '../../views/app.js';
import type { ViewModule } from '../../views/view-module.js';
import { renderTimedOut } from '../errors.js';
import { translate } from '../messages.js';
import { LANGUAGE_TAGS, type Locale } from '../shared/locales.js';
import type { PagePayload } from '../shared/payload.js';
import { documentEnd, documentStart, type DocumentAssets } from './document.js';
import { escapeHtml } from './html.js';

/**
 * The one place a page becomes HTML: rendered whole (React's onAllReady), for people and crawlers
 * alike. Our views do not suspend, so the shell already is the whole page and waiting for it loses
 * no early paint; a finished page can carry an ETag and be kept (src/http/response-cache.ts), and
 * an error page is made the same way (docs/decisions.md, "Whole pages"). A render that outlives
 * `timeoutMs` is aborted; any failure rejects, and the error page takes over.
 */
export interface PageRender {
  payload: PagePayload;
  view: ViewModule;
  assets: DocumentAssets;
  timeoutMs: number;
}

export function renderDocument(page: PageRender): Promise<Buffer> {
  const { payload, assets } = page;
  const app = createElement(App, { payload, view: page.view });
  // React's string renderer draws the same bytes as its stream for a view that does not wait,
  // in half the time and with a fraction of the garbage (no chunks encoded to bytes and joined).
  // It cannot wait: a view that suspends inside a Suspense boundary, or fails inside one, is
  // left for the browser to draw, which React marks in the HTML. Such a page, and only such a
  // page, is made again by the stream renderer, which waits for it or fails it as a whole.
  let body: string;
  try {
    body = renderToString(app);
  } catch (error) {
    return Promise.reject(error);
  }
  if (body.includes(CLIENT_RENDERED_BOUNDARY)) return streamDocument(page);
  return Promise.resolve(Buffer.from(documentStart(payload, assets) + body + documentEnd(payload, assets)));
}

/** How React's HTML marks a Suspense boundary it did not finish on the server. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

function streamDocument(page: PageRender): Promise<Buffer> {
  const { payload, assets, timeoutMs } = page;
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const collect = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat([Buffer.from(documentStart(payload, assets)), ...chunks, Buffer.from(documentEnd(payload, assets))]));
        done();
      },
    });
    const fail = (error: unknown) => {
      clearTimeout(timer);
      reject(error);
    };
    const stream = renderToPipeableStream(createElement(App, { payload, view: page.view }), {
      onAllReady: () => stream.pipe(collect),
      onShellError: fail,
      // A failure after the shell still fails the page: half a page is never sent.
      onError: fail,
    });
    const timer = setTimeout(() => stream.abort(renderTimedOut(timeoutMs)), timeoutMs);
  });
}

/** The page sent when even the error page fails: plain HTML, no assets. */
export function fallbackPage(locale: Locale): string {
  const title = escapeHtml(translate(locale, 'serverErrorTitle'));
  return `<!doctype html><html lang="${LANGUAGE_TAGS[locale]}"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
}
