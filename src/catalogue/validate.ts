import { CatalogueError } from './catalogue-error.js';
import { isLaunchDate } from './launch-date.js';
import { ID_MAX_LENGTH, ID_PATTERN, SEGMENTS, VENDORS } from '../shared/processor.js';
import type { MemorySupport, PcieSupport, Processor, Segment, Vendor } from '../shared/processor.js';

/*
 * Every source (hand-written JSON, the importer, a file someone points the
 * server at) goes through here, so pages can trust each field's type and
 * range without checking again. Upper bounds are generous; they exist to catch
 * unit mistakes (MHz typed as GHz, KB as MB), not to judge processors.
 */

const LIMITS = {
  cores: 1024,
  threads: 4096,
  clockGHz: 10,
  cacheMB: 4096,
  tdpW: 1000,
  processNm: 1000,
  priceUSD: 100_000,
  memoryChannels: 64,
  memoryMaxGB: 1_048_576,
  pcieLanes: 1024,
} as const;

const PROCESSOR_FIELDS = [
  'id',
  'vendor',
  'name',
  'family',
  'generation',
  'codename',
  'microarchitecture',
  'segment',
  'launched',
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
  'tdpW',
  'memory',
  'pcie',
  'igpu',
  'launchPriceUSD',
  'unlocked',
  'source',
] as const satisfies readonly (keyof Processor)[];

const MEMORY_FIELDS = ['types', 'channels', 'maxGB'] as const satisfies readonly (keyof MemorySupport)[];
const PCIE_FIELDS = ['version', 'lanes'] as const satisfies readonly (keyof PcieSupport)[];
const PCIE_VERSION = /^\d+\.\d+$/;

type Fail = (field: string | null, reason: string) => never;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** Checks exact key sets: a misspelt field would otherwise silently become "unknown". */
function checkKeys(record: Record<string, unknown>, expected: readonly string[], prefix: string, fail: Fail): void {
  for (const key of expected) {
    if (!Object.hasOwn(record, key)) fail(`${prefix}${key}`, 'is missing (use null when the value is unknown)');
  }
  // every expected key is present, so any extra key shows up as a longer key list;
  // only then is it worth finding which one (this runs for every record of a large file)
  const keys = Object.keys(record);
  if (keys.length === expected.length) return;
  const extra = keys.find((key) => !expected.includes(key));
  if (extra !== undefined) fail(`${prefix}${extra}`, 'is not a known field');
}

function text(value: unknown, field: string, fail: Fail): string {
  if (typeof value !== 'string' || value.trim() === '') fail(field, `must be a non-empty string, got ${describe(value)}`);
  return value;
}

function nullableText(value: unknown, field: string, fail: Fail): string | null {
  return value === null ? null : text(value, field, fail);
}

function integer(value: unknown, field: string, min: number, max: number, fail: Fail): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    fail(field, `must be a whole number from ${min} to ${max}, got ${describe(value)}`);
  }
  return value;
}

function nullableInteger(value: unknown, field: string, min: number, max: number, fail: Fail): number | null {
  return value === null ? null : integer(value, field, min, max, fail);
}

function positive(value: unknown, field: string, max: number, fail: Fail): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > max) {
    fail(field, `must be a number above 0 and at most ${max}, or null; got ${describe(value)}`);
  }
  return value;
}

function nonNegative(value: unknown, field: string, max: number, fail: Fail): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max) {
    fail(field, `must be a number from 0 to ${max}, or null; got ${describe(value)}`);
  }
  return value;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string, fail: Fail): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    fail(field, `must be one of ${allowed.join(', ')}; got ${describe(value)}`);
  }
  return value as T;
}

function memory(value: unknown, fail: Fail): MemorySupport {
  if (!isPlainObject(value)) fail('memory', `must be an object { types, channels, maxGB }, got ${describe(value)}`);
  checkKeys(value, MEMORY_FIELDS, 'memory.', fail);
  const types = value['types'];
  if (!Array.isArray(types)) fail('memory.types', `must be an array of strings (empty when unknown), got ${describe(types)}`);
  types.forEach((type, i) => text(type, `memory.types[${i}]`, fail));
  return {
    types: types as string[],
    channels: nullableInteger(value['channels'], 'memory.channels', 1, LIMITS.memoryChannels, fail),
    maxGB: positive(value['maxGB'], 'memory.maxGB', LIMITS.memoryMaxGB, fail),
  };
}

function pcie(value: unknown, fail: Fail): PcieSupport {
  if (!isPlainObject(value)) fail('pcie', `must be an object { version, lanes }, got ${describe(value)}`);
  checkKeys(value, PCIE_FIELDS, 'pcie.', fail);
  const version = value['version'];
  if (version !== null && (typeof version !== 'string' || !PCIE_VERSION.test(version))) {
    fail('pcie.version', `must be a version like "4.0", or null; got ${describe(version)}`);
  }
  return {
    version,
    lanes: nullableInteger(value['lanes'], 'pcie.lanes', 0, LIMITS.pcieLanes, fail),
  };
}

/**
 * Returns the value typed as a Processor, or throws a CatalogueError naming
 * `file`, the record and the first field at fault. `index` (the record's
 * position in its file) is used in the message only when the id is unusable.
 */
export function validateProcessor(value: unknown, file: string, index?: number): Processor {
  let id: string | null = null;
  const fail: Fail = (field, reason) => {
    throw new CatalogueError({ file, id, index: index ?? null, field }, reason);
  };

  if (!isPlainObject(value)) fail(null, `must be an object, got ${describe(value)}`);
  const rawId = value['id'];
  if (typeof rawId !== 'string' || rawId.length > ID_MAX_LENGTH || !ID_PATTERN.test(rawId)) {
    fail('id', `must be a lower-case slug (a-z, 0-9, single hyphens) of at most ${ID_MAX_LENGTH} characters, got ${describe(rawId)}`);
  }
  id = rawId;
  checkKeys(value, PROCESSOR_FIELDS, '', fail);

  const vendor: Vendor = oneOf(value['vendor'], VENDORS, 'vendor', fail);
  const segment: Segment = oneOf(value['segment'], SEGMENTS, 'segment', fail);

  const launched = value['launched'];
  if (launched !== null && (typeof launched !== 'string' || !isLaunchDate(launched))) {
    fail('launched', `must be a real date written "YYYY-MM" or "YYYY-MM-DD", or null; got ${describe(launched)}`);
  }

  const cores = integer(value['cores'], 'cores', 1, LIMITS.cores, fail);
  const threads = integer(value['threads'], 'threads', 1, LIMITS.threads, fail);
  if (threads < cores) fail('threads', `must be ≥ cores (${threads} < ${cores})`);

  const performanceCores = nullableInteger(value['performanceCores'], 'performanceCores', 0, LIMITS.cores, fail);
  const efficientCores = nullableInteger(value['efficientCores'], 'efficientCores', 0, LIMITS.cores, fail);
  if ((performanceCores === null) !== (efficientCores === null)) {
    fail(performanceCores === null ? 'performanceCores' : 'efficientCores', 'must be set together with the other core kind, or both null');
  }
  if (performanceCores !== null && efficientCores !== null && performanceCores + efficientCores !== cores) {
    fail('performanceCores', `+ efficientCores must equal cores (${performanceCores} + ${efficientCores} ≠ ${cores})`);
  }

  const baseClockGHz = positive(value['baseClockGHz'], 'baseClockGHz', LIMITS.clockGHz, fail);
  const boostClockGHz = positive(value['boostClockGHz'], 'boostClockGHz', LIMITS.clockGHz, fail);
  if (baseClockGHz !== null && boostClockGHz !== null && boostClockGHz < baseClockGHz) {
    fail('boostClockGHz', `must be ≥ baseClockGHz (${boostClockGHz} < ${baseClockGHz})`);
  }

  const unlocked = value['unlocked'];
  if (unlocked !== null && typeof unlocked !== 'boolean') fail('unlocked', `must be true, false or null; got ${describe(unlocked)}`);

  return {
    id,
    vendor,
    name: text(value['name'], 'name', fail),
    family: text(value['family'], 'family', fail),
    generation: text(value['generation'], 'generation', fail),
    codename: nullableText(value['codename'], 'codename', fail),
    microarchitecture: nullableText(value['microarchitecture'], 'microarchitecture', fail),
    segment,
    launched,
    socket: nullableText(value['socket'], 'socket', fail),
    processNm: positive(value['processNm'], 'processNm', LIMITS.processNm, fail),
    cores,
    threads,
    performanceCores,
    efficientCores,
    baseClockGHz,
    boostClockGHz,
    l2CacheMB: nonNegative(value['l2CacheMB'], 'l2CacheMB', LIMITS.cacheMB, fail),
    l3CacheMB: nonNegative(value['l3CacheMB'], 'l3CacheMB', LIMITS.cacheMB, fail),
    tdpW: positive(value['tdpW'], 'tdpW', LIMITS.tdpW, fail),
    memory: memory(value['memory'], fail),
    pcie: pcie(value['pcie'], fail),
    igpu: nullableText(value['igpu'], 'igpu', fail),
    launchPriceUSD: positive(value['launchPriceUSD'], 'launchPriceUSD', LIMITS.priceUSD, fail),
    unlocked,
    source: text(value['source'], 'source', fail),
  };
}

/** A validated record and the file it came from, for messages that name both ends of a clash. */
export interface SourcedProcessor {
  processor: Processor;
  file: string;
}

/**
 * Ids are unique within a vendor (pages live at /amd/<id> and /intel/<id>).
 * The error names the later record's file first and the earlier one after it.
 */
export function checkUniqueIds(entries: Iterable<SourcedProcessor>): void {
  const seen = new Map<string, string>();
  for (const { processor, file } of entries) {
    const key = `${processor.vendor}:${processor.id}`;
    const first = seen.get(key);
    if (first !== undefined) {
      const where = first === file ? 'earlier in the same file' : `in ${first}`;
      throw new CatalogueError(
        { file, id: processor.id, field: 'id' },
        `is a duplicate: ${processor.vendor} already has "${processor.id}" ${where}`,
      );
    }
    seen.set(key, file);
  }
}
