// `npm run card-font [-- --regular FILE.ttc --bold FILE.ttc]`: the Chinese font the link-preview
// cards and the ladder images are drawn with (src/cards/), cut down to the characters they can draw.
// Noto Sans CJK SC (SIL Open Font License 1.1, OFL.txt beside it) comes with Debian's
// fonts-noto-cjk as a collection of five faces; its Simplified Chinese face is taken out and
// subset to: every character of the two locale files, every character under data/ (processor,
// socket, chipset and board names, vendors' Chinese names), printable ASCII and the few marks the
// cards add. The whole face weighs 16 MB; the subset a few hundred KB, and the server needs no
// font of the system and no network. Run it again when a locale or the data brings a character
// the list does not have: test/cards/card-font.test.ts says which.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import subsetFont from 'subset-font';
import { readConfig } from '../config.js';
import { cardCharacters, CARD_FONT_DIR, CARD_FONT_FILES, CHARACTERS_FILE } from '../cards/card-characters.js';
import { faceOfCollection } from './font-collection.js';

const { values } = parseArgs({
  options: {
    regular: { type: 'string', default: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc' },
    bold: { type: 'string', default: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc' },
  },
});
const root = readConfig({}).rootDir;
const characters = await cardCharacters(root);
const text = [...characters].join('');

const faces = [
  ['regular', values.regular!, 'Noto Sans CJK SC'],
  ['bold', values.bold!, 'Noto Sans CJK SC Bold'],
] as const;
for (const [weight, file, fullName] of faces) {
  const face = faceOfCollection(await readFile(file), fullName);
  const subset = await subsetFont(face, text, { targetFormat: 'sfnt' });
  const out = join(root, CARD_FONT_DIR, CARD_FONT_FILES[weight]);
  await writeFile(out, subset);
  console.log(`${out}: ${subset.length} bytes, ${characters.size} characters`);
}
await writeFile(join(root, CARD_FONT_DIR, CHARACTERS_FILE), `${text}\n`);
