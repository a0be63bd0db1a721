import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import t from 'tap';
import { runPipeline } from '../../src/pipeline/records/pipeline.js';
import { SOURCES } from '../../src/pipeline/records/sources.js';
import { ProcessorSchema, processorJsonSchema } from '../../src/record/processor-schema.js';
import { isaOf, type Processor } from '../../src/shared/processor.js';

/**
 * The record's additions for the vendors without a specification table: the schema takes them
 * and checks what belongs together, old records and downloads stay valid, and the pipeline turns a
 * curated record's citations into each fact's basis (test/fixtures/pipeline/curated/apple/, a
 * record made for the purpose).
 */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const old = JSON.parse(await readFile(fixture('processor-ryzen-7-7700x.json'), 'utf8')) as Processor;

t.test('a record made before the additions is still valid, to the schema and to the published JSON Schema', async (t) => {
  t.ok(ProcessorSchema.safeParse(old).success, 'the start-up schema');
  const ajv = new Ajv2020({ strict: false });
  const validate = ajv.compile(processorJsonSchema());
  t.ok(validate([{ ...old, benchmark: null, figures: {} }]), JSON.stringify(validate.errors));
  t.equal(isaOf(old), 'x86-64', "an AMD record that states no ISA is x86-64 by its vendor's rule");
  t.equal(isaOf({ vendor: 'apple', isa: undefined, family: 'M' }), 'Arm');
});

t.test('the schema checks what the additions say together', async (t) => {
  const m9 = (JSON.parse(await readFile(fixture('pipeline/curated/apple/test-chips.json'), 'utf8')) as Processor[])[0]!;
  const issues = (record: unknown) => {
    const result = ProcessorSchema.safeParse(record);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  };
  /** whether the record is refused with a complaint matching `pattern` */
  const refused = (record: unknown, pattern: RegExp) => issues(record).some((issue) => pattern.test(issue));
  const valid = { ...m9, sources: { ...m9.sources, basis: { cores: 'vendor-via-press', processNm: 'two-sources', boostClockGHz: 'single-source' } } };
  t.same(issues(valid), []);
  t.ok(
    refused({ ...valid, cores: 14, performanceCores: 4, efficientCores: 10 }, /^cores must be the cores of one of the configurations/),
    'the record is its fullest configuration',
  );
  t.ok(refused({ ...valid, configurations: [valid.configurations![0]] }, /^configurations must list two configurations or more/));
  const split = valid.configurations!.map((c, i) => (i === 0 ? { ...c, efficientCores: 6 } : c));
  t.ok(refused({ ...valid, configurations: split }, /^configurations\.0\.performanceCores \+ efficientCores must equal cores/));
  t.ok(refused({ ...valid, sources: { ...valid.sources, basis: { memory_maxGB: 'x' } } }, /^sources\.basis/), 'a basis is one of the four');
  t.ok(
    refused(
      { ...valid, sources: { ...valid.sources, basis: { boostClockGHz: 'two-sources' } } },
      /^sources\.basis\.boostClockGHz is "two-sources" but its sources are pages of one site/,
    ),
    'two agreeing sources are two sites naming the fact',
  );
  t.ok(refused({ ...valid, sources: { ...valid.sources, basis: { 'memory.maxGB': 'two-sources' } } }, /but 1 entry of sources\.secondary names the field/));
  t.ok(refused({ ...valid, sources: { ...valid.sources, basis: { tdpW: 'single-source' } } }, /^sources\.basis\.tdpW names a fact the record does not state/));
  t.ok(refused({ ...valid, isa: 'PowerPC' }, /^isa must be one of x86-64, x86-32, IA-64, Arm, LoongArch/));
  t.ok(
    refused(
      { ...valid, coreKinds: { performance: 'super', efficient: 'performance' }, performanceCores: null, efficientCores: null },
      /^coreKinds names the kinds of performanceCores and efficientCores, which are null/,
    ),
  );
});

t.test('the pipeline gives each fact of a vendor without a table its basis, and keeps every source', async (t) => {
  const report = await runPipeline({
    sources: SOURCES,
    sourcesDir: fixture('pipeline/sources'),
    curatedDir: fixture('pipeline/curated'),
    curatedLabel: 'curated',
    published: null,
  });
  const m9 = report.records.find((r) => r.vendor === 'apple' && r.id === 'm9-test')!;
  t.same(m9.sources.basis, {
    launched: 'vendor-via-press', // the vendor's page, read where the press published it
    processNm: 'two-sources', // two reviews on two sites
    cores: 'vendor-via-press',
    performanceCores: 'two-sources',
    efficientCores: 'two-sources',
    boostClockGHz: 'single-source', // two pages of one site are one source
    'memory.maxGB': 'single-source',
    'memory.unified': 'single-source',
    configurations: 'vendor-via-press',
  });
  t.same([m9.family, m9.generation], ['M', 'M9'], "the curated record's family and generation stand: no AMD or Intel numbering rule applies");
  t.match(
    m9.sources.secondary.find((entry) => entry.reportedBy),
    { url: 'https://www.apple.com/newsroom/test-fixture', reportedBy: { url: 'https://press.example.org/m9' } },
  );
  t.ok(m9.sources.secondary.filter((entry) => entry.fields.includes('performanceCores')).length === 2, 'both agreeing sources are kept');
  t.equal(report.bases.get('apple')?.get('single-source'), 3, 'the report counts the facts by basis');
  t.equal(
    report.records.filter((r) => r.vendor === 'amd' || r.vendor === 'intel').every((r) => r.sources.basis === undefined),
    true,
    "AMD's and Intel's records carry no basis: their tables trace every fact",
  );
});
