import type { Catalogue } from '../catalogue/catalogue.js';
import type { ModeResult, Submission } from '../shared/bench/submission.js';
import { EXPECTED_CHECKSUMS, KERNEL_IDS, REFERENCE_ROUNDS_PER_SECOND, type KernelId } from '../shared/bench/suite.js';
import type { MessageKey } from '../shared/messages.js';
import { roundsPerSecond } from './scores.js';

/**
 * Why a well-formed submission is refused outright (answered 422, stored nowhere): the run names
 * a processor the catalogue lacks, did not do the suite's work (a checksum that is not the
 * suite's), or reports timings no machine produces. docs/bench-results.md states each rule.
 */
export interface Refusal {
  code: 'unknown_processor' | 'checksum' | 'impossible_timing' | 'os_name_mismatch';
  /** the message's values: a kernel's id, a reason already in the request's language */
  values?: Record<string, string | number>;
  /** for impossible_timing: which rule, as a message key with its values */
  reason?: { key: MessageKey; values?: Record<string, string | number> };
}

/** a kernel measured for less than this is noise from the timer and the scheduler, not a measurement */
export const MIN_KERNEL_MS = 100;
/** one thread at more than this many times the reference machine's rate is no processor made */
export const MAX_SPEEDUP_PER_THREAD = 50;
/** in the multi-thread run, one worker may beat the single-thread run's rate by this much at most (turbo, timer noise) */
export const MAX_MULTI_OVER_SINGLE = 1.5;

export function refusalOf(submission: Submission, catalogue: Catalogue): Refusal | null {
  const processor = catalogue.find(submission.processor.vendor, submission.processor.id);
  if (!processor) return { code: 'unknown_processor' };
  if (submission.identifiedBy === 'os') {
    // The runner read the name from the operating system: it must name the processor it declares.
    const named = submission.osProcessorName ? catalogue.search.likeliest(submission.osProcessorName) : null;
    if (named?.vendor !== processor.vendor || named.id !== processor.id) return { code: 'os_name_mismatch' };
  }
  for (const mode of [submission.single, submission.multi]) {
    if (!mode) continue;
    for (const id of KERNEL_IDS) {
      if (mode.kernels[id].checksum !== EXPECTED_CHECKSUMS[id]) return { code: 'checksum', values: { kernel: id } };
    }
  }
  return timingRefusal(submission);
}

function timingRefusal(submission: Submission): Refusal | null {
  const impossible = (kernel: KernelId, key: MessageKey, values?: Record<string, string | number>): Refusal => ({
    code: 'impossible_timing',
    values: { kernel },
    reason: { key, values },
  });
  const modes: ModeResult[] = submission.multi ? [submission.single, submission.multi] : [submission.single];
  for (const mode of modes) {
    for (const id of KERNEL_IDS) {
      const kernel = mode.kernels[id];
      if (kernel.ms < MIN_KERNEL_MS) return impossible(id, 'benchServer.timing.too_short', { ms: MIN_KERNEL_MS });
      if (roundsPerSecond(kernel) / mode.workers > MAX_SPEEDUP_PER_THREAD * REFERENCE_ROUNDS_PER_SECOND[id]) {
        return impossible(id, 'benchServer.timing.too_fast', { factor: MAX_SPEEDUP_PER_THREAD });
      }
    }
  }
  const multi = submission.multi;
  if (multi) {
    if (multi.workers > submission.logicalProcessors) return impossible(KERNEL_IDS[0], 'benchServer.timing.more_workers');
    for (const id of KERNEL_IDS) {
      if (roundsPerSecond(multi.kernels[id]) / multi.workers > MAX_MULTI_OVER_SINGLE * roundsPerSecond(submission.single.kernels[id])) {
        return impossible(id, 'benchServer.timing.multi_faster');
      }
    }
  }
  return null;
}
