import type { Vendor } from '../../../shared/processor.js';
import type { Candidate, Source } from '../source.js';
import type { Row } from '../table.js';
import { arkSocket } from '../sockets.js';
import { isMissing, parseGHz, parseInteger, parseWatts } from '../units.js';
import { secondaryName } from './secondary-name.js';
import { secondaryTable } from './secondary-table.js';

/*
 * PassMark's CPU list (cpubenchmark.net), as scraped in 2023: cores, threads, clocks, TDP and socket. The
 * last secondary source: it fills only what nobody else states.
 */
export const PASSMARK_SOURCE = 'PassMark CPU list';
export const PASSMARK_COLUMNS = ['CpuName', 'Cores', 'Threads', 'ClockSpeed', 'TurboSpeed', 'TDP', 'SourceUrl'];

/** PassMark's clock cells are often garbled ("2.112.0 GHz"): only a clean figure counts */
function cleanGHz(value: string): number | null {
  return /^\s*\d+(?:\.\d+)?\s*GHz\s*$/i.test(value) ? parseGHz(value) : null;
}

export function passmarkRow(row: Row, where: string): Candidate | null {
  const fullName = row.get('CpuName').trim();
  const vendor: Vendor | null = /^AMD\s/.test(fullName) ? 'amd' : /^Intel\s/.test(fullName) ? 'intel' : null;
  if (vendor === null) return null;
  const url = row.get('SourceUrl').trim();
  return {
    vendor,
    name: secondaryName(fullName),
    productKeys: [],
    variant: null,
    segment: null,
    family: null,
    generation: null,
    facts: {
      cores: parseInteger(row.get('Cores')),
      threads: parseInteger(row.get('Threads')),
      baseClockGHz: cleanGHz(row.get('ClockSpeed')),
      boostClockGHz: cleanGHz(row.get('TurboSpeed')),
      tdpW: parseWatts(row.get('TDP')),
      // the package as PassMark writes it ("FCBGA1168", "S1"); the pipeline keeps it only where it
      // names a socket the vendors' own tables name (src/record/socket-spelling.ts)
      ...(isMissing(row.get('Socket')) ? {} : { socket: arkSocket(row.get('Socket')) }),
    },
    provenance: {
      name: PASSMARK_SOURCE,
      kind: 'secondary',
      url: /^https?:\/\/\S+$/.test(url) ? url : url.startsWith('http') ? encodeURI(url) : null,
      productId: null,
    },
    where,
  };
}

export function passmark(options: { file: string }): Source {
  return secondaryTable({ name: PASSMARK_SOURCE, file: options.file, columns: PASSMARK_COLUMNS, candidateOf: passmarkRow });
}
