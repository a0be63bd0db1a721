import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { similarProcessors } from '../../src/catalogue/similar.js';
import { readConfig } from '../../src/config.js';
import { processorKey } from '../../src/shared/processor.js';
import { BROWSER_UA, bootApp, embeddedPayload } from '../helper.js';

/**
 * A comparison of one processor — where the detail page's compare button leads — shows that
 * processor as the first column, its facts ready for a second, beside the field that adds one and
 * the similar processors to add; not just "at least two are needed".
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const app = await bootApp(t, { catalogue });
const ryzen = catalogue.find('amd', 'ryzen-7-7800x3d')!;

for (const [prefix, lead, cores, remove] of [
  ['/en', 'Add a second processor to see the two side by side.', '<dt>Cores</dt><dd>8</dd>', 'Remove Ryzen 7 7800X3D'],
  ['', '再添加一款处理器，即可并排对比。', '<dt>核心数</dt><dd>8</dd>', '移除 Ryzen 7 7800X3D'],
] as const) {
  const url = `${prefix}/compare?ids=amd:ryzen-7-7800x3d`;
  t.test(`GET ${url} shows the 7800X3D as the first column, beside the add field and the suggestions`, async (t) => {
    const response = await app.inject({ url, headers: { 'user-agent': BROWSER_UA } });
    t.equal(response.statusCode, 200);
    const html = response.body;
    const lone = /<div class="compare-lone">(.*?)<\/section>\s*<\/main>/s.exec(html)?.[1] ?? '';
    const card = /<article class="compare-lone__card".*?<\/article>/s.exec(lone)?.[0] ?? '';
    t.match(card, `<a href="${prefix}/cpu/amd/ryzen-7-7800x3d">Ryzen 7 7800X3D</a>`, 'its name, linked to its page');
    t.match(card, cores, 'its facts');
    t.match(card, new RegExp(`<a href="${prefix}/compare">${remove}</a>`), 'and a plain link that removes it');
    const next = lone.slice(lone.indexOf('compare-lone__next'));
    t.ok(lone.indexOf('compare-lone__card') < lone.indexOf('compare-lone__next'), 'the processor first, then what adds a second');
    t.match(next, lead);
    t.match(next, new RegExp(`<form class="compare-add"[^>]* action="${prefix}/compare" method="get">`), 'the add field, a plain form');
    t.match(next, `<input type="hidden" name="ids" value="amd:ryzen-7-7800x3d"/>`, 'which keeps the processor');
    for (const similar of similarProcessors(catalogue, ryzen)) {
      t.match(next, `href="${prefix}/compare?ids=${encodeURIComponent(`amd:ryzen-7-7800x3d,${processorKey(similar)}`)}"`, `suggests ${similar.name}`);
    }
    t.notMatch(html, prefix ? 'A comparison needs at least two' : '至少需要两款', 'not just "at least two are needed"');
    t.notMatch(html, 'class="compare-table"', 'no table of one column');
    const payload = embeddedPayload(html);
    t.same(payload.parts, ['lone'], 'its column is a part the server draws');
  });
}

t.test('the payload a client navigation fetches carries the same column', async (t) => {
  const { parts } = (await app.inject({ url: '/en/compare/_payload.json?b&ids=amd:ryzen-7-7800x3d' })).json();
  t.match(parts.lone, 'compare-lone__card');
  t.equal(parts.result, undefined);
  const two = (await app.inject({ url: '/en/compare/_payload.json?b&ids=amd:ryzen-7-7800x3d,intel:core-i9-14900k' })).json();
  t.equal(two.parts.lone, undefined, 'two processors are a table, not a column');
});
