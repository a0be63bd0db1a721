import { LANGUAGE_TAGS, LOCALES, type Locale } from '../shared/locales.js';
import { localizePath } from '../shared/route-paths.js';
import type { PageHead } from '../shared/payload.js';

/**
 * Canonical and hreflang links for a page, absolute and built from the clean
 * path (no query), so filtered or tracked URLs never multiply the alternates.
 * `unprefixedPath` is the Chinese spelling, e.g. '/lib'.
 */
export function pageHead(
  siteUrl: string,
  unprefixedPath: string,
  locale: Locale,
  words: { title: string; description: string },
): PageHead {
  const url = (target: Locale) => siteUrl + localizePath(unprefixedPath, target);
  return {
    ...words,
    canonical: url(locale),
    alternates: [
      ...LOCALES.map((target) => ({ hreflang: LANGUAGE_TAGS[target], href: url(target) })),
      { hreflang: 'x-default', href: url('zh') },
    ],
  };
}
