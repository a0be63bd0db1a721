import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { section, type BenchRun } from './report.js';

/**
 * bench/RESULTS.md holds one section per catalogue: a run replaces its own catalogue's section
 * and keeps the others, so the shipped and the synthetic catalogue's figures sit side by side.
 * Whatever follows the last section is written by hand (what a profile showed, why a target is
 * not met) and is kept as it is.
 */
const HEADER = `# Benchmark results

Written by \`npm run bench\` (bench/main.ts): \`npm run bench\` for the shipped catalogue,
\`CATALOG=fake:100000 npm run bench\` for the synthetic one; each run replaces its catalogue's
section below. "The ceiling" is a raw \`node:http\` server, no framework,
sending the very responses our server produced — body and headers — from memory: what sending them costs on this machine.
The machine is shared (2 cores; the load generator takes one), so compare ratios and CPU per
request rather than absolute requests per second.
`;

export function writeResults(file: string, run: BenchRun): string {
  const text = mergeResults(existsSync(file) ? readFileSync(file, 'utf8') : '', run.catalogue, section(run));
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
  return file;
}

/** The results file `old` with `catalogue`'s section replaced by `text` (or added), the rest kept. */
export function mergeResults(old: string, catalogue: string, text: string): string {
  const sections = new Map<string, string>();
  let notes = '';
  for (const match of old.matchAll(/<!-- bench:(\S+) -->\n([\s\S]*?)\n<!-- \/bench:\1 -->\n?/g)) {
    sections.set(match[1]!, match[2]!);
    notes = old.slice(match.index + match[0].length);
  }
  sections.set(catalogue, text);
  const order = [...sections.keys()].sort((a, b) => (a === 'shipped' ? -1 : b === 'shipped' ? 1 : a.localeCompare(b)));
  return [HEADER, ...order.map((name) => `<!-- bench:${name} -->\n${sections.get(name)}\n<!-- /bench:${name} -->\n`)].join('\n') + notes;
}
