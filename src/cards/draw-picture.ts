import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { CARD_FONT_DIR, CARD_FONT_FILES } from './card-characters.js';
import { FONT_FAMILY } from './card-palette.js';

/**
 * A picture drawn without a browser: satori lays the element tree out into SVG, with text as
 * outlines from the font subset shipped in fonts/, and resvg turns it into a PNG. Both libraries and
 * the fonts are loaded on the first picture asked for, not at start-up: most processes serve pages
 * for hours before a chat app asks for a card, and a cached page never pays for them.
 */
interface Renderer {
  satori: typeof import('satori').default;
  Resvg: typeof import('@resvg/resvg-js').Resvg;
  fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[];
}

let renderer: Promise<Renderer> | null = null;

function loadRenderer(rootDir: string): Promise<Renderer> {
  renderer ??= (async () => {
    const [{ default: satori }, { Resvg }, regular, bold] = await Promise.all([
      import('satori'),
      import('@resvg/resvg-js'),
      readFile(join(rootDir, CARD_FONT_DIR, CARD_FONT_FILES.regular)),
      readFile(join(rootDir, CARD_FONT_DIR, CARD_FONT_FILES.bold)),
    ]);
    const face = (data: Buffer, weight: 400 | 700) => ({ name: FONT_FAMILY, data, weight, style: 'normal' as const });
    return { satori, Resvg, fonts: [face(regular, 400), face(bold, 700)] };
  })();
  // A failure (a font file missing) is reported to this request and tried again on the next.
  renderer.catch(() => (renderer = null));
  return renderer;
}

export async function drawPicture(element: ReactNode, size: { width: number; height: number }, rootDir: string): Promise<Buffer> {
  const { satori, Resvg, fonts } = await loadRenderer(rootDir);
  const svg = await satori(element, { ...size, fonts });
  // No system font: every glyph is an outline already, and scanning the system's fonts costs more than the drawing.
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
}
