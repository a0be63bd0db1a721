import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { readCorrections } from '../../src/pipeline/records/corrections.js';
import { readDoubts } from '../../src/pipeline/records/disputes.js';
import { readProductPages } from '../../src/pipeline/records/product-pages.js';

/**
 * The hand-kept lists of data/curated/ are read against their schemas (src/record/curated-list-schema.ts):
 * a maintainer's mistake stops the import with the file, the entry and the field, and an entry
 * that is right is taken whole, notes of its own included.
 */
const dir = await mkdtemp(join(tmpdir(), 'curated-lists-'));
t.teardown(() => rm(dir, { recursive: true, force: true }));

async function list(name: string, entries: unknown): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, JSON.stringify(entries));
  return file;
}

const page = 'https://www.amd.com/en/products/processors/desktops/ryzen/7000-series/amd-ryzen-7-7700x.html';

t.test('corrections: each mistake named by entry and field', async (t) => {
  const correction = {
    vendor: 'amd',
    id: 'ryzen-7-7700x',
    field: 'tdpW',
    value: 105,
    reason: { zh: '产品页面如此标明', en: 'the product page says so' },
    url: page,
  };
  const read = (entries: unknown) => list('corrections.json', entries).then((file) => readCorrections(file, 'corrections.json'));
  t.same(await read([{ ...correction, note: 'kept' }]), [{ ...correction, note: 'kept' }]);
  t.same(await read([{ ...correction, value: null }]), [{ ...correction, value: null }], 'null is a value');
  await t.rejects(read([null]), { message: 'corrections.json: correction #0 must be an object' });
  await t.rejects(read([{ ...correction, vendor: 'cyrix' }]), { message: /^corrections\.json: correction #0: vendor must be one of amd, intel/ });
  // the reason is shown on pages in their language: both are written, and the Chinese in Chinese
  await t.rejects(read([correction, { ...correction, reason: 'the product page says so' }]), {
    message: 'corrections.json: correction #1: reason must be { zh, en }, in both languages',
  });
  await t.rejects(read([{ ...correction, reason: { en: 'the product page says so' } }]), {
    message: 'corrections.json: correction #0: reason.zh must be a non-empty string',
  });
  await t.rejects(read([{ ...correction, reason: { zh: '产品页面如此标明', en: '  ' } }]), {
    message: 'corrections.json: correction #0: reason.en must be a non-empty string',
  });
  await t.rejects(read([{ ...correction, reason: { zh: 'the product page says so', en: 'the product page says so' } }]), {
    message: 'corrections.json: correction #0: reason.zh must be written in Chinese',
  });
  const { value: _, ...withoutValue } = correction;
  await t.rejects(read([withoutValue]), { message: 'corrections.json: correction #0: value is missing (null is a value)' });
});

t.test('doubts: vendor, id, field and reason, each filled, the reason in both languages', async (t) => {
  const doubt = { vendor: 'intel', id: 'core-i9-14900k', field: 'maxTurboPowerW', reason: { zh: '两个页面说法不一', en: 'two pages disagree' } };
  const read = (entries: unknown) => list('doubts.json', entries).then((file) => readDoubts(file, 'doubts.json'));
  t.same(await read([doubt]), [doubt]);
  await t.rejects(read([{ ...doubt, field: 3 }]), { message: 'doubts.json: doubt #0: field must be a non-empty string' });
  // pages show the reason in their language, so an English-only reason would be English on a Chinese page
  await t.rejects(read([{ ...doubt, reason: 'two pages disagree' }]), { message: 'doubts.json: doubt #0: reason must be { zh, en }, in both languages' });
  await t.rejects(read([{ ...doubt, reason: { zh: 'two pages disagree', en: 'two pages disagree' } }]), {
    message: 'doubts.json: doubt #0: reason.zh must be written in Chinese',
  });
});

t.test('product pages: a page, or url null with the product id', async (t) => {
  const read = (entries: unknown) => list('product-pages.json', entries).then((file) => readProductPages(file, 'product-pages.json'));
  const byId = { vendor: 'intel', id: 'xeon-6787p', url: null, productId: '241844' };
  t.same(await read([byId]), [byId]);
  await t.rejects(read([{ vendor: 'intel', id: 'xeon-6787p', url: 5 }]), {
    message: 'product-pages.json: page #0: url must be a string, or null with a productId',
  });
  await t.rejects(read([{ ...byId, productId: 'sku-1' }]), {
    message: /^product-pages\.json: page #0: with url null, productId must be the vendor's product id/,
  });
});
