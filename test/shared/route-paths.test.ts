import t from 'tap';
import { hrefFor, hrefForRoute, matchPath } from '../../src/shared/route-paths.js';
import { VENDORS } from '../../src/record/processor-vocabulary.js';
import { routes } from '../../src/shared/routes.js';

t.test('hrefFor spells every route in both languages', async (t) => {
  t.equal(hrefFor('home', 'zh'), '/');
  t.equal(hrefFor('home', 'en'), '/en');
  t.equal(hrefFor('library', 'zh'), '/lib');
  t.equal(hrefFor('library', 'en', {}, { q: 'ryzen 7', page: 2, vendor: undefined }), '/en/lib?q=ryzen+7&page=2');
  t.equal(hrefFor('amd', 'zh', { id: 'ryzen-7-7800x3d' }), '/cpu/amd/ryzen-7-7800x3d');
  t.equal(hrefFor('intel', 'en', { id: 'core-i9-14900k' }), '/en/cpu/intel/core-i9-14900k');
  t.equal(hrefFor('amd', 'en', { id: 'a/b?c' }), '/en/cpu/amd/a%2Fb%3Fc', 'params are encoded');
  t.equal(hrefForRoute('library', 'en', {}, '?q=x'), '/en/lib?q=x');
});

t.test('matchPath reads what hrefFor writes, for every route and locale', async (t) => {
  for (const route of routes) {
    for (const locale of ['zh', 'en'] as const) {
      // Each parameter the path names, with a value it accepts (a vendor must be one we hold).
      const params = Object.fromEntries([...route.path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, name === 'vendor' ? 'amd' : `some-${name}`]));
      const match = matchPath(hrefForRoute(route.name, locale, params));
      t.match(match, { route: { name: route.name }, locale, params }, `${route.name} ${locale}`);
    }
  }
});

t.test('matchPath refuses what is not ours', async (t) => {
  for (const path of ['/nope', '/en/nope', '/lib/', '/cpu/amd', '/cpu/amd/', '/cpu/arm/x', '/cpu/amd/a/b', '/zh/lib', '/cpu/amd/%E0%A4%A', '/enlib']) {
    t.equal(matchPath(path), null, path);
  }
});

t.test("every vendor of the record has its detail route at /cpu/{vendor}/:id, in the record's order, and no other vendor has one", async (t) => {
  // The record's list decides which vendors exist (their records' folders in data/) and the order
  // lists show them in; the route table writes their detail routes out by hand.
  const detailRoutes = routes.filter((route) => route.view === 'processor');
  t.same(
    detailRoutes.map((route) => route.name),
    [...VENDORS],
  );
  for (const route of detailRoutes) t.equal(route.path, `/cpu/${route.name}/:id`, route.name);
});
