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

  const canonical = document.querySelector('link[rel="canonical"]') ?? appendLink('canonical');
  canonical.setAttribute('href', head.canonical);

  for (const old of document.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
  let previous: Element = canonical;
  for (const alternate of head.alternates) {
    const link = appendLink('alternate');
    link.setAttribute('hreflang', alternate.hreflang);
    link.setAttribute('href', alternate.href);
    previous.after(link);
    previous = link;
  }
}

function appendLink(rel: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  document.head.append(link);
  return link;
}
