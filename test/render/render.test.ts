import t from 'tap';
import { Suspense, createElement, use } from 'react';
import { renderDocument } from '../../src/render/render.js';
import type { PagePayload } from '../../src/shared/payload.js';
import type { ViewModule } from '../../views/view-module.js';
import { errorDocument } from '../../src/http/error-pages.js';

const payload: PagePayload = {
  buildId: 'test',
  route: 'home',
  view: 'home',
  locale: 'en',
  params: {},
  search: '',
  head: { title: 'T', description: 'D', canonical: 'https://atlas.test/en', alternates: [] },
  synthetic: false,
  data: null,
  parts: {},
};
const assets = {
  css: [],
  entry: '/assets/entry.js',
  preloads: [],
  client: {
    views: {} as never,
    overlay: '',
    search: '',
    selection: { js: '', messages: {} as never },
    buildWatch: '',
    bench: { run: { js: '', messages: {} as never }, kernels: '', proofOfWork: '' },
    messages: {} as never,
  },
};

/** A view that waits on `promise` inside a Suspense boundary; `onSuspend` runs when it first waits. */
function suspending(promise: Promise<string>, onSuspend: () => void = () => undefined): ViewModule {
  // biome-ignore lint/correctness/noComponentHookFactories: each test wants a view of its own that waits on its own promise
  const Slow = () => {
    onSuspend();
    return createElement('p', null, use(promise));
  };
  return { default: () => createElement(Suspense, { fallback: createElement('p', null, 'loading…') }, createElement(Slow)) };
}

t.test('a page is rendered whole: what it waits for is in it, its fallback is not', async (t) => {
  let release!: (value: string) => void;
  const rendering = renderDocument({ payload, view: suspending(new Promise((resolve) => (release = resolve))), assets, timeoutMs: 5_000 });
  release('arrived');
  const html = (await rendering).toString();
  t.match(html, /<p>arrived<\/p>/);
  t.notMatch(html, /loading…/);
  t.match(html, /^<!doctype html>/);
  t.match(html, /<\/html>\n$/, 'the document is closed');
});

t.test('a render that outlives the timeout is refused, not sent half done', async (t) => {
  await t.rejects(renderDocument({ payload, view: suspending(new Promise(() => {})), assets, timeoutMs: 50 }));
});

t.test('a view that throws is refused', async (t) => {
  const broken: ViewModule = {
    default: () => {
      throw new Error('view exploded');
    },
  };
  await t.rejects(renderDocument({ payload, view: broken, assets, timeoutMs: 5_000 }), /view exploded/);
});

t.test("when even the error page fails, the minimal 500 page says so in the page's language and nothing more", async (t) => {
  const failures: unknown[] = [];
  const failed = Promise.reject(new Error('the error view exploded'));
  for (const [locale, title] of [
    ['zh', '服务器内部错误'],
    ['en', 'Internal Server Error'],
  ] as const) {
    const page = await errorDocument(failed, 404, locale, (error) => failures.push(error));
    t.equal(page.status, 500, locale);
    t.match(page.body.toString(), `<title>${title}</title>`, `${locale}: in its language`);
    t.notMatch(page.body.toString(), /exploded|<script/, `${locale}: no internals, no scripts`);
  }
  t.equal(failures.length, 2, 'each failure is reported, to be logged');
  const fine = await errorDocument(Promise.resolve(Buffer.from('<p>404</p>')), 404, 'en', (error) => failures.push(error));
  t.same({ status: fine.status, body: fine.body.toString() }, { status: 404, body: '<p>404</p>' }, 'a page that renders is sent as it is');
});
