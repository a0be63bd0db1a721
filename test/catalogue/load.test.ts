import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { CatalogueError } from '../../src/record/catalogue-error.js';
import { loadCatalogue } from '../../src/catalogue/load.js';
import type { Processor } from '../../src/shared/processor.js';
import { SYNTHETIC_SOURCE } from '../../src/catalogue/synthetic.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const good = JSON.parse(readFileSync(new URL('../fixtures/processor-ryzen-7-7700x.json', import.meta.url), 'utf8')) as Processor;
const intel: Processor = {
  ...good,
  id: 'core-i9-13900k',
  vendor: 'intel',
  name: 'Core i9-13900K',
  family: 'Core i9',
  generation: '13th gen',
  cores: 24,
  threads: 32,
  performanceCores: 8,
  efficientCores: 16,
};
const json = (records: unknown): string => JSON.stringify(records, null, 2);

t.test('the shipped catalogue loads', async (t) => {
  const catalogue = await loadCatalogue(undefined, repoRoot);
  t.equal(catalogue.synthetic, false);
  t.ok(catalogue.processors.length > 0, `${catalogue.processors.length} processors`);
  t.ok(
    catalogue.processors.every((p) => catalogue.find(p.vendor, p.id) === p),
    'every processor is found by vendor and id',
  );
});

t.test('shipped layout: vendor directories, sorted files', async (t) => {
  const root = t.testdir({
    data: {
      amd: {
        'b.json': json([{ ...good, id: 'ryzen-7-7700', name: 'Ryzen 7 7700', unlocked: true }]),
        'a.json': json([good]),
        'notes.txt': 'not a catalogue file',
      },
      intel: { 'raptor-lake.json': json([intel]) },
    },
  });
  const catalogue = await loadCatalogue(undefined, root);
  t.same(
    catalogue.processors.map((p) => p.id),
    ['ryzen-7-7700x', 'ryzen-7-7700', 'core-i9-13900k'],
    'amd before intel, files in name order',
  );
  t.equal(catalogue.synthetic, false);
  t.equal(catalogue.find('intel', 'core-i9-13900k')?.name, 'Core i9-13900K');
  t.equal(catalogue.find('intel', 'ryzen-7-7700x'), undefined, 'ids are per vendor');
});

t.test('empty vendor directories give an empty catalogue', async (t) => {
  const root = t.testdir({ data: { amd: {}, intel: {} } });
  t.equal((await loadCatalogue(undefined, root)).processors.length, 0);
});

t.test('shipped data errors name the file', async (t) => {
  const duplicate = t.testdir({ data: { amd: { 'a.json': json([good]), 'b.json': json([good]) }, intel: {} } });
  await t.rejects(loadCatalogue(undefined, duplicate), {
    name: 'CatalogueError',
    message: /^data\/amd\/b\.json: ryzen-7-7700x: id is a duplicate: .* in data\/amd\/a\.json$/,
  });

  const misfiled = t.testdir({ data: { amd: { 'a.json': json([intel]) }, intel: {} } });
  await t.rejects(loadCatalogue(undefined, misfiled), { message: /^data\/amd\/a\.json: core-i9-13900k: vendor is "intel"/ });

  const invalid = t.testdir({ data: { amd: { 'a.json': json([good, { ...good, id: 'x', threads: 2 }]) }, intel: {} } });
  await t.rejects(loadCatalogue(undefined, invalid), { message: 'data/amd/a.json: x: threads must be ≥ cores (2 < 8)' });

  const broken = t.testdir({ data: { amd: { 'a.json': '[{"id": ' }, intel: {} } });
  await t.rejects(loadCatalogue(undefined, broken), { message: /^data\/amd\/a\.json: is not valid JSON/ });

  const notArray = t.testdir({ data: { amd: { 'a.json': json(good) }, intel: {} } });
  await t.rejects(loadCatalogue(undefined, notArray), { message: /^data\/amd\/a\.json: must hold a JSON array/ });

  const noData = t.testdir({});
  await t.rejects(loadCatalogue(undefined, noData), { message: /^data\/amd: directory not found/ });
});

t.test('fake:N gives N synthetic records, the same every time', async (t) => {
  const first = await loadCatalogue('fake:250', repoRoot);
  t.equal(first.processors.length, 250);
  t.equal(first.synthetic, true);
  t.ok(first.processors.every((p) => p.sources.vendor?.name === SYNTHETIC_SOURCE));
  const second = await loadCatalogue('fake:250', repoRoot);
  t.same(second.processors, first.processors, 'deterministic');
  const one = first.processors[42]!;
  t.equal(first.find(one.vendor, one.id), one, 'a record is found by vendor and id');
  t.equal((await loadCatalogue('fake:1', repoRoot)).processors.length, 1);
});

t.test('a bad fake: spec says the accepted form', async (t) => {
  for (const spec of ['fake:', 'fake:0', 'fake:-3', 'fake:1.5', 'fake:abc', 'fake:1000001', 'fake:10k', 'fake: 5']) {
    await t.rejects(loadCatalogue(spec, repoRoot), { message: /write fake:N with N a whole number from 1 to 1000000/ }, spec);
  }
  await t.rejects(loadCatalogue('', repoRoot), { message: /catalogue source is empty/ });
});

t.test('a path loads an imported JSON file', async (t) => {
  const dir = t.testdir({
    'imported.json': json([good, intel]),
    'dupes.json': json([good, good]),
    'bad.json': json([{ ...good, segment: 'laptop' }]),
  });
  const absolute = join(dir, 'imported.json');
  const catalogue = await loadCatalogue(absolute, repoRoot);
  t.equal(catalogue.processors.length, 2);
  t.equal(catalogue.synthetic, false);

  const relativePath = relative(process.cwd(), absolute);
  t.equal((await loadCatalogue(relativePath, repoRoot)).processors.length, 2, 'relative to the current directory');

  const dupes = join(dir, 'dupes.json');
  await t.rejects(loadCatalogue(dupes, repoRoot), { message: new RegExp(`^${escape(dupes)}: ryzen-7-7700x: id is a duplicate`) });
  const bad = join(dir, 'bad.json');
  const error = await loadCatalogue(bad, repoRoot).then(
    () => null,
    (e: unknown) => e,
  );
  t.ok(error instanceof CatalogueError, 'a CatalogueError');
  t.match(error, { file: bad, id: 'ryzen-7-7700x', field: 'segment' });
  await t.rejects(loadCatalogue(join(dir, 'missing.json'), repoRoot), { message: /missing\.json: file not found$/ });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
