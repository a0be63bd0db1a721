import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../render/html.js';
import { sendCached } from './cached-response.js';
import type { ResponseCache } from './response-cache.js';
import { pageHead } from '../render/page-head.js';
import { LOCALES } from '../shared/locales.js';

/**
 * What search engines read before the pages: /robots.txt lets them in (but for the language
 * switch's redirects) and names the sitemap, and /sitemap.xml lists every page the route table
 * makes of the catalogue (app.sitePages, src/render/page-paths.ts) in both languages, each with
 * the same hreflang alternates as its head (src/render/page-head.ts).
 *
 * The sitemap protocol (sitemaps.org) takes at most 50,000 URLs in one file. A catalogue with more
 * pages than that in both languages (a synthetic one of tens of thousands of processors) gets an index
 * at /sitemap.xml instead, naming parts at /sitemap-1.xml, /sitemap-2.xml, …, each of
 * PAGES_PER_PART pages in both languages.
 */
export function registerSitemap(app: FastifyInstance, siteUrl: string, cache: ResponseCache): void {
  // The language switch's redirects (src/http/language-switch.ts) are no pages: the hreflang
  // alternates already name every page in both languages.
  const robots = `User-agent: *\nAllow: /\nDisallow: /language/\nSitemap: ${siteUrl}/sitemap.xml\n`;
  app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots));
  // The number of files is worked out once: the catalogue does not change while the process runs,
  // and a request for a part that does not exist must not make every page's path to find out.
  let partCount: number | undefined;
  const partsOf = (paths: () => readonly string[]) => (partCount ??= sitemapParts(paths().length));
  // Kept like a page, with its compressed variants: it lists every page in both languages, or
  // names the parts that do.
  app.get('/sitemap.xml', async (request, reply) => {
    const entry = (await cache.getOrProduce('sitemap', async () => {
      const paths = app.sitePages.paths();
      const parts = partsOf(() => paths);
      return xml(parts === 1 ? sitemapXml(paths, siteUrl) : sitemapIndexXml(parts, siteUrl));
    }))!;
    return sendCached(request, reply, cache, 'sitemap', entry, { cacheControl: 'public, max-age=3600', replayable: true });
  });
  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', async (request, reply) => {
    const { part } = request.params;
    const key = `sitemap-${part}`;
    // Only the parts the index names, written as it writes them (no 0, no leading zeros).
    const parts = partsOf(() => app.sitePages.paths());
    if (parts === 1 || !/^[1-9][0-9]{0,5}$/.test(part) || Number(part) > parts) return reply.callNotFound();
    const entry = (await cache.getOrProduce(key, async () => {
      const first = (Number(part) - 1) * PAGES_PER_PART;
      return xml(sitemapXml(app.sitePages.paths().slice(first, first + PAGES_PER_PART), siteUrl));
    }))!;
    return sendCached(request, reply, cache, key, entry, { cacheControl: 'public, max-age=3600', replayable: true });
  });
}

/** The protocol's most URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * Pages in a part of a split sitemap: 10,000 URLs with both languages, about 4 MB of XML, which
 * the response cache keeps at its default bound, where a part of 50,000 URLs would be made again
 * for each crawler that asks.
 */
export const PAGES_PER_PART = 5_000;

/** How many files the sitemap of `pageCount` pages takes: one while the protocol allows it. */
export function sitemapParts(pageCount: number): number {
  return pageCount * LOCALES.length <= SITEMAP_MAX_URLS ? 1 : Math.ceil(pageCount / PAGES_PER_PART);
}

const xml = (text: string) => ({ status: 200, contentType: 'application/xml; charset=utf-8', body: Buffer.from(text) });

export function sitemapIndexXml(parts: number, siteUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Array.from({ length: parts }, (_, index) => `<sitemap><loc>${escapeHtml(`${siteUrl}/sitemap-${index + 1}.xml`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

export function sitemapXml(paths: readonly string[], siteUrl: string): string {
  const entries = paths.flatMap((path) =>
    LOCALES.map((locale) => {
      const head = pageHead(siteUrl, path, locale, { title: '', description: '' });
      const links = head.alternates.map((alternate) => `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}"/>`);
      return `<url><loc>${escapeHtml(head.canonical)}</loc>${links.join('')}</url>`;
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
