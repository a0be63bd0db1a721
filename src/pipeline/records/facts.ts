import { getField, isStated } from '../../record/fact-path.js';
import type { Processor } from '../../shared/processor.js';

/*
 * The facts of a record, by dotted field path: what sources state and what every record must
 * trace to a source. The identity (id, vendor, name, family, generation, segment) is ours and is
 * not among them.
 */
export const FACT_FIELDS = [
  'codename',
  'microarchitecture',
  'launched',
  'status',
  'socket',
  'processNm',
  'cores',
  'threads',
  'performanceCores',
  'efficientCores',
  'baseClockGHz',
  'boostClockGHz',
  'l2CacheMB',
  'l3CacheMB',
  'ccds',
  'tdpW',
  'configurableTdpW',
  'maxTurboPowerW',
  'maxTempC',
  'caseTempC',
  'memory.types',
  'memory.channels',
  'memory.maxGB',
  'memory.ecc',
  'pcie.version',
  'pcie.lanes',
  'igpu',
  'npuTops',
  'instructionSets',
  'launchPriceUSD',
  'unlocked',
  // the record's optional facts, which the vendors without a table state (and ARK, for its 32-bit and Itanium parts)
  'isa',
  'isaVersion',
  'transistorsBillion',
  'coreKinds',
  'configurations',
  'memory.unified',
  'memory.upgradeable',
  'memory.busWidthBits',
  'memory.bandwidthGBs',
] as const;
export type FactField = (typeof FACT_FIELDS)[number];

/** the facts a source states, by field; an absent key is "not stated" */
export type Facts = Partial<Record<FactField, unknown>>;

// Read as the record's schema reads them, so a fact the pipeline counts as stated is one the schema does.
export { getField, isStated } from '../../record/fact-path.js';

/** a copy of the record with a dotted field path set */
export function setField(record: Processor, field: string, value: unknown): Processor {
  const [head = '', tail] = field.split('.');
  const copy = { ...record } as unknown as Record<string, unknown>;
  if (tail === undefined) copy[head] = value;
  else copy[head] = { ...(copy[head] as Record<string, unknown>), [tail]: value };
  return copy as unknown as Processor;
}

/** The facts a whole record states (a curated record read as a source). */
export function factsOf(record: Processor): Facts {
  const facts: Facts = {};
  for (const field of FACT_FIELDS) {
    const value = getField(record, field);
    if (isStated(value)) facts[field] = value;
  }
  return facts;
}

/** two values as one fact: same JSON */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** "igpu.name" → "igpu": the fact a sub-field belongs to, where the record treats it as one */
export function factOf(field: string): string {
  return field.startsWith('igpu.') ? 'igpu' : field;
}
