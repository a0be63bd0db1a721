/**
 * The closed lists a processor record's fields draw from, and the shape of its id. The schema
 * (processor-schema.ts) checks records against them and the record's type (processor.ts) is named
 * from them; they live apart from both so that neither file has to import the other's values.
 * Plain constants, importing nothing: the browser bundles them (through src/shared/processor.ts).
 */

/**
 * The vendors, each with its records' folder in data/ (data/amd/, data/intel/, …): this list alone
 * says which exist. Each has its detail route, /cpu/{vendor}/:id, in src/shared/routes.ts, in this
 * order, which is the order lists show them in (a test holds the two together). Adding a vendor is
 * a line here, its detail route and its names in the locale files.
 */
export const VENDORS = ['amd', 'intel', 'apple', 'qualcomm', 'loongson', 'zhaoxin', 'hygon'] as const;
export type Vendor = (typeof VENDORS)[number];

export const SEGMENTS = ['desktop', 'mobile', 'server', 'workstation', 'embedded'] as const;
export type Segment = (typeof SEGMENTS)[number];

/** launch status as the vendor states it (ARK's "Status"); AMD does not state it */
export const PROCESSOR_STATUSES = ['launched', 'discontinued', 'announced'] as const;
export type ProcessorStatus = (typeof PROCESSOR_STATUSES)[number];

export const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const ID_MAX_LENGTH = 80;

/**
 * The instruction set architecture a processor runs, which decides what software it runs
 * natively: x86-64 (AMD64/Intel 64), x86-32 (32-bit only, as ARK lists some Atom and Quark
 * parts), IA-64 (Itanium), Arm (AArch64: Apple M, Snapdragon X) and LoongArch (Loongson's own).
 */
export const ISAS = ['x86-64', 'x86-32', 'IA-64', 'Arm', 'LoongArch'] as const;
export type Isa = (typeof ISAS)[number];

/**
 * The rule for records that state no `isa`, vendor by vendor: each line the catalogue holds is of
 * one architecture (docs/vendors.md cites, for each, the sources that say so). Every AMD and Intel
 * processor (2010 on) is x86-64 unless its vendor's table says otherwise (ARK's "Instruction Set":
 * 32-bit, Itanium 64-bit), and those records carry the vendor's value; Intel's Itanium family is
 * IA-64 (isaOf in processor.ts). Apple's M-series and Qualcomm's Snapdragon X are Arm; Loongson's
 * 5000 and 6000 series and 2K chips LoongArch (its MIPS64-based 3A4000 and earlier are not in the
 * catalogue); Zhaoxin and Hygon x86-64. A record whose source states its ISA carries it. A vendor
 * added without a rule must state it on every record (the schema refuses one that does not).
 */
export const ISA_BY_RULE: Partial<Record<Vendor, Isa>> = {
  amd: 'x86-64',
  intel: 'x86-64',
  apple: 'Arm',
  qualcomm: 'Arm',
  loongson: 'LoongArch',
  zhaoxin: 'x86-64',
  hygon: 'x86-64',
};

/**
 * How a fact of a record from a vendor without export tables rests on its sources, strongest
 * first (docs/record.md, "Sources"): the vendor's own page; the vendor's statement as the press
 * published it (both cited); two independent sources that agree (both cited); one secondary
 * source alone, which pages mark.
 */
export const FACT_BASES = ['vendor', 'vendor-via-press', 'two-sources', 'single-source'] as const;
export type FactBasis = (typeof FACT_BASES)[number];

/**
 * The vendors whose specification tables the pipeline reads (AMD's export, Intel ARK): each of
 * their records names the vendor's page or product id. The others publish no table and no product
 * id a reader could look up, so a record of theirs names the vendor's announcement where one
 * states its facts, or no vendor source at all (docs/vendors.md, "The vendor's page").
 */
export const TABLE_VENDORS: readonly Vendor[] = ['amd', 'intel'];
