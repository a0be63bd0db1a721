/**
 * A page's parts the server rendered into HTML (views/static-html.tsx) travel in its data, so that
 * a client navigation can put them in place. In the page's own document they would travel twice:
 * once in the page and once, escaped, in the embedded payload — for the ladder, half of what a first
 * visit downloads. So the document's payload names each part by its place among the page's parts,
 * `{"$html": n}` (src/render/document-parts.ts), and the browser reads it back from the page while
 * parsing the payload, before hydrating. `_payload.json` carries the parts whole. Safe to import in
 * the browser.
 */
export interface DocumentPart {
  $html: number;
}

/** The attribute that marks each part's element (views/static-html.tsx). */
export const DOCUMENT_PART_ATTRIBUTE = 'data-static';

/** A JSON.parse reviver putting the n-th part's HTML, as `partAt` reads it, where the payload names it. */
export function documentPartsReviver(partAt: (place: number) => string) {
  return (_key: string, value: unknown): unknown =>
    typeof (value as Partial<DocumentPart> | null)?.$html === 'number' ? partAt((value as DocumentPart).$html) : value;
}
