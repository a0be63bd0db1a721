/**
 * `npm run coverage -- --intel ARK.csv --amd AMD.csv [--techpowerup TPU.csv]`: how much of what
 * the exports list the catalogue holds.
 *
 * The measure (issue 10): the AMD and Intel processors for desktops, laptops, servers and
 * workstations launched 2015 or later that the exports list, each name counted once, and the
 * share of them that data/ holds. Names are compared as the pipeline matches them (matchKey:
 * vendor, trademark signs, "Processor", spacing and case do not count). The launch year is the
 * vendor's (a date or a quarter); AMD leaves many dates blank, and there TechPowerUp's release
 * date gives the year when --techpowerup is given; rows with no year from either are listed
 * apart and not counted. With --techpowerup, TechPowerUp's own rows (desktop, mobile, server,
 * 2015 on) are measured too, as a second figure.
 */
import { resolve } from 'node:path';
import { loadCatalogue } from '../catalogue/load.js';
import { AMD_EXPORT_COLUMNS, convertAmdRow } from '../catalogue/import/amd-export.js';
import { convertArkRow, INTEL_ARK_COLUMNS } from '../catalogue/import/intel-ark.js';
import { parseLaunchDate } from '../catalogue/import/dates.js';
import { matchKey, TECHPOWERUP_COLUMNS, techpowerupRow } from '../catalogue/import/secondary.js';
import { readTable } from '../catalogue/import/table.js';
import type { Row, RowResult } from '../catalogue/import/table.js';

const FROM_YEAR = 2015;
const SEGMENTS = new Set(['desktop', 'mobile', 'server', 'workstation']);

interface Measure {
  listed: Set<string>;
  unknownYear: Set<string>;
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};
const files = { intel: option('--intel'), amd: option('--amd'), techpowerup: option('--techpowerup') };
if (!files.intel || !files.amd) {
  process.stderr.write('usage: npm run coverage -- --intel ARK.csv --amd AMD.csv [--techpowerup TPU.csv]\n');
  process.exit(1);
}

const tpuYears = new Map<string, number>();
const tpuMeasure: Measure = { listed: new Set(), unknownYear: new Set() };
if (files.techpowerup) {
  for (const row of await readTable(files.techpowerup, TECHPOWERUP_COLUMNS, 'TechPowerUp')) {
    const secondary = techpowerupRow(row);
    if (!secondary) continue;
    const key = matchKey(secondary.vendor, secondary.name);
    const date = parseLaunchDate(row.get('Release Date'));
    const year = date === null ? null : Number(date.slice(0, 4));
    if (year !== null) tpuYears.set(key, Math.min(year, tpuYears.get(key) ?? year));
    if (/embedded/i.test(secondary.name) || !/^(desktop|mobile|laptop|server|workstation|server\/workstation)$/i.test(row.get('Market').trim())) continue;
    if (year === null) tpuMeasure.unknownYear.add(key);
    else if (year >= FROM_YEAR) tpuMeasure.listed.add(key);
  }
}

async function measure(file: string, label: string, columns: readonly string[], convert: (row: Row, file: string) => RowResult): Promise<Measure> {
  const result: Measure = { listed: new Set(), unknownYear: new Set() };
  for (const row of await readTable(file, columns, label)) {
    const converted = convert(row, file);
    if (!converted.ok || !SEGMENTS.has(converted.candidate.record.segment)) continue;
    const key = matchKey(converted.candidate.record.vendor, converted.candidate.record.name);
    const year = converted.candidate.year ?? tpuYears.get(key) ?? null;
    if (year === null) result.unknownYear.add(key);
    else if (year >= FROM_YEAR) result.listed.add(key);
  }
  return result;
}

const intel = await measure(files.intel, 'Intel ARK export', INTEL_ARK_COLUMNS, convertArkRow);
const amd = await measure(files.amd, 'AMD export', AMD_EXPORT_COLUMNS, convertAmdRow);
const catalogue = await loadCatalogue(undefined, resolve('.'));
const held = new Set(catalogue.processors.map((p) => matchKey(p.vendor, p.name)));

const lines: string[] = [];
const report = (label: string, listed: Set<string>) => {
  const found = [...listed].filter((key) => held.has(key));
  lines.push(`${label}: ${found.length} of ${listed.size} in the catalogue (${((100 * found.length) / Math.max(1, listed.size)).toFixed(1)}%)`);
  return [...listed].filter((key) => !held.has(key)).sort();
};
const vendorListed = new Set([...intel.listed, ...amd.listed]);
lines.push(`Catalogue: ${catalogue.processors.length} processors.`);
lines.push(`Measured: desktop, mobile, server and workstation parts launched ${FROM_YEAR} or later, each name once.`);
const missing = report('  Intel ARK export', intel.listed);
const missingAmd = report('  AMD export', amd.listed);
report('  both vendor exports', vendorListed);
lines.push(`  not counted, no launch year from the vendor or TechPowerUp: ${new Set([...intel.unknownYear, ...amd.unknownYear]).size}`);
if (files.techpowerup) {
  const missingTpu = report('  TechPowerUp (a third-party list, for comparison)', tpuMeasure.listed);
  const all = new Set([...vendorListed, ...tpuMeasure.listed]);
  report('  vendor exports and TechPowerUp together', all);
  if (args.includes('--list')) lines.push('', 'Listed by TechPowerUp, not in the catalogue:', ...missingTpu.map((key) => `  ${key}`));
}
if (args.includes('--list')) lines.push('', 'Listed by the vendor exports, not in the catalogue:', ...[...missing, ...missingAmd].map((key) => `  ${key}`));
process.stdout.write(`${lines.join('\n')}\n`);
