import type { Segment } from '../../shared/processor.js';
import { slugify } from '../slug.js';
import { parseLaunchDate } from './dates.js';
import { cleanName, familyFromName } from './family.js';
import { generationFromName } from './generation.js';
import { parseMemoryTypes } from './memory-types.js';
import type { Conversion, ImportShape, Row } from './shape.js';
import { isMissing, parseGHz, parseInteger, parseMB, parseNm, parseUSD, parseWatts, parseYesNo } from './units.js';

/**
 * The CSV AMD's processor specification pages export (amd.com/en/products/
 * specifications/processors): a UTF-8 BOM, two empty checkbox columns, then
 * Model, Family, Line, Platform, Launch Date, # of CPU Cores, ...
 */
export const AMD_EXPORT_SOURCE = 'AMD processor specifications';

const REQUIRED_COLUMNS = ['Model', 'Family', 'Line', 'Platform', '# of CPU Cores', '# of Threads', 'Base Clock'];

/** "A10-7870K with Radeon™ R7 Graphics and Near Silent Thermal Solution" → "A10-7870K" and the like */
function productName(row: Row): string {
  let name = cleanName(row.get('Model'))
    .replace(/^AMD\s+/, '')
    .replace(/^\d+(?:st|nd|rd|th) Gen\s+(?:AMD\s+)?/i, '')
    .replace(/\s+with\s+Radeon\b.*$/i, '')
    .replace(/\s*\((?:OEM Only)\)/i, '')
    .replace(/\s+(?:Processor|APU)$/i, '')
    .trim();
  // some rows give only the model ("6376", "X940", "TL-56"): the family column
  // has the brand. Series families ("A-Series") are already the model's prefix.
  const brand = cleanName(row.get('Family')).replace(/^AMD\s+/, '').split(' ')[0] ?? '';
  if (brand !== '' && !brand.endsWith('-Series') && !name.includes(brand)) name = `${brand} ${name}`;
  return name;
}

function segmentFor(platform: string, name: string): Segment | null {
  if (/\bEmbedded\b/i.test(name)) return 'embedded';
  if (/\bThreadripper PRO\b/.test(name)) return 'workstation';
  const p = platform.toLowerCase();
  if (p.includes('server')) return 'server';
  if (p.includes('laptop') || p.includes('handheld') || p.includes('tablet')) return 'mobile';
  if (p.includes('desktop') || p.includes('boxed processor') || p.includes('all-in-one')) return 'desktop';
  return null;
}

function convert(row: Row): Conversion {
  const name = productName(row);
  if (name === '') return { ok: false, reason: 'no name' };
  const cores = parseInteger(row.get('# of CPU Cores'));
  if (cores === null || cores === 0) return { ok: false, reason: 'no core count' };
  const threads = parseInteger(row.get('# of Threads'));
  if (threads === null || threads === 0) return { ok: false, reason: 'no thread count' };
  const segment = segmentFor(row.get('Platform'), name);
  if (segment === null) return { ok: false, reason: `unknown platform "${row.get('Platform')}"` };

  const family = familyFromName(name);
  const line = cleanName(row.get('Line')).replace(/^AMD\s+/, '').replace(/\s+(?:Series\s*)?(?:Processors?)?$/i, '');
  const zen = /"(Zen[^"]*)" Core Architecture/i.exec(row.get('Supported Technologies'))?.[1] ?? null;

  const types = parseMemoryTypes(row.get('System Memory Type'));
  // the speed column belongs to the type column only when there is one type to give it to
  const speed = /^Up to (\d{3,5})\s*MHz$/i.exec(row.get('System Memory Specification').trim())?.[1];
  const only = types.length === 1 ? types[0] : undefined;
  const memoryTypes = only !== undefined && speed !== undefined && !only.includes('-') ? [`${only}-${speed}`] : types;

  const pcie = row.get('PCI Express® Version') || row.get('PCI Express Version');
  const lanes = /\bx(\d+)\b/.exec(pcie)?.[1];
  const graphics = cleanName(row.get('Graphics Model')).replace(/^AMD\s+/, '');
  const tray = /[0-9A-Z][0-9A-Z-]{5,}/.exec(row.get('Product ID Tray'))?.[0];

  return {
    ok: true,
    key: tray ? slugify(tray) : `line-${row.line}`,
    record: {
      id: slugify(name),
      vendor: 'amd',
      name,
      family,
      generation: generationFromName(name) ?? (line || family),
      codename: null,
      microarchitecture: zen,
      segment,
      launched: parseLaunchDate(row.get('Launch Date')),
      socket: isMissing(row.get('CPU Socket')) ? null : cleanName(row.get('CPU Socket')),
      processNm: parseNm(row.get('Processor Technology for CPU Cores')),
      cores,
      threads,
      performanceCores: null,
      efficientCores: null,
      baseClockGHz: parseGHz(row.get('Base Clock')),
      boostClockGHz: parseGHz(row.get('Max. Boost Clock ¹ ²') || row.get('Max. Boost Clock')),
      // AMD's pages give totals for the chip
      l2CacheMB: parseMB(row.get('L2 Cache')),
      l3CacheMB: parseMB(row.get('L3 Cache')),
      tdpW: parseWatts(row.get('Default TDP')),
      memory: { types: memoryTypes, channels: parseInteger(row.get('Memory Channels')), maxGB: null },
      pcie: {
        version: /(\d+\.\d+)/.exec(pcie)?.[1] ?? null,
        lanes: lanes === undefined ? null : Number(lanes),
      },
      igpu: isMissing(graphics) || /discrete graphics card required/i.test(graphics) ? null : graphics,
      launchPriceUSD: parseUSD(row.get('1kU Pricing')),
      unlocked: parseYesNo(row.get('Unlocked for Overclocking')),
      source: AMD_EXPORT_SOURCE,
    },
  };
}

export const amdExportShape: ImportShape = {
  name: 'amd-export',
  description: "AMD specification pages' CSV export (columns Model, Family, Line, Platform, # of CPU Cores, ...)",
  matches: (header) => REQUIRED_COLUMNS.every((column) => header.includes(column)),
  rowName: (row) => cleanName(row.get('Model')),
  convert,
};
