import t from 'tap';
import { createCatalogue } from '../../src/catalogue/catalogue.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { CC_BY_4_URL } from '../../src/record/price-schema.js';
import { PRICES_DATA_HREF } from '../../src/shared/open-data-url.js';
import { bootApp } from '../helper.js';

/**
 * /data/prices.json: the China retail prices as a download of their own, under their source's
 * CC BY 4.0, with the credit the author asks for and what we changed inside the file, and the
 * licence in a Link header; the CC0 downloads carry no yuan price at all.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);

t.test('GET /data/prices.json: the licence, the credit in both languages, what was changed, then every series', async (t) => {
  const app = await bootApp(t, { catalogue });
  const response = await app.inject({ url: PRICES_DATA_HREF });
  t.equal(response.statusCode, 200);
  t.match(response.headers['content-type'], /^application\/json/);
  t.equal(response.headers.link, `<${CC_BY_4_URL}>; rel="license"`);
  t.match(response.headers['content-disposition'], /^inline; filename="cpu-atlas-prices-\d{4}-\d{2}-\d{2}\.json"$/);
  const file = response.json();
  t.same(Object.keys(file).slice(0, 4), ['licence', 'licenceUrl', 'credit', 'changes'], 'the terms come first');
  t.same([file.licence, file.licenceUrl], ['CC-BY-4.0', CC_BY_4_URL]);
  t.equal(file.credit.zh, '数据来源：frocloud · DIYPCmarket（https://github.com/x1shang/frocloud-DIYPCmarket），采用 CC BY 4.0 许可。数据截止 2026-10。');
  t.equal(file.credit.en, 'Prices: frocloud · DIYPCmarket (https://github.com/x1shang/frocloud-DIYPCmarket), CC BY 4.0, to 2026-10.');
  t.match(file.changes.en, /^Changed by CPU Atlas: /);
  t.same(
    [file.source.url, file.source.commit, file.currency, file.lastMonth],
    ['https://github.com/x1shang/frocloud-DIYPCmarket', '15919cbb8f8cd205cd839baf727aa1ba1c073c9c', 'CNY', '2026-10'],
  );
  t.match(file.price.en, /lowest price a buyer paid/);
  const r7 = file.processors.find((processor: { id: string }) => processor.id === 'ryzen-7-7700');
  t.same([r7.vendor, r7.name, r7.code, r7.match], ['amd', 'Ryzen 7 7700', 'R77700', 'name']);
  t.same(
    r7.prices.find((point: { month: string }) => point.month === '2026-06'),
    {
      month: '2026-06',
      yuan: 719,
      doubtful: {
        direction: 'below',
        neighbours: [
          { month: '2026-01', yuan: 1329 },
          { month: '2026-09', yuan: 1195 },
        ],
      },
    },
    'a doubtful price is published, marked',
  );
  t.equal(file.processors.length, Object.keys(catalogue.prices.file!.series).length);
  t.ok(
    file.unmatched.every((entry: { code: string; reason: string; prices: unknown[] }) => entry.code && entry.reason && entry.prices.length),
    'the codes no processor is matched to, with why and their prices',
  );
});

t.test('the CC0 downloads carry no price in yuan', async (t) => {
  const app = await bootApp(t, { catalogue });
  const json = (await app.inject({ url: '/data/processors.json' })).body;
  t.notMatch(json, /yuan|frocloud/i);
  const csv = (await app.inject({ url: '/data/processors.csv' })).body;
  t.notMatch(csv, /yuan|frocloud/i);
});

t.test('a catalogue without prices answers /data/prices.json with a 404', async (t) => {
  const app = await bootApp(t, { catalogue: createCatalogue(catalogue.processors.slice(0, 20)) });
  const response = await app.inject({ url: PRICES_DATA_HREF });
  t.equal(response.statusCode, 404);
  t.same(response.json(), { statusCode: 404, message: 'No prices are loaded' });
});
