/**
 * The addresses of the pictures the server draws of a page (src/cards/): its link-preview card,
 * `{path}/_card.png?{query}`, which the page's og:image names, and for the ladder the whole page
 * of it as one tall image to share, `{path}/_image.png?{query}`. The page's own query follows as
 * it is, so each picture is of exactly the page it stands beside. This module is the only place
 * that spells or reads them.
 */
export const CARD_SUFFIX = '/_card.png';
export const LADDER_IMAGE_SUFFIX = '/_image.png';
export type PictureSuffix = typeof CARD_SUFFIX | typeof LADDER_IMAGE_SUFFIX;

/** `/lib` → `/lib/_card.png`; the home pages' are `/_card.png` and `/en/_card.png`. */
export function picturePath(pagePath: string, suffix: PictureSuffix): string {
  return `${pagePath === '/' ? '' : pagePath}${suffix}`;
}

/** A page's card or ladder image with the page's query ('' or '?…'). */
export function pictureUrl(pagePath: string, search: string, suffix: PictureSuffix): string {
  return picturePath(pagePath, suffix) + search;
}

/** The size every card is drawn at: what Open Graph and Twitter's large summary card show best (1.91:1). */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
