import { join } from 'node:path';
import { BUILDCORES_ATTRIBUTION as ODC_BY_ATTRIBUTION, BUILDCORES_REPOSITORY } from '../../../record/platform-schema.js';
import type { Vendor } from '../../../shared/processor.js';
import type { Facts } from '../facts.js';
import { familyFromName } from '../family.js';
import { generationFromName } from '../generation.js';
import type { Candidate, Source, SourceReading } from '../source.js';
import { PipelineError, readSourceFile } from '../table.js';
import { slugify } from '../../../record/slug.js';
import { parseNm } from '../units.js';
import { secondaryName } from './secondary-name.js';

/*
 * BuildCores OpenDB (github.com/buildcores/buildcores-open-db): one JSON document per desktop and
 * HEDT CPU, one per line here. A secondary source published under the Open Data Commons
 * Attribution License: every fact taken from it carries the attribution its licence asks for,
 * wherever it is published. Its release years are its own and sometimes wrong, so none is read.
 * It names the vendor's product page of most parts, which gives records newer than every vendor
 * table we hold their page, and lets it add those parts (sources.ts).
 */
export const BUILDCORES_SOURCE = 'BuildCores OpenDB';
export const BUILDCORES_ATTRIBUTION = { text: ODC_BY_ATTRIBUTION, url: BUILDCORES_REPOSITORY };

interface Document {
  opendb_id?: string;
  cores?: { total?: number; threads?: number; performance?: number; efficiency?: number };
  clocks?: { performance?: { base?: number; boost?: number } };
  cache?: { l2?: number; l3?: number };
  specifications?: {
    integratedGraphics?: { model?: string; boostClock?: number };
    memory?: { types?: string[]; channels?: number; maxSupport?: number };
    tdp?: number;
    /** Intel: its Maximum Turbo Power (PL2); AMD: its package power limit. 0 where unknown */
    ppt?: number;
    eccSupport?: boolean;
    lithography?: string;
  };
  metadata?: { name?: string; manufacturer?: string };
  microarchitecture?: string;
  coreFamily?: string;
  socket?: string;
  general_product_information?: { manufacturer_url?: string };
}

const positive = (value: number | undefined): number | null => (typeof value === 'number' && value > 0 ? value : null);

/**
 * The vendor's product page the document names, if it is that part's page: an ARK or amd.com
 * product page whose address names the model ("…/sku/236777/intel-core-i5-processor-14400f-…").
 * Some documents point at a sibling's page (the 250KF at the 250K's); those are not taken.
 */
export function vendorPageOf(url: string | undefined, name: string): { url: string; productId: string | null } | null {
  if (url === undefined) return null;
  // "Core i9-14900KS" → "14900ks", "Ryzen 9 9950X3D" → "9950x3d", "Core Ultra 5 250K Plus" → "250k"
  const model = name
    .replace(/\s+Plus$/, '')
    .split(/[\s-]/)
    .pop()
    ?.toLowerCase();
  if (!model || !/\d/.test(model)) return null;
  const plus = /\sPlus$/.test(name);
  const intel = /^https:\/\/www\.intel\.com\/content\/www\/[a-z]{2}\/[a-z]{2}\/products\/sku\/(\d+)\/([a-z0-9-]+)\//.exec(url);
  if (intel?.[1] && intel[2]) {
    const words = intel[2].split('-');
    const at = words.indexOf(model);
    return at !== -1 && (words[at + 1] === 'plus') === plus ? { url, productId: intel[1] } : null;
  }
  // AMD's page is named after the whole name ("amd-ryzen-threadripper-pro-9985wx"), which must be this part's
  const amd = /^https:\/\/www\.amd\.com\/en\/products\/processors\/[a-z0-9/-]+\/([a-z0-9-]+)\.html$/.exec(url);
  if (amd?.[1]) return amd[1] === `amd-${slugify(name.replace(/\+/g, ' plus'))}` ? { url, productId: null } : null;
  return null;
}

function documentCandidate(doc: Document, where: string): Candidate | null {
  const maker = doc.metadata?.manufacturer ?? '';
  const vendor: Vendor | null = /^AMD$/i.test(maker) ? 'amd' : /^Intel$/i.test(maker) ? 'intel' : null;
  const fullName = doc.metadata?.name ?? '';
  if (vendor === null || fullName === '') return null;
  const name = secondaryName(fullName);
  const cores = positive(doc.cores?.total);
  const performance = positive(doc.cores?.performance);
  const efficient = positive(doc.cores?.efficiency);
  const hybrid = cores !== null && performance !== null && efficient !== null && performance + efficient === cores;
  const memory = doc.specifications?.memory;
  const graphics = doc.specifications?.integratedGraphics?.model?.trim() ?? '';
  const lithography = doc.specifications?.lithography?.split(',')[0];
  const socket = doc.socket?.trim().replace(/^LGA\s+/, 'LGA') ?? '';
  const facts: Facts = {
    cores,
    threads: positive(doc.cores?.threads),
    performanceCores: hybrid ? performance : null,
    efficientCores: hybrid ? efficient : null,
    baseClockGHz: positive(doc.clocks?.performance?.base),
    boostClockGHz: positive(doc.clocks?.performance?.boost),
    l2CacheMB: positive(doc.cache?.l2),
    l3CacheMB: positive(doc.cache?.l3),
    tdpW: positive(doc.specifications?.tdp),
    // For an Intel part BuildCores' "ppt" is Intel's Maximum Turbo Power (it agrees with ARK on every
    // one of the 61 parts both give); for AMD it is the socket's package power limit, which
    // data/platforms/power-limits.json states from AMD's own words instead (docs/data.md).
    maxTurboPowerW: vendor === 'intel' ? positive(doc.specifications?.ppt) : null,
    processNm: lithography === undefined ? null : parseNm(lithography.trim()),
    socket: socket === '' ? null : socket,
    microarchitecture: doc.microarchitecture?.trim() || null,
    codename: doc.coreFamily?.trim() || null,
    'memory.types': (memory?.types ?? []).filter((type) => /^(?:LP)?DDR\d[A-Z]?$/.test(type)).map((type) => ({ type, speedMTs: null })),
    'memory.channels': positive(memory?.channels),
    'memory.maxGB': positive(memory?.maxSupport),
    'memory.ecc': typeof doc.specifications?.eccSupport === 'boolean' ? doc.specifications.eccSupport : null,
  };
  if (/^none$/i.test(graphics)) facts.igpu = null;
  else if (graphics !== '')
    facts.igpu = { name: /^(AMD|Intel)\b/.test(graphics) ? graphics : `${vendor === 'amd' ? 'AMD' : 'Intel'} ${graphics}`, maxFreqMHz: null };
  const page = vendorPageOf(doc.general_product_information?.manufacturer_url, name);
  return {
    vendor,
    name,
    productKeys: [],
    variant: null,
    // BuildCores lists desktop and HEDT parts only
    segment: /\bThreadripper\b|^Xeon W/.test(name) ? 'workstation' : 'desktop',
    family: familyFromName(name),
    generation: generationFromName(name),
    facts,
    provenance: {
      name: BUILDCORES_SOURCE,
      kind: 'secondary',
      url: doc.opendb_id ? `${BUILDCORES_REPOSITORY}/blob/main/open-db/CPU/${doc.opendb_id}.json` : BUILDCORES_REPOSITORY,
      productId: null,
      attribution: BUILDCORES_ATTRIBUTION,
    },
    ...(page === null ? {} : { vendorPage: page }),
    where,
  };
}

export function buildcores(options: { file: string }): Source {
  return {
    name: BUILDCORES_SOURCE,
    kind: 'secondary',
    files: [options.file],
    // a desktop part newer than every vendor table we hold, with its vendor's page to cite
    addsProcessors: (candidate) => candidate.vendorPage !== undefined,
    async read(context): Promise<SourceReading> {
      const text = await readSourceFile(join(context.sourcesDir, options.file), BUILDCORES_SOURCE, options.file);
      const reading: SourceReading = { rows: 0, candidates: [], skipped: [] };
      const lines = text.split('\n');
      lines.forEach((line, index) => {
        if (line.trim() === '') return;
        reading.rows++;
        let doc: Document;
        try {
          doc = JSON.parse(line) as Document;
        } catch {
          throw new PipelineError(`${BUILDCORES_SOURCE} ${options.file}:${index + 1}: not a JSON document`);
        }
        const candidate = documentCandidate(doc, `${options.file}:${index + 1}`);
        if (candidate) reading.candidates.push(candidate);
      });
      return reading;
    },
  };
}
