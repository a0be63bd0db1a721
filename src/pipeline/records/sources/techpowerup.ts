import type { Vendor } from '../../../shared/processor.js';
import { parseLaunchDate } from '../dates.js';
import type { Facts } from '../facts.js';
import { memoryTypesFrom, parseTempC } from '../record-fields.js';
import { techpowerupSocket } from '../sockets.js';
import type { Candidate, Source } from '../source.js';
import type { Row } from '../table.js';
import { parseGenerationCell, parseHybridCores, parseMemory, parsePcie, parseTotalCacheMB } from '../techpowerup-fields.js';
import { isMissing, parseGHz, parseInteger, parseNm, parseUSD, parseWatts, parseYesNo } from '../units.js';
import { secondaryName } from './secondary-name.js';
import { secondaryTable } from './secondary-table.js';

/*
 * TechPowerUp's CPU database, as scraped in 2023 (one row per CPU page). A secondary source: it
 * only fills what no vendor states, and the pipeline's rules refuse its known faults
 * (rules.ts). Its page for each CPU is the fact's URL.
 */
export const TECHPOWERUP_SOURCE = 'TechPowerUp CPU Database';
export const TECHPOWERUP_COLUMNS = ['Name', 'Url', 'Market', 'Release Date', 'Frequency', 'Turbo Clock', '# of Cores', '# of Threads'];

const TPU_MEMORY_SPEED_COLUMNS: Record<string, string> = {
  DDR3L: 'DDR3L Speed',
  DDR4: 'DDR4 Speed',
  DDR5: 'DDR5 Speed',
  LPDDR3: 'LPDDR3 Speed',
  LPDDR4: 'LPDDR4 Speed',
  LPDDR4X: 'LPDDR4x Speed',
  LPDDR5: 'LPDDR5 Speed',
  LPDDR5X: 'LPDDR5x Speed',
};

export function techpowerupRow(row: Row, where: string): Candidate | null {
  const fullName = row.get('Name').trim();
  const vendor: Vendor | null = fullName.startsWith('AMD ') ? 'amd' : fullName.startsWith('Intel ') ? 'intel' : null;
  if (vendor === null) return null;
  const cores = parseInteger(row.get('# of Cores'));
  const hybrid = parseHybridCores(row.get('Hybrid Cores'));
  const eCoreL2 = row.get('E-Core L2');
  const memory = parseMemory(row.get('Memory Support'), row.get('Max. Memory'));
  // a speed TechPowerUp puts in its own column ("DDR5 Speed": "4800 MT/s") belongs to that type
  const speedOf = (type: string) => /^(\d{3,5})\s*MT\/s$/.exec(row.get(TPU_MEMORY_SPEED_COLUMNS[type] ?? '').trim())?.[1];
  const types = memoryTypesFrom(memory.types).map(({ type, speedMTs }) => {
    const column = speedOf(type);
    return { type, speedMTs: speedMTs ?? (column === undefined ? null : Number(column)) };
  });
  const pcie = parsePcie(row.get('PCI-Express'));
  const usd = parseUSD(row.get('Launch Price')) ?? parseUSD(row.get('MSRP'));
  const graphics = row.get('Integrated Graphics').trim();
  const facts: Facts = {
    launched: parseLaunchDate(row.get('Release Date')),
    codename: isMissing(row.get('Codename')) ? null : row.get('Codename').trim(),
    microarchitecture: parseGenerationCell(row.get('Generation')).microarchitecture,
    cores,
    threads: parseInteger(row.get('# of Threads')),
    socket: isMissing(row.get('Socket')) ? null : techpowerupSocket(row.get('Socket')),
    processNm: parseNm(row.get('Process Size')),
    baseClockGHz: parseGHz(row.get('Frequency')),
    boostClockGHz: parseGHz(row.get('Turbo Clock')),
    l2CacheMB: cores === null ? null : parseTotalCacheMB(row.get('Cache L2'), cores, hybrid, isMissing(eCoreL2) ? null : eCoreL2),
    l3CacheMB: cores === null ? null : parseTotalCacheMB(row.get('Cache L3'), cores, hybrid, null),
    ccds: parseInteger(row.get('# of CCDs')),
    tdpW: parseWatts(row.get('TDP')),
    // Intel's Maximum Turbo Power is its PL2; read for desktop rows only, since a laptop's PL2 is
    // the laptop maker's and Intel states several (docs/data.md, "Maximum Turbo Power")
    maxTurboPowerW: row.get('Market').trim() === 'Desktop' ? parseWatts(row.get('PL2')) : null,
    maxTempC: parseTempC(row.get('tJMax')),
    'memory.types': types,
    'memory.channels': memory.channels,
    'memory.maxGB': memory.maxGB,
    'memory.ecc': parseYesNo(row.get('ECC Memory')),
    'pcie.version': pcie.version,
    'pcie.lanes': pcie.lanes,
    // TechPowerUp lists "$1" for a few parts with no public price
    launchPriceUSD: usd !== null && usd >= 10 ? usd : null,
    unlocked: parseYesNo(row.get('Multiplier Unlocked')),
  };
  // a named iGPU only: TechPowerUp's blank does not say a part has none
  // with the vendor's name in front, once: TechPowerUp writes "Iris Pro 5200" but also "Intel HD 3000"
  const maker = vendor === 'amd' ? 'AMD' : 'Intel';
  if (!isMissing(graphics)) facts.igpu = { name: graphics.startsWith(`${maker} `) ? graphics : `${maker} ${graphics}`, maxFreqMHz: null };
  const url = row.get('Url').trim();
  const powerLimit1W = facts.maxTurboPowerW === null ? null : parseWatts(row.get('PL1'));
  return {
    vendor,
    name: secondaryName(fullName),
    productKeys: [],
    variant: null,
    segment: null,
    family: null,
    generation: null,
    facts,
    provenance: { name: TECHPOWERUP_SOURCE, kind: 'secondary', url: /^https?:\/\//.test(url) ? url : null, productId: null },
    ...(powerLimit1W === null ? {} : { powerLimit1W }),
    where,
  };
}

export function techpowerup(options: { file: string }): Source {
  return secondaryTable({ name: TECHPOWERUP_SOURCE, file: options.file, columns: TECHPOWERUP_COLUMNS, candidateOf: techpowerupRow });
}
