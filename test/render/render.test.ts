import Fastify from 'fastify';
import t from 'tap';
import { Suspense, createElement, use } from 'react';
import type { PagePayload } from '../../src/shared/payload.js';
import { renderPage } from '../../src/render/render.js';
import type { ViewModule } from '../../views/view-module.js';

const payload: PagePayload = {
  buildId: 'test', route: 'home', view: 'home', locale: 'en', params: {}, search: '',
  head: { title: 'T', description: 'D', canonical: 'https://atlas.test/en', alternates: [] },
  synthetic: false, data: null,
};
const assets = { css: [], entry: '/assets/entry.js', preloads: [], client: { views: {} as never, overlay: '', search: '', messages: {} as never } };

/** A view that waits on `promise` inside a Suspense boundary; `onSuspend` runs when it first waits. */
function suspending(promise: Promise<string>, onSuspend: () => void = () => undefined): ViewModule {
  const Slow = () => {
    onSuspend();
    return createElement('p', null, use(promise));
  };
  return { default: () => createElement(Suspense, { fallback: createElement('p', null, 'loading…') }, createElement(Slow)) };
}

/** An app rendering the view at `/`; `onStarted` runs once the response has begun (for people, the shell is sent). */
async function appRendering(t: { teardown(fn: () => unknown): void }, view: ViewModule, bot: boolean, timeoutMs = 5_000, onStarted = () => {}) {
  const app = Fastify({ logger: { level: 'silent' } });
  app.get('/', (_request, reply) => renderPage(reply, { payload, view, assets, status: 200, bot, timeoutMs }).then(() => (onStarted(), reply)));
  t.teardown(() => app.close());
  return app;
}

t.test('people get the shell first; the suspended part streams in after it', async (t) => {
  let release!: (value: string) => void;
  // The part arrives only once the shell has gone out.
  const app = await appRendering(t, suspending(new Promise((resolve) => (release = resolve))), false, 5_000, () => release('arrived'));
  const html = (await app.inject({ url: '/' })).body;
  t.ok(html.indexOf('loading…') < html.indexOf('arrived'), 'fallback is sent before the content');
  t.match(html, /<\/html>\n$/);
});

t.test('bots get the finished document, with no fallback in it', async (t) => {
  let release!: (value: string) => void;
  // The part arrives after the view has suspended on it: the bot's document waits for it.
  const view = suspending(new Promise((resolve) => (release = resolve)), () => queueMicrotask(() => release('arrived')));
  const app = await appRendering(t, view, true);
  const html = (await app.inject({ url: '/' })).body;
  t.match(html, /<p>arrived<\/p>/);
  t.notMatch(html, /loading…/);
});

t.test('a render that outlives the timeout is aborted and the response ends', async (t) => {
  const app = await appRendering(t, suspending(new Promise(() => {})), false, 50);
  const started = Date.now();
  const response = await app.inject({ url: '/' });
  t.ok(Date.now() - started < 2_000, 'the response did not hang');
  t.equal(response.statusCode, 200);
  t.match(response.body, /loading…/);
  t.match(response.body, /<\/html>\n$/, 'the document is closed');
});

t.test('a shell that throws sends the minimal 500 page', async (t) => {
  const broken: ViewModule = {
    default: () => {
      throw new Error('view exploded');
    },
  };
  const app = await appRendering(t, broken, false);
  const response = await app.inject({ url: '/' });
  t.equal(response.statusCode, 500);
  t.match(response.body, '<title>Internal Server Error</title>');
  t.notMatch(response.body, /view exploded/);
});
