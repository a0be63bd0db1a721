import { Writable } from 'node:stream';
import { createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from '../../views/app.js';
import type { ViewModule } from '../../views/view-module.js';
import { renderTimedOut } from '../errors.js';
import { translate } from '../messages.js';
import { LANGUAGE_TAGS, type Locale } from '../shared/locales.js';
import type { PagePayload } from '../shared/payload.js';
import { documentAssets, documentEnd, documentStart, type DocumentAssets } from './document.js';
import { escapeHtml } from './html.js';
import type { ResolvedPage } from './page-payload.js';
import type { PageServices } from './page-services.js';

/**
 * The one place a page becomes HTML: rendered whole (React's onAllReady), for people and crawlers
 * alike. Our views do not suspend, so the shell already is the whole page and waiting for it loses
 * no early paint; a finished page is bytes the server can tag and keep (src/http/page-answer.ts), and
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

/** A resolved page's document: its payload drawn by its view, with the build's files and the visitor's saved theme. */
export function renderPage({ route, visit }: ResolvedPage, payload: PagePayload, services: PageServices): Promise<Buffer> {
  return renderDocument({
    payload,
    view: services.modules.views[route.view],
    assets: documentAssets(services.manifest, route.view, visit),
    timeoutMs: services.renderTimeoutMs,
  });
}

/** The page sent when even the error page fails: plain HTML, no assets. */
export function fallbackPage(locale: Locale): string {
  const title = escapeHtml(translate(locale, 'serverErrorTitle'));
  return `<!doctype html><html lang="${LANGUAGE_TAGS[locale]}"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
}
