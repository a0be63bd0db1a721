import type { Ref } from 'react';

/**
 * A part of a page that needs no code in the browser — facts, links, a still chart — rendered
 * once, on the server, into HTML that the page's data carries (src/render/static-html.ts). The
 * browser puts that HTML in place, on hydration and after a client navigation alike, without
 * the components and the words that made it: a first visit downloads the part, not the program
 * that draws it. The wrapper takes no box of its own (`display: contents`). Its mark, data-static
 * (DOCUMENT_PART_ATTRIBUTE), lets the page's own document send the part once
 * (src/shared/document-parts.ts).
 */
export function StaticHtml({ html, ref }: { html: string; ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} className="static-html" data-static="" dangerouslySetInnerHTML={{ __html: html }} />;
}
