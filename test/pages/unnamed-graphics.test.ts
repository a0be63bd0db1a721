import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { BROWSER_UA, bootApp } from '../helper.js';

/**
 * Graphics the vendor lists with a clock but no source names are present, not unknown: the detail
 * page says so in both languages, beside the clock.
 */
const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);
const app = await bootApp(t, { catalogue });

t.test('GET /cpu/…: integrated graphics a vendor clocks but nobody names are present, unnamed', async (t) => {
  const unnamed = catalogue.processors.find((p) => p.igpu !== null && p.igpu.name === null && p.igpu.maxFreqMHz !== null)!;
  t.ok(unnamed, 'the case: a record with unnamed graphics');
  for (const [prefix, words] of [
    ['/en', 'Yes (no source names it)'],
    ['', '有（各来源均未给出名称）'],
  ] as const) {
    const page = (await app.inject({ url: `${prefix}/cpu/${unnamed.vendor}/${unnamed.id}`, headers: { 'user-agent': BROWSER_UA } })).body;
    t.match(page, words, `${prefix || '/'}: the graphics are said to be there`);
  }
});
