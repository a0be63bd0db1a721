import { DOUBT_CAUSES } from './benchmark-vocabulary.js';
import { z } from 'zod';
import { isLaunchDate } from './launch-date.js';
import { BilingualTextSchema } from './bilingual-text-schema.js';
import { getField, isStated } from './fact-path.js';
import { FACT_BASES, ID_MAX_LENGTH, ID_PATTERN, ISA_BY_RULE, ISAS, PROCESSOR_STATUSES, SEGMENTS, TABLE_VENDORS, VENDORS } from './processor-vocabulary.js';

/*
 * The processor record, defined once (docs/record.md explains every field). From this one
 * definition come the TypeScript type (`Processor` in processor.ts, imported as a type only, so
 * zod never reaches the browser), the start-up validation (src/record/validate.ts) and the JSON
 * Schema published beside the open data (/data/processors.schema.json).
 *
 * Upper bounds are generous: they exist to catch unit mistakes (MHz typed as GHz, KB as MB, °F as
 * °C), not to judge processors. Every message is written to follow the field's name in an error
 * ("boostClockGHz must be ≥ baseClockGHz"), so a bad record names file, id, field and the fix.
 */

const LIMITS = {
  cores: 1024,
  threads: 4096,
  clockGHz: 10,
  cacheMB: 4096,
  powerW: 1000,
  processNm: 1000,
  priceUSD: 100_000,
  memoryChannels: 64,
  memoryMaxGB: 1_048_576,
  memorySpeedMTs: 20_000,
  pcieLanes: 1024,
  tempC: 150,
  igpuMHz: 5000,
  npuTops: 10_000,
  ccds: 64,
  gpuCores: 1024,
  memoryBusBits: 8192,
  memoryBandwidthGBs: 100_000,
  transistorsBillion: 10_000,
} as const;

/** "12", "[]", "missing": the offending value, short enough for one line */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

type Issue = { input?: unknown };
/** an error message that says what the field must be and what it got; a missing field says so */
const must = (what: string) => (issue: Issue) =>
  issue.input === undefined ? 'is missing (use null when the value is unknown)' : `must be ${what}, got ${describeValue(issue.input)}`;

const text = () => z.string({ error: must('a non-empty string') }).refine((value) => value.trim() !== '', { error: must('a non-empty string') });
const nullableText = () => text().nullable();

const integer = (min: number, max: number) =>
  z
    .number({ error: must(`a whole number from ${min} to ${max}`) })
    .int({ error: must(`a whole number from ${min} to ${max}`) })
    .min(min, { error: must(`a whole number from ${min} to ${max}`) })
    .max(max, { error: must(`a whole number from ${min} to ${max}`) });

const positive = (max: number) => {
  const what = `a number above 0 and at most ${max}, or null;`;
  const error = (issue: Issue) => (issue.input === undefined ? must('')(issue) : `must be ${what} got ${describeValue(issue.input)}`);
  return z.number({ error }).positive({ error }).max(max, { error }).nullable();
};

const nonNegative = (max: number) => {
  const what = `a number from 0 to ${max}, or null;`;
  const error = (issue: Issue) => (issue.input === undefined ? must('')(issue) : `must be ${what} got ${describeValue(issue.input)}`);
  return z.number({ error }).min(0, { error }).max(max, { error }).nullable();
};

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue: Issue) => (issue.input === undefined ? must('')(issue) : `must be one of ${values.join(', ')}; got ${describeValue(issue.input)}`),
  });

const flag = () =>
  z
    .boolean({ error: (issue: Issue) => (issue.input === undefined ? must('')(issue) : `must be true, false or null; got ${describeValue(issue.input)}`) })
    .nullable();

const dateMessage = (issue: Issue) =>
  issue.input === undefined ? must('')(issue) : `must be a real date written "YYYY-MM-DD", "YYYY-MM" or "YYYY-Qn", or null; got ${describeValue(issue.input)}`;

const idMessage = (input: unknown) =>
  `must be a lower-case slug (a-z, 0-9, single hyphens) of at most ${ID_MAX_LENGTH} characters, got ${describeValue(input)}`;

const fieldPath = z.string().regex(/^[a-zA-Z][a-zA-Z0-9]*(\.[a-zA-Z][a-zA-Z0-9]*)?$/, { error: must('a dotted field path such as "memory.maxGB"') });

export const MemoryTypeSchema = z.strictObject(
  {
    type: z.string().regex(/^(?:(?:LP)?DDR\d[A-Z]?X?|MRDIMM|HBM\d?e?)$/, { error: must('a memory type such as "DDR5" or "LPDDR5X"') }),
    speedMTs: integer(100, LIMITS.memorySpeedMTs).nullable(),
  },
  { error: must('an object { type, speedMTs }') },
);

export const MemorySchema = z.strictObject(
  {
    types: z.array(MemoryTypeSchema, { error: must('an array of { type, speedMTs } (empty when unknown)') }),
    channels: integer(1, LIMITS.memoryChannels).nullable(),
    maxGB: positive(LIMITS.memoryMaxGB),
    ecc: flag(),
    // Added for processors whose memory sits with them (Apple M: one pool for CPU and GPU, in the
    // chip's package); optional, so records and downloads made before them stay valid.
    unified: flag().optional(),
    /** whether memory can be added or replaced after purchase, where a source says it of the chip (false: it sits in the chip's package) */
    upgradeable: flag().optional(),
    busWidthBits: integer(1, LIMITS.memoryBusBits).nullable().optional(),
    bandwidthGBs: positive(LIMITS.memoryBandwidthGBs).optional(),
  },
  { error: must('an object { types, channels, maxGB, ecc }') },
);

const versionMessage = (issue: Issue) => `must be a version like "4.0", or null; got ${describeValue(issue.input)}`;

export const PcieSchema = z.strictObject(
  {
    version: z
      .string({ error: versionMessage })
      .regex(/^\d+\.\d+$/, { error: versionMessage })
      .nullable(),
    lanes: integer(0, LIMITS.pcieLanes).nullable(),
  },
  { error: must('an object { version, lanes }') },
);

export const IgpuSchema = z
  .strictObject(
    {
      /** null where the vendor lists the graphics (a clock) but no source names them: present, unnamed */
      name: text().nullable(),
      maxFreqMHz: integer(1, LIMITS.igpuMHz).nullable(),
      /** GPU cores as Apple and Qualcomm count them; optional (added later) */
      cores: integer(1, LIMITS.gpuCores).nullable().optional(),
    },
    {
      error: must(
        'an object { name, maxFreqMHz } (name null when no source names graphics the vendor lists), or null when the part has no integrated graphics',
      ),
    },
  )
  .nullable();

export const ConfigurableTdpSchema = z
  .strictObject(
    {
      min: positive(LIMITS.powerW),
      max: positive(LIMITS.powerW),
    },
    { error: must('an object { min, max }, or null') },
  )
  .nullable();

/**
 * One of the CPU configurations a chip is sold in (Apple's M4 Pro: 12 cores, 8P + 4E, with a
 * 16-core GPU, or 14, 10P + 4E, with 20), with what its sources state of it; null where none does.
 * The record's own counts are the chip's fullest configuration (docs/record.md, "Configurations").
 */
export const ConfigurationSchema = z.strictObject(
  {
    /** the vendor's name for the configuration where it has one ("KH-40000/32", "3B6000/8"), else null */
    name: nullableText(),
    cores: integer(1, LIMITS.cores),
    threads: integer(1, LIMITS.threads).nullable(),
    performanceCores: integer(0, LIMITS.cores).nullable(),
    efficientCores: integer(0, LIMITS.cores).nullable(),
    baseClockGHz: positive(LIMITS.clockGHz),
    boostClockGHz: positive(LIMITS.clockGHz),
    l2CacheMB: nonNegative(LIMITS.cacheMB),
    l3CacheMB: nonNegative(LIMITS.cacheMB),
    gpuCores: integer(1, LIMITS.gpuCores).nullable(),
    memoryMaxGB: positive(LIMITS.memoryMaxGB),
    memoryBandwidthGBs: positive(LIMITS.memoryBandwidthGBs),
  },
  {
    error: must(
      'an object { name, cores, threads, performanceCores, efficientCores, baseClockGHz, boostClockGHz, l2CacheMB, l3CacheMB, gpuCores, memoryMaxGB, memoryBandwidthGBs }',
    ),
  },
);

const url = z.string().regex(/^https?:\/\/\S+$/, { error: must('an http(s) URL') });

/** the dotted paths of the facts a source gave: at least one, each once */
const factFields = () => z.array(fieldPath).min(1, { error: 'must name at least one field' });

/**
 * Where a vendor's facts were read: the copy of the vendor's specification table (or its product
 * page) and the fields read from it. The newest copy is listed first.
 */
const VendorTableSchema = z.strictObject(
  {
    name: text(),
    fields: factFields(),
  },
  { error: must('an object { name, fields }') },
);

/** Terms a source asks every publication of its facts to carry (BuildCores' ODC-By notice). */
const AttributionSchema = z.strictObject(
  {
    text: text(),
    url,
  },
  { error: must('an object { text, url }') },
);

/** A URL or a product id: every source must lead somewhere a reader can check. */
export const traceable = (source: { url: string | null; productId?: string | null | undefined }) => source.url !== null || (source.productId ?? null) !== null;
const UNTRACEABLE = 'must give a url or a productId (a source nobody can look up is no source)';

/**
 * A fact derived by a stated rule from others of the record (docs/record.md, "Derived facts"): the
 * fields it rests on and, where the rule rests on a page (the vendor's naming scheme, a disclosure
 * giving a microarchitecture's per-core cache), that page. A derivation leads somewhere through the
 * facts it names, each of which names its own source.
 */
const DerivedSchema = z.strictObject(
  {
    field: fieldPath,
    rule: text(),
    from: z.array(fieldPath).min(1, { error: 'must name at least one field the fact is derived from' }),
    url: url.nullable(),
  },
  { error: must('an object { field, rule, from, url }') },
);

/**
 * Words of a maintainer's note on the copy a link opens (a mirror, a reprint, a translation, a
 * summary) rather than of a publisher or a title. A source's name is shown as it is on a page of
 * either language; such a note is written in both, in `note`, so a Chinese page does not read
 * "stored copy read via the … mirror" in English.
 */
export const SOURCE_NOTE_WORDS =
  /\b(?:mirror(?:ed)?|republish\w*|syndicat\w*|reprint\w*|cop(?:y|ied)|read via|via aggregator|translation of|rendering of|summary of|summaris\w*|quoting|quotes|relaying|cites|publishes it)\b/i;

/**
 * A note of ours in brackets after a source's name: what the page is about ("TechPowerUp (Ryzen 8040
 * 'Hawk Point' announced)"), its language ("Notebookcheck (German): …") or its format ("(PDF)"). A
 * page of either language shows the name as it is, so a Chinese page read our English there; such
 * a note is written in both languages, in `note`. A date in brackets ("(2023-11-28)") and brackets
 * without Latin letters ("(关键参数)") are the title's own.
 */
export const SOURCE_BRACKET_NOTE =
  /\s\((?=[^()]*[A-Za-z])(?![^()]*\b\d{4}-\d{2}(?:-\d{2})?\)$)[^()]*\)$|\s\((?:German|English|French|Italian|Polish|Czech|Spanish|Portuguese)\)/;

/** a source's name: its publisher and title, with no note on the copy read nor on its topic (`note` holds those) */
const sourceName = () =>
  text()
    .refine((value) => !SOURCE_NOTE_WORDS.test(value), {
      error: (issue) =>
        `must be the publisher and title only, got ${JSON.stringify(issue.input)}: a note on the copy read (${String(issue.input).match(SOURCE_NOTE_WORDS)?.[0]}) goes in note { zh, en }`,
    })
    .refine((value) => !SOURCE_BRACKET_NOTE.test(value), {
      error: (issue) =>
        `must be the publisher and title only, got ${JSON.stringify(issue.input)}: a note in brackets (${String(issue.input).match(SOURCE_BRACKET_NOTE)?.[0]?.trim()}) goes in note { zh, en }`,
    });

/**
 * A maintainer's note on a source, in both languages, shown after its name: the copy the link opens
 * where it is not the publisher's own page (a mirror, a reprint, a translation), or what the page
 * says that its title does not.
 */
const SourceNoteSchema = BilingualTextSchema;

/** A source as a dispute names it: a page, or the vendor's product id. */
const DisputeSourceSchema = z.strictObject(
  {
    name: sourceName(),
    url: url.nullable(),
    productId: nullableText().optional(),
    note: SourceNoteSchema.optional(),
  },
  { error: must('an object { name, url, productId, note? }') },
);

/**
 * What disagrees: two or more independent references against the vendor's table, copies of the
 * vendor's own table against each other, secondary sources against each other where no vendor
 * states the fact, or a doubt a maintainer recorded.
 */
export const DISPUTE_KINDS = ['references', 'vendor-tables', 'secondary', 'doubt', 'vendor-conditions'] as const;

/**
 * A fact the references disagree on that no vendor page settles (docs/data.md, "Disputes"): the
 * record keeps the value the order of trust chose and lists every other value with the sources
 * that give it.
 */
const DisputeSchema = z.strictObject(
  {
    field: fieldPath,
    kind: oneOf(DISPUTE_KINDS),
    reason: text(),
    /** a maintainer's doubt (kind "doubt"): why, in both languages, since pages show it in theirs; `reason` keeps the English for the open data */
    note: BilingualTextSchema.optional(),
    values: z
      .array(
        z.strictObject(
          {
            value: z.unknown(),
            sources: z.array(DisputeSourceSchema).min(1, { error: 'must name the source of each other value' }),
          },
          { error: must('an object { value, sources }') },
        ),
      )
      .min(1, { error: 'must list the other value(s) the references give' }),
  },
  { error: must('an object { field, kind, reason, values }') },
);

export const SourcesSchema = z.strictObject(
  {
    /**
     * The vendor's own source: its page for the product (or the product id its table gives), with the
     * copies of its table each fact was read from; for a vendor without a table, the announcement
     * that states the record's facts, or null where no page of the vendor's is known to state any.
     */
    vendor: z
      .strictObject(
        {
          name: text(),
          url: url.nullable(),
          productId: nullableText(),
          tables: z.array(VendorTableSchema, { error: must('an array of { name, fields }') }).optional(),
        },
        { error: must('an object { name, url, productId, tables }, or null') },
      )
      .nullable(),
    secondary: z.array(
      z.strictObject({
        name: sourceName(),
        url: url.nullable(),
        productId: nullableText().optional(),
        fields: factFields(),
        attribution: AttributionSchema.optional(),
        /**
         * A vendor's statement read where the press published it, not on the vendor's own page (which
         * `url` names): the article it was read in. Such a fact is the vendor's word, labelled so.
         */
        reportedBy: z
          .strictObject({ name: sourceName(), url, note: SourceNoteSchema.optional() }, { error: must('an object { name, url, note? }') })
          .optional(),
        note: SourceNoteSchema.optional(),
      }),
      { error: must('an array of { name, url, fields, note? }') },
    ),
    corrections: z.array(
      z.strictObject({
        field: fieldPath,
        vendorValue: z.unknown(),
        /** the maintainer's reason, in both languages: pages show it in theirs */
        reason: BilingualTextSchema,
        url: url.nullable(),
      }),
      { error: must('an array of { field, vendorValue, reason, url }') },
    ),
    derived: z.array(DerivedSchema, { error: must('an array of { field, rule, from, url }') }).optional(),
    disputes: z.array(DisputeSchema, { error: must('an array of { field, kind, reason, values }') }).optional(),
    /**
     * For vendors that publish no specification table: what each stated fact rests on — the
     * vendor's own page, two independent sources that agree (both in `secondary`), or one secondary
     * source alone, which pages mark. Optional: AMD's and Intel's facts are traced by `tables`.
     */
    basis: z.record(fieldPath, z.enum(FACT_BASES, { error: must(`one of ${FACT_BASES.join(', ')}`) })).optional(),
  },
  { error: must('an object { vendor, secondary, corrections, derived?, disputes?, basis? }') },
);

const ProcessorShape = z.strictObject(
  {
    id: z
      .string({ error: (issue: Issue) => idMessage(issue.input) })
      .max(ID_MAX_LENGTH, { error: (issue: Issue) => idMessage(issue.input) })
      .regex(ID_PATTERN, { error: (issue: Issue) => idMessage(issue.input) }),
    vendor: oneOf(VENDORS),
    name: text(),
    family: text(),
    generation: text(),
    codename: nullableText(),
    microarchitecture: nullableText(),
    // Optional: an AMD or Intel record without it is x86-64 by the rule in processor-vocabulary.ts.
    isa: oneOf(ISAS).optional(),
    /** the architecture's version as the vendor or a reference states it: "Armv8.6-A" */
    isaVersion: nullableText().optional(),
    segment: oneOf(SEGMENTS),
    launched: z
      .string({ error: dateMessage })
      .regex(/^\d{4}-(?:\d{2}(?:-\d{2})?|Q[1-4])$/, { error: dateMessage })
      .refine(isLaunchDate, { error: dateMessage })
      .nullable(),
    status: oneOf(PROCESSOR_STATUSES).nullable(),
    socket: nullableText(),
    processNm: positive(LIMITS.processNm),
    transistorsBillion: positive(LIMITS.transistorsBillion).optional(),
    cores: integer(1, LIMITS.cores),
    threads: integer(1, LIMITS.threads).nullable(),
    performanceCores: integer(0, LIMITS.cores).nullable(),
    efficientCores: integer(0, LIMITS.cores).nullable(),
    /**
     * What the vendor calls the two kinds of core counted in performanceCores and efficientCores,
     * where it does not call them performance and efficiency cores (Apple's M5 Pro: "super" and
     * "performance"; Snapdragon X2: "Prime" and "Performance").
     */
    coreKinds: z.strictObject({ performance: text(), efficient: text() }, { error: must('an object { performance, efficient }') }).optional(),
    configurations: z
      .array(ConfigurationSchema, { error: must('an array of configurations') })
      .min(2, { error: 'must list two configurations or more (a chip sold in one has none)' })
      .optional(),
    baseClockGHz: positive(LIMITS.clockGHz),
    boostClockGHz: positive(LIMITS.clockGHz),
    l2CacheMB: nonNegative(LIMITS.cacheMB),
    l3CacheMB: nonNegative(LIMITS.cacheMB),
    ccds: integer(1, LIMITS.ccds).nullable(),
    tdpW: positive(LIMITS.powerW),
    configurableTdpW: ConfigurableTdpSchema,
    maxTurboPowerW: positive(LIMITS.powerW),
    maxTempC: positive(LIMITS.tempC),
    // added after the first downloads: optional, so records written before it still validate
    caseTempC: positive(LIMITS.tempC).optional(),
    memory: MemorySchema,
    pcie: PcieSchema,
    igpu: IgpuSchema,
    npuTops: positive(LIMITS.npuTops),
    instructionSets: z.array(text(), { error: must('an array of strings (empty when unknown)') }),
    launchPriceUSD: positive(LIMITS.priceUSD),
    unlocked: flag(),
    sources: SourcesSchema,
  },
  { error: must('an object') },
);

type ProcessorShape = z.infer<typeof ProcessorShape>;
type Context = z.core.$RefinementCtx<ProcessorShape>;

/** Facts that only make sense together. Each names the field a person should look at. */
function checkFacts(p: ProcessorShape, ctx: Context): void {
  const fail = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message, input: undefined });
  if (p.threads !== null && p.threads < p.cores) fail(['threads'], `must be ≥ cores (${p.threads} < ${p.cores})`);
  if ((p.performanceCores === null) !== (p.efficientCores === null)) {
    fail([p.performanceCores === null ? 'performanceCores' : 'efficientCores'], 'must be set together with the other core kind, or both null');
  } else if (p.performanceCores !== null && p.efficientCores !== null && p.performanceCores + p.efficientCores !== p.cores) {
    fail(['performanceCores'], `+ efficientCores must equal cores (${p.performanceCores} + ${p.efficientCores} ≠ ${p.cores})`);
  }
  if (p.baseClockGHz !== null && p.boostClockGHz !== null && p.boostClockGHz < p.baseClockGHz) {
    fail(['boostClockGHz'], `must be ≥ baseClockGHz (${p.boostClockGHz} < ${p.baseClockGHz})`);
  }
  const ctdp = p.configurableTdpW;
  if (ctdp !== null && ctdp.min !== null && ctdp.max !== null && ctdp.max < ctdp.min) {
    fail(['configurableTdpW', 'max'], `must be ≥ configurableTdpW.min (${ctdp.max} < ${ctdp.min})`);
  }
  if (ctdp !== null && ctdp.min === null && ctdp.max === null) fail(['configurableTdpW'], 'must be null when neither end of the range is known');
  (p.configurations ?? []).forEach((configuration, index) => {
    const { cores, performanceCores: performance, efficientCores: efficient } = configuration;
    if (performance !== null && efficient !== null && performance + efficient !== cores) {
      fail(['configurations', index, 'performanceCores'], `+ efficientCores must equal cores (${performance} + ${efficient} ≠ ${cores})`);
    }
    if (cores > p.cores) fail(['configurations', index, 'cores'], `must be ≤ cores, the fullest configuration's (${cores} > ${p.cores})`);
  });
  if (p.configurations && !p.configurations.some((configuration) => configuration.cores === p.cores)) {
    fail(['cores'], 'must be the cores of one of the configurations, the fullest');
  }
  if (p.coreKinds && p.performanceCores === null) fail(['coreKinds'], 'names the kinds of performanceCores and efficientCores, which are null');
  if (p.isa === undefined && ISA_BY_RULE[p.vendor] === undefined)
    fail(['isa'], `is missing: a ${p.vendor} record states its instruction set architecture (${ISAS.join(', ')})`);
  const types = p.memory.types.map((entry) => entry.type);
  const repeated = types.find((type, index) => types.indexOf(type) !== index);
  if (repeated !== undefined) fail(['memory', 'types'], `must list each type once ("${repeated}" is listed twice)`);
}

/**
 * Every source a record names leads somewhere (a URL or the vendor's product id), and each fact's
 * basis agrees with the sources listed for it (checkBasis): what a shipped record must hold and a
 * curated one need not.
 */
function checkSources(p: ProcessorShape, ctx: Context): void {
  checkVendorSource(p, ctx);
  p.sources.secondary.forEach((entry, index) => {
    if (!traceable(entry)) ctx.addIssue({ code: 'custom', path: ['sources', 'secondary', index], message: UNTRACEABLE, input: undefined });
  });
  p.sources.disputes?.forEach((dispute, index) => {
    dispute.values.forEach((value, at) =>
      value.sources.forEach((source, n) => {
        if (!traceable(source))
          ctx.addIssue({ code: 'custom', path: ['sources', 'disputes', index, 'values', at, 'sources', n], message: UNTRACEABLE, input: undefined });
      }),
    );
  });
  checkBasis(p, ctx);
}

/**
 * The vendor's source: an AMD or Intel record always names the vendor's page or product id. A
 * vendor without a table has no product id a reader could look up (its model name is not one), so
 * its record names the vendor's page — the announcement — or null, and pages say there is none.
 */
function checkVendorSource(p: ProcessorShape, ctx: Context): void {
  const vendor = p.sources.vendor;
  const fail = (message: string) => ctx.addIssue({ code: 'custom', path: ['sources', 'vendor'], message, input: undefined });
  const tabled = TABLE_VENDORS.includes(p.vendor);
  if (vendor === null) {
    if (tabled) fail(`is null: a ${p.vendor} record names the vendor's page or its product id`);
  } else if (!traceable(vendor)) fail(UNTRACEABLE);
  else if (!tabled && vendor.url === null)
    fail(
      `names only a product id ("${vendor.productId}"): ${p.vendor} publishes none a reader could look up; name the vendor's page that states the facts, or set sources.vendor to null`,
    );
}

/**
 * A fact's basis agrees with the sources listed for it: two agreeing sources are entries of
 * `secondary` on two sites naming the field (pages of one site are one source), a single source at
 * least one entry; and only a stated fact has a basis.
 */
function checkBasis(p: ProcessorShape, ctx: Context): void {
  for (const [field, basis] of Object.entries(p.sources.basis ?? {})) {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', path: ['sources', 'basis', field], message, input: undefined });
    const entries = p.sources.secondary.filter((entry) => entry.fields.includes(field));
    const citing = entries.length;
    // two pages of one site are one source
    const sites = new Set(entries.map((entry) => /^https?:\/\/(?:www\.)?([^/?#]+)/i.exec(entry.url ?? '')?.[1]?.toLowerCase() ?? entry.name)).size;
    if (!isStated(getField(p, field))) fail('names a fact the record does not state');
    else if (basis === 'two-sources' && sites < 2)
      fail(`is "two-sources" but ${sites === 1 && citing > 1 ? 'its sources are pages of one site' : `${citing} entry of sources.secondary names the field`}`);
    else if (basis === 'single-source' && citing === 0) fail('is "single-source" but no entry of sources.secondary names the field');
  }
}

export const ProcessorSchema = ProcessorShape.superRefine(checkFacts).superRefine(checkSources);

/**
 * A curated record as written in data/curated: the record's shape and coherence, but a source
 * that leads nowhere is allowed there — the pipeline takes none of the facts resting on it.
 */
export const CuratedProcessorSchema = ProcessorShape.superRefine(checkFacts);

/**
 * The open data file a visitor downloads (/data/processors.json): each record followed by
 * `benchmark`, its open benchmark score with the score's source, version, snapshot date and
 * licence, or null where it has none (src/http/open-data.ts).
 */
export const OpenBenchmarkSchema = z
  .object({
    name: z.string(),
    version: z.string(),
    snapshot: z.string(),
    score: z.number().positive(),
    samples: z.number().int().positive(),
    url: z.string(),
    licence: z.string(),
  })
  .strict()
  .nullable();

/**
 * Beside it, `figures`: each benchmark's figure the processor has, by benchmark id, for the
 * benchmarks whose terms let them sit in the CC0 files (Blender's CC0, SPEC's fair use with its
 * notice on every figure); hardinfo2's GPL figures are in /data/hardinfo2.json instead.
 */
export const OpenFigureSchema = z
  .object({
    score: z.number().positive(),
    samples: z.number().int().positive(),
    ranked: z.boolean(),
    doubt: z.enum(DOUBT_CAUSES).nullable(),
    source: z.string(),
    version: z.string().nullable(),
    snapshot: z.string(),
    url: z.string(),
    licence: z.string(),
    notice: z.string().nullable(),
  })
  .strict();

/** The record's shape as JSON Schema (draft 2020-12), for people who download the open data. */
export function processorJsonSchema(): Record<string, unknown> {
  const openRecord = ProcessorShape.extend({
    benchmark: OpenBenchmarkSchema,
    figures: z.record(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), OpenFigureSchema),
  });
  const schema = z.toJSONSchema(z.array(openRecord), { unrepresentable: 'any' }) as Record<string, unknown>;
  return {
    ...schema,
    $id: 'processors.schema.json',
    title: 'CPU Atlas processors',
    description:
      "The array served at /data/processors.json: one record per processor, each with its Blender score (benchmark, or null) and every CC0 or fair-use benchmark figure it has (figures, by benchmark id, each with its source, licence and notice; SPEC figures are derived values, medians of published results, not SPEC results). hardinfo2's GPL figures are published apart, at /data/hardinfo2.json. Units are in the field names; an unknown fact is null. A record without isa is x86-64 (every AMD and Intel processor unless its vendor lists it otherwise); the other vendors' records state theirs, and their sources.basis says for each fact whether it rests on the vendor's page, on two independent sources that agree or on a single secondary source. Every source names a url or a productId (the vendor's product id); facts from BuildCores OpenDB carry its ODC-By attribution. A fact derived by a rule lists the rule and the fields it rests on in sources.derived; a fact the references disagree on that no vendor page settles lists every other value with its sources in sources.disputes. Field by field: docs/record.md; sources, checks and licences: docs/data.md.",
  };
}
