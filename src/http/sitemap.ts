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
 */
export function registerSitemap(app: FastifyInstance, siteUrl: string, cache: ResponseCache): void {
  // The language switch's redirects (src/http/language-switch.ts) are no pages: the hreflang
  // alternates already name every page in both languages.
  const robots = `User-agent: *\nAllow: /\nDisallow: /language/\nSitemap: ${siteUrl}/sitemap.xml\n`;
  app.get('/robots.txt', (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots));
  // Kept like a page, with its compressed variants: it lists every page in both languages.
  app.get('/sitemap.xml', async (request, reply) => {
    const entry = (await cache.getOrProduce('sitemap', async () => ({
      status: 200,
      contentType: 'application/xml; charset=utf-8',
      body: Buffer.from(sitemapXml(app.sitePages.paths(), siteUrl)),
    })))!;
    return sendCached(request, reply, cache, 'sitemap', entry, { cacheControl: 'public, max-age=3600', replayable: true });
  });
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
