import type { z } from 'zod';
import type { ProcessorSchema } from './processor-schema.js';
import { ID_MAX_LENGTH, ID_PATTERN, ISA_BY_RULE, VENDORS, type Isa, type Vendor } from './processor-vocabulary.js';

/**
 * The processor record: the one shape every catalogue source (the shipped
 * JSON files, the catalogue pipeline, the synthetic generator) produces.
 * Units are in the field names; a fact we do not know is `null`, never a guess.
 */
export { FACT_BASES, ID_MAX_LENGTH, ID_PATTERN, ISAS, PROCESSOR_STATUSES, SEGMENTS, VENDORS } from './processor-vocabulary.js';
export type { FactBasis, Isa, ProcessorStatus, Segment, Vendor } from './processor-vocabulary.js';

/*
 * The record's shape is defined once, as a schema (processor-schema.ts, explained field by field
 * in docs/record.md); the types come from it. They are imported as types only: the schema library
 * stays on the server and never reaches the browser's bundle.
 */
export type Processor = z.infer<typeof ProcessorSchema>;
export type MemorySupport = Processor['memory'];
export type MemoryType = MemorySupport['types'][number];
export type PcieSupport = Processor['pcie'];
export type Configuration = NonNullable<Processor['configurations']>[number];

/**
 * The processor's instruction set architecture: the record's, else the rule for its vendor (AMD
 * and Intel parts are x86-64 unless their vendor lists them otherwise; processor-vocabulary.ts).
 */
export function isaOf(processor: Pick<Processor, 'isa' | 'vendor' | 'family'>): Isa {
  // Itanium is IA-64 by what the family is, where ARK's copies leave the field blank (the 9500 and 9700).
  return processor.isa ?? (processor.vendor === 'intel' && processor.family === 'Itanium' ? 'IA-64' : ISA_BY_RULE[processor.vendor]) ?? 'x86-64';
}

export function isProcessorId(value: string): boolean {
  return value.length <= ID_MAX_LENGTH && ID_PATTERN.test(value);
}

/**
 * A processor's key across both vendors, `amd:ryzen-7-7800x3d`: how compare URLs name
 * processors and how the catalogue indexes them.
 */
export function processorKey(processor: { vendor: Vendor; id: string }): string {
  return `${processor.vendor}:${processor.id}`;
}

/** The vendor and id a key names, or null when it is not a well-formed key. */
export function parseProcessorKey(key: string): { vendor: Vendor; id: string } | null {
  const [vendorPart, id = ''] = key.split(':', 2);
  const vendor = VENDORS.find((candidate) => candidate === vendorPart);
  return vendor && isProcessorId(id) ? { vendor, id } : null;
}
