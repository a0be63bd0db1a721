import t from 'tap';
import { namesModel } from '../../src/pipeline/records/product-pages.js';

/**
 * A product page found by hand becomes a record's vendor source only when its address names the
 * record's model: a sibling's page (another suffix, another number) must not slip in.
 */
t.test("a product page must name the record's model", (t) => {
  const sku = (slug: string) => `https://www.intel.com/content/www/us/en/products/sku/1/${slug}/specifications.html`;
  t.ok(namesModel(sku('intel-core-i7-processor-14700hx-33m-cache-up-to-5-50-ghz'), 'Core i7-14700HX'), 'the number after the brand modifier');
  t.ok(namesModel(sku('intel-xeon-6768pb-processor-256m-cache-2-20-ghz'), 'Xeon 6768P-B'), 'a hyphenated suffix written together');
  t.ok(
    namesModel('https://ark.intel.com/content/www/us/en/ark/products/1/intel-core-i71375pre-processor-24m-cache.html', 'Core i7-1375PRE'),
    'the modifier joined to the number, as ARK writes some',
  );
  t.ok(
    namesModel('https://www.amd.com/en/products/apu/amd-ryzen-7-3780u-microsoft-surface-edition', 'Ryzen 7 3780U Microsoft Surface Edition'),
    "the model before an edition's words",
  );
  t.ok(
    namesModel('https://www.amd.com/en/products/processors/laptop/ryzen/10-series/amd-ryzen-5-40.html', 'Ryzen 5 40'),
    'a model at the end of an .html address',
  );
  t.notOk(namesModel(sku('intel-core-i7-processor-14700h-24m-cache'), 'Core i7-14700HX'), 'not the H part for the HX');
  t.notOk(namesModel(sku('intel-xeon-6768p-processor-256m-cache'), 'Xeon 6768P-B'), 'not the P part for the P-B');
  t.ok(
    namesModel(
      'https://ark.intel.com/content/www/us/en/ark/products/140644/intel-core-i58400-processor-9m-cache-up-to-4-00-ghz-includes-intel-optane-memory-16gb.html',
      'Core i5+8400',
    ),
    'an Optane bundle\'s "+" written together',
  );
  const amd = (slug: string) => `https://www.amd.com/en/products/processors/laptop/ryzen/8000-series/${slug}.html`;
  t.ok(namesModel(amd('amd-ryzen-5-pro-8640u'), 'Ryzen 5 PRO 8640U'), 'an amd.com page named after the whole name');
  t.notOk(namesModel(amd('amd-ryzen-5-8640u'), 'Ryzen 5 PRO 8640U'), "not the plain part's page for the PRO part, though the number is the same");
  t.notOk(namesModel(amd('amd-ryzen-5-pro-8640u'), 'Ryzen 5 8640U'), "nor the PRO part's for the plain one");
  t.end();
});
