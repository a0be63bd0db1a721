import { LANGUAGE_TAGS } from './locales.js';
import type { PagePayload } from './payload.js';

/**
 * The part of the document's head that changes from page to page, made from a payload in one
 * place: the server writes it into the HTML (src/render/document.ts) and the browser router
 * puts it in place after a client navigation (client/document-head.ts), so both always agree.
 */
export interface DocumentHead {
  /** `<html lang>` */
  lang: string;
  title: string;
  /** `<meta name content>`, one per name */
  meta: { name: string; content: string }[];
  /** the canonical link (error pages have none) and the hreflang alternates */
  links: { rel: 'canonical' | 'alternate'; href: string; hreflang?: string }[];
}

export function documentHead({ head, locale }: PagePayload): DocumentHead {
  return {
    lang: LANGUAGE_TAGS[locale],
    title: head.title,
    meta: [{ name: 'description', content: head.description }],
    links: [
      // An error page is not a page to index, so it names no canonical address.
      ...(head.canonical ? [{ rel: 'canonical' as const, href: head.canonical }] : []),
      ...head.alternates.map((alternate) => ({ rel: 'alternate' as const, href: alternate.href, hreflang: alternate.hreflang })),
    ],
  };
}
