import t from 'tap';
import type { Page } from '../../src/pages/page.js';
import { translate, type MessageKey } from '../../src/shared/messages.js';
import { hrefFor } from '../../src/shared/route-paths.js';
import type { ParamsOf, RoutesOfView } from '../../src/shared/routes.js';
import '../../src/messages.js';

/**
 * The strongest types of the codebase, pinned: each `@ts-expect-error` below must stay an error,
 * or `tsc --noEmit` (the first step of `npm test`) fails. The wrong spellings sit in functions that
 * are never called; the runtime checks show the right spelling of each works.
 */
t.test('hrefFor takes a route of the table with exactly its params', async (t) => {
  t.equal(hrefFor('amd', 'en', { id: 'ryzen-7-7800x3d' }), '/en/cpu/amd/ryzen-7-7800x3d');
  t.equal(hrefFor('library', 'zh', {}, { vendor: 'amd' }), '/lib?vendor=amd');
  const wrongSpellings = () => [
    // @ts-expect-error a detail page needs its id
    hrefFor('amd', 'zh'),
    // @ts-expect-error a param the pattern does not have
    hrefFor('intel', 'zh', { code: 'x' }),
    // @ts-expect-error no route has this name
    hrefFor('processor', 'zh', { id: 'x' }),
    // @ts-expect-error locales are zh and en
    hrefFor('home', 'fr'),
  ];
  void wrongSpellings; // never called: each line only has to fail to compile
});

t.test('message keys are those of locales/zh.json', async (t) => {
  t.equal(translate('en', 'welcome'), 'Welcome');
  const key: MessageKey = 'home';
  t.equal(translate('zh', key), '首页');
  const wrongSpellings = () => [
    // @ts-expect-error a misspelt key does not compile
    translate('zh', 'welcom'),
    // @ts-expect-error neither does a key built from a prefix no key has
    translate('zh', `vendr.${'amd'}`),
  ];
  void wrongSpellings; // never called: each line only has to fail to compile
});

t.test("a view's loader answers for the routes that draw it", async (t) => {
  const vendors: RoutesOfView<'processor'>[] = ['amd', 'intel'];
  const params: ParamsOf<'amd'> = { id: 'x' };
  t.same([vendors, params], [['amd', 'intel'], { id: 'x' }]);
  const wrongSpellings = () => {
    // @ts-expect-error the library draws no processor route
    const library: RoutesOfView<'library'> = 'amd';
    const loader: Page<'processor'> = {
      // @ts-expect-error a loader's params are its routes' params
      load: ({ params: { slug } }) => ({ data: slug, title: '', description: '' }),
    };
    return [library, loader];
  };
  void wrongSpellings; // never called: each line only has to fail to compile
});
