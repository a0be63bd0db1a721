import t from 'tap';
import { loadCatalogue } from '../../src/catalogue/load.js';
import { readConfig } from '../../src/config.js';
import { bootApp } from '../helper.js';

const catalogue = await loadCatalogue(undefined, readConfig({}).rootDir);

t.test('every processor has a detail page and a payload in both languages', async (t) => {
  const app = await bootApp(t, { catalogue });
  const failed: string[] = [];
  let answered = 0;
  for (const processor of catalogue.processors) {
    for (const prefix of ['', '/en']) {
      const path = `${prefix}/cpu/${processor.vendor}/${processor.id}`;
      const html = await app.inject({ url: path });
      const payload = await app.inject({ url: `${path}/_payload.json?b` });
      if (html.statusCode === 200 && payload.statusCode === 200 && payload.json().data.processor.id === processor.id) answered++;
      else failed.push(`${path}: ${html.statusCode}/${payload.statusCode}`);
    }
  }
  t.same(failed, [], 'no detail page or payload failed');
  t.equal(answered, catalogue.processors.length * 2, `${answered} detail pages answered with their processor`);
});

t.test('the catalogue covers the lines it promises', async (t) => {
  const count = (test: (name: string) => boolean) => catalogue.processors.filter((p) => test(p.name)).length;
  t.ok(catalogue.processors.length >= 300, `${catalogue.processors.length} processors`);
  for (const series of ['1', '2', '3', '5', '7', '9']) t.ok(count((n) => new RegExp(`^Ryzen \\d ${series}\\d{3}`).test(n)) > 0, `Ryzen ${series}000 desktop`);
  for (const generation of [6, 7, 8, 9, 10, 11, 12, 13, 14]) t.ok(count((n) => new RegExp(`^Core i\\d-${generation}\\d{3}`).test(n)) > 0, `Core ${generation}th gen`);
  t.ok(count((n) => /X3D$/.test(n)) >= 5, 'X3D parts');
  t.ok(count((n) => /^Ryzen Threadripper/.test(n)) > 0, 'Threadripper');
  t.ok(count((n) => /^Core Ultra \d 2\d\dK/.test(n)) > 0, 'Core Ultra 200S');
  t.ok(count((n) => /^EPYC/.test(n)) > 0 && count((n) => /^Xeon/.test(n)) > 0, 'EPYC and Xeon');
  t.ok(count((n) => /^Ryzen AI/.test(n)) > 0, 'Ryzen AI 300');
});
