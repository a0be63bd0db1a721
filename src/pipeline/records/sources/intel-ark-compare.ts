import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { CsvError, parseCsv } from '../csv.js';
import { familyFromName } from '../family.js';
import type { Candidate, Source, SourceReading } from '../source.js';
import { PipelineError, readSourceFile } from '../table.js';
import {
  arkConfigurableTdpGHz,
  arkFacts,
  arkStatesNoTurbo,
  arkGeneration,
  arkText,
  arkProductName,
  arkSearchUrl,
  arkSegment,
  hasImageProcessingUnit,
  INTEL_VENDOR_SOURCE,
  markIpuTwins,
} from './intel-ark-fields.js';
import type { ArkCells } from './intel-ark-fields.js';

/*
 * Intel ARK's "Product Specification Comparison" exports: one CSV per comparison, turned on its
 * side — line 1 the title, line 2 the export's date and time, line 3 one column per processor,
 * then one row per specification, labelled as on the product page ("Total Cores", "Processor
 * Base Power", "Launch Date"). They name no product id, so each processor's page is given as
 * ARK's search for its processor number. Newer exports are read first.
 */

/** "ECC Memory Supported   ‡" → "ECC Memory Supported": labels without marks and runs of spaces */
function label(text: string): string {
  return text
    .replace(/[‡®™*†]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** the rows that name or clock a part's graphics, under every label the exports use */
const GRAPHICS_LABELS = [
  'Processor Graphics',
  'GPU Name',
  'Graphics Name',
  'Graphics Max Dynamic Frequency',
  'Graphics Burst Frequency',
  'Max Frequency',
  'Graphics Base Frequency',
];

/** one column of an export: the first non-empty cell of each label */
type Column = (...labels: string[]) => string;

function compareCells(get: Column): ArkCells {
  return {
    name: '',
    productGroup: get('Product Collection'),
    segment: get('Vertical Segment'),
    launch: get('Launch Date'),
    status: get('Marketing Status'),
    codename: get('Code Name'),
    socket: get('Sockets Supported'),
    lithography: get('Lithography', 'CPU Lithography'),
    cores: get('Total Cores', '# of Cores'),
    threads: get('Total Threads'),
    hyperThreading: get('Intel Hyper-Threading Technology'),
    performanceCores: get('# of Performance-cores'),
    efficientCores: get('# of Efficient-cores', '# of Efficiency-cores'),
    lowPowerCores: get('# of Low Power Efficient-cores'),
    base: get('Processor Base Frequency'),
    performanceBase: get('Performance-core Base Frequency', 'P-core Base Frequency'),
    boosts: [
      get('Max Turbo Frequency'),
      get('Intel Turbo Boost Max Technology 3.0 Frequency'),
      get('Intel Thermal Velocity Boost Frequency'),
      get('Intel Turbo Boost Technology 2.0 Frequency'),
      get('Performance-core Max Turbo Frequency'),
      get('Single P-core Turbo Frequency'),
      get('Burst Frequency'),
    ],
    cache: get('Cache'),
    l2: get('Total L2 Cache'),
    tdp: get('TDP'),
    basePower: get('Processor Base Power'),
    maxTurboPower: get('Maximum Turbo Power'),
    ctdpDown: get('Configurable TDP-down'),
    ctdpUp: get('Configurable TDP-up'),
    ctdpDownGHz: get('Configurable TDP-down Frequency'),
    ctdpUpGHz: get('Configurable TDP-up Frequency'),
    tjunction: get('TJUNCTION'),
    tcase: get('TCASE'),
    operatingMax: get('Operating Temperature (Maximum)'),
    memoryTypes: get('Memory Types'),
    memoryMaxSpeed: get('Maximum Memory Speed'),
    memoryChannels: get('Max # of Memory Channels'),
    memoryMax: get('Max Memory Size (dependent on memory type)'),
    ecc: get('ECC Memory Supported'),
    pcieRevisions: [get('Microprocessor PCIe Revision'), get('PCI Express Revision')],
    pcieLanes: get('Max # of PCI Express Lanes'),
    graphics: get('Processor Graphics', 'GPU Name', 'Graphics Name'),
    graphicsMax: get('Graphics Max Dynamic Frequency', 'Graphics Burst Frequency', 'Max Frequency'),
    graphicsBase: get('Graphics Base Frequency'),
    turboBoost: get('Intel Turbo Boost Technology'),
    instructionSets: get('Instruction Set Extensions'),
    aes: get('Intel AES New Instructions'),
    price: get('Recommended Customer Price'),
    imageProcessingUnit: get('Intel Image Processing Unit'),
  };
}

/**
 * The title row, one title per processor. The exports leave titles unquoted, so a title with a
 * comma ("Intel® Core™ i5-8500 Processor (9M Cache, up to 4.10 GHz)") arrives in pieces; every
 * piece after the first starts with the space that followed its comma.
 */
export function processorTitles(cells: readonly string[]): string[] {
  const titles: string[] = [];
  cells.forEach((cell, index) => {
    if (index > 0 && /^\s/.test(cell) && titles.length > 1) titles[titles.length - 1] += `,${cell}`;
    else titles.push(cell);
  });
  return titles;
}

/** the number of cells most rows of more than one cell have */
function commonWidth(records: readonly string[][]): number {
  const counts = new Map<number, number>();
  for (const record of records) if (record.length > 1) counts.set(record.length, (counts.get(record.length) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
}

/** "01/10/2026 12:05:48 AM" → "2026-01-10", for ordering the exports newest first */
function exportDate(line: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(line.trim());
  return match ? `${match[3]}-${match[1]}-${match[2]}` : '';
}

export function intelArkCompare(options: { name: string; folder: string }): Source {
  return {
    name: options.name,
    kind: 'vendor-table',
    files: [`${options.folder}/*.csv`],
    async read(context): Promise<SourceReading> {
      let names: string[];
      try {
        names = (await readdir(join(context.sourcesDir, options.folder))).filter((name) => name.endsWith('.csv'));
      } catch {
        throw new PipelineError(`${options.name} ${options.folder}/: folder not found`);
      }
      const exports: { file: string; date: string; records: string[][] }[] = [];
      for (const name of names) {
        const file = `${options.folder}/${name}`;
        let records: string[][];
        try {
          records = parseCsv(await readSourceFile(join(context.sourcesDir, file), options.name, file)).map((record) => record.fields);
        } catch (error) {
          if (error instanceof CsvError) throw new PipelineError(`${options.name} ${file}: ${error.message}`);
          throw error;
        }
        if (!/Product Specification Comparison/.test(records[0]?.[0] ?? ''))
          throw new PipelineError(`${options.name} ${file}: this is not an ARK comparison export`);
        exports.push({ file, date: exportDate(records[1]?.[0] ?? ''), records });
      }
      // newest export first; the same date in file-name order, numbers as numbers
      exports.sort((a, b) => (a.date === b.date ? a.file.localeCompare(b.file, 'en', { numeric: true }) : a.date < b.date ? 1 : -1));

      const reading: SourceReading = { rows: 0, candidates: [], skipped: [] };
      const ipu: { candidate: Candidate; ipu: boolean }[] = [];
      for (const { file, records } of exports) {
        // the data rows are one cell per processor; the title row splits titles at their commas
        const width = commonWidth(records.slice(3));
        const header = processorTitles(records[2] ?? []);
        if (header.length !== width) throw new PipelineError(`${options.name} ${file}: ${header.length} processor titles for ${width} columns`);
        const rows = new Map<string, string[][]>();
        for (const record of records.slice(3)) {
          const key = label(record[0] ?? '');
          // a row of another width has commas in its values: its cells are not the processors' columns
          if (key !== '' && record.length === width) rows.set(key, [...(rows.get(key) ?? []), record]);
        }
        for (let column = 1; column < header.length; column++) {
          const title = header[column]?.trim() ?? '';
          if (title === '') continue;
          reading.rows++;
          const get: Column = (...labels) => {
            for (const wanted of labels) {
              for (const record of rows.get(label(wanted)) ?? []) {
                const value = record[column]?.trim() ?? '';
                if (value !== '') return value;
              }
            }
            return '';
          };
          const where = `${file}:column ${column + 1}`;
          const cells = { ...compareCells(get), name: title };
          const name = arkProductName(title);
          const facts = arkFacts(cells);
          // an export holds only the rows some processor in it fills: one without any graphics row says
          // nothing about graphics, and its blank is no "none" (docs/data.md, "A blank is not a none")
          if (!GRAPHICS_LABELS.some((wanted) => rows.has(label(wanted)))) delete facts.igpu;
          const segment = arkSegment(cells.segment);
          if (facts.cores === null || facts.cores === 0) {
            reading.skipped.push({ source: options.name, where, name, reason: 'no core count' });
            continue;
          }
          const configurableTdpGHz = arkConfigurableTdpGHz(cells);
          const candidate: Candidate = {
            vendor: 'intel',
            name,
            productKeys: [],
            variant: null,
            segment,
            family: familyFromName(name),
            generation: arkGeneration(name, cells.productGroup),
            facts,
            provenance: { name: INTEL_VENDOR_SOURCE, kind: 'vendor-table', url: arkSearchUrl(name), productId: null },
            ...(configurableTdpGHz === undefined ? {} : { configurableTdpGHz }),
            ...(arkStatesNoTurbo(cells) ? { noTurbo: true } : {}),
            arkText: arkText(cells),
            where,
          };
          reading.candidates.push(candidate);
          ipu.push({ candidate, ipu: hasImageProcessingUnit(cells) });
        }
      }
      markIpuTwins(ipu);
      return reading;
    },
  };
}
