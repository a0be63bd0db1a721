import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { cardCharacters, CARD_FONT_DIR, CHARACTERS_FILE } from '../../src/cards/card-characters.js';
import { readConfig } from '../../src/config.js';

const root = readConfig({}).rootDir;

/**
 * A character the font lacks is drawn as an empty box on every card that shows it, with no error
 * anywhere: so a locale string or a record that brings a new one fails here, until the subset is
 * made again.
 */
t.test("the cards' font holds every character of the locales and the data", async (t) => {
  const subset = new Set(await readFile(join(root, CARD_FONT_DIR, CHARACTERS_FILE), 'utf8'));
  const missing = [...(await cardCharacters(root))].filter((character) => !subset.has(character));
  t.same(missing, [], 'run `npm run card-font` to make the subset again');
});
