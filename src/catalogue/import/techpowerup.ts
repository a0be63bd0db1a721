import type { Segment, Vendor } from '../../shared/processor.js';
import { slugify } from '../slug.js';
import { parseLaunchDate } from './dates.js';
import { generationFromName } from './generation.js';
import type { Conversion, ImportShape, Row } from './shape.js';
import { techpowerupSocket } from './sockets.js';
import { parseGenerationCell, parseHybridCores, parseMemory, parsePcie, parseTotalCacheMB } from './techpowerup-fields.js';
import { isMissing, parseGHz, parseInteger, parseNm, parseUSD, parseWatts, parseYesNo } from './units.js';

/**
 * The TechPowerUp CPU database as scraped into CSV (one row per CPU page,
 * ~120 columns: Name, Url, Socket, Process Size, Market, Release Date,
 * Frequency, Turbo Clock, # of Cores, Cache L2...).
 */
export const TECHPOWERUP_SOURCE = 'TechPowerUp CPU Database';

const REQUIRED_COLUMNS = ['Name', 'Url', 'Market', 'Release Date', 'Frequency', 'Turbo Clock', '# of Cores', '# of Threads'];

const VENDOR_PREFIXES: readonly (readonly [string, Vendor])[] = [
  ['AMD ', 'amd'],
  ['Intel ', 'intel'],
];

/**
 * TechPowerUp's markets are Desktop, Mobile and Server/Workstation. Within the
 * last, the Xeon W and Threadripper lines are the workstation parts. Parts
 * named "Embedded" are embedded whatever market the site files them under.
 */
function segmentFor(market: string, family: string, name: string): Segment | null {
  if (/\bEmbedded\b/i.test(name)) return 'embedded';
  switch (market.trim().toLowerCase()) {
    case 'desktop':
      return 'desktop';
    case 'mobile':
    case 'laptop':
      return 'mobile';
    case 'server':
      return 'server';
    case 'workstation':
      return 'workstation';
    case 'server/workstation':
      return /^(Xeon W|Ryzen Threadripper)\b/.test(family) ? 'workstation' : 'server';
    case 'embedded':
      return 'embedded';
    default:
      return null;
  }
}

/** TechPowerUp lists "$1" for a few parts with no public price: below this, a price is a placeholder */
const PLACEHOLDER_PRICE_USD = 10;

function price(row: Row): number | null {
  const usd = parseUSD(row.get('Launch Price')) ?? parseUSD(row.get('MSRP'));
  return usd !== null && usd >= PLACEHOLDER_PRICE_USD ? usd : null;
}

function convert(row: Row): Conversion {
  const fullName = row.get('Name').trim();
  if (fullName === '') return { ok: false, reason: 'no name' };
  const prefix = VENDOR_PREFIXES.find(([p]) => fullName.startsWith(p));
  if (!prefix) return { ok: false, reason: 'vendor not supported' };
  const [vendorPrefix, vendor] = prefix;
  const name = fullName.slice(vendorPrefix.length).trim();

  const cores = parseInteger(row.get('# of Cores'));
  if (cores === null || cores === 0) return { ok: false, reason: 'no core count' };
  const threads = parseInteger(row.get('# of Threads'));
  if (threads === null || threads === 0) return { ok: false, reason: 'no thread count' };

  const generationCell = parseGenerationCell(row.get('Generation'));
  const family = generationCell.family || name.split(/[\s-]/)[0] || name;
  const segment = segmentFor(row.get('Market'), family, name);
  if (segment === null) return { ok: false, reason: `unknown market "${row.get('Market')}"` };

  const hybrid = parseHybridCores(row.get('Hybrid Cores'));
  const eCoreL2 = row.get('E-Core L2');
  const codename = row.get('Codename');

  const url = /\.c(\d+)\s*$/.exec(row.get('Url'));
  return {
    ok: true,
    key: url?.[1] ? `c${url[1]}` : `line-${row.line}`,
    record: {
      id: slugify(name),
      vendor,
      name,
      family,
      generation: generationFromName(name) ?? generationCell.detail ?? family,
      codename: isMissing(codename) ? null : codename.trim(),
      microarchitecture: generationCell.microarchitecture,
      segment,
      launched: parseLaunchDate(row.get('Release Date')),
      socket: isMissing(row.get('Socket')) ? null : techpowerupSocket(row.get('Socket')),
      processNm: parseNm(row.get('Process Size')),
      cores,
      threads,
      performanceCores: hybrid?.performance ?? null,
      efficientCores: hybrid?.efficient ?? null,
      baseClockGHz: parseGHz(row.get('Frequency')),
      boostClockGHz: parseGHz(row.get('Turbo Clock')),
      l2CacheMB: parseTotalCacheMB(row.get('Cache L2'), cores, hybrid, isMissing(eCoreL2) ? null : eCoreL2),
      l3CacheMB: parseTotalCacheMB(row.get('Cache L3'), cores, hybrid, null),
      tdpW: parseWatts(row.get('TDP')),
      memory: parseMemory(row.get('Memory Support'), row.get('Max. Memory')),
      pcie: parsePcie(row.get('PCI-Express')),
      igpu: isMissing(row.get('Integrated Graphics')) ? null : row.get('Integrated Graphics').trim(),
      launchPriceUSD: price(row),
      unlocked: parseYesNo(row.get('Multiplier Unlocked')),
      source: TECHPOWERUP_SOURCE,
    },
  };
}

export const techpowerupShape: ImportShape = {
  name: 'techpowerup',
  description: 'TechPowerUp CPU database scrape (columns Name, Url, Socket, Market, Release Date, Frequency, # of Cores, ...)',
  matches: (header) => REQUIRED_COLUMNS.every((column) => header.includes(column)),
  rowName: (row) => row.get('Name').trim(),
  convert,
};
