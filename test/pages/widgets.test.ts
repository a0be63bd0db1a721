import t from 'tap';
import { BROWSER_UA, bootApp } from '../helper.js';

/**
 * The home page once showed a "dashboard widgets" gallery addressed to maintainers.
 * It now lives at /dev/widgets, served outside production only and linked from nowhere on the
 * site (the README names it); the widgets still decorate the pages.
 */
const get = (app: Awaited<ReturnType<typeof bootApp>>, url: string) => app.inject({ url, headers: { 'user-agent': BROWSER_UA } });

t.test("the home page shows the product, not the maintainers' gallery", async (t) => {
  const app = await bootApp(t);
  for (const path of ['/', '/en']) {
    const html = (await get(app, path)).body;
    t.notMatch(html, 'widget-gallery', `${path}: no gallery`);
    t.notMatch(html, /BorderBox8|Decoration2|仪表盘组件|Dashboard widgets/, `${path}: no widget names`);
    t.match(html, 'class="w-widget w-box w-border-box-8 hero-frame"', `${path}: the widgets still decorate it`);
    t.notMatch(html, /href="[^"]*\/dev\//, `${path}: nothing links to the gallery`);
  }
});

t.test('GET /dev/widgets and /en/dev/widgets: the gallery, outside production', async (t) => {
  const app = await bootApp(t);
  for (const [path, title] of [
    ['/dev/widgets', '仪表盘组件'],
    ['/en/dev/widgets', 'Dashboard widgets'],
  ] as const) {
    const response = await get(app, path);
    t.equal(response.statusCode, 200, path);
    t.match(response.body, `<h1 id="widget-gallery">${title}</h1>`);
    t.equal(response.body.match(/class="widget-gallery__item"/g)?.length, 7, `${path}: all seven widgets`);
  }
  const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
  t.notMatch(sitemap, '/dev/', 'the sitemap does not list it');
});

t.test('in production /dev/widgets is not served', async (t) => {
  const app = await bootApp(t, { env: { NODE_ENV: 'production' } });
  for (const path of ['/dev/widgets', '/en/dev/widgets', '/dev/widgets/_payload.json']) {
    t.equal((await get(app, path)).statusCode, 404, path);
  }
  t.equal((await get(app, '/')).statusCode, 200, 'the public pages are');
});
