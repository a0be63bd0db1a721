import { LANGUAGE_TAGS } from '../src/locales.js';
import type { PagePayload } from '../src/payload.js';

/**
 * Makes the head say what a full load of the page would have said
 * (src/document.ts writes it on the server): language, title, description,
 * canonical and hreflang links. React renders only inside #app, so the head
 * is kept here, by hand.
 */
export function applyDocumentHead({ head, locale }: PagePayload): void {
  document.documentElement.lang = LANGUAGE_TAGS[locale];
  document.title = head.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);

  for (const old of document.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]')) old.remove();
  // An error page has no canonical (src/document.ts); a page that has one lists it first.
  const links: { rel: string; href: string; hreflang?: string }[] = [
    ...(head.canonical ? [{ rel: 'canonical', href: head.canonical }] : []),
    ...head.alternates.map((alternate) => ({ rel: 'alternate', href: alternate.href, hreflang: alternate.hreflang })),
  ];
  for (const { rel, href, hreflang } of links) {
    const link = document.createElement('link');
    link.rel = rel;
    if (hreflang) link.hreflang = hreflang;
    link.href = href;
    document.head.append(link);
  }
}
