/**
 * The processor record: the one shape every catalogue source (the shipped
 * JSON files, the CSV importer, the synthetic generator) produces.
 * Units are in the field names; a fact we do not know is `null`, never a guess.
 */
export const VENDORS = ['amd', 'intel'] as const;
export type Vendor = (typeof VENDORS)[number];

export const SEGMENTS = ['desktop', 'mobile', 'server', 'workstation', 'embedded'] as const;
export type Segment = (typeof SEGMENTS)[number];

export interface MemorySupport {
  /** e.g. ["DDR5-5200", "DDR4-3200"]; empty when unknown */
  types: string[];
  channels: number | null;
  maxGB: number | null;
}

export interface PcieSupport {
  /** "5.0", "4.0", "3.0" */
  version: string | null;
  /** lanes from the processor itself (not the chipset) */
  lanes: number | null;
}

export interface Processor {
  /** lower-case slug, unique within its vendor: "ryzen-7-7800x3d" */
  id: string;
  vendor: Vendor;
  /** marketing name without the vendor: "Ryzen 7 7800X3D", "Core i9-14900K" */
  name: string;
  /** "Ryzen 7", "Core i9", "Core Ultra 7", "EPYC", "Xeon" */
  family: string;
  /** "Ryzen 7000", "14th gen", "Core Ultra 200S", "EPYC 9004" */
  generation: string;
  codename: string | null;
  microarchitecture: string | null;
  segment: Segment;
  /** "YYYY-MM" or "YYYY-MM-DD" */
  launched: string | null;
  socket: string | null;
  processNm: number | null;
  cores: number;
  threads: number;
  /** hybrid parts only; null on parts with one kind of core */
  performanceCores: number | null;
  efficientCores: number | null;
  baseClockGHz: number | null;
  boostClockGHz: number | null;
  l2CacheMB: number | null;
  l3CacheMB: number | null;
  tdpW: number | null;
  memory: MemorySupport;
  pcie: PcieSupport;
  /** integrated graphics name, or null when the part has none */
  igpu: string | null;
  launchPriceUSD: number | null;
  unlocked: boolean | null;
  /** the public specification family the numbers came from */
  source: string;
}

export const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const ID_MAX_LENGTH = 80;

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
