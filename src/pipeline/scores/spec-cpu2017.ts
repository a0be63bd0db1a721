import { join } from 'node:path';
import type { BenchmarkResult } from '../../shared/benchmark.js';
import { processorKey } from '../../shared/processor.js';
import { SPEC_CPU2017 } from '../../record/benchmarks/spec-cpu2017.js';
import { parseCsv } from '../records/csv.js';
import { identify, nameIndexOf, type Identification } from './match.js';
import { commonestName, median, type BenchmarkImport, type ImportedFigure, type ScoreImporter } from './module-import.js';
import { SourceError, noted, readSourceText } from './source-files.js';

/**
 * SPEC CPU 2017's published results, from spec-cpu2017/cpu2017-results.csv.gz (SPEC's own "dump
 * all records as CSV") and SOURCE.txt (where the copy came from, and when). Only SPECrate results
 * of 1- and 2-chip systems count; speed results run one copy on many threads and are no
 * throughput figure, and larger systems are too few to rank. A result with a base score of 0 is
 * not a compliant one (SPEC lists results it withdrew or marked non-compliant without a score) and
 * is left out. Each processor's figure is the median of its results' base scores, with every
 * result listed so a page can cite it: test sponsor, system, month of publication, disclosure.
 */
const TABLE = 'cpu2017-results.csv.gz';
const NOTES = 'SOURCE.txt';
const SPEC_SITE = 'https://www.spec.org';
const RATE: Readonly<Record<string, 'int' | 'fp'>> = { CINT2017rate: 'int', CFP2017rate: 'fp' };
const METRIC_NAME = { int: 'SPECrate2017_int_base', fp: 'SPECrate2017_fp_base' } as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const COLUMNS = ['Benchmark', 'System', 'Base Result', '# Chips', 'Processor', 'Test Sponsor', 'Published', 'Disclosure'] as const;

export const specCpu2017Importer: ScoreImporter = {
  module: SPEC_CPU2017,
  files: [TABLE, NOTES],
  async read(dir, catalogue) {
    const notes = await readSourceText(dir, NOTES);
    const notesFile = join(dir, NOTES);
    const [, retrieved] = noted(notes, /\bcommit [0-9a-f]{40} \((\d{4}-\d{2}-\d{2})\)/, 'the date the copy was made ("commit <sha> (YYYY-MM-DD)")', notesFile);
    const [, original] = noted(notes, /^Original: (https:\/\/\S+)/m, 'the original\'s address ("Original: https://...")', notesFile);
    const [, repository, path, commit] = noted(
      notes,
      /^Copy read from: (https:\/\/github\.com\/\S+) , (\S+),\s*commit ([0-9a-f]{40})/m,
      'where the copy was read from',
      notesFile,
    );
    const records = parseCsv(await readSourceText(dir, TABLE));
    const header = records[0]?.fields.map((cell) => cell.trim()) ?? [];
    const column = Object.fromEntries(
      COLUMNS.map((name) => {
        const index = header.indexOf(name);
        if (index === -1) throw new SourceError(`${join(dir, TABLE)}: line 1: no column "${name}"`);
        return [name, index];
      }),
    ) as Record<(typeof COLUMNS)[number], number>;

    const byName = nameIndexOf(catalogue);
    const identified = new Map<string, Identification>();
    const byKey = new Map(catalogue.map((p) => [processorKey(p), p]));
    const benchmarks: Record<string, BenchmarkImport> = {};
    const grouped: Record<string, Map<string, { results: BenchmarkResult[]; names: string[] }>> = {};
    for (const declaration of SPEC_CPU2017.benchmarks) {
      const [, metric, chips] = /-(int|fp)-base-(\d)chip$/.exec(declaration.id)!;
      benchmarks[declaration.id] = {
        method:
          `${METRIC_NAME[metric as 'int' | 'fp']} of published SPEC CPU 2017 results on systems with ${chips} chip${chips === '1' ? '' : 's'}: ` +
          'the median of the base results of every compliant result (base result above 0) whose processor is this one, each result ' +
          'counted once and listed with its test sponsor, system, month of publication and disclosure. A result describes the whole ' +
          'system; it is never divided per chip or per core. Spellings of one processor are pooled, as the results are whole.',
        version: null,
        minimumSamples: 1,
        rowsRead: 0,
        figures: [],
        refused: [],
        notes: [],
      };
      grouped[declaration.id] = new Map();
    }
    const outside = new Map<string, number>();
    for (const { line, fields } of records.slice(1)) {
      const cell = (name: (typeof COLUMNS)[number]) => (fields[column[name]] ?? '').trim();
      const metric = RATE[cell('Benchmark')];
      const chips = cell('# Chips');
      if (!metric) {
        count(outside, `${cell('Benchmark') || 'unnamed'} results (speed, not SPECrate)`);
        continue;
      }
      if (chips !== '1' && chips !== '2') {
        count(outside, `SPECrate results of systems with ${chips} chips`);
        continue;
      }
      const id = `specrate2017-${metric}-base-${chips}chip`;
      const benchmark = benchmarks[id]!;
      benchmark.rowsRead++;
      const name = cell('Processor');
      const refuse = (reason: BenchmarkImport['refused'][number]['reason'], detail: string) => benchmark.refused.push({ line, name, reason, detail });
      const base = Number(cell('Base Result'));
      if (!(base > 0)) {
        refuse('no-result', `base result ${cell('Base Result') || 'empty'}: not a compliant result`);
        continue;
      }
      const disclosure = /HREF="(\/cpu2017\/results\/[^"]+\.html)"/i.exec(cell('Disclosure'));
      const published = monthOf(cell('Published'));
      if (!disclosure || !published) {
        refuse('no-result', disclosure ? `publication date "${cell('Published')}" is not a month` : 'no link to its disclosure, so it cannot be cited');
        continue;
      }
      let identity = identified.get(name);
      if (!identity) identified.set(name, (identity = identify(name, byName)));
      if (identity.kind === 'refused') {
        refuse(identity.reason, identity.detail);
        continue;
      }
      const key = processorKey(identity.record);
      let group = grouped[id]!.get(key);
      if (!group) grouped[id]!.set(key, (group = { results: [], names: [] }));
      group.results.push({ url: `${SPEC_SITE}${disclosure[1]}`, sponsor: cell('Test Sponsor'), system: cell('System'), published, score: base });
      group.names.push(name);
    }
    for (const [id, groups] of Object.entries(grouped)) {
      benchmarks[id]!.figures = [...groups].map(
        ([key, { results, names }]): ImportedFigure => ({
          processor: byKey.get(key)!,
          score: median(results.map((result) => result.score)),
          samples: results.length,
          device: commonestName(names),
          results: results.sort((a, b) => (a.published < b.published ? -1 : a.published > b.published ? 1 : a.url < b.url ? -1 : a.url > b.url ? 1 : 0)),
        }),
      );
    }
    return {
      snapshot: retrieved!,
      inputs: [original!, `${repository!.replace(/\/$/, '')}/blob/${commit}/${path}`],
      outside: [...outside].sort(([a], [b]) => (a < b ? -1 : 1)).map(([what, rows]) => ({ what, rows })),
      benchmarks,
    };
  },
};

function count(counts: Map<string, number>, what: string): void {
  counts.set(what, (counts.get(what) ?? 0) + 1);
}

/** "May-2025" as "2025-05", or null. */
function monthOf(text: string): string | null {
  const found = /^([A-Z][a-z]{2})-(\d{4})$/.exec(text);
  const month = found ? MONTHS.indexOf(found[1]!) : -1;
  return month === -1 ? null : `${found![2]}-${String(month + 1).padStart(2, '0')}`;
}
