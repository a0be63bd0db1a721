import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { runPipeline } from '../../src/pipeline/records/pipeline.js';
import { SOURCES } from '../../src/pipeline/records/sources.js';
import { ProcessorSchema } from '../../src/record/processor-schema.js';
import type { Processor } from '../../src/shared/processor.js';

/**
 * Nothing is published as a vendor's word that the vendor did not state: a vendor without a table
 * has no product id a reader could look up, so its record names the vendor's announcement or no
 * vendor source at all, never its model name as a "product number"; and a dispute its curated
 * record states (its sources disagree, none settles it) reaches the record, to be shown. The
 * record is made for the purpose: a Loongson part beside the pipeline's fixtures.
 */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const m9 = (JSON.parse(await readFile(fixture('pipeline/curated/apple/test-chips.json'), 'utf8')) as Processor[])[0]!;

/** a Loongson record in the curated shape: its facts on two press sites, no vendor page */
function loongsonRecord(vendor: Processor['sources']['vendor'], disputes?: Processor['sources']['disputes']): Processor {
  return {
    ...m9,
    id: '3x9000-test',
    vendor: 'loongson',
    name: '3X9000',
    family: '3X',
    generation: '3X9000',
    codename: null,
    microarchitecture: null,
    segment: 'desktop',
    launched: null,
    processNm: null,
    cores: 4,
    threads: 8,
    performanceCores: null,
    efficientCores: null,
    configurations: undefined,
    boostClockGHz: null,
    isa: 'LoongArch',
    transistorsBillion: undefined,
    coreKinds: undefined,
    memory: { types: [], channels: null, maxGB: null, ecc: null },
    sources: {
      vendor,
      secondary: [
        { name: 'Test fixture: a press report', url: 'https://press.example.org/3x9000', fields: ['cores', 'threads'] },
        { name: 'Test fixture: a review', url: 'https://review.example.net/3x9000', fields: ['cores'] },
      ],
      corrections: [],
      ...(disputes ? { disputes } : {}),
    },
  } as Processor;
}

const issues = (record: unknown) => {
  const result = ProcessorSchema.safeParse(record);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
};

t.test('the schema: a vendor without a table names its page or no vendor source; AMD and Intel always one', async (t) => {
  t.same(
    issues({ ...loongsonRecord(null), sources: { ...loongsonRecord(null).sources, basis: { cores: 'two-sources', threads: 'single-source' } } }),
    [],
    'no vendor source is allowed',
  );
  t.match(
    issues(loongsonRecord({ name: 'Loongson', url: null, productId: '3X9000' })),
    [/^sources\.vendor names only a product id \("3X9000"\): loongson publishes none a reader could look up/],
    'the model name is no product id',
  );
  t.same(
    issues(loongsonRecord({ name: 'Loongson: the announcement', url: 'https://www.loongson.cn/news/test', productId: null })).filter((issue) =>
      issue.startsWith('sources.vendor'),
    ),
    [],
    "the vendor's page is",
  );
  const amd = JSON.parse(await readFile(fixture('processor-ryzen-7-7700x.json'), 'utf8')) as Processor;
  t.match(issues({ ...amd, sources: { ...amd.sources, vendor: null } }), [/^sources\.vendor is null: a amd record names the vendor's page or its product id/]);
});

t.test('the pipeline: no vendor source for a record that names none, and the disputes its curated record states', async (t) => {
  const curated = await mkdtemp(join(tmpdir(), 'atlas-provenance-'));
  t.teardown(() => rm(curated, { recursive: true, force: true }));
  await cp(fixture('pipeline/curated'), curated, { recursive: true });
  await mkdir(join(curated, 'loongson'));
  const dispute = {
    field: 'boostClockGHz',
    kind: 'secondary' as const,
    reason: 'the press report and the review disagree',
    values: [
      { value: 2.5, sources: [{ name: 'Test fixture: a press report', url: 'https://press.example.org/3x9000' }] },
      { value: 2.3, sources: [{ name: 'Test fixture: a review', url: 'https://review.example.net/3x9000' }] },
    ],
  };
  const run = async (record: Processor) => {
    await writeFile(join(curated, 'loongson', 'test.json'), JSON.stringify([record]));
    return runPipeline({ sources: SOURCES, sourcesDir: fixture('pipeline/sources'), curatedDir: curated, curatedLabel: 'curated', published: null });
  };
  const report = await run(loongsonRecord(null, [dispute]));
  const record = report.records.find((r) => r.vendor === 'loongson')!;
  t.equal(record.sources.vendor, null, 'no vendor source, rather than the model name as a product number');
  t.same(record.sources.basis, { cores: 'two-sources', threads: 'single-source' });
  t.same(record.sources.disputes, [dispute], 'the stated dispute reaches the record, the fact left unknown');
  t.ok(
    report.disputes.some((d) => d.vendor === 'loongson' && d.fields.includes('boostClockGHz')),
    'and the report counts it',
  );

  const named = await run(loongsonRecord({ name: 'Loongson', url: null, productId: '3X9000' }));
  t.notOk(
    named.records.some((r) => r.vendor === 'loongson'),
    "a record giving the model name as the vendor's product id is refused",
  );
  t.match(named.skipped.find((row) => row.name === '3X9000')?.reason, /names only a product id/);

  await t.rejects(
    run({ ...loongsonRecord(null, [{ ...dispute, values: [{ value: null, sources: dispute.values[0]!.sources }] }]) }),
    /3x9000-test boostClockGHz: a dispute the curated record states lists the value the record shows \(null\) as another/,
  );
});
