/**
 * `npm run coverage -- --sources DIR [--list]`: how much of what the vendor tables list the
 * catalogue holds.
 *
 * The measure: the AMD and Intel processors for desktops, laptops, servers and workstations
 * launched 2015 or later that any vendor table of the pipeline (src/pipeline/records/sources.ts)
 * lists, each name counted once, and the share of them that data/ holds. Names are compared as
 * the pipeline matches them (matchKey: vendor, trademark signs, "Processor", spacing and case do
 * not count). Rows whose table gives no launch year are counted apart. Then the lines launched
 * 2024 and later, each with how many records it has.
 */
import { resolve } from 'node:path';
import { launchYear } from '../shared/launch-date.js';
import { loadShippedProcessors } from '../record/shipped-records.js';
import { matchKey } from './records/name-key.js';
import { SOURCES } from './records/sources.js';

const FROM_YEAR = 2015;
const SEGMENTS = new Set(['desktop', 'mobile', 'server', 'workstation']);

const args = process.argv.slice(2);
const at = args.indexOf('--sources');
const sourcesDir = at === -1 ? undefined : args[at + 1];
if (sourcesDir === undefined) {
  process.stderr.write('usage: npm run coverage -- --sources DIR [--list]\n');
  process.exit(1);
}

const processors = await loadShippedProcessors(resolve('.'));
const held = new Set(processors.map((p) => matchKey(p.vendor, p.name.replace(/\s+\([^)]*\)$/, ''))));
const context = { sourcesDir: resolve(sourcesDir), curatedDir: resolve('data/curated'), curatedLabel: 'data/curated' };

const lines: string[] = [
  `Catalogue: ${processors.length} processors.`,
  `Measured: desktop, mobile, server and workstation parts launched ${FROM_YEAR} or later, each name once.`,
];
const listed = new Set<string>();
const undated = new Set<string>();
for (const source of SOURCES.filter((s) => s.kind === 'vendor-table')) {
  const mine = new Set<string>();
  for (const candidate of (await source.read(context)).candidates) {
    if (candidate.segment !== null && !SEGMENTS.has(candidate.segment)) continue;
    const key = matchKey(candidate.vendor, candidate.name);
    const year = launchYear(typeof candidate.facts.launched === 'string' ? candidate.facts.launched : null);
    if (year === null) undated.add(key);
    else if (year >= FROM_YEAR) mine.add(key);
  }
  const found = [...mine].filter((key) => held.has(key));
  lines.push(`  ${source.name}: ${found.length} of ${mine.size} (${((100 * found.length) / Math.max(1, mine.size)).toFixed(1)}%)`);
  for (const key of mine) listed.add(key);
}
for (const key of listed) undated.delete(key);
const found = [...listed].filter((key) => held.has(key));
lines.push(`  all vendor tables: ${found.length} of ${listed.size} (${((100 * found.length) / Math.max(1, listed.size)).toFixed(1)}%)`);
lines.push(`  not counted, no launch year in any table: ${undated.size} (${[...undated].filter((key) => held.has(key)).length} of them in the catalogue)`);
if (args.includes('--list'))
  lines.push(
    '',
    'Listed by the vendor tables, not in the catalogue:',
    ...[...listed]
      .filter((key) => !held.has(key))
      .sort()
      .map((key) => `  ${key}`),
  );

// the lines launched 2024 and later, by generation and segment, with their record counts
const recent = new Map<string, number>();
for (const p of processors) {
  const year = launchYear(p.launched);
  if (year === null || year < 2024) continue;
  const line = `${p.vendor} ${p.generation} (${p.segment})`;
  recent.set(line, (recent.get(line) ?? 0) + 1);
}
lines.push('', 'Lines with parts launched 2024 or later (records launched 2024 or later):');
for (const [line, count] of [...recent].sort((a, b) => (a[0] < b[0] ? -1 : 1))) lines.push(`  ${String(count).padStart(4)}  ${line}`);
process.stdout.write(`${lines.join('\n')}\n`);
