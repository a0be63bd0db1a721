import { DOCUMENT_PART_ATTRIBUTE, type DocumentPart } from '../shared/document-parts.js';

/**
 * The server's half of src/shared/document-parts.ts: the parts a rendered page holds, and its data
 * with each of them named by its place instead of repeated.
 */

/**
 * The HTML inside each element views/static-html.tsx marks, in document order. React's markup is
 * regular: every <div> closes, and a "<div" in text or an attribute is escaped.
 */
const PART_START = new RegExp(`<div class="static-html" ${DOCUMENT_PART_ATTRIBUTE}="">`, 'g');

export function partsOf(html: string): string[] {
  const parts: string[] = [];
  for (const marker of html.matchAll(PART_START)) {
    const start = marker.index + marker[0].length;
    const tags = /<(\/?)div\b[^>]*>/g;
    tags.lastIndex = start;
    for (let depth = 1, tag = tags.exec(html); tag; tag = tags.exec(html)) {
      depth += tag[1] ? -1 : 1;
      if (depth === 0) {
        parts.push(html.slice(start, tag.index));
        break;
      }
    }
  }
  return parts;
}

/** `data` with every string that is one of the page's `parts` named by its first place among them. */
export function withoutDocumentParts(data: unknown, parts: readonly string[]): unknown {
  if (parts.length === 0) return data;
  const places = new Map<string, number>();
  parts.forEach((part, index) => {
    if (part !== '' && !places.has(part)) places.set(part, index);
  });
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return places.has(value) ? ({ $html: places.get(value)! } satisfies DocumentPart) : value;
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, walk(entry)]));
    return value;
  };
  return walk(data);
}
