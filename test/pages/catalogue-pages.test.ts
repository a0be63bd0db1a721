import { readFile } from 'node:fs/promises';
import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { processorKey } from '../../src/shared/processor.js';
import { pageModules } from '../../src/render/page-modules.js';
import { bootApp } from '../helper.js';

const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);

// Every processor's loader (the data of its page, with every part's props) and each fourth one's
// payload over HTTP (its parts drawn, the languages taking turns). Both languages' full HTML for a
// sample of every product line (test/page-states.ts) is drawn once, by test/pages/processor-sources.test.ts,
// which fails on any of those pages that does not answer with its processor. Drawing every
// processor's parts would take most of a minute on a busy machine and catch no more than the
// loaders and the sample.
t.test('every processor loads, and a payload for every fourth answers, in both languages', async (t) => {
  const app = await bootApp(t, { catalogue });
  const { loaders } = pageModules();
  const failed: string[] = [];
  let loaded = 0;
  let payloads = 0;
  for (const [index, processor] of catalogue.processors.entries()) {
    const locale = index % 2 ? 'en' : 'zh';
    const path = `${locale === 'en' ? '/en' : ''}/cpu/${processor.vendor}/${processor.id}`;
    try {
      const page = loaders.processor.load({
        route: processor.vendor,
        params: { id: processor.id },
        catalogue,
        query: undefined,
        locale,
        repositoryUrl: 'https://example.org/repo',
      } as never);
      if ((page.data as { processor: { id: string } }).processor.id === processor.id) loaded++;
      else failed.push(`${path}: the loader gave another processor`);
    } catch (error) {
      failed.push(`${path}: ${(error as Error).message}`);
    }
    if (index % 4) continue;
    const payload = await app.inject({ url: `${path}/_payload.json?b` });
    if (payload.statusCode === 200 && payload.json().data.processor.id === processor.id) payloads++;
    else failed.push(`${path}/_payload.json: ${payload.statusCode}`);
  }
  t.same(failed, [], 'no loader or payload failed');
  t.equal(loaded, catalogue.processors.length, `${loaded} loaders gave their processor`);
  t.equal(payloads, Math.ceil(catalogue.processors.length / 4), `${payloads} payloads answered with their processor`);
});

t.test('every published id still has its page', async (t) => {
  const published = (await readFile(new URL('../fixtures/published-ids.txt', import.meta.url), 'utf8')).trim().split('\n');
  const keys = new Set(catalogue.processors.map(processorKey));
  t.same(
    published.filter((key) => !keys.has(key)),
    [],
    `${published.length} ids published before the pipeline`,
  );
});

t.test('the catalogue covers the lines it promises', async (t) => {
  const count = (test: (name: string) => boolean) => catalogue.processors.filter((p) => test(p.name)).length;
  t.ok(catalogue.processors.length >= 2500, `${catalogue.processors.length} processors`);
  for (const series of ['1', '2', '3', '5', '7', '9']) t.ok(count((n) => new RegExp(`^Ryzen \\d ${series}\\d{3}`).test(n)) > 0, `Ryzen ${series}000 desktop`);
  for (const generation of [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
    t.ok(count((n) => new RegExp(`^Core i\\d-${generation}\\d{2,3}`).test(n)) > 0, `Core ${generation}th gen`);
  const lines: [string, RegExp][] = [
    ['X3D parts', /X3D$/],
    ['Threadripper', /^Ryzen Threadripper/],
    ['Core Ultra 200S', /^Core Ultra \d 2\d\dK/],
    ['EPYC', /^EPYC/],
    ['Xeon E3', /^Xeon E3-/],
    ['Xeon E5', /^Xeon E5-/],
    ['Xeon E-2xxx', /^Xeon E-2\d{3}/],
    ['Xeon D', /^Xeon D-/],
    ['Core X-series', /^Core i\d-\d{4,5}XE?\b/],
    ['FX', /^FX-/],
    ['Athlon', /^Athlon/],
    ['A-series', /^A\d+-\d/],
    ['Ryzen PRO', /^Ryzen \d PRO/],
    ['Ryzen Z1', /^Ryzen Z1/],
    ['N100', /^Processor N100$/],
    ['i3-N305', /^Core i3-N305$/],
    ['Pentium', /^Pentium/],
    ['Celeron', /^Celeron/],
    ['Atom', /^Atom/],
    ['Ryzen mobile 3000', /^Ryzen \d 3\d{3}U$/],
    ['Ryzen AI 300', /^Ryzen AI/],
    ['Core i7-8750H', /^Core i7-8750H$/],
    ['Core i5-8250U', /^Core i5-8250U$/],
  ];
  for (const [label, pattern] of lines) t.ok(count((n) => pattern.test(n)) > 0, label);
});
