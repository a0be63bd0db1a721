import type { Timed } from './cold.js';
import type { Encoding } from './capture.js';
import { FIRST_LOAD_BUDGET_BYTES, type FirstLoad } from './first-load.js';
import { BURST_P99_MS, burstMet, type Burst } from './bursts.js';
import type { LoadResult } from './load.js';
import type { MemoryUnderLoad } from './mixed-load.js';
import type { Form } from './page-examples.js';

/** What one run measured, and its section of bench/RESULTS.md: the targets first. */
export interface Row {
  /** the view, or 'search' */
  type: string;
  form: Form;
  locale: 'zh' | 'en';
  url: string;
  encoding: Encoding;
  /** body bytes as sent */
  bytes: number;
  /** medians over the rounds (requests and errors summed) */
  ours: LoadResult;
  ceiling: LoadResult;
  fromDisk: LoadResult;
  /** median over the rounds of ours ÷ ceiling, requests per second */
  ratio: number;
}

/** URLs of one page type and form nobody had asked for, each asked once. */
export interface ColdSample {
  type: string;
  form: Form;
  samples: Timed[];
}

export interface BenchRun {
  date: string;
  node: string;
  cpu: { count: number; model: string };
  /** the machine's one-minute load average when the run began and ended: other work on it */
  load: { before: number; after: number };
  catalogue: string;
  settings: { rounds: number; seconds: number; connections: number; burstConnections: number };
  /** the views of the route table the run measured */
  views: string[];
  /** each start, spawn to /readyz 200, ms */
  startMs: number[];
  firstRequests: Timed[];
  cold: ColdSample[];
  rows: Row[];
  memory: {
    warmMb: number;
    afterRowsMb: number;
    endMb: number;
    requests: number;
    /** a minute of mixed load over every page type (bench/mixed-load.ts) */
    mixed: MemoryUnderLoad;
    /** the same on a synthetic catalogue twice the size; null for the shipped one */
    doubled: { catalogue: string; load: MemoryUnderLoad } | null;
  };
  /** each burst of ours, and one of the ceiling */
  burst: { ours: Burst[]; ceiling: Burst };
  /** what the server wrote to its log during the run */
  log: { lines: number; bytes: number; requests: number };
  firstLoad: FirstLoad[];
  libraryQuery: string;
  /** drawing each page type's link-preview card and the ladder's tall image (bench/cards.ts) */
  cards: { first: { url: string; wallMs: number; cpuMs: number; bytes: number }; timings: CardTiming[] };
}

export interface CardTiming {
  type: string;
  locale: string;
  url: string;
  /** a page's link-preview card, or the ladder's tall image */
  kind: 'card' | 'image';
  bytes: number;
  wallMs: number;
  cpuMs: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const BUDGET_KB = FIRST_LOAD_BUDGET_BYTES / 1024;
/** A link-preview card: what a chat app fetches (well under the size some refuse), and its drawing's CPU. */
const CARD_LIMIT_KB = 100;
const CARD_LIMIT_MS = 50;
const FAKE = 'fake:100000';
/** Server CPU a page nobody asked for may cost, by view (the processor view is the detail page). */
const COLD_LIMITS_MS: Record<string, number> = { processor: 2, library: 2, ladder: 5 };
const n = (value: number, digits = 0) =>
  Number.isFinite(value) ? value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '–';
const kb = (bytes: number) => `${n(bytes / 1024, 1)} KB`;
const verdict = (met: boolean) => (met ? '**met**' : '**not met**');
const rowName = (row: Row) => `${row.type}${row.form === 'payload' ? ' payload' : ''} ${row.locale} ${row.encoding === 'br' ? 'br' : 'plain'}`;

/** RSS goals through the mixed load, by the catalogue's size (the shipped one is held to the first). */
function rssGoalMb(catalogue: string): number {
  const size = /^fake:(\d+)$/.exec(catalogue);
  return size && Number(size[1]) > 100_000 ? 600 : 400;
}

/** Each target with what this run measured and whether it is met. */
function targets(run: BenchRun): string[][] {
  const lines: string[][] = [];
  const worst = <T>(items: T[], score: (item: T) => number) => items.reduce((a, b) => (score(b) > score(a) ? b : a));
  const forFake = run.catalogue === FAKE ? '' : ` (set for ${FAKE}; shown for reference)`;
  const fake = (met: boolean) => (run.catalogue === FAKE ? verdict(met) : `(${met ? 'met' : 'not met'})`);
  const ready = median(run.startMs);
  lines.push([
    `ready: /readyz 200 under 3 s from process start, median of ${run.startMs.length} starts${forFake}`,
    `median ${n(ready)} ms (${run.startMs.map((ms) => n(ms)).join(', ')})`,
    fake(ready < 3000),
  ]);
  const slowestFirst = worst(run.firstRequests, (t) => t.wallMs);
  lines.push([
    `every page type's first request after ready under 50 ms${forFake}`,
    `slowest ${n(slowestFirst.wallMs, 1)} ms (${slowestFirst.url}) of ${run.firstRequests.length}`,
    fake(slowestFirst.wallMs < 50),
  ]);
  const { mixed, doubled } = run.memory;
  const goal = rssGoalMb(run.catalogue);
  lines.push([
    `RSS under ${goal} MB through ${mixed.seconds} s of mixed load over every page type${forFake}`,
    `at most ${n(mixed.peakMb)} MB (${n(mixed.requests)} requests over ${n(mixed.urls)} distinct URLs, ${n(mixed.errors)} errors)`,
    fake(mixed.peakMb < goal),
  ]);
  if (doubled) {
    const twice = rssGoalMb(doubled.catalogue);
    lines.push([
      `RSS under ${twice} MB through ${doubled.load.seconds} s of mixed load at ${doubled.catalogue}`,
      `at most ${n(doubled.load.peakMb)} MB (${n(doubled.load.requests)} requests, ${n(doubled.load.errors)} errors)`,
      verdict(doubled.load.peakMb < twice),
    ]);
  }
  const bursts = run.burst.ours;
  lines.push([
    `${run.settings.burstConnections} connections over every URL and encoding at once, ${bursts.length} runs: p99 ≤ ${BURST_P99_MS} ms each, no errors`,
    `p99 ${bursts.map((b) => `${b.p99}`).join(', ')} ms (load average ${bursts.map((b) => n(b.loadAverage, 1)).join(', ')}); ${n(bursts.reduce((sum, b) => sum + b.errors, 0))} errors, ${n(bursts.reduce((sum, b) => sum + b.non2xx, 0))} non-2xx`,
    verdict(bursts.every(burstMet)),
  ]);
  if (run.rows.length) {
    // Pages apart from the payloads and search answers: a page is what a visitor's browser asks
    // for, and what the ceiling's ratio was first set for; the others are mostly a few hundred
    // bytes to a few KB, where what every request costs apart from its bytes — the access log's
    // line, the Server-Timing header, the cache's look-up — is most of the work.
    for (const [label, rows] of [
      ['every cached page type, both languages, with and without brotli', run.rows.filter((row) => row.form === 'page')],
      ['every cached payload and search answer, both languages, with and without brotli', run.rows.filter((row) => row.form !== 'page')],
    ] as const) {
      if (!rows.length) continue;
      const ratioMet = rows.filter((row) => row.ratio >= 0.9).length;
      const low = worst(rows, (row) => -row.ratio);
      lines.push([
        `${label}: ≥ 0.9× the raw node:http ceiling's req/s`,
        `${ratioMet} of ${rows.length} rows; lowest ${n(low.ratio, 2)} (${rowName(low)}), median ${n(median(rows.map((row) => row.ratio)), 2)}`,
        verdict(ratioMet === rows.length),
      ]);
    }
    const p99Met = run.rows.filter((row) => row.ours.p99 < 10).length;
    const slow = worst(run.rows, (row) => row.ours.p99);
    lines.push([
      'p99 under 10 ms at 10 connections',
      `${p99Met} of ${run.rows.length} rows; highest ${slow.ours.p99} ms (${rowName(slow)})`,
      verdict(p99Met === run.rows.length),
    ]);
  }
  lines.push([
    'the log: one line per request',
    `${n(run.log.lines / run.log.requests, 3)} lines per request (${n(run.log.lines)} for ${n(run.log.requests)})`,
    verdict(run.log.lines / run.log.requests <= 1.01),
  ]);
  for (const [type, limit] of Object.entries(COLD_LIMITS_MS)) {
    const found = run.cold.find((c) => c.type === type && c.form === 'page');
    const label = `a cold ${type === 'processor' ? 'detail' : type} page: at most ${limit} ms of server CPU`;
    if (!found) lines.push([label, 'not measured', '–']);
    else {
      const cpu = median(found.samples.map((s) => s.cpuMs));
      lines.push([label, `median ${n(cpu, 2)} ms over ${found.samples.length} URLs never asked before`, verdict(cpu <= limit)]);
    }
  }
  const sequential = run.cold.flatMap((c) => c.samples);
  if (sequential.length) {
    const slowest = worst(sequential, (t) => t.wallMs);
    lines.push([`no page never asked before over 50 ms${forFake}`, `slowest ${n(slowest.wallMs, 1)} ms (${slowest.url})`, fake(slowest.wallMs <= 50)]);
  }
  lines.push(['every page type of the route table is measured', run.views.join(', '), verdict(run.views.length > 0)]);
  const publicViews = run.firstLoad.filter((f) => f.public);
  const heaviest = worst(publicViews, (f) => f.gzipBytes);
  const jsMet = publicViews.every((f) => f.gzipBytes <= BUDGET_KB * 1024);
  lines.push([`first-load JavaScript within ${BUDGET_KB} KB gzip on every page type`, `heaviest ${heaviest.view} ${kb(heaviest.gzipBytes)}`, verdict(jsMet)]);
  const cards = run.cards.timings.filter((timing) => timing.kind === 'card');
  if (cards.length) {
    const largest = worst(cards, (card) => card.bytes);
    const slowest = worst(cards, (card) => card.cpuMs);
    lines.push([
      `every page type's link-preview card: under ${CARD_LIMIT_KB} KB`,
      `largest ${largest.type} ${largest.locale} ${kb(largest.bytes)}`,
      verdict(largest.bytes < CARD_LIMIT_KB * 1024),
    ]);
    lines.push([
      `drawing a card: at most ${CARD_LIMIT_MS} ms of CPU (the first after start-up, which loads the renderer and fonts, apart)`,
      `slowest ${slowest.type} ${slowest.locale} ${n(slowest.cpuMs, 1)} ms (median of its runs); the first ${n(run.cards.first.cpuMs)} ms`,
      verdict(slowest.cpuMs <= CARD_LIMIT_MS),
    ]);
  }
  return lines;
}

/** A Markdown table; figures are right-aligned unless `left` says every column is text. */
function table(head: string[], rows: (string | number)[][], left = false): string {
  const align = head.map((_, index) => (index === 0 || left ? '---' : '--:'));
  return [head, align, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

export function section(run: BenchRun): string {
  const { settings } = run;
  const out: string[] = [];
  out.push(`## Catalogue: ${run.catalogue}`);
  out.push(
    `${run.date} · Node ${run.node} · ${run.cpu.count} × ${run.cpu.model} · load average ${n(run.load.before, 1)} at the start, ${n(run.load.after, 1)} at the end · loopback · ${settings.connections} connections · ${settings.rounds} rounds of ${settings.seconds} s per URL and encoding, ours and the ceiling alternating · the server at its default log level, its log written to a file`,
  );
  out.push('### Targets', table(['target', 'measured', ''], targets(run), true));

  out.push(
    '### Cached responses: ours, the same bytes from memory (the ceiling: raw node:http) and from disk (@fastify/static)',
    "req/s and CPU per request are medians over the rounds; CPU is the server process's user + system time (/proc/PID/stat) ÷ requests; latency in ms (autocannon counts whole ms).",
    table(
      [
        'URL',
        'enc',
        'bytes',
        'ours req/s',
        'ours p50 / p99',
        'ours CPU/req',
        'ceiling req/s',
        'ceiling p50 / p99',
        'ceiling CPU/req',
        'static req/s',
        'static CPU/req',
        'ours ÷ ceiling',
      ],
      run.rows.map((row) => [
        `\`${row.url}\``,
        row.encoding === 'br' ? 'br' : 'none',
        n(row.bytes),
        n(row.ours.reqPerSec),
        `${row.ours.p50} / ${row.ours.p99}`,
        n(row.ours.cpuMsPerRequest, 3),
        n(row.ceiling.reqPerSec),
        `${row.ceiling.p50} / ${row.ceiling.p99}`,
        n(row.ceiling.cpuMsPerRequest, 3),
        n(row.fromDisk.reqPerSec),
        n(row.fromDisk.cpuMsPerRequest, 3),
        n(row.ratio, 2),
      ]),
    ),
  );

  out.push(
    '### Cold start and the first request of each page type',
    `Cold start (spawn → /readyz 200), ${run.startMs.length} starts: ${run.startMs.map((ms) => n(ms)).join(', ')} ms, median **${n(median(run.startMs))} ms**. Then, on the last, one request of each kind, in this order, \`Accept-Encoding: br\`:`,
    table(
      ['first request', 'wall ms', 'server CPU ms'],
      run.firstRequests.map((t) => [`\`${t.url}\``, n(t.wallMs, 1), n(t.cpuMs, 2)]),
    ),
    '### Pages never asked before (one request at a time over one kept-alive connection, `Accept-Encoding: br`)',
    'Distinct pages of each type in both languages, asked once each after as many others of the type warmed the code (as in a server that has run a while, or a crawl past its first pages), then the payloads of other pages nobody asked for. CPU from /proc/PID/task/*/schedstat (ns).',
    table(
      ['page type', 'form', 'URLs', 'median CPU ms', 'median wall ms', 'slowest wall ms'],
      run.cold.map(({ type, form, samples }) => [
        type,
        form,
        samples.length,
        n(median(samples.map((s) => s.cpuMs)), 2),
        n(median(samples.map((s) => s.wallMs)), 2),
        n(Math.max(...samples.map((s) => s.wallMs)), 1),
      ]),
    ),
    '### Memory of our process',
    `RSS read every second through ${run.memory.mixed.seconds} s of mixed load (bench/mixed-load.ts: every page type, page and payload, both languages, over ${n(run.memory.mixed.urls)} distinct URLs — processors, library queries, compare pairs, ladder combinations, sockets, upgrades, search prefixes, tracking parameters), 10 connections.`,
    table(
      [
        'catalogue',
        'RSS after warm-up',
        'after the cached runs',
        'highest through the mixed load',
        'at its end',
        'requests',
        'errors',
        'non-2xx',
        'at the end of the run',
      ],
      [
        [
          run.catalogue,
          `${n(run.memory.warmMb)} MB`,
          `${n(run.memory.afterRowsMb)} MB`,
          `${n(run.memory.mixed.peakMb)} MB`,
          `${n(run.memory.mixed.endMb)} MB`,
          n(run.memory.mixed.requests),
          n(run.memory.mixed.errors),
          n(run.memory.mixed.non2xx),
          `${n(run.memory.endMb)} MB after ${n(run.memory.requests)} requests`,
        ],
        ...(run.memory.doubled
          ? [
              [
                run.memory.doubled.catalogue,
                '–',
                '–',
                `${n(run.memory.doubled.load.peakMb)} MB`,
                `${n(run.memory.doubled.load.endMb)} MB`,
                n(run.memory.doubled.load.requests),
                n(run.memory.doubled.load.errors),
                n(run.memory.doubled.load.non2xx),
                '–',
              ],
            ]
          : []),
      ],
    ),
    `### Bursts: ${settings.burstConnections} connections over every URL and encoding, 5 s each`,
    table(
      ['server', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'non-2xx', 'load average'],
      [
        ...run.burst.ours.map((r, index): [string, Burst] => [`ours, run ${index + 1}`, r]),
        ['ceiling (raw node:http)', run.burst.ceiling] as [string, Burst],
      ].map(([name, r]) => [name, n(r.reqPerSec), r.p50, r.p99, r.max, r.errors, r.non2xx, n(r.loadAverage, 1)]),
    ),
    '### The log',
    `${n(run.log.lines)} lines, ${kb(run.log.bytes)}, for ${n(run.log.requests)} requests: ${n(run.log.bytes / run.log.requests, 0)} bytes a request.`,
    '### First-load JavaScript (gzip, the costlier language; from dist/manifest.json)',
    table(
      ['view', 'gzip', `within ${BUDGET_KB} KB`],
      run.firstLoad.map((f) => [
        f.public ? f.view : `${f.view} (maintainers only, not budgeted)`,
        kb(f.gzipBytes),
        f.gzipBytes <= BUDGET_KB * 1024 ? 'yes' : f.public ? '**no**' : 'no',
      ]),
    ),
    "### In process: library queries, search suggestions, page renders, the ladder and React's own cost (bench/library-query.ts, bench/ladder.ts, bench/page-cost.ts)",
    `\`\`\`\n${run.libraryQuery.trim()}\n\`\`\``,
    '### Pictures: link-preview cards and the ladder image (in-process, response cache off, median of the runs)',
    table(
      ['URL', 'kind', 'bytes', 'wall ms', 'CPU ms'],
      run.cards.timings.map((timing) => [`\`${timing.url}\``, timing.kind, n(timing.bytes), n(timing.wallMs, 1), n(timing.cpuMs, 1)]),
    ),
  );
  return out.join('\n\n');
}
