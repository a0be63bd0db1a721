import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import t from 'tap';
import type { PageView } from '../../src/shared/build-meta.js';
import type { BuildManifest } from '../../src/render/build-manifest.js';
import { readConfig } from '../../src/config.js';
import { LOCALES, type Locale } from '../../src/shared/locales.js';
import type { PagePayload } from '../../src/shared/payload.js';
import { payloadUrl } from '../../src/shared/payload-url.js';
import { localizePath } from '../../src/shared/route-paths.js';
import '../../src/messages.js';
import * as realMessages from '../../src/shared/messages.js';
import type { MessageKey } from '../../src/shared/messages.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { BROWSER_UA, bootApp, embeddedPayload } from '../helper.js';
import { pageStates } from '../page-states.js';

/**
 * The browser gets, for each language and view, only the messages build.mjs found named in the
 * code (client/messages.ts). Here every view renders, for many pages, with nothing but its own
 * file's messages: a key the build missed fails the render, as it would fail hydration.
 */
const dist = join(readConfig({}).rootDir, 'dist');
const manifest = JSON.parse(await readFile(join(dist, 'manifest.json'), 'utf8')) as BuildManifest;

async function builtMessages(locale: Locale, view: PageView): Promise<Record<string, string>> {
  const file = join(dist, 'client', manifest.messages[locale][view].replace(/^\/assets\//, ''));
  return ((await import(pathToFileURL(file).href)) as { default: Record<string, string> }).default;
}

/** src/shared/messages.ts as the browser has it on such a page: only the keys in the file. */
function messagesOnly(subset: Record<string, string>, locale: Locale): typeof realMessages {
  const translate: typeof realMessages.translate = (l, key, values) => {
    if (l !== locale || !(key in subset)) throw new Error(`"${key}" (${l}) is not in the ${locale} messages file`);
    return realMessages.translate(l, key, values);
  };
  return { ...realMessages, translate, translator: (l) => (key: MessageKey, values) => translate(l, key, values) };
}

const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const app = await bootApp(t, { catalogue });
/** A page's payload: from its payload URL, or from the page itself for error pages, which have none. */
const payloadOf = async (url: string, view: PageView): Promise<PagePayload> => {
  if (view === 'error') return { ...embeddedPayload((await app.inject({ url, headers: { 'user-agent': BROWSER_UA } })).body), parts: {} } as PagePayload;
  const { pathname, search } = new URL(url, 'http://atlas.test');
  const response = await app.inject({ url: payloadUrl(pathname, search, manifest.buildId) });
  t.equal(response.statusCode, 200, url);
  return response.json<PagePayload>();
};

const PATHS = pageStates(catalogue);

for (const view of Object.keys(PATHS) as PageView[]) {
  t.test(`the ${view} view renders with only its messages files`, async (t) => {
    for (const locale of LOCALES) {
      // Mocked modules are named by their files (.ts, .tsx): tap resolves these names itself.
      const mocks = { '../../src/shared/messages.ts': messagesOnly(await builtMessages(locale, view), locale) };
      const { App } = await t.mockImport<typeof import('../../views/app.js')>('../../views/app.tsx', mocks);
      const module = await t.mockImport<typeof import('../../views/pages/home.js')>(`../../views/pages/${view}.tsx`, mocks);
      const failures: string[] = [];
      for (const path of PATHS[view]) {
        const payload = await payloadOf(localizePath(path, locale), view);
        try {
          renderToString(createElement(App, { payload, view: module }));
        } catch (error) {
          failures.push(`${locale} ${path}: ${(error as Error).message}`);
        }
      }
      t.same(failures, [], `${locale}: ${PATHS[view].length} pages render`);
    }
  });
}

t.test("a page's messages file leaves out the words of the other views", async (t) => {
  const processor = await builtMessages('zh', 'processor');
  const home = await builtMessages('zh', 'home');
  t.ok('breadcrumb' in processor, 'the processor page has the words its view draws');
  t.notOk('compareWith' in processor || 'report.error' in processor, 'but not those of its actions, which the server draws');
  t.notOk('field.cores' in processor, 'but not its field labels: the server draws the specifications (views/parts/)');
  t.notOk('library.searchPlaceholder' in processor, "but not the library's search form");
  t.notOk('widget.borderBox8' in processor, "nor the widget gallery's captions");
  t.notOk('widget.borderBox8' in home, 'which home no longer shows either (it moved to /dev/widgets)');
  t.ok('widget.borderBox8' in (await builtMessages('zh', 'widgets')), "the maintainers' gallery has them");
  t.ok('siteName' in processor && 'siteName' in home, "the layout's words are in every file");
});

t.test("a message's singular comes with it: a count of one is never said in the plural for want of it", async (t) => {
  for (const locale of LOCALES) {
    const all = JSON.parse(await readFile(join(readConfig({}).rootDir, 'locales', `${locale}.json`), 'utf8')) as Record<string, string>;
    t.ok(
      Object.keys(all).some((key) => key.endsWith('.one')),
      `${locale}: the locale file has singulars`,
    );
    for (const view of Object.keys(PATHS) as PageView[]) {
      const subset = await builtMessages(locale, view);
      const missing = Object.keys(all).filter((key) => key.endsWith('.one') && key.slice(0, -'.one'.length) in subset && !(key in subset));
      t.same(missing, [], `${locale} ${view}`);
    }
  }
});
