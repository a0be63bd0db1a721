import { join } from 'node:path';
import type { Isa } from '../../../shared/processor.js';
import type { Candidate, Source, SourceReading } from '../source.js';
import { readTable } from '../table.js';
import type { Row } from '../table.js';
import { arkConfigurableTdpGHz, arkFacts, arkGeneration, arkProductName, arkSegment, arkText, INTEL_VENDOR_SOURCE } from './intel-ark-fields.js';
import type { ArkCells } from './intel-ark-fields.js';
import { familyFromName } from '../family.js';

/*
 * The 2023 Intel ARK export: one row per ark.intel.com product page, columns named after ARK's
 * own keys (CpuId, CpuName, CoreCount, ClockSpeed, Cache, MarketSegment, BornOnDate, SourceUrl...).
 * The export replaced commas inside values with ". ", so lists read "DDR4-2133. LPDDR3-1866". The
 * only copy of ARK we read that gives each page's id and address.
 */
export const INTEL_ARK_COLUMNS = ['CpuId', 'CpuName', 'CoreCount', 'ThreadCount', 'ClockSpeed', 'MarketSegment', 'BornOnDate', 'SourceUrl'];

export function arkExportCells(row: Row): ArkCells {
  return {
    name: row.get('CpuName'),
    productGroup: row.get('ProductGroup'),
    segment: row.get('MarketSegment'),
    launch: row.get('BornOnDate'),
    status: row.get('StatusCodeText'),
    codename: row.get('CodeNameText'),
    socket: row.get('SocketsSupported'),
    lithography: row.get('Lithography'),
    cores: row.get('CoreCount'),
    threads: row.get('ThreadCount'),
    hyperThreading: row.get('HyperThreading'),
    performanceCores: row.get('PerfCoreCount'),
    efficientCores: row.get('EffCoreCount'),
    lowPowerCores: '',
    base: row.get('ClockSpeed'),
    performanceBase: row.get('PCoreBaseFreq'),
    boosts: ['ClockSpeedMax', 'TurboBoostTech2MaxFreq', 'TurboBoostMaxTechMaxFreq', 'ThermalVelocityBoostFreq', 'PCoreTurboFreq', 'BurstFrequency'].map(
      (column) => row.get(column),
    ),
    cache: row.get('Cache'),
    l2: row.get('TotalL2Cache'),
    tdp: row.get('MaxTDP'),
    basePower: row.get('ProcessorBasePower'),
    maxTurboPower: row.get('MaxTurboPower'),
    ctdpDown: row.get('ConfigTDPMin'),
    ctdpUp: row.get('ConfigTDPMax'),
    ctdpDownGHz: row.get('ConfigTDPMinFrequency'),
    ctdpUpGHz: row.get('ConfigTDPMaxFrequency'),
    tjunction: row.get('ThermalJunctionRateCode'),
    tcase: row.get('TCase'),
    operatingMax: row.get('OperatingTemperatureMax'),
    memoryTypes: row.get('MemoryTypes'),
    memoryMaxSpeed: row.get('MemoryMaxSpeedMhz'),
    memoryChannels: row.get('NumMemoryChannels'),
    memoryMax: row.get('MaxMem'),
    ecc: row.get('ECCMemory'),
    pcieRevisions: [row.get('MicroprocessorPCIeRevision'), row.get('PCIExpressRevision')],
    pcieLanes: row.get('NumPCIExpressPorts'),
    graphics: row.get('ProcessorGraphicsModelId'),
    graphicsMax: row.get('GraphicsMaxFreq') || row.get('GraphicsBurstFrequency'),
    graphicsBase: row.get('GraphicsFreq'),
    // the export has no column for it
    turboBoost: '',
    instructionSets: row.get('InstructionSetExtensions'),
    aes: row.get('AESTech'),
    price: '',
    imageProcessingUnit: row.get('ImageProcessingUnitVersion'),
  };
}

/** ARK's "Instruction Set" values that are not x86-64 */
const ARK_ISA: Readonly<Record<string, Isa>> = { '32-bit': 'x86-32', 'Itanium 64-bit': 'IA-64' };

export function arkExportRow(row: Row, where: string): Candidate | { name: string; reason: string } {
  const cells = arkExportCells(row);
  const name = arkProductName(cells.name);
  if (name === '') return { name: cells.name, reason: 'no name' };
  const facts = arkFacts(cells);
  if (facts.cores === null || facts.cores === 0) return { name, reason: 'no core count' };
  // ARK's "Instruction Set": "64-bit" is what the record's rule already says (x86-64) and is not
  // written, so only the parts that are something else carry the field.
  const isa = ARK_ISA[row.get('InstructionSet').trim()];
  if (isa !== undefined) facts.isa = isa;
  const segment = arkSegment(cells.segment);
  if (segment === null) return { name, reason: `market segment "${cells.segment}" is not one of ours` };
  const url = row.get('SourceUrl').trim();
  const id = row.get('CpuId').trim();
  const configurableTdpGHz = arkConfigurableTdpGHz(cells);
  return {
    vendor: 'intel',
    name,
    productKeys: id === '' ? [] : [`ark-${id}`],
    // ARK's own address says which of a name's two pages is the one with the image processing unit
    variant: /-with-ipu\.html$/.test(url) ? 'with IPU' : null,
    segment,
    family: familyFromName(name),
    generation: arkGeneration(name, cells.productGroup),
    facts,
    provenance: { name: INTEL_VENDOR_SOURCE, kind: 'vendor-table', url: /^https?:\/\//.test(url) ? url : null, productId: id || null },
    ...(configurableTdpGHz === undefined ? {} : { configurableTdpGHz }),
    arkText: arkText(cells),
    where,
  };
}

export function intelArkExport(options: { name: string; file: string }): Source {
  return {
    name: options.name,
    kind: 'vendor-table',
    files: [options.file],
    async read(context): Promise<SourceReading> {
      const rows = await readTable(join(context.sourcesDir, options.file), INTEL_ARK_COLUMNS, options.name, options.file);
      const reading: SourceReading = { rows: rows.length, candidates: [], skipped: [] };
      for (const row of rows) {
        const where = `${options.file}:${row.line}`;
        const result = arkExportRow(row, where);
        if ('reason' in result) reading.skipped.push({ source: options.name, where, name: result.name, reason: result.reason });
        else reading.candidates.push(result);
      }
      return reading;
    },
  };
}
