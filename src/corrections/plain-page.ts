import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SiteFrame } from '../../views/layout/site-frame.js';
import { translate } from '../messages.js';
import { ICON } from '../render/document.js';
import { escapeHtml } from '../render/html.js';
import { LANGUAGE_TAGS, type Locale } from '../shared/locales.js';

/**
 * The document around the report form, its answers and /changes: pages the server writes per
 * request from the database (never cached, never a page of the route table, whose loaders only
 * read the catalogue), plain HTML that works with JavaScript off. They wear the site's own header
 * and footer (views/layout/site-frame.tsx) and stylesheet, so a visitor who arrives on one can
 * search, go to the library or the ladder, or switch language from it; the site's script is not
 * loaded, so the theme follows the system. `script` is a file of our own origin (script-src
 * 'self'); `feed` a feed to advertise.
 */
export interface PlainPage {
  locale: Locale;
  title: string;
  /** the same page in the other language */
  otherLanguageHref: string;
  /** already-escaped HTML */
  body: string;
  look: SiteLook;
  noindex?: boolean;
  script?: string;
  feed?: string;
}

/** What the site's frame needs from the running server: its stylesheets, and whether the catalogue is synthetic (said on every page). */
export interface SiteLook {
  stylesheets: readonly string[];
  synthetic: boolean;
}

/** Stands for the page's own content inside the frame React draws: a private-use character no text of ours holds. */
const MAIN = '\uE000main\uE000';

export function plainDocument(page: PlainPage): string {
  const frame = renderToStaticMarkup(
    createElement(SiteFrame, {
      locale: page.locale,
      route: null,
      languageHref: page.otherLanguageHref,
      synthetic: page.look.synthetic,
      // biome-ignore lint/correctness/noChildrenProp: this file has no JSX, and createElement's types want a component's required children among its props
      children: MAIN,
    }),
  );
  const [before, after] = frame.split(MAIN) as [string, string];
  return (
    `<!doctype html><html lang="${LANGUAGE_TAGS[page.locale]}" dir="ltr"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escapeHtml(page.title)} · ${escapeHtml(translate(page.locale, 'siteName'))}</title>` +
    (page.noindex ? '<meta name="robots" content="noindex">' : '') +
    (page.feed ? `<link rel="alternate" type="application/atom+xml" href="${escapeHtml(page.feed)}">` : '') +
    '<meta name="color-scheme" content="dark light">' +
    `<link rel="icon" href="${ICON}">` +
    page.look.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('') +
    `<style>${STYLE}</style>` +
    (page.script ? `<script src="${escapeHtml(page.script)}" defer></script>` : '') +
    `</head><body>${before}<div class="plain-page">${page.body}</div>${after}</body></html>`
  );
}

/**
 * What the site's stylesheet has no rule for: the form's fields, the reference number and the
 * list of changes, in the site's colours (views/styles/tokens.css). Kept small and inline
 * (style-src allows it).
 */
const STYLE = [
  '.plain-page{max-width:46rem;margin:0 auto;padding:1rem 0 3rem;line-height:1.6}',
  '.plain-page h1{font-size:1.45rem;line-height:1.3;margin:.5rem 0 1rem}.plain-page h2{font-size:1.15rem;margin:2rem 0 .5rem}',
  '.plain-page p{margin:.5rem 0}.plain-page .muted{color:var(--text-muted);font-size:.9rem}',
  '.plain-page label{display:block;font-weight:600;margin:1rem 0 .25rem}',
  '.plain-page input,.plain-page select,.plain-page textarea{box-sizing:border-box;width:100%;font:inherit;padding:.55rem .6rem;border:1px solid var(--line);border-radius:6px;background:var(--bg-raised);color:var(--text)}',
  '.plain-page textarea{min-height:6rem}',
  '.plain-page button{font:inherit;font-weight:600;margin-top:1.25rem;padding:.65rem 1.4rem;border:0;border-radius:6px;background:var(--accent);color:var(--accent-ink);cursor:pointer}',
  '.plain-page button[disabled]{opacity:.6}',
  '.plain-page .trap{position:absolute;left:-100vw;width:1px;height:1px;overflow:hidden}',
  '.plain-page .error{border-left:4px solid var(--danger);padding:.5rem .75rem;background:color-mix(in srgb,var(--danger) 10%,transparent)}',
  '.plain-page .reference{font:700 1.6rem/1.3 var(--font-mono);letter-spacing:.05em;margin:.5rem 0 1rem}',
  '.plain-page .change{border-top:1px solid var(--line);padding:.75rem 0}.plain-page .change h3{font-size:1rem;margin:0 0 .25rem}',
  '.plain-page .change .what{font-weight:600;overflow-wrap:anywhere}.plain-page .change p{overflow-wrap:anywhere}',
].join('');
