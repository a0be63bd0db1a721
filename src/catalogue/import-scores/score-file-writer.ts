import { processorKey } from '../../shared/processor.js';
import type { ScoreFile } from '../benchmark-file.js';
import type { MatchedRow } from './match.js';
import type { SnapshotNotes } from './snapshot-notes.js';

/** Blender Open Data's public home: where every page's "source" link goes. */
export const BLENDER_OPEN_DATA_URL = 'https://opendata.blender.org/';

/** Licences the importer can name a page for; another licence needs a person to look first. */
const LICENCE_URLS: Readonly<Record<string, string>> = {
  'CC0-1.0': 'https://creativecommons.org/publicdomain/zero/1.0/',
};

/**
 * The scores file made from the matched rows: keys in code-unit order and numbers as the source
 * wrote them, so the same table and catalogue always give the same bytes.
 */
export function scoreFileOf(matched: readonly MatchedRow[], notes: SnapshotNotes): ScoreFile {
  const licenceUrl = LICENCE_URLS[notes.licence];
  if (!licenceUrl) throw new Error(`licence "${notes.licence}" is not one the importer knows (${Object.keys(LICENCE_URLS).join(', ')}): check it before publishing`);
  const entries = matched
    .map(({ row, record }) => [processorKey(record), { score: row.score, samples: row.samples, device: row.name }] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    benchmark: 'Blender Open Data',
    measure: `Cycles CPU rendering in Blender ${notes.version}: samples per minute summed over the scenes ${notes.scenes.join(', ')}; ` +
      `each processor's score is the median over at least ${notes.minimumSamples} submissions, higher is faster. ` +
      'Multi-threaded rendering throughput only: not games, not single-thread speed.',
    version: notes.version,
    snapshot: notes.snapshot,
    source: BLENDER_OPEN_DATA_URL,
    archive: notes.archive,
    licence: notes.licence,
    licenceUrl,
    scenes: notes.scenes,
    minimumSamples: notes.minimumSamples,
    medians: notes.medians,
    scores: Object.fromEntries(entries),
  };
}
