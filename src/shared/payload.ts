import type { Locale } from './locales.js';
import type { PageParts } from './page-parts.js';
import type { Vendor } from './processor.js';
import type { RouteName, ViewName } from './routes.js';

/**
 * What a page is made of: the server renders it into HTML, embeds it once as
 * JSON for hydration, and serves it alone at `{path}/_payload.json` for
 * client navigation. Safe to import in the browser.
 */
export interface PagePayload<Data = unknown> {
  /** the build that made this payload; a mismatch forces a full page load */
  buildId: string;
  /** null on error pages */
  route: RouteName | null;
  view: ViewName | 'error';
  locale: Locale;
  params: Record<string, string>;
  /** the request's query string ('' or '?…'), kept by the language switcher */
  search: string;
  head: PageHead;
  /** a generated catalogue is marked on every page */
  synthetic: boolean;
  data: Data;
  /** the parts the server drew into HTML, by name (src/shared/page-parts.ts) */
  parts: PageParts;
}

/** The payload as a page's own document embeds it: the parts' names, their HTML being in the page. */
export type EmbeddedPayload<Data = unknown> = Omit<PagePayload<Data>, 'parts'> & { parts: string[] };

export interface PageHead {
  title: string;
  description: string;
  /** absolute URLs, built from the clean path (no query) */
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  /**
   * What a shared link's preview card shows, as `<meta>` attributes in order: Open Graph
   * (`{ property, content }`) and the Twitter card (`{ name, content }`), made on the server
   * (src/render/page-head.ts); error pages, which are never shared or indexed, have none
   */
  social?: Record<string, string>[];
  /** the page's schema.org JSON-LD (src/pages/structured-data.ts); error pages have none */
  structuredData?: JsonLd;
}

/** A JSON-LD document: JSON, read by search engines as schema.org data, never run. */
export type JsonLd = { [key: string]: unknown };

export interface ErrorData {
  statusCode: number;
  /** English, as logged: "Page Not Found: /x" (a 404 page says it in its own language from `path`) */
  message: string;
  /** the page that failed, without the query */
  path?: string;
  /** the same page in the other language, where the language switch leads ('/x' ↔ '/en/x') */
  otherLanguagePath?: string;
  /** a 404's "did you mean": the processors nearest what the path asked for, best first */
  suggestions?: ProcessorLink[];
  /** a 404's search field starts with the path read as a query ("ryzen 7 7800x3") */
  query?: string;
}

/** Enough of a processor to link to it by name. */
export interface ProcessorLink {
  vendor: Vendor;
  id: string;
  name: string;
}

/**
 * JSON that cannot end its script element or open a comment inside it:
 * `<`, `>` and `&` become \u escapes, and so do U+2028/U+2029 (valid in
 * JSON, historically line terminators in JavaScript).
 */
export function serializePayload(payload: unknown): string {
  return JSON.stringify(payload).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
