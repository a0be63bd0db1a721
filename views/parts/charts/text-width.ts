// An estimate of a label's drawn width, for reserving room beside an axis. The server cannot measure
// text, and the layout must be the same on both sides of hydration, so this counts characters: CJK
// ideographs and full-width forms are one em wide, everything else about 0.6 em (system-ui digits and
// Latin letters average a little under that). It errs wide, so labels get room rather than overlap.

/** The size tick labels are drawn and laid out at (charts.css: .chart__tick-label). */
export const CHART_FONT_SIZE = 12;

const WIDE = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

export function estimateTextWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const character of text) ems += WIDE.test(character) ? 1 : 0.6;
  return ems * fontSize;
}
