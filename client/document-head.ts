import { documentHead } from '../src/shared/document-head.js';
import type { PagePayload } from '../src/shared/payload.js';

/**
 * Makes the head say what a full load of the page would have said: the same DocumentHead the
 * server wrote into the HTML, put in place by hand, since React renders only inside #app.
 */
export function applyDocumentHead(payload: PagePayload): void {
  const head = documentHead(payload);
  document.documentElement.lang = head.lang;
  document.title = head.title;
  for (const { name, content } of head.meta) {
    let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = name;
      document.head.append(meta);
    }
    meta.content = content;
  }
  for (const old of document.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]')) old.remove();
  for (const { rel, href, hreflang } of head.links) {
    const link = document.createElement('link');
    link.rel = rel;
    if (hreflang) link.hreflang = hreflang;
    link.href = href;
    document.head.append(link);
  }
}
