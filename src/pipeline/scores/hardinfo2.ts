import { join } from 'node:path';
import { processorKey } from '../../shared/processor.js';
import { HARDINFO2, HARDINFO2_TESTS } from '../../record/benchmarks/hardinfo2.js';
import { identify, nameIndexOf, type Identification } from './match.js';
import { commonestName, median, type BenchmarkImport, type ScoreImporter } from './module-import.js';
import { SourceError, noted, readSourceText } from './source-files.js';

/**
 * hardinfo2's results, from hardinfo2/hardinfo2-cpu-results.jsonl.gz (one result a line) and
 * SOURCE.txt (which version of the project's file they come from). Each declared test is a
 * benchmark of its own, and within it only one version counts: the one with the most results
 * (results of other versions are not comparable), named in the file and the report. Machines of
 * several sockets (" (Dual)" in the name, or more than one CPU package) are left out: the figure
 * must describe one processor. Each processor's figure is the median of its results; every result
 * (a distinct machine configuration and value) counts once.
 */
const RESULTS = 'hardinfo2-cpu-results.jsonl.gz';
const NOTES = 'SOURCE.txt';
const SOCKETS_IN_NAME = / \((?:Dual|Triple|Quad|Hexa|Octa)\)$/;
/**
 * Submissions are not validated: a result more than this many times above or below the median of
 * all the test's results (in its version) is no measurement but a broken submission. The span of
 * real results is about 100× from end to end (a 2008 netbook's Atom to a 2025 desktop), so
 * nothing real is that far from the middle; the one row it catches in the 2026 data reads
 * 1,771,942 events per second, 170 times the fastest other result.
 */
const IMPLAUSIBLE = 100;

interface Hardinfo2Row {
  line: number;
  test: string;
  version: number | null;
  result: number;
  name: string;
  packages: number;
  threadsUsed: number;
  date: string;
}

export const hardinfo2Importer: ScoreImporter = {
  module: HARDINFO2,
  files: [RESULTS, NOTES],
  async read(dir, catalogue) {
    const notes = await readSourceText(dir, NOTES);
    const [, head] = noted(
      notes,
      /repository HEAD ([0-9a-f]{7,40})\b/,
      'the repository commit the results were read at ("repository HEAD <sha>")',
      join(dir, NOTES),
    );
    const rows = parseRows(await readSourceText(dir, RESULTS), join(dir, RESULTS));
    const byName = nameIndexOf(catalogue);
    const identified = new Map<string, Identification>();
    const byKey = new Map(catalogue.map((p) => [processorKey(p), p]));
    const benchmarks: Record<string, BenchmarkImport> = {};
    for (const test of HARDINFO2_TESTS) {
      const ofTest = rows.filter((row) => row.test === test.test);
      const version = commonestVersion(ofTest);
      const middle = median(ofTest.filter((row) => row.version === version && row.result > 0).map((row) => row.result));
      const refused: BenchmarkImport['refused'] = [];
      const groups = new Map<string, { values: number[]; names: string[] }>();
      for (const row of ofTest) {
        const refuse = (reason: BenchmarkImport['refused'][number]['reason'], detail: string) =>
          refused.push({ line: row.line, name: row.name, reason, detail });
        if (row.version !== version) {
          refuse('other-version', `version ${row.version ?? 'unstated'}, not ${version}`);
          continue;
        }
        if (!(row.result > 0) || row.result > middle * IMPLAUSIBLE || row.result < middle / IMPLAUSIBLE) {
          refuse(
            'no-result',
            row.result > 0 ? `result ${row.result}, over ${IMPLAUSIBLE} times from the median of the test's results (${middle})` : `result ${row.result}`,
          );
          continue;
        }
        if (row.threadsUsed !== 1) {
          refuse('no-result', `ran ${row.threadsUsed} threads, not one`);
          continue;
        }
        const name = row.name.replace(SOCKETS_IN_NAME, '');
        let identity = identified.get(name);
        if (!identity) identified.set(name, (identity = identify(name, byName)));
        if (
          identity.kind === 'refused' &&
          (identity.reason === 'other-vendor' || identity.reason === 'unidentifiable' || identity.reason === 'outside-scope')
        ) {
          refuse(identity.reason, identity.detail);
          continue;
        }
        if (name !== row.name || row.packages > 1) {
          refuse('several-sockets', name !== row.name ? `"${row.name.slice(name.length + 1)}" in the name` : `${row.packages} CPU packages`);
          continue;
        }
        if (identity.kind === 'refused') {
          refuse(identity.reason, identity.detail);
          continue;
        }
        const key = processorKey(identity.record);
        let group = groups.get(key);
        if (!group) groups.set(key, (group = { values: [], names: [] }));
        group.values.push(row.result);
        group.names.push(row.name);
      }
      const versions = [...countBy(ofTest, (row) => String(row.version ?? 'unstated'))].map(([v, n]) => `${v} (${n})`).join(', ');
      benchmarks[test.id] = {
        method:
          `hardinfo2's "${test.test}" test, version ${version} only (the version with the most results; results of other versions ` +
          'are not comparable): the median of the results submitted for this processor from one-socket machines, each distinct ' +
          'machine configuration and result counted once. Higher is faster. A test of its own, not a general single-thread score.',
        version: String(version),
        minimumSamples: 1,
        rowsRead: ofTest.length,
        figures: [...groups].map(([key, { values, names }]) => ({
          processor: byKey.get(key)!,
          score: median(values),
          samples: values.length,
          device: commonestName(names),
        })),
        refused,
        notes: [`version ${version} kept, the one with the most results; results by version: ${versions}`],
      };
    }
    const tests = new Set(HARDINFO2_TESTS.map((test) => test.test));
    const others = countBy(
      rows.filter((row) => !tests.has(row.test)),
      (row) => `${row.test} results (a test not imported)`,
    );
    return {
      snapshot: rows.reduce((newest, row) => (row.date > newest ? row.date : newest), ''),
      inputs: [`https://github.com/hardinfo2/hardinfo2/blob/${head}/data/benchmark.json`],
      outside: [...others].sort(([a], [b]) => (a < b ? -1 : 1)).map(([what, count]) => ({ what, rows: count })),
      benchmarks,
    };
  },
};

function parseRows(text: string, file: string): Hardinfo2Row[] {
  return text.split('\n').flatMap((line, index): Hardinfo2Row[] => {
    if (!line.trim()) return [];
    let row: Record<string, unknown>;
    try {
      row = JSON.parse(line) as Record<string, unknown>;
    } catch (error) {
      throw new SourceError(`${file}: line ${index + 1}: not JSON (${(error as Error).message})`);
    }
    const date = typeof row.CommitDate === 'string' ? row.CommitDate.slice(0, 10) : '';
    if (typeof row.Benchmark !== 'string' || typeof row.CpuName !== 'string' || typeof row.BenchmarkResult !== 'number' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      throw new SourceError(`${file}: line ${index + 1}: needs Benchmark, CpuName, BenchmarkResult and CommitDate`);
    }
    return [
      {
        line: index + 1,
        test: row.Benchmark,
        version: typeof row.BenchmarkVersion === 'number' ? row.BenchmarkVersion : null,
        result: row.BenchmarkResult,
        name: row.CpuName,
        packages: typeof row.NumCpus === 'number' ? row.NumCpus : 1,
        threadsUsed: typeof row.UsedThreads === 'number' ? row.UsedThreads : 1,
        date,
      },
    ];
  });
}

/** The version with the most results; on a tie the newer, so the choice never depends on row order. */
function commonestVersion(rows: readonly Hardinfo2Row[]): number | null {
  const counts = countBy(
    rows.filter((row) => row.version !== null),
    (row) => row.version!,
  );
  let chosen: number | null = null;
  for (const [version, count] of counts) {
    const held = chosen === null ? -1 : counts.get(chosen)!;
    if (count > held || (count === held && version > chosen!)) chosen = version;
  }
  return chosen;
}

function countBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return new Map([...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
