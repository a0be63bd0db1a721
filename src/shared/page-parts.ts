/**
 * A page's parts: the pieces of it that need no code in the browser (facts, links, still charts),
 * which the server draws into HTML from the props a page's loader returns (views/parts/{view}.tsx
 * names the component of each; src/render/page-parts.ts draws them). The browser puts each part in
 * place by name without the components and the words that drew it, so a first visit downloads the
 * part, not the program that draws it.
 *
 * `_payload.json` carries every part's HTML under its name. A page's own document carries it once,
 * inside the part's element (views/part.tsx), while the payload embedded in the document lists
 * only the names; the browser reads each part back from its element before hydrating.
 */

/**
 * Each part's HTML, by name: what views draw with <Part>. A part the page does not have is absent.
 * Named by a page's parts (`PageParts<'body'>`), a part of another name is a type error where it
 * is drawn; the payload, which holds any page's, takes any name.
 */
export type PageParts<Name extends string = string> = { readonly [P in Name]?: string };
