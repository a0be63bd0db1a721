import t from 'tap';
import { checkAliases } from '../../src/record/aliases.js';
import { createCatalogue } from '../../src/catalogue/catalogue.js';
import { CatalogueError } from '../../src/record/catalogue-error.js';
import { generateCatalogue } from '../../src/catalogue/synthetic.js';
import type { Processor } from '../../src/shared/processor.js';

/*
 * data/aliases.json: the old id of a record merged into another answers as the survivor's (the
 * server redirects it). An alias may not shadow a live id, and must name a live record.
 */
const [base] = generateCatalogue(1, 5);
const survivor: Processor = { ...base!, vendor: 'amd', id: 'fx-8350', name: 'FX-8350' };
const other: Processor = { ...base!, vendor: 'amd', id: 'fx-8370', name: 'FX-8370' };
const FILE = 'data/aliases.json';

t.test('an alias answers as the record it names; anything else is no alias', async (t) => {
  const catalogue = createCatalogue([survivor, other], { aliases: [{ vendor: 'amd', id: 'fx-8350-fd8350frw8khk', to: 'fx-8350' }] });
  t.equal(catalogue.aliasOf('amd', 'fx-8350-fd8350frw8khk'), 'fx-8350');
  t.equal(catalogue.aliasOf('intel', 'fx-8350-fd8350frw8khk'), undefined, 'an alias belongs to its vendor');
  t.equal(catalogue.aliasOf('amd', 'fx-8350'), undefined, 'a live id is no alias');
});

t.test('an alias that shadows a live id or names no record stops the start with the file named', async (t) => {
  const processors = [survivor, other];
  t.doesNotThrow(() => checkAliases([{ vendor: 'amd', id: 'fx-8350-old', to: 'fx-8350' }], processors, FILE));
  const shadow = t.throws(() => checkAliases([{ vendor: 'amd', id: 'fx-8370', to: 'fx-8350' }], processors, FILE)) as Error;
  t.ok(shadow instanceof CatalogueError);
  t.match(shadow.message, /^data\/aliases\.json: fx-8370: id is a live amd record/);
  t.throws(() => checkAliases([{ vendor: 'amd', id: 'fx-8350-old', to: 'fx-9590' }], processors, FILE), /to names "fx-9590", which is no amd record/);
  t.throws(() => checkAliases([{ vendor: 'intel', id: 'x', to: 'fx-8350' }], processors, FILE), /which is no intel record/);
  t.throws(
    () =>
      checkAliases(
        [
          { vendor: 'amd', id: 'fx-8350-old', to: 'fx-8350' },
          { vendor: 'amd', id: 'fx-8350-old', to: 'fx-8350' },
        ],
        processors,
        FILE,
      ),
    /listed twice/,
  );
});
