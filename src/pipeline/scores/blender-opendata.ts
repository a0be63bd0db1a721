import { join } from 'node:path';
import { BLENDER_OPEN_DATA } from '../../record/benchmarks/blender-opendata.js';
import { matchRows } from './match.js';
import type { ImportedFigure, ScoreImporter } from './module-import.js';
import { NotesError, parseSnapshotNotes } from './snapshot-notes.js';
import { SourceError, readSourceText } from './source-files.js';
import { TsvError, parseScoreTsv } from './tsv.js';

/**
 * Blender Open Data, from blender-opendata/cpu-medians.tsv (per-device medians) and the notes
 * beside it (SOURCE.txt: the snapshot's date, the Blender version, the scenes, the licence). The
 * figures are the source's medians exactly as written: the table has no results to re-median.
 */
const TABLE = 'cpu-medians.tsv';
const NOTES = 'SOURCE.txt';

export const blenderOpenDataImporter: ScoreImporter = {
  module: BLENDER_OPEN_DATA,
  files: [TABLE, NOTES],
  async read(dir, catalogue) {
    const rows = parsed(parseScoreTsv, await readSourceText(dir, TABLE), join(dir, TABLE));
    const notes = parsed(parseSnapshotNotes, await readSourceText(dir, NOTES), join(dir, NOTES));
    if (notes.licence !== BLENDER_OPEN_DATA.licence) {
      throw new SourceError(
        `${join(dir, NOTES)}: the licence is now "${notes.licence}", not ${BLENDER_OPEN_DATA.licence}: read the new terms before importing`,
      );
    }
    const byId = new Map(catalogue.map((p) => [`${p.vendor}:${p.id}`, p]));
    const { matched, refused } = matchRows(rows, catalogue);
    const figures: ImportedFigure[] = matched.map(({ row, record }) => ({
      processor: byId.get(`${record.vendor}:${record.id}`)!,
      score: row.score,
      samples: row.samples,
      device: row.name,
    }));
    return {
      snapshot: notes.snapshot,
      inputs: [notes.archive, notes.medians].filter((url): url is string => url !== null && url.startsWith('https://')),
      outside: [],
      benchmarks: {
        blender: {
          method:
            `Cycles CPU rendering in Blender ${notes.version}: samples per minute summed over the scenes ${notes.scenes.join(', ')}; ` +
            `each figure is the source's median over at least ${notes.minimumSamples} submissions of one device name, copied as written. ` +
            'Where two spellings of one processor both match, the one with more submissions is kept. ' +
            'Multi-threaded rendering throughput only: not games, not single-thread speed.',
          version: notes.version,
          minimumSamples: notes.minimumSamples,
          rowsRead: rows.length,
          figures,
          refused: refused.map(({ row, reason, detail }) => ({ line: row.line, name: row.name, reason, detail })),
          notes: [],
        },
      },
    };
  },
};

/** A file's text read by its parser, whose complaint names the file. */
function parsed<T>(parse: (text: string) => T, text: string, file: string): T {
  try {
    return parse(text);
  } catch (error) {
    if (error instanceof TsvError || error instanceof NotesError) throw new SourceError(`${file}: ${error.message}`);
    throw error;
  }
}
