import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { CatalogueError } from './catalogue-error.js';
import { processorKey, type Processor } from '../shared/processor.js';

/**
 * The scores file, data/scores/blender-opendata.json: where the numbers come from, then one score
 * per processor key. `npm run import-scores` writes it from Blender Open Data's per-device medians;
 * the server validates it at start-up like the catalogue, and a bad entry (or a key that names no
 * processor) stops the server with the file and the entry named.
 */
export const SCORE_FILE = 'data/scores/blender-opendata.json';

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const KEY = /^(amd|intel):[a-z0-9]+(-[a-z0-9]+)*$/;

const scoreEntrySchema = z.strictObject({
  /** samples per minute summed over the scenes: the median of the submissions */
  score: z.number().positive().max(1_000_000),
  /** how many submissions the median is taken over */
  samples: z.int().min(1),
  /** the device name the submissions reported, as the source spells it */
  device: z.string().min(1).max(200),
});

export const scoreFileSchema = z.strictObject({
  benchmark: z.literal('Blender Open Data'),
  /** what the score measures, in a sentence (the pages say it in their own words) */
  measure: z.string().min(1),
  version: z.string().regex(/^\d+\.\d+(\.\d+)?$/, 'must be a Blender version such as 4.5.0'),
  snapshot: z.string().regex(ISO_DATE, 'must be a date, YYYY-MM-DD'),
  source: z.url({ protocol: /^https$/ }),
  archive: z.url({ protocol: /^https$/ }).nullable(),
  licence: z.string().min(1),
  licenceUrl: z.url({ protocol: /^https$/ }),
  scenes: z.array(z.string().min(1)).min(1),
  minimumSamples: z.int().min(1),
  /** where the per-device medians were computed from the raw submissions, when not by us */
  medians: z.url({ protocol: /^https$/ }).nullable(),
  scores: z.record(z.string().regex(KEY, 'is not a processor key (vendor:id)'), scoreEntrySchema),
}).superRefine((file, context) => {
  for (const [key, entry] of Object.entries(file.scores)) {
    if (entry.samples < file.minimumSamples) {
      context.addIssue({ code: 'custom', path: ['scores', key, 'samples'], message: `is ${entry.samples}, fewer than minimumSamples (${file.minimumSamples})` });
    }
  }
});

export type ScoreFile = z.infer<typeof scoreFileSchema>;
export type ScoreEntry = z.infer<typeof scoreEntrySchema>;

/** Validates a parsed scores file; the first problem throws, naming the entry and field. */
export function validateScoreFile(data: unknown, label: string): ScoreFile {
  const result = scoreFileSchema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const path = issue.path.map(String);
  // scores.<key>.<field> names an entry; anything else is a field of the file itself.
  const inEntry = path[0] === 'scores' && path.length >= 2;
  const field = (inEntry ? path.slice(2) : path).join('.') || null;
  const message = issue.code === 'invalid_key' ? `"${path[1]}" is not a processor key (vendor:id)` : describe(issue);
  throw new CatalogueError({ file: label, id: inEntry && issue.code !== 'invalid_key' ? path[1]! : null, field }, message);
}

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `has unknown fields: ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) return 'is missing';
  return issue.message.startsWith('is ') || issue.message.startsWith('must ') ? issue.message : `is invalid: ${issue.message}`;
}

/**
 * The scores file, validated; null when there is none (a catalogue without scores says "no open
 * benchmark result yet" everywhere). A file that is there but wrong always stops start-up.
 */
export async function readScoreFile(path: string, label: string): Promise<ScoreFile | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new CatalogueError({ file: label }, `cannot be read (${String(error)})`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new CatalogueError({ file: label }, `is not valid JSON (${(error as Error).message})`);
  }
  return validateScoreFile(data, label);
}

/** Every key must name a processor of the catalogue: a score for a part we do not list is a mistake. */
export function checkScoreKeys(file: ScoreFile, processors: readonly Pick<Processor, 'vendor' | 'id'>[], label: string): void {
  const keys = new Set(processors.map(processorKey));
  for (const key of Object.keys(file.scores)) {
    if (!keys.has(key)) throw new CatalogueError({ file: label, id: key }, 'names no processor in the catalogue (re-run npm run import-scores)');
  }
}
