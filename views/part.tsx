import type { Ref } from 'react';
import type { PageParts } from '../src/shared/page-parts.js';

/**
 * Where a page shows one of its parts (src/shared/page-parts.ts): HTML the server drew, put in
 * place as it is, on hydration and after a client navigation alike. The element takes no box of
 * its own (`display: contents`); its attribute names the part, so that the browser finds the part
 * in the page's own document (readParts, below, is the only other reader of that attribute).
 */
export function Part<Name extends string>({ parts, name, ref }: { parts: PageParts<Name>; name: NoInfer<Name>; ref?: Ref<HTMLDivElement> }) {
  return <div ref={ref} className="part" {...partContents(parts, name)} />;
}

/**
 * The props of an element whose contents are a part, for a part that cannot sit in a box of its
 * own: a select's options (`<select {...partContents(parts, 'sockets')} />`). The name is one of
 * the page's parts (the names `parts` has), so a misspelt one is a type error, not an empty part.
 */
export function partContents<Name extends string>(parts: PageParts<Name>, name: NoInfer<Name>) {
  return { 'data-part': name, dangerouslySetInnerHTML: { __html: parts[name] ?? '' } };
}

/** A page's parts, read back from their elements in its own document before hydrating. */
export function readParts(container: ParentNode, names: readonly string[]): PageParts {
  return Object.fromEntries(names.map((name) => [name, container.querySelector(`[data-part="${name}"]`)?.innerHTML ?? '']));
}
