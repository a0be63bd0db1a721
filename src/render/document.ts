import type { ClientAssets, PageView } from '../shared/build-meta.js';
import { documentHead } from '../shared/document-head.js';
import { APP_ELEMENT_ID, ASSETS_ELEMENT_ID, PAYLOAD_ELEMENT_ID } from '../shared/dom-ids.js';
import type { Locale } from '../shared/locales.js';
import { serializePayload, type EmbeddedPayload, type PagePayload } from '../shared/payload.js';
import type { Theme } from '../shared/theme.js';
import { clientAssets, modulePreloads, type BuildManifest } from './build-manifest.js';
import { escapeHtml } from './html.js';

/**
 * The HTML around the React-rendered body. React renders only inside
 * `#app`, so the head stays plain strings the browser router updates by hand.
 * No inline executable script exists: the page data sits in a JSON script
 * element, the structured data in a JSON-LD one, and the one module script is an external file.
 */
export interface DocumentAssets {
  css: string[];
  entry: string;
  preloads: string[];
  /** where the browser finds the other views and messages, for navigating */
  client: ClientAssets;
  /** the theme the visitor saved (src/shared/theme.ts); absent, CSS follows the system */
  theme?: Theme;
}

/** What the document around a view needs: its files, and the theme the visitor saved. */
export function documentAssets(manifest: BuildManifest, view: PageView, { locale, theme }: { locale: Locale; theme: Theme | undefined }): DocumentAssets {
  return {
    css: manifest.css,
    entry: manifest.entry.js,
    preloads: modulePreloads(manifest, view, locale),
    client: clientAssets(manifest),
    ...(theme ? { theme } : {}),
  };
}

// A small inline SVG icon avoids a request (and a 404) for /favicon.ico; the plain pages use it too.
export const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="4" y="4" width="24" height="24" rx="4" fill="#0b1a33" stroke="#22d3ee" stroke-width="2"/><rect x="11" y="11" width="10" height="10" fill="#22d3ee"/></svg>',
)}`;

export function documentStart(payload: PagePayload, assets: DocumentAssets): string {
  const head = documentHead(payload);
  const lines = [
    '<!doctype html>',
    `<html lang="${head.lang}" dir="ltr"${assets.theme ? ` data-theme="${assets.theme}"` : ''}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    ...head.elements.map(
      ([tag, attributes, json]) =>
        // JSON-LD is data, not a script to run: `script-src 'self'` does not apply to it, and
        // serializePayload escapes `<`, so no value can end the element.
        `<${tag}${attributesHtml(attributes)}>${json ? `${serializePayload(json)}</script>` : ''}`,
    ),
    '<meta name="color-scheme" content="dark light">',
    `<link rel="icon" href="${ICON}">`,
    ...assets.css.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
    `<script type="module" src="${assets.entry}"></script>`,
    '</head>',
    '<body>',
    `<div id="${APP_ELEMENT_ID}">`,
  ];
  return lines.join('\n');
}

function attributesHtml(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

/** The payload's parts are in the page above it: it names them rather than repeating them (src/shared/page-parts.ts). */
export function documentEnd(payload: PagePayload, assets: DocumentAssets): string {
  const embedded: EmbeddedPayload = { ...payload, parts: Object.keys(payload.parts) };
  return [
    '</div>',
    `<script type="application/json" id="${PAYLOAD_ELEMENT_ID}">${serializePayload(embedded)}</script>`,
    `<script type="application/json" id="${ASSETS_ELEMENT_ID}">${serializePayload(assets.client)}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
