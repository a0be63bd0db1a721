import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What the cards' font holds (src/tools/card-font.ts makes it): the characters a card or a ladder
 * image can draw. Every word on a card comes from the locale files, and every name from the data,
 * so their characters, with printable ASCII and the marks the cards add, are all there can be.
 */
export const CARD_FONT_DIR = 'src/cards/fonts';
export const CARD_FONT_FILES = { regular: 'noto-sans-sc-cards-regular.otf', bold: 'noto-sans-sc-cards-bold.otf' } as const;
/** the characters the subset was made for, one line, for the test that finds a new one */
export const CHARACTERS_FILE = 'card-characters.txt';

/** The marks the cards draw themselves: separators, the rank's ellipsis, the multiplication sign. */
const CARD_MARKS = '·…×–—¥%№↑↓→©';

export async function cardCharacters(root: string): Promise<Set<string>> {
  const characters = new Set<string>();
  const add = (text: string) => {
    for (const character of text) if (character >= ' ' && character !== '\u007f') characters.add(character);
  };
  for (let code = 0x20; code < 0x7f; code++) add(String.fromCharCode(code));
  add(CARD_MARKS);
  for (const file of ['locales/zh.json', 'locales/en.json', ...(await filesUnder(root, 'data'))]) add(await readFile(join(root, file), 'utf8'));
  return new Set([...characters].sort());
}

async function filesUnder(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? filesUnder(root, `${dir}/${entry.name}`) : [`${dir}/${entry.name}`])));
  return nested.flat().sort();
}
