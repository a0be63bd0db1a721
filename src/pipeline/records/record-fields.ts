import type { MemoryType, Processor } from '../../shared/processor.js';
import { isMissing } from './units.js';

/*
 * Readers shared by the vendor exports for the record's deeper facts: memory types with
 * speeds, temperatures, configurable TDP ranges, instruction sets, graphics clocks. Each gives
 * null (or an empty list) for anything it cannot read with confidence; none guesses.
 */

/** ["DDR5-5600", "LPDDR5X"] → [{ type: "DDR5", speedMTs: 5600 }, { type: "LPDDR5X", speedMTs: null }] */
export function memoryTypesFrom(types: readonly string[]): MemoryType[] {
  const byType = new Map<string, number | null>();
  for (const entry of types) {
    const match = /^((?:LP)?DDR\d[A-Z]?)(?:-(\d+))?$/i.exec(entry.trim());
    if (!match?.[1]) continue;
    const type = match[1].toUpperCase();
    const speed = match[2] === undefined ? null : Number(match[2]);
    const known = byType.get(type);
    // the fastest speed listed for a type; a speed beats none
    byType.set(type, known === undefined || known === null ? speed : speed === null ? known : Math.max(known, speed));
  }
  return [...byType].map(([type, speedMTs]) => ({ type, speedMTs }));
}

/**
 * "100°C", "105 C", "100", "71.30°C" → 100, 105, 100, 71.3. A range ("-40°C to 110°C") gives its
 * upper end, the maximum. Two different figures for package variants ("85C (PGA); 100C (BGA)")
 * are not one fact: null.
 */
export function parseTempC(value: string | undefined): number | null {
  if (value === undefined || isMissing(value)) return null;
  const text = value.trim();
  const range = /(-?\d+(?:\.\d+)?)\s*°?\s*C?\s+to\s+(-?\d+(?:\.\d+)?)\s*°?\s*C?/i.exec(text);
  if (range?.[2]) return positiveOrNull(Number(range[2]));
  const figures = [...text.matchAll(/(\d+(?:\.\d+)?)\s*°?\s*C?\b/g)].map((m) => Number(m[1]));
  if (figures.length === 0 || new Set(figures).size !== 1) return null;
  return positiveOrNull(figures[0] ?? 0);
}

function positiveOrNull(value: number): number | null {
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** "12-25W", "45W/65WW", "45/65W", "10-15WW" → { min, max }; one figure or none → null */
export function parseWattRange(value: string | undefined): { min: number; max: number } | null {
  if (value === undefined || isMissing(value)) return null;
  const figures = [...value.matchAll(/(\d+(?:\.\d+)?)/g)].map((m) => Number(m[1]));
  if (figures.length !== 2) return null;
  const [a = 0, b = 0] = figures;
  if (a <= 0 || b <= 0) return null;
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

/** "1.45 GHz", "950 MHz", "2200 MHz" → MHz, whole */
export function parseMHz(value: string | undefined): number | null {
  if (value === undefined || isMissing(value)) return null;
  const match = /(\d+(?:\.\d+)?)\s*(GHz|MHz)\b/i.exec(value);
  if (!match?.[1] || !match[2]) return null;
  const mhz = match[2].toLowerCase() === 'ghz' ? Number(match[1]) * 1000 : Number(match[1]);
  return mhz > 0 ? Math.round(mhz) : null;
}

/** Instruction-set extensions in one spelling and one order, whatever the vendor's wording. */
const INSTRUCTION_SETS: readonly (readonly [string, RegExp])[] = [
  ['SSE', /^SSE$/i],
  ['SSE2', /^SSE2$/i],
  ['SSE3', /^SSE3$/i],
  ['SSSE3', /^SSSE3$/i],
  ['SSE4.1', /^SSE\s?4\.1$/i],
  ['SSE4.2', /^SSE\s?4\.2$/i],
  ['SSE4a', /^SSE\s?4a$/],
  ['AVX', /^AVX$/i],
  ['AVX2', /^AVX\s?2$/i],
  ['AVX-512', /^AVX[-\s]?512$/i],
  ['AVX-VNNI', /^AVX[-\s]?VNNI$/i],
  ['AMX', /^AMX$/i],
  ['FMA3', /^FMA3?$/i],
  ['FMA4', /^FMA4$/i],
  ['AES', /^AES(?:[-\s]?NI)?$/i],
  ['SHA', /^SHA$/i],
  ['XOP', /^XOP$/i],
  ['IMCI', /^IMCI$/i],
];

/** the names of known extensions among free-text tokens, normalised and in a fixed order */
export function instructionSetsFrom(tokens: readonly string[]): string[] {
  const found = new Set<string>();
  for (const raw of tokens) {
    const token = raw
      .replace(/[®™]/g, '')
      .replace(/^(?:Intel|AMD)\s+/i, '')
      .trim();
    for (const [name, pattern] of INSTRUCTION_SETS) if (pattern.test(token)) found.add(name);
  }
  return INSTRUCTION_SETS.map(([name]) => name).filter((name) => found.has(name));
}

/** "Gen 4", "5.0 and 4.0", "Up to 3.0", "3", "2.0/3.0" → the highest version, "5.0" */
export function highestPcieVersion(...cells: string[]): string | null {
  let best: number | null = null;
  for (const cell of cells) {
    if (isMissing(cell)) continue;
    for (const match of cell.matchAll(/(\d+)(?:\.(\d+))?[a-z]?/gi)) {
      const major = Number(match[1]);
      if (major < 1 || major > 9) continue;
      const version = major + Number(match[2] ?? 0) / 10;
      if (best === null || version > best) best = version;
    }
  }
  return best === null ? null : best.toFixed(1);
}

/** A record with every fact unknown, for a source to fill in; identity fields are the caller's. */
export function emptyFacts(): Omit<Processor, 'id' | 'vendor' | 'name' | 'family' | 'generation' | 'segment' | 'cores' | 'threads' | 'sources'> {
  return {
    codename: null,
    microarchitecture: null,
    launched: null,
    status: null,
    socket: null,
    processNm: null,
    performanceCores: null,
    efficientCores: null,
    baseClockGHz: null,
    boostClockGHz: null,
    l2CacheMB: null,
    l3CacheMB: null,
    ccds: null,
    tdpW: null,
    configurableTdpW: null,
    maxTurboPowerW: null,
    maxTempC: null,
    caseTempC: null,
    memory: { types: [], channels: null, maxGB: null, ecc: null },
    pcie: { version: null, lanes: null },
    igpu: null,
    npuTops: null,
    instructionSets: [],
    launchPriceUSD: null,
    unlocked: null,
  };
}
