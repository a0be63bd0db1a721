import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { timeKernel } from '../../shared/bench/kernel-timing.js';
import { runSuite } from '../../shared/bench/run-plan.js';
import { modeScores } from '../../shared/bench/scores.js';
import type { OsFamily, Submission } from '../../shared/bench/submission.js';
import { KERNEL_IDS, SUITE_VERSION } from '../../shared/bench/suite.js';
import { nodeWorkers, WORKER_MARK } from './node-workers.js';
import { osProcessorName } from './processor-name.js';
import { challenge, resolveProcessor, submit, type ProcessorRef } from './site.js';
import { solveProofOfWork } from '../../shared/bench/proof-of-work.js';
import { formatNumber, formatScore } from '../../shared/format.js';

/**
 * CPU Atlas Bench's command-line runner (docs/bench.md): the suite's kernels under Node, one
 * thread then every logical processor, the processor named by the operating system and found in
 * the catalogue through the site's search, the result sent as the page sends it. One file with
 * everything in it (build.mjs), served by the site at /bench/atlas-bench.mjs, so `node
 * atlas-bench.mjs` needs no install.
 */

/** The site the file was served by: the server writes its address here (src/http/bench-runner.ts). */
const SERVED_BY = '__ATLAS_SITE__';

const USAGE = `Usage: node atlas-bench.mjs [--site URL] [--seconds N] [--dry-run] [--processor VENDOR:ID] [--lang zh|en]
  --site URL            the CPU Atlas site to send the result to (default: the site this file came from)
  --seconds N           how long the whole run takes (default 60)
  --dry-run             run and print the scores, send nothing
  --processor VENDOR:ID the catalogue processor, when the system's name does not name exactly one
                        (the result is then marked as declared, not identified by the system)
  --lang zh|en          the language of the site's answer (default: from LANG)`;

if (!isMainThread && workerData === WORKER_MARK) {
  parentPort!.on('message', ({ kernel, ms }) => {
    try {
      parentPort!.postMessage(timeKernel(kernel, ms, () => performance.now()));
    } catch (error) {
      parentPort!.postMessage({ error: String(error) });
    }
  });
} else {
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(`atlas-bench: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      site: { type: 'string' },
      seconds: { type: 'string', default: '60' },
      'dry-run': { type: 'boolean', default: false },
      processor: { type: 'string' },
      lang: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return (console.log(USAGE), 0);
  const seconds = Number(values.seconds);
  if (!(seconds > 0 && seconds <= 3600)) throw new Error(`--seconds must be a number of seconds from 0 to 3600; got "${values.seconds}"\n${USAGE}`);
  const site = values.site ?? (SERVED_BY.startsWith('http') ? SERVED_BY : null);
  if (!site && !values['dry-run']) throw new Error(`name the site with --site URL (this copy was not downloaded from one)\n${USAGE}`);
  const lang = values.lang === 'zh' || values.lang === 'en' ? values.lang : /^zh/i.test(process.env.LANG ?? '') ? 'zh' : 'en';
  const declared = values.processor ? readProcessor(values.processor) : null;

  const name = osProcessorName();
  const logicalProcessors = availableParallelism();
  console.log(`Processor (from the system): ${name ?? 'not named'}`);
  console.log(`Node ${process.versions.node} on ${osFamily()}, ${logicalProcessors} logical processor(s)`);

  let processor: ProcessorRef | null = declared;
  if (!processor && site && name) {
    const found = await resolveProcessor(site, name);
    processor = found.processor;
    if (processor) console.log(`In the catalogue: ${processor.vendor}:${processor.id}`);
    else {
      console.log('The catalogue has no one processor of that name.' + (found.suggestions.length ? ' Near it:\n  ' + found.suggestions.join('\n  ') : ''));
      console.log('Name yours with --processor VENDOR:ID to send the result.');
    }
  }

  console.log(`Running for about ${seconds} s: one thread, then ${logicalProcessors}.`);
  const result = await runSuite({
    seconds,
    logicalProcessors,
    startWorkers: (count) => nodeWorkers(new URL(import.meta.url), count),
    onStep: ({ mode, kernel, done, steps }) => console.log(`  [${done + 1}/${steps}] ${mode === 'single' ? 'single-thread' : 'multi-thread'} ${kernel}`),
  });
  for (const [label, mode] of [
    ['Single-thread', result.single],
    ['Multi-thread', result.multi],
  ] as const) {
    if (!mode) continue;
    const scores = modeScores(mode);
    console.log(`${label} (${mode.workers} worker${mode.workers > 1 ? 's' : ''}): ${formatScore('en', scores.overall)}`);
    for (const kernel of KERNEL_IDS) {
      const { rounds, ms, checksum } = mode.kernels[kernel];
      // Rounds per second are what the suite's reference is written in (docs/bench.md, "The reference").
      console.log(
        `  ${kernel.padEnd(9)} ${formatScore('en', scores.kernels[kernel]).padStart(8)}  (${rounds} rounds, ${formatNumber('en', (rounds * 1000) / ms, 2)} rounds/s, checksum ${checksum})`,
      );
    }
  }

  if (values['dry-run'] || !site || !processor) {
    console.log(values['dry-run'] ? 'Dry run: nothing sent.' : 'Nothing sent.');
    return 0;
  }
  const submission: Submission = {
    suite: SUITE_VERSION,
    processor: processor as Submission['processor'],
    identifiedBy: declared ? 'declared' : 'os',
    ...(name ? { osProcessorName: name } : {}),
    engine: { family: 'node', version: process.versions.node },
    os: osFamily(),
    logicalProcessors,
    single: result.single,
    multi: result.multi,
  };
  console.log("Solving the site's proof-of-work…");
  const pow = await solveProofOfWork(await challenge(site));
  const { status, answer } = await submit(site, { submission, pow, lang });
  console.log(`The site answered (HTTP ${status}):`);
  console.log(typeof answer === 'string' ? answer : JSON.stringify(answer, null, 2));
  return status < 300 ? 0 : 1;
}

function readProcessor(text: string): ProcessorRef {
  const match = /^([a-z]+):([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(text);
  if (!match) throw new Error(`--processor takes VENDOR:ID as the site writes it, such as amd:ryzen-7-7800x3d; got "${text}"`);
  return { vendor: match[1]!, id: match[2]! };
}

function osFamily(): OsFamily {
  const families: Partial<Record<NodeJS.Platform, OsFamily>> = { win32: 'windows', darwin: 'macos', linux: 'linux', android: 'android' };
  return families[process.platform] ?? 'other';
}
