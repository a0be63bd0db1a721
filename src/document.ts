import { LANGUAGE_TAGS } from './locales.js';
import { escapeHtml } from './html.js';
import type { ClientAssets } from './build-manifest.js';
import { APP_ELEMENT_ID, ASSETS_ELEMENT_ID } from './document-ids.js';
import { PAYLOAD_ELEMENT_ID, serializePayload, type PagePayload } from './payload.js';
import type { Theme } from './theme.js';

/**
 * The HTML around the React-rendered body. React renders only inside
 * `#app`, so the head stays plain strings the browser router updates by hand.
 * No inline executable script exists: the page data sits in a JSON script
 * element, and the one module script is an external file.
 */
export interface DocumentAssets {
  css: string[];
  entry: string;
  preloads: string[];
  /** where the browser finds the other views and messages, for navigating */
  client: ClientAssets;
  /** the theme the visitor saved (src/theme.ts); absent, CSS follows the system */
  theme?: Theme;
}

// A small inline SVG icon avoids a request (and a 404) for /favicon.ico.
const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="4" y="4" width="24" height="24" rx="4" fill="#0b1a33" stroke="#22d3ee" stroke-width="2"/><rect x="11" y="11" width="10" height="10" fill="#22d3ee"/></svg>',
)}`;

export function documentStart(payload: PagePayload, assets: DocumentAssets): string {
  const { head } = payload;
  const lines = [
    '<!doctype html>',
    `<html lang="${LANGUAGE_TAGS[payload.locale]}" dir="ltr"${assets.theme ? ` data-theme="${assets.theme}"` : ''}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    '<meta name="color-scheme" content="dark light">',
    `<link rel="icon" href="${ICON}">`,
    // Error pages have no address of their own to name, and so no canonical link.
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}">`] : []),
    ...head.alternates.map(
      (alternate) => `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}">`,
    ),
    ...assets.css.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
    `<script type="module" src="${assets.entry}"></script>`,
    '</head>',
    '<body>',
    `<div id="${APP_ELEMENT_ID}">`,
  ];
  return lines.join('\n');
}

export function documentEnd(payload: PagePayload, assets: DocumentAssets): string {
  return [
    '</div>',
    `<script type="application/json" id="${PAYLOAD_ELEMENT_ID}">${serializePayload(payload)}</script>`,
    `<script type="application/json" id="${ASSETS_ELEMENT_ID}">${serializePayload(assets.client)}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
