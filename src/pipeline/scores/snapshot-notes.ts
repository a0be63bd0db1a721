/**
 * What the table itself does not say — the snapshot's date, the Blender version, the source, the
 * licence — read from the notes that came with it (SOURCE.txt beside the table). The notes list
 * these as "  key   value" lines under "Header values"; the table's aggregator, when named, as
 * "Repository:", "Path:" and "Commit:" lines.
 */
export interface SnapshotNotes {
  snapshot: string;
  version: string;
  /** the archive the medians were computed from */
  archive: string | null;
  licence: string;
  scenes: string[];
  minimumSamples: number;
  /** where the medians were computed, when by someone else: a URL of the file at its commit */
  medians: string | null;
}

export class NotesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotesError';
  }
}

export function parseSnapshotNotes(text: string): SnapshotNotes {
  const values = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const header = /^ {2}(source|license|asOf|version|scenes|minimumSamples)\s+(\S.*)$/.exec(line);
    if (header) values.set(header[1]!, header[2]!.trim());
    const named = /^(Repository|Path|Commit):\s+(\S+)/.exec(line);
    if (named) values.set(named[1]!, named[2]!);
  }
  const need = (key: string) => {
    const value = values.get(key);
    if (value === undefined) throw new NotesError(`the notes do not give "${key}" (a line "  ${key}   value" under "Header values")`);
    return value;
  };
  const snapshot = need('asOf');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(snapshot)) throw new NotesError(`asOf "${snapshot}" is not a date (YYYY-MM-DD)`);
  const minimumSamples = Number(need('minimumSamples'));
  if (!Number.isInteger(minimumSamples) || minimumSamples < 1) throw new NotesError(`minimumSamples "${need('minimumSamples')}" is not a whole number`);
  const repository = values.get('Repository');
  const path = values.get('Path');
  const commit = values.get('Commit');
  return {
    snapshot,
    version: need('version'),
    archive: values.get('source') ?? null,
    licence: need('license'),
    scenes: need('scenes')
      .split(/\s*,\s*/)
      .filter(Boolean),
    minimumSamples,
    medians: repository && path && commit && /^[0-9a-f]{40}$/.test(commit) ? `${repository.replace(/\/$/, '')}/blob/${commit}/${path}` : null,
  };
}
