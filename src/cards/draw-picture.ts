import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { CARD_FONT_DIR, CARD_FONT_FILES } from './card-characters.js';
import { FONT_FAMILY } from './card-palette.js';

/**
 * A picture drawn without a browser: satori lays the element tree out into SVG, with text as
 * outlines from the font subset shipped in src/cards/fonts/, and resvg turns it into a PNG. Both libraries and
 * the fonts are loaded on the first picture asked for, not at start-up: most processes serve pages
 * for hours before a chat app asks for a card, and a cached page never pays for them.
 */
interface Renderer {
  satori: typeof import('satori').default;
  renderAsync: typeof import('@resvg/resvg-js').renderAsync;
  fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[];
}

let renderer: Promise<Renderer> | null = null;

function loadRenderer(rootDir: string): Promise<Renderer> {
  renderer ??= (async () => {
    const [{ default: satori }, { renderAsync }, regular, bold] = await Promise.all([
      import('satori'),
      import('@resvg/resvg-js'),
      readFile(join(rootDir, CARD_FONT_DIR, CARD_FONT_FILES.regular)),
      readFile(join(rootDir, CARD_FONT_DIR, CARD_FONT_FILES.bold)),
    ]);
    const face = (data: Buffer, weight: 400 | 700) => ({ name: FONT_FAMILY, data, weight, style: 'normal' as const });
    return { satori, renderAsync, fonts: [face(regular, 400), face(bold, 700)] };
  })();
  // A failure (a font file missing) is reported to this request and tried again on the next.
  renderer.catch(() => (renderer = null));
  return renderer;
}

export async function drawPicture(element: ReactNode, size: { width: number; height: number }, rootDir: string): Promise<Buffer> {
  const { satori, renderAsync, fonts } = await loadRenderer(rootDir);
  const svg = await satori(element, { ...size, fonts });
  // Rasterising and encoding the PNG run on libuv's thread pool, not on the thread that answers
  // every other request; satori's layout still runs on it (a few ms for a card, a few hundred for
  // the ladder's tall picture of 235 entries). No system font: every glyph is an outline already,
  // and scanning the system's fonts costs more than the drawing.
  const rendered = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return rendered.asPng();
}
