import type { z } from 'zod';
import type { ProcessorSchema } from './processor-schema.js';
import { ID_MAX_LENGTH, ID_PATTERN, VENDORS, type Vendor } from './processor-vocabulary.js';

/**
 * The processor record: the one shape every catalogue source (the shipped
 * JSON files, the catalogue pipeline, the synthetic generator) produces.
 * Units are in the field names; a fact we do not know is `null`, never a guess.
 */
export { ID_MAX_LENGTH, ID_PATTERN, PROCESSOR_STATUSES, SEGMENTS, VENDORS } from './processor-vocabulary.js';
export type { ProcessorStatus, Segment, Vendor } from './processor-vocabulary.js';

/*
 * The record's shape is defined once, as a schema (processor-schema.ts, explained field by field
 * in docs/record.md); the types come from it. They are imported as types only: the schema library
 * stays on the server and never reaches the browser's bundle.
 */
export type Processor = z.infer<typeof ProcessorSchema>;
export type MemorySupport = Processor['memory'];
export type MemoryType = MemorySupport['types'][number];
export type PcieSupport = Processor['pcie'];
export type IntegratedGraphics = NonNullable<Processor['igpu']>;
export type ProcessorSources = Processor['sources'];

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
