import { LANGUAGE_TAGS } from './locales.js';
import type { JsonLd, PagePayload } from './payload.js';

/**
 * The part of the document's head that changes from page to page, made from a payload in one
 * place: the server writes it into the HTML (src/render/document.ts) and the browser router
 * puts it in place after a client navigation (client/document-head.ts), so both always agree.
 * The values come made in the payload's head (src/render/page-head.ts, structured-data.ts):
 * this only lays them out, so the browser carries no code to work them out.
 */
export interface DocumentHead {
  /** `<html lang>` */
  lang: string;
  title: string;
  /**
   * The head's other elements, each a tag and its attributes in order: the description, Open
   * Graph (`property=`) and Twitter card `<meta>`s, the canonical link (error pages have none)
   * and the hreflang alternates, then the page's schema.org JSON-LD, whose script element holds
   * the third item as JSON (error pages have none).
   */
  elements: HeadElement[];
}

export type HeadElement = [tag: 'meta' | 'link' | 'script', attributes: Record<string, string>, json?: JsonLd];

/**
 * What the router removes from the head before it writes the next page's: the elements above;
 * the rest (charset, viewport, icon, styles, scripts) stays.
 */
export const PAGE_HEAD_SELECTOR = '[name=description],[property],[name^=twitter],[rel=canonical],[hreflang],[type*=ld]';

export function documentHead({ head, locale }: PagePayload): DocumentHead {
  const { title, description, canonical, social = [], structuredData } = head;
  return {
    lang: LANGUAGE_TAGS[locale],
    title,
    elements: [
      ['meta', { name: 'description', content: description }],
      ...social.map((attributes): HeadElement => ['meta', attributes]),
      // An error page is not a page to index, so it names no canonical address.
      ...(canonical ? [['link', { rel: 'canonical', href: canonical }] as HeadElement] : []),
      ...head.alternates.map(({ hreflang, href }): HeadElement => ['link', { rel: 'alternate', hreflang, href }]),
      ...(structuredData ? [['script', { type: 'application/ld+json' }, structuredData] as HeadElement] : []),
    ],
  };
}
