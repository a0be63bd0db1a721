import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * Reading a module's source folder. A file that is missing or unreadable stops the import with
 * its name; a gzip file is read whole and unpacked (the largest, SPEC's, is 2.6 MB packed).
 */
export class SourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceError';
  }
}

export async function readSourceText(dir: string, name: string): Promise<string> {
  const path = join(dir, name);
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new SourceError(`${path}: ${code === 'ENOENT' ? 'file not found' : `cannot be read (${String(error)})`}`);
  }
  try {
    return (name.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8').replace(/^\uFEFF/, '');
  } catch (error) {
    throw new SourceError(`${path}: cannot be unpacked (${(error as Error).message})`);
  }
}

/** The first match of a pattern in a source's notes (SOURCE.txt), or a stop naming what is missing. */
export function noted(notes: string, pattern: RegExp, what: string, file: string): RegExpExecArray {
  const found = pattern.exec(notes);
  if (!found) throw new SourceError(`${file}: the notes do not give ${what}`);
  return found;
}
