import { translate } from '../messages.js';
import { ICON } from '../render/document.js';
import { escapeHtml } from '../render/html.js';
import { LANGUAGE_TAGS, type Locale } from '../shared/locales.js';
import { hrefFor } from '../shared/route-paths.js';

/**
 * The document around the report form, its answers and /changes: pages the server writes per
 * request from the database (never cached, never a page of the route table, whose loaders only
 * read the catalogue), plain HTML that works with JavaScript off. Their look is the site's in
 * small: its name leading home, the other language a link away, one column that reads on a phone.
 * `script` is a file of our own origin (script-src 'self'); `feed` a feed to advertise.
 */
export interface PlainPage {
  locale: Locale;
  title: string;
  /** the same page in the other language */
  otherLanguageHref: string;
  /** already-escaped HTML */
  body: string;
  noindex?: boolean;
  script?: string;
  feed?: string;
}

export function plainDocument(page: PlainPage): string {
  const t = (key: Parameters<typeof translate>[1]) => escapeHtml(translate(page.locale, key));
  const other = page.locale === 'zh' ? 'English' : '中文';
  return `<!doctype html><html lang="${LANGUAGE_TAGS[page.locale]}"><head><meta charset="utf-8">`
    + '<meta name="viewport" content="width=device-width,initial-scale=1">'
    + `<title>${escapeHtml(page.title)} · ${t('siteName')}</title>`
    + (page.noindex ? '<meta name="robots" content="noindex">' : '')
    + (page.feed ? `<link rel="alternate" type="application/atom+xml" href="${escapeHtml(page.feed)}">` : '')
    + `<link rel="icon" href="${ICON}"><style>${STYLE}</style>`
    + (page.script ? `<script src="${escapeHtml(page.script)}" defer></script>` : '')
    + `</head><body><header><a class="site" href="${escapeHtml(hrefFor('home', page.locale))}">${t('siteName')}</a>`
    + `<a hreflang="${page.locale === 'zh' ? 'en' : 'zh'}" href="${escapeHtml(page.otherLanguageHref)}">${other}</a></header>`
    + `<main>${page.body}</main></body></html>`;
}

/** Kept small and inline (style-src allows it): these pages load nothing but the form's one script. */
const STYLE = [
  // The site's own colours (views/styles/tokens.css): deep navy and cyan by default, light when the system prefers it.
  ':root{color-scheme:dark;--ink:#e6eef9;--muted:#a3b6d3;--line:#1f3a66;--paper:#07122a;--raised:#0c1a37;--accent:#22d3ee;--accent-ink:#04121f;--link:#67e8f9;--bad:#fca5a5}',
  '@media (prefers-color-scheme:light){:root{color-scheme:light;--ink:#0b1a33;--muted:#43587a;--line:#cfdbeb;--paper:#f3f6fb;--raised:#fff;--accent:#0e7490;--accent-ink:#fff;--link:#0b5f7a;--bad:#b91c1c}}',
  'body{margin:0;background:var(--paper);color:var(--ink);font:16px/1.6 system-ui,"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif}',
  'header{display:flex;justify-content:space-between;align-items:center;gap:1rem;padding:.75rem 1rem;border-bottom:1px solid var(--line)}',
  'header .site{font-weight:700;color:var(--ink);text-decoration:none}',
  'main{max-width:46rem;margin:0 auto;padding:1rem 1rem 3rem}',
  'h1{font-size:1.45rem;line-height:1.3;margin:.5rem 0 1rem}h2{font-size:1.15rem;margin:2rem 0 .5rem}',
  'a{color:var(--link)}p{margin:.5rem 0}.muted{color:var(--muted);font-size:.9rem}',
  'label{display:block;font-weight:600;margin:1rem 0 .25rem}',
  'input,select,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.55rem .6rem;border:1px solid var(--line);border-radius:6px;background:var(--raised);color:var(--ink)}',
  'textarea{min-height:6rem}',
  'button{font:inherit;font-weight:600;margin-top:1.25rem;padding:.65rem 1.4rem;border:0;border-radius:6px;background:var(--accent);color:var(--accent-ink);cursor:pointer}',
  'button[disabled]{opacity:.6}',
  '.trap{position:absolute;left:-100vw;width:1px;height:1px;overflow:hidden}',
  '.error{border-left:4px solid var(--bad);padding:.5rem .75rem;background:color-mix(in srgb,var(--bad) 10%,transparent)}',
  '.reference{font:700 1.6rem/1.3 ui-monospace,monospace;letter-spacing:.05em;margin:.5rem 0 1rem}',
  '.change{border-top:1px solid var(--line);padding:.75rem 0}.change h3{font-size:1rem;margin:0 0 .25rem}',
  '.change .what{font-weight:600;overflow-wrap:anywhere}.change p{overflow-wrap:anywhere}',
].join('');
