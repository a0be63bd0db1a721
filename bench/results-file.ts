import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { section, type BenchRun } from './report.js';

/**
 * bench/RESULTS.md holds one section per catalogue: a run replaces its own catalogue's section
 * and keeps the others, so the shipped and the synthetic catalogue's figures sit side by side.
 */
const HEADER = `# Benchmark results

Written by \`npm run bench\` (bench/main.ts): \`npm run bench\` for the shipped catalogue,
\`CATALOG=fake:100000 npm run bench\` for the synthetic one; each run replaces its catalogue's
section below. The targets are those of issue 13. "The ceiling" is a minimal Fastify route
sending the very responses our server produced — body and headers — from memory: what sending them costs on this machine.
The machine is shared (2 cores; the load generator takes one), so compare ratios and CPU per
request rather than absolute requests per second.
`;

export function writeResults(file: string, run: BenchRun): string {
  const sections = new Map<string, string>();
  if (existsSync(file)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/<!-- bench:(\S+) -->\n([\s\S]*?)\n<!-- \/bench:\1 -->/g)) {
      sections.set(match[1]!, match[2]!);
    }
  }
  sections.set(run.catalogue, section(run));
  const order = [...sections.keys()].sort((a, b) => (a === 'shipped' ? -1 : b === 'shipped' ? 1 : a.localeCompare(b)));
  const text = [HEADER, ...order.map((name) => `<!-- bench:${name} -->\n${sections.get(name)}\n<!-- /bench:${name} -->\n`)].join('\n');
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
  return file;
}
