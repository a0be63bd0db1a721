import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CatalogueError } from '../catalogue-error.js';
import type { Processor, Vendor } from '../../shared/processor.js';
import { VENDORS } from '../../shared/processor.js';
import { slugify } from '../slug.js';
import { checkUniqueIds, validateProcessor } from '../validate.js';
import { AMD_EXPORT_COLUMNS, convertAmdRow } from './amd-export.js';
import { applyCorrections, readCorrections } from './corrections.js';
import type { AppliedCorrection, Correction } from './corrections.js';
import { convertArkRow, INTEL_ARK_COLUMNS } from './intel-ark.js';
import { inQuarter } from './quarter.js';
import {
  DISTRUST_RULES, FILLABLE, getField, isBlank, matchKey, PASSMARK_COLUMNS, passmarkRow, setField, TECHPOWERUP_COLUMNS, techpowerupRow,
} from './secondary.js';
import type { SecondaryRow } from './secondary.js';
import { PipelineError, readTable } from './table.js';
import type { Candidate, Row, RowResult } from './table.js';

/*
 * The catalogue pipeline: vendor exports + curated records + corrections → data/<vendor>/*.json.
 *
 *   1. read    each vendor export row becomes a candidate record, or a skipped row with a reason
 *   2. scope   parts launched before 2010 are left out
 *   3. curated a curated record for the same part fills what the export leaves blank (the export
 *              wins where both state a fact) and pins the part's published id; curated records
 *              no export has are added as they are
 *   4. fill    TechPowerUp, then PassMark, fill facts still blank, under DISTRUST_RULES
 *   5. ids     new ids are slugs of the name; see assignIds
 *   6. correct data/curated/corrections.json
 *   7. check   every record through the schema, ids unique
 * Nothing here reads the clock, the machine or the order of a directory listing: the same inputs
 * give the same records, and writeCatalogue gives the same bytes.
 */

export const FIRST_YEAR = 2010;

export interface PipelineInputs {
  intel?: string;
  amd?: string;
  techpowerup?: string;
  passmark?: string;
  /** data/curated: <vendor>/*.json records and corrections.json */
  curatedDir: string;
  /** how the curated directory is named in messages (a repository path, never a machine path) */
  curatedLabel?: string;
}

export interface SkippedRow {
  source: string;
  where: string;
  name: string;
  reason: string;
}

export interface PipelineReport {
  sources: { label: string; file: string; rows: number; taken: number }[];
  skipped: SkippedRow[];
  curated: { files: number; records: number; matchedExport: number; added: number; exportWon: number };
  filled: { source: string; field: string; count: number }[];
  refused: { source: string; field: string; reason: string; count: number }[];
  corrections: AppliedCorrection[];
  unusedCorrections: Correction[];
  disambiguated: { id: string; name: string; key: string }[];
  unknownYear: number;
  records: Processor[];
}

async function readSource(file: string | undefined, label: string, columns: readonly string[], convert: (row: Row, file: string) => RowResult) {
  if (file === undefined) return { candidates: [] as Candidate[], skipped: [] as SkippedRow[], rows: 0 };
  const rows = await readTable(file, columns, label);
  const name = file.split(/[\\/]/).pop() ?? file;
  const candidates: Candidate[] = [];
  const skipped: SkippedRow[] = [];
  for (const row of rows) {
    const result = convert(row, name);
    if (result.ok) candidates.push(result.candidate);
    else skipped.push({ source: label, where: `${name}:${row.line}`, name: result.name, reason: result.reason });
  }
  return { candidates, skipped, rows: rows.length };
}

async function readSecondary(file: string | undefined, label: string, columns: readonly string[], convert: (row: Row) => SecondaryRow | null) {
  const index = new Map<string, SecondaryRow[]>();
  if (file === undefined) return { index, rows: 0, taken: 0 };
  const rows = await readTable(file, columns, label);
  let taken = 0;
  for (const row of rows) {
    const secondary = convert(row);
    if (secondary === null) continue;
    taken++;
    const key = matchKey(secondary.vendor, secondary.name);
    index.set(key, [...(index.get(key) ?? []), secondary]);
  }
  return { index, rows: rows.length, taken };
}

/** curated records, file by file in code-unit order, each validated (file, id, field on error) */
async function readCurated(dir: string, label: string): Promise<{ record: Processor; file: string }[]> {
  const out: { record: Processor; file: string }[] = [];
  for (const vendor of VENDORS) {
    let names: string[];
    try {
      names = (await readdir(join(dir, vendor))).filter((name) => name.endsWith('.json')).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    } catch {
      continue;
    }
    for (const name of names) {
      const file = `${label}/${vendor}/${name}`;
      let data: unknown;
      try {
        data = JSON.parse(await readFile(join(dir, vendor, name), 'utf8'));
      } catch (error) {
        throw new CatalogueError({ file }, `is not valid JSON (${(error as Error).message})`);
      }
      if (!Array.isArray(data)) throw new CatalogueError({ file }, 'must hold a JSON array of processor records');
      data.forEach((value: unknown, index) => {
        const record = validateProcessor(value, file, index);
        if (record.vendor !== vendor) throw new CatalogueError({ file, id: record.id, field: 'vendor' }, `is "${record.vendor}" but the file is under ${vendor}/`);
        out.push({ record, file });
      });
    }
  }
  return out;
}

/** "ark-213800" sorts after "ark-1234": numbers in keys compare as numbers */
function compareKeys(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

const IDENTITY = ['name', 'family', 'generation', 'segment'] as const;
const FACTS = FILLABLE.filter((field) => !IDENTITY.includes(field as never)).concat([
  'status', 'performanceCores', 'efficientCores', 'configurableTdpW', 'maxTurboPowerW', 'npuTops', 'instructionSets',
] as never[]);

/**
 * An export record and the curated record for the same part: the curated record gives the
 * identity (id, name, family, generation, segment: our naming, which published URLs rest on),
 * the export every fact it states, the curated record the facts the export leaves blank.
 */
function mergeCurated(exported: Processor, curated: Processor): { record: Processor; exportWon: number } {
  let record: Processor = { ...exported, id: curated.id, name: curated.name, family: curated.family, generation: curated.generation, segment: curated.segment };
  const fromCurated: string[] = [];
  let exportWon = 0;
  for (const field of FACTS) {
    const mine = getField(curated, field);
    if (isBlank(curated, field)) continue;
    const theirs = getField(record, field);
    // a curated launch day inside the export's launch month is the same fact, told more precisely
    const finer = field === 'launched' && typeof theirs === 'string' && typeof mine === 'string' && mine.length > theirs.length && mine.startsWith(theirs);
    if (isBlank(record, field) || finer) {
      record = setField(record, field, mine);
      fromCurated.push(field);
    } else if (JSON.stringify(getField(record, field)) !== JSON.stringify(mine)) exportWon++;
  }
  // the hybrid split is one fact in two fields: take both or neither
  if ((record.performanceCores === null) !== (record.efficientCores === null)) record = { ...record, performanceCores: null, efficientCores: null };
  const secondary = curated.sources.secondary
    .map((entry) => ({ ...entry, fields: entry.fields.filter((field) => fromCurated.includes(field)) }))
    .filter((entry) => entry.fields.length > 0);
  const covered = new Set(secondary.flatMap((entry) => entry.fields));
  const rest = fromCurated.filter((field) => !covered.has(field));
  if (rest.length > 0) secondary.unshift({ name: curated.sources.vendor.name, url: curated.sources.vendor.url, fields: rest });
  return {
    record: { ...record, sources: { ...record.sources, secondary: [...record.sources.secondary, ...secondary], corrections: curated.sources.corrections } },
    exportWon,
  };
}

interface FillTally {
  filled: Map<string, number>;
  refused: Map<string, number>;
}

/** TechPowerUp, then PassMark: each fills what is still blank, where every matching row agrees */
function fillFromSecondary(candidate: Candidate, igpuUnknown: boolean, sources: readonly Map<string, SecondaryRow[]>[], tally: FillTally): Processor {
  let record = candidate.record;
  const key = matchKey(record.vendor, record.name);
  for (const index of sources) {
    const rows = (index.get(key) ?? []).filter((row) => row.cores === null || row.cores === record.cores);
    if (rows.length === 0) continue;
    const filled: string[] = [];
    for (const field of FILLABLE) {
      if (!isBlank(record, field)) continue;
      if (field === 'igpu' && !igpuUnknown) continue;
      const values = rows.map((row) => row.facts[field]).filter((value) => value !== null && value !== undefined);
      if (values.length === 0 || values.length !== rows.length) continue;
      const first = JSON.stringify(values[0]);
      if (values.some((value) => JSON.stringify(value) !== first)) continue;
      const source = rows[0]?.source ?? '';
      const rule = DISTRUST_RULES.find((r) => r.source === source && r.field === field && rows.some((row) => r.applies(record, row)));
      if (rule) {
        const label = `${source}\u0000${field}\u0000${rule.reason}`;
        tally.refused.set(label, (tally.refused.get(label) ?? 0) + 1);
        continue;
      }
      if (field === 'launched') {
        // a finer date than the vendor's quarter or year, only where it agrees with it
        const date = String(values[0]);
        if (candidate.quarter !== null ? !inQuarter(date, candidate.quarter) : candidate.year !== null && Number(date.slice(0, 4)) !== candidate.year) {
          const label = `${source}\u0000${field}\u0000the date falls outside the vendor's launch quarter or year`;
          tally.refused.set(label, (tally.refused.get(label) ?? 0) + 1);
          continue;
        }
      }
      record = setField(record, field, values[0]);
      filled.push(field);
      const label = `${source}\u0000${field}`;
      tally.filled.set(label, (tally.filled.get(label) ?? 0) + 1);
    }
    if (filled.length > 0) {
      const urls = rows.map((row) => row.url).filter((url): url is string => url !== null).sort();
      record = { ...record, sources: { ...record.sources, secondary: [...record.sources.secondary, { name: rows[0]?.source ?? '', url: urls[0] ?? null, fields: filled }] } };
    }
  }
  return record;
}

/** the year a candidate launched, from the vendor, else from a secondary source's date */
function launchYear(candidate: Candidate, secondary: readonly Map<string, SecondaryRow[]>[]): number | null {
  if (candidate.year !== null) return candidate.year;
  const key = matchKey(candidate.record.vendor, candidate.record.name);
  for (const index of secondary) {
    const years = (index.get(key) ?? []).map((row) => (typeof row.facts.launched === 'string' ? Number(row.facts.launched.slice(0, 4)) : null)).filter((y): y is number => y !== null);
    if (years.length > 0) return Math.min(...years);
  }
  return null;
}

/**
 * Ids. A part a curated record names keeps the curated record's id (published URLs never
 * change). Any other part's id is the slug of its name, "+" written "plus". When several export
 * rows carry one name (steppings, OEM variants, re-listings), the row with the smallest vendor key
 * (ARK product id, AMD OPN, compared with numbers as numbers) takes the plain slug and each other
 * row the slug followed by its own key: no id depends on the order of rows in a file, and a newer
 * export that adds a row leaves the earlier ids as they were.
 */
function assignIds(entries: { candidate: Candidate; curatedId: string | null }[], taken: Set<string>): { id: string; name: string; key: string }[] {
  const groups = new Map<string, { candidate: Candidate; curatedId: string | null }[]>();
  for (const entry of entries) {
    const base = `${entry.candidate.record.vendor}:${slugify(entry.candidate.record.name.replace(/\+/g, ' plus'))}`;
    groups.set(base, [...(groups.get(base) ?? []), entry]);
  }
  const disambiguated: { id: string; name: string; key: string }[] = [];
  for (const [base, members] of groups) {
    members.sort((a, b) => compareKeys(a.candidate.key, b.candidate.key));
    const slug = base.slice(base.indexOf(':') + 1);
    let plainFree = !taken.has(base) && !members.some((m) => m.curatedId === slug);
    for (const member of members) {
      let id = member.curatedId;
      if (id === null && plainFree) {
        id = slug;
        plainFree = false;
      } else if (id === null) {
        const suffix = slugify(member.candidate.key);
        id = `${slugify(slug, 80 - suffix.length - 1)}-${suffix}`;
        disambiguated.push({ id, name: member.candidate.record.name, key: member.candidate.key });
      }
      member.candidate.record = { ...member.candidate.record, id };
    }
  }
  return disambiguated;
}

export async function runPipeline(inputs: PipelineInputs): Promise<PipelineReport> {
  const curatedLabel = inputs.curatedLabel ?? 'data/curated';
  const intel = await readSource(inputs.intel, 'Intel ARK export', INTEL_ARK_COLUMNS, convertArkRow);
  const amd = await readSource(inputs.amd, 'AMD export', AMD_EXPORT_COLUMNS, convertAmdRow);
  const tpu = await readSecondary(inputs.techpowerup, 'TechPowerUp', TECHPOWERUP_COLUMNS, techpowerupRow);
  const passmark = await readSecondary(inputs.passmark, 'PassMark', PASSMARK_COLUMNS, passmarkRow);
  const secondary = [tpu.index, passmark.index];
  const curated = await readCurated(inputs.curatedDir, curatedLabel);
  const corrections = await readCorrections(join(inputs.curatedDir, 'corrections.json'));
  const skipped = [...intel.skipped, ...amd.skipped];

  // 2. scope
  let unknownYear = 0;
  const inScope: Candidate[] = [];
  for (const candidate of [...intel.candidates, ...amd.candidates]) {
    const year = launchYear(candidate, secondary);
    if (year !== null && year < FIRST_YEAR) {
      skipped.push({ source: candidate.record.vendor === 'intel' ? 'Intel ARK export' : 'AMD export', where: candidate.where, name: candidate.record.name, reason: `launched before ${FIRST_YEAR} (out of scope)` });
      continue;
    }
    if (year === null) unknownYear++;
    inScope.push(candidate);
  }

  // 3. curated: match by name; several rows of one name meet the curated record at the smallest key
  const curatedByName = new Map(curated.map((entry) => [matchKey(entry.record.vendor, entry.record.name), entry]));
  const firstOfName = new Map<string, Candidate>();
  for (const candidate of [...inScope].sort((a, b) => compareKeys(a.key, b.key))) {
    const key = matchKey(candidate.record.vendor, candidate.record.name);
    if (!firstOfName.has(key)) firstOfName.set(key, candidate);
  }
  const matched = new Set<string>();
  let exportWon = 0;
  const entries: { candidate: Candidate; curatedId: string | null; igpuUnknown: boolean }[] = [];
  for (const candidate of inScope) {
    const key = matchKey(candidate.record.vendor, candidate.record.name);
    const match = firstOfName.get(key) === candidate ? curatedByName.get(key) : undefined;
    if (match) {
      const merged = mergeCurated(candidate.record, match.record);
      candidate.record = merged.record;
      exportWon += merged.exportWon;
      matched.add(`${match.record.vendor}:${match.record.id}`);
    }
    entries.push({ candidate, curatedId: match ? match.record.id : null, igpuUnknown: candidate.graphicsUnknown });
  }

  // 4. fill
  const tally: FillTally = { filled: new Map(), refused: new Map() };
  for (const entry of entries) entry.candidate.record = fillFromSecondary(entry.candidate, entry.igpuUnknown, secondary, tally);

  // 5. ids
  const curatedOnly = curated.filter((entry) => !matched.has(`${entry.record.vendor}:${entry.record.id}`));
  const taken = new Set(curatedOnly.map((entry) => `${entry.record.vendor}:${entry.record.id}`));
  const disambiguated = assignIds(entries, taken);

  // 6. correct, 7. check
  const exported: Processor[] = [];
  for (const entry of entries) {
    const { candidate } = entry;
    if (candidate.record.threads === 0 && isPreZenAmd(candidate.record)) {
      candidate.record = {
        ...candidate.record,
        threads: candidate.record.cores,
        sources: { ...candidate.record.sources, secondary: [...candidate.record.sources.secondary, { name: PRE_ZEN_CONVENTION, url: null, fields: ['threads'] }] },
      };
      tally.filled.set(`${PRE_ZEN_CONVENTION}\u0000threads`, (tally.filled.get(`${PRE_ZEN_CONVENTION}\u0000threads`) ?? 0) + 1);
    }
    if (candidate.record.threads === 0) {
      skipped.push({ source: candidate.record.vendor === 'intel' ? 'Intel ARK export' : 'AMD export', where: candidate.where, name: candidate.record.name, reason: 'no thread count (the export leaves it blank and no secondary source states it)' });
      continue;
    }
    exported.push(candidate.record);
  }
  const all = [...exported, ...curatedOnly.map((entry) => entry.record)];
  const { records: corrected, applied, unused } = applyCorrections(all, corrections);
  const records: Processor[] = [];
  const where = new Map(entries.map(({ candidate }) => [`${candidate.record.vendor}:${candidate.record.id}`, candidate.where]));
  for (const record of corrected) {
    const origin = where.get(`${record.vendor}:${record.id}`) ?? curatedLabel;
    try {
      records.push(validateProcessor(record, origin));
    } catch (error) {
      if (!(error instanceof CatalogueError)) throw error;
      skipped.push({ source: origin.startsWith(curatedLabel) ? 'curated' : record.vendor === 'intel' ? 'Intel ARK export' : 'AMD export', where: origin, name: record.name, reason: error.reason });
    }
  }
  checkUniqueIds(records.map((processor) => ({ processor, file: where.get(`${processor.vendor}:${processor.id}`) ?? curatedLabel })));
  records.sort((a, b) => (a.vendor === b.vendor ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.vendor < b.vendor ? -1 : 1));

  const split = (map: Map<string, number>) => [...map].map(([label, count]) => ({ parts: label.split('\u0000'), count }));
  return {
    sources: [
      ...(inputs.intel === undefined ? [] : [{ label: 'Intel ARK export', file: inputs.intel, rows: intel.rows, taken: intel.candidates.length }]),
      ...(inputs.amd === undefined ? [] : [{ label: 'AMD export', file: inputs.amd, rows: amd.rows, taken: amd.candidates.length }]),
      ...(inputs.techpowerup === undefined ? [] : [{ label: 'TechPowerUp', file: inputs.techpowerup, rows: tpu.rows, taken: tpu.taken }]),
      ...(inputs.passmark === undefined ? [] : [{ label: 'PassMark', file: inputs.passmark, rows: passmark.rows, taken: passmark.taken }]),
    ],
    skipped: skipped.sort((a, b) => (a.where < b.where ? -1 : a.where > b.where ? 1 : 0)),
    curated: { files: new Set(curated.map((entry) => entry.file)).size, records: curated.length, matchedExport: matched.size, added: curatedOnly.length, exportWon },
    filled: split(tally.filled).map(({ parts: [source = '', field = ''], count }) => ({ source, field, count })).sort((a, b) => b.count - a.count || (a.field < b.field ? -1 : 1)),
    refused: split(tally.refused).map(({ parts: [source = '', field = '', reason = ''], count }) => ({ source, field, reason, count })),
    corrections: applied,
    unusedCorrections: unused,
    disambiguated,
    unknownYear,
    records,
  };
}

/**
 * AMD leaves the thread count blank on many parts from before Zen. None of them has SMT (AMD's
 * first processors with two threads per core are the Zen parts of 2017), so each core is one
 * thread: the one fact the pipeline derives rather than reads, named on the record as such.
 */
export const PRE_ZEN_CONVENTION = 'Convention: AMD processors before Zen run one thread per core';

function isPreZenAmd(record: Processor): boolean {
  return record.vendor === 'amd' && !/^(?:Ryzen|EPYC|Threadripper)\b/.test(record.name) && !/^Zen/.test(record.microarchitecture ?? '');
}

/** which vendors' records a report holds, for callers that print by vendor */
export function vendorsOf(records: readonly Processor[]): Vendor[] {
  return VENDORS.filter((vendor) => records.some((record) => record.vendor === vendor));
}

export { PipelineError };
