import { readFileSync } from 'node:fs';
import t from 'tap';

/*
 * CSS cannot join a media condition and an attribute selector in one rule, so the light palette is
 * written twice: for a visitor whose system prefers light and who saved no choice, and for a saved
 * "light". Every other colour is written once. This holds the two light blocks to the same
 * declarations, and keeps theme colours out of every other stylesheet.
 */
const TOKENS = 'views/styles/tokens.css';
const css = readFileSync(TOKENS, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

function declarations(block: string): Map<string, string> {
  return new Map(
    block
      .split(';')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const colon = line.indexOf(':');
        return [
          line.slice(0, colon).trim(),
          line
            .slice(colon + 1)
            .replace(/\s+/g, ' ')
            .trim(),
        ];
      }),
  );
}

function blockAfter(opening: string): Map<string, string> {
  const start = css.indexOf(opening);
  if (start === -1) throw new Error(`${TOKENS} has no "${opening}"`);
  const body = css.slice(start + opening.length);
  return declarations(body.slice(0, body.indexOf('}')));
}

t.test('the light palette is the same whether the system or the saved choice asks for it', async (t) => {
  const system = blockAfter('@media (prefers-color-scheme: light) {\n  :root:not([data-theme="dark"]) {');
  const saved = blockAfter(':root[data-theme="light"] {');
  t.ok(system.size > 20, 'the system-light block sets the palette');
  t.same([...saved.entries()].sort(), [...system.entries()].sort());
});

t.test('every colour the dark theme sets, the light theme sets too', async (t) => {
  const dark = blockAfter(':root,\n:root[data-theme="dark"] {');
  const light = blockAfter(':root[data-theme="light"] {');
  t.same([...light.keys()].sort(), [...dark.keys()].sort());
});
