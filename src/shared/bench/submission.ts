import { z } from 'zod';
import { ID_MAX_LENGTH, ID_PATTERN, VENDORS } from '../../record/processor-vocabulary.js';
import { KERNEL_IDS, SUITE_VERSION, type KernelId } from './suite.js';

/**
 * What a CPU Atlas Bench run sends to the server: which processor ran it (as the visitor declared
 * it, or as the operating system named it to the command-line runner), where it ran, and for each
 * kernel how many rounds it finished in how many milliseconds with the checksum of one round's
 * output. The server computes every score itself from rounds and time: a client's own score is
 * never trusted, and a checksum that is not the suite's marks a run that did not do the work.
 */

/** Script engines never mixed in one figure: Node runs V8 but outside a browser's limits. */
export const ENGINE_FAMILIES = ['v8', 'spidermonkey', 'javascriptcore', 'node'] as const;
export type EngineFamily = (typeof ENGINE_FAMILIES)[number];

export const OS_FAMILIES = ['windows', 'macos', 'linux', 'android', 'ios', 'chromeos', 'other'] as const;
export type OsFamily = (typeof OS_FAMILIES)[number];

/** declared: picked on the page by the visitor; os: read from the operating system by the command-line runner */
export const IDENTIFICATIONS = ['declared', 'os'] as const;

const kernelResult = z.strictObject({
  rounds: z.int().min(1).max(10_000_000),
  ms: z.number().positive().max(600_000),
  checksum: z.string().regex(/^[0-9a-f]{8}$/),
});

const modeResult = z.strictObject({
  /** workers that ran the kernels at once: 1 for single-thread */
  workers: z.int().min(1).max(1024),
  kernels: z.strictObject(Object.fromEntries(KERNEL_IDS.map((id) => [id, kernelResult])) as Record<KernelId, typeof kernelResult>),
});

export const submissionSchema = z.strictObject({
  suite: z.literal(SUITE_VERSION),
  processor: z.strictObject({
    vendor: z.enum(VENDORS),
    id: z.string().max(ID_MAX_LENGTH).regex(ID_PATTERN),
  }),
  identifiedBy: z.enum(IDENTIFICATIONS),
  /** the name the operating system gives, sent by the command-line runner only */
  osProcessorName: z.string().min(1).max(200).optional(),
  engine: z.strictObject({
    family: z.enum(ENGINE_FAMILIES),
    version: z
      .string()
      .max(40)
      .regex(/^[0-9]+(\.[0-9]+)*$/),
  }),
  os: z.enum(OS_FAMILIES),
  /** navigator.hardwareConcurrency in a browser, os.availableParallelism() under Node */
  logicalProcessors: z.int().min(1).max(1024),
  single: modeResult.refine((mode) => mode.workers === 1, { message: 'single-thread runs use one worker' }),
  multi: modeResult.nullable(),
});

export type Submission = z.infer<typeof submissionSchema>;
export type ModeResult = z.infer<typeof modeResult>;
