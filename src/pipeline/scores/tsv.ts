/**
 * Blender Open Data's per-device medians as a tab-separated table: `id name score samples`, one
 * device a row (a header first). Names are kept exactly as written, runs of spaces included; the
 * matcher decides what they mean.
 */
export interface ScoreRow {
  /** 1-based line in the file (the header is line 1) */
  line: number;
  /** the source's own id for the device */
  id: string;
  /** the device name as the submitting operating system reported it */
  name: string;
  score: number;
  samples: number;
}

export const TSV_HEADER = ['id', 'name', 'score', 'samples'] as const;

export class TsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TsvError';
  }
}

export function parseScoreTsv(text: string): ScoreRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  const header = lines[0]?.split('\t') ?? [];
  if (header.join('\t') !== TSV_HEADER.join('\t')) {
    throw new TsvError(`line 1: the header must be "${TSV_HEADER.join('<TAB>')}", found "${header.join('<TAB>')}"`);
  }
  return lines.slice(1).map((text, index) => {
    const line = index + 2;
    const cells = text.split('\t');
    if (cells.length !== TSV_HEADER.length) throw new TsvError(`line ${line}: ${cells.length} cells, expected ${TSV_HEADER.length}`);
    const [id, name, score, samples] = cells as [string, string, string, string];
    if (!name.trim()) throw new TsvError(`line ${line}: the name is empty`);
    const value = Number(score);
    if (!/^\d+(\.\d+)?$/.test(score) || !(value > 0)) throw new TsvError(`line ${line}: score "${score}" is not a positive number`);
    if (!/^[1-9]\d*$/.test(samples)) throw new TsvError(`line ${line}: samples "${samples}" is not a whole number of at least 1`);
    return { line, id, name, score: value, samples: Number(samples) };
  });
}
