import t from 'tap';
import { SEGMENTS } from '../../src/shared/processor.js';
import { SYNTHETIC_VENDORS } from '../../src/catalogue/synthetic-lines.js';
import { SYNTHETIC_SOURCE, generateCatalogue } from '../../src/catalogue/synthetic.js';
import { slugify } from '../../src/record/slug.js';
import { checkUniqueIds, validateProcessor } from '../../src/record/validate.js';

t.test('records are valid, unique and clearly synthetic', async (t) => {
  const records = generateCatalogue(5000);
  t.equal(records.length, 5000);
  t.doesNotThrow(() => records.forEach((record, i) => validateProcessor(record, 'fake:5000', i)), 'every record validates');
  t.doesNotThrow(() => checkUniqueIds(records.map((processor) => ({ processor, file: 'fake:5000' }))), 'ids are unique');
  t.ok(
    records.every((r) => r.sources.vendor?.name === SYNTHETIC_SOURCE),
    'source says synthetic',
  );
  t.ok(
    records.every((r) => /-S\d+$/.test(r.name)),
    'names carry the -S<n> suffix',
  );
  t.ok(
    records.every((r) => r.id === slugify(r.name)),
    'ids are the slugs of the names',
  );
  t.ok(
    records.every((r) => r.cores >= 2 && r.cores <= 128 && r.threads !== null && r.threads >= r.cores && r.threads <= 2 * r.cores),
    'cores 2–128, threads 1–2× cores',
  );
  t.ok(
    records.every((r) => r.launched !== null && r.launched >= '2015' && r.launched < '2026'),
    'launched 2015–2025',
  );
  t.ok(
    records.some((r) => r.performanceCores !== null),
    'some hybrid parts',
  );
});

t.test('even a tiny catalogue has both vendors and every segment', async (t) => {
  const records = generateCatalogue(10);
  for (const vendor of SYNTHETIC_VENDORS) {
    for (const segment of SEGMENTS) {
      t.ok(
        records.some((r) => r.vendor === vendor && r.segment === segment),
        `${vendor} ${segment}`,
      );
    }
  }
  t.same(generateCatalogue(0), []);
  t.throws(() => generateCatalogue(-1), RangeError);
});

t.test('the same seed gives the same records', async (t) => {
  // compared as JSON text: a deep diff of hundreds of records is slow to build
  const text = (count: number, seed?: number): string => JSON.stringify(generateCatalogue(count, seed));
  t.equal(text(300, 7), text(300, 7));
  t.not(text(300, 7), text(300, 8), 'another seed, other records');
  t.equal(JSON.stringify(generateCatalogue(100).slice(0, 20)), text(20), 'a prefix does not depend on the count');
});
