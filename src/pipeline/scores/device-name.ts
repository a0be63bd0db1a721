import type { Vendor } from '../../shared/processor.js';
import type { DeviceReading } from './device-reading.js';
import { readOtherVendor } from './other-vendor-names.js';

export type { DeviceReading } from './device-reading.js';

/**
 * Reads a processor name as an operating system reports it ("AMD Ryzen 7 5800X3D 8-Core
 * Processor", "12th Gen Intel(R) Core(TM) i5-12400F", "Intel Core i7-8650U CPU @ 1.90GHz") as the
 * vendor and the marketing name our records use ("Ryzen 7 5800X3D", "Core i5-12400F"); the other
 * vendors' names (Apple, Snapdragon, Loongson, Zhaoxin, Hygon) are read in other-vendor-names.ts.
 *
 * Only decoration is removed: trademarks, the clock, "CPU", the core count, the graphics an APU
 * carries, Intel's "Nth Gen" prefix, runs of spaces. Every letter and digit of the model stays,
 * so a Ryzen 5 5600 never becomes a 5600X and an i5-12400 never a 12400F. The result is then
 * compared exactly (case aside) with the catalogue's names — never fuzzily.
 */
const TRADEMARKS = /\((?:R|TM)\)|®|™/gi;
const CLOCK = /\s*@\s*\d+(?:\.\d+)?\s*GHz$/i;
const INTEL_GENERATION = /^\d{1,2}(?:st|nd|rd|th) Gen (?=Intel )/i;
/** "8-Core Processor", "Eight-Core Processor", "Quad Core Processor", "24-Cores" */
const CORE_COUNT = /\s+(?:\d+|Dual|Triple|Quad|Six|Eight|Ten|Twelve|Sixteen)[- ]Cores?(?: Processor)?$/i;
/** "with Radeon Graphics", "w/ Radeon 780M Graphics", "with Radeon Vega Mobile Gfx", "w/ Radeon 840M" */
const RADEON = /\s+(?:with|w\/)\s+Radeon\b.*$/i;
/** AMD's A-series: "A12-9720P RADEON R7, 12 COMPUTE CORES 4C+8G" */
const COMPUTE_CORES = /\s+RADEON R\d+,\s*\d+ COMPUTE CORES.*$/i;

/** Collapses runs of white space and trims. */
export function squeeze(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function readDeviceName(raw: string): DeviceReading {
  let text = squeeze(raw.replace(TRADEMARKS, '')).replace(CLOCK, '').replace(INTEL_GENERATION, '');
  if (/^Genuine Intel\b/i.test(text) || /\bEng(?:ineering)? Sample\b/i.test(text)) return { kind: 'unidentifiable' };
  const other = readOtherVendor(text);
  if (other) return other;
  const [maker = '', ...rest] = text.split(' ');
  const vendor = maker.toLowerCase();
  if (vendor !== 'amd' && vendor !== 'intel') return { kind: 'other-vendor', maker };
  text = rest.join(' ');
  const name = squeeze(vendor === 'amd' ? amdModel(text) : intelModel(text));
  // A model has a number; "Xeon Platinum" alone, or "0000", names nothing we could look up.
  if (!/\d/.test(name) || /(?:^| )0+$/.test(name)) return { kind: 'unidentifiable' };
  return { kind: 'named', vendor, name };
}

function amdModel(text: string): string {
  return text.replace(RADEON, '').replace(COMPUTE_CORES, '').replace(CORE_COUNT, '');
}

function intelModel(text: string): string {
  const model = squeeze(text.replace(/\bCPU\b/g, ' '))
    // Nehalem-era strings put the model after a space: "Core i7 920" is the Core i7-920.
    .replace(/^Core (i[3579]) (\d{3,4}[A-Z]{0,2})$/, 'Core $1-$2')
    // The first Xeon E3/E5/E7 generation reports its missing "v2" as " 0": "E5-1620 0".
    .replace(/^(Xeon E[357]-\d{4}[A-Z]?) 0$/, '$1');
  // Intel's N-series is named "Processor N100" by Intel; the OS says "Intel N100".
  return /^N\d{2,3}$/.test(model) ? `Processor ${model}` : model;
}

/** How a name is compared: case and spacing do not count, every other character does. */
export function nameKey(vendor: Vendor, name: string): string {
  return `${vendor}:${squeeze(name.replace(TRADEMARKS, '')).toLowerCase()}`;
}
