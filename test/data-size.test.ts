import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { readConfig } from '../src/config.js';

/**
 * Every file under data/ stays under 1 MiB, the most a tracked file may weigh: past it, a file is
 * split or written more tightly (docs/platforms.md and docs/decisions.md say how the board index and
 * SPEC's figures were), never trimmed of a fact, a citation or an attribution. The cards' fonts
 * (src/cards/fonts/, subsets made by `npm run card-font`) are held to the same bound.
 */
const MAX_BYTES = 1024 * 1024;
const root = readConfig({}).rootDir;

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );
}

t.test('every file under data/ and src/cards/fonts/ weighs under 1 MiB', async (t) => {
  const files = [...filesUnder('data'), ...filesUnder('src/cards/fonts')];
  const heavy = files.map((file) => ({ file, bytes: statSync(join(root, file)).size })).filter(({ bytes }) => bytes >= MAX_BYTES);
  t.same(heavy, [], `${files.length} files weighed`);
});
