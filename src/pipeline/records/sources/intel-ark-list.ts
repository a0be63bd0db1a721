import { join } from 'node:path';
import type { Facts } from '../facts.js';
import { familyFromName } from '../family.js';
import type { Candidate, Source, SourceReading } from '../source.js';
import { readTable } from '../table.js';
import { isMissing, parseGHz, parseInteger, parseMB } from '../units.js';
import { arkGeneration, arkLaunch, arkProductName, arkSearchUrl, INTEL_VENDOR_SOURCE } from './intel-ark-fields.js';

/*
 * A short list scraped from ARK in 2025: name, launch quarter, cores, maximum and base
 * frequency, cache, TDP. It names no product id, segment or thread count; it is read for the
 * parts newer than the other copies (Xeon 6, Core Ultra 200, Xeon E-2400) and checked against
 * them elsewhere. An empty base frequency is ARK's own blank (hybrid parts give theirs per core
 * type), not a zero.
 */
const COLUMNS = ['cpu_name', 'launch_date', 'total_cores', 'max_turbo_frequency', 'processor_base_frequency', 'cache', 'tdp'];

/** "36 MB Intel® Smart Cache" → L3 36; "1.5 MB L2 Cache" → L2 1.5; "10240" (a bare number is KB) → L3 10 */
function caches(cell: string): { l2CacheMB?: number; l3CacheMB?: number } {
  const text = cell.trim();
  if (isMissing(text)) return {};
  const mb = /^\d+(?:\.\d+)?$/.test(text) ? Number(text) / 1024 : parseMB(text);
  if (mb === null || mb <= 0) return {};
  return /\bL2\b/i.test(text) ? { l2CacheMB: mb } : { l3CacheMB: mb };
}

/** "350.0" → 350: the list gives the TDP in watts without the unit */
function watts(cell: string): number | null {
  const value = Number(cell.trim());
  return cell.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
}

export function intelArkList(options: { name: string; file: string }): Source {
  return {
    name: options.name,
    kind: 'vendor-table',
    files: [options.file],
    async read(context): Promise<SourceReading> {
      const rows = await readTable(join(context.sourcesDir, options.file), COLUMNS, options.name, options.file);
      const reading: SourceReading = { rows: rows.length, candidates: [], skipped: [] };
      for (const row of rows) {
        const where = `${options.file}:${row.line}`;
        const name = arkProductName(row.get('cpu_name'));
        const cores = parseInteger(row.get('total_cores'));
        if (name === '' || cores === null || cores === 0) {
          reading.skipped.push({ source: options.name, where, name, reason: name === '' ? 'no name' : 'no core count' });
          continue;
        }
        const facts: Facts = {
          cores,
          launched: arkLaunch(row.get('launch_date')),
          baseClockGHz: parseGHz(row.get('processor_base_frequency')),
          boostClockGHz: parseGHz(row.get('max_turbo_frequency')),
          tdpW: watts(row.get('tdp')),
          ...caches(row.get('cache')),
        };
        const candidate: Candidate = {
          vendor: 'intel',
          name,
          productKeys: [],
          variant: null,
          segment: null,
          family: familyFromName(name),
          generation: arkGeneration(name, ''),
          facts,
          provenance: { name: INTEL_VENDOR_SOURCE, kind: 'vendor-table', url: arkSearchUrl(name), productId: null },
          where,
        };
        reading.candidates.push(candidate);
      }
      return reading;
    },
  };
}
