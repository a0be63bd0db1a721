import { LANGUAGE_TAGS, LOCALES, otherLocale, type Locale } from '../shared/locales.js';
import { localizePath } from '../shared/route-paths.js';
import type { PageHead } from '../shared/payload.js';
import { translate } from '../messages.js';

/**
 * Canonical and hreflang links for a page, absolute and built from the clean
 * path (no query), so filtered or tracked URLs never multiply the alternates;
 * and the Open Graph and Twitter card tags a shared link's preview is drawn from.
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
    social: socialMeta(locale, words, url(locale)),
  };
}

/** Open Graph spells a language tag with an underscore: zh_CN, en_US. */
const ogLocale = (locale: Locale) => LANGUAGE_TAGS[locale].replace('-', '_');

/**
 * Open Graph (https://ogp.me) with the page's language and the other one, and a Twitter/X
 * summary card. No og:image: the site has no picture that would say more than the words.
 */
function socialMeta(locale: Locale, { title, description }: { title: string; description: string }, canonical: string) {
  const openGraph = {
    type: 'website',
    site_name: translate(locale, 'siteName'),
    title,
    description,
    url: canonical,
    locale: ogLocale(locale),
    'locale:alternate': ogLocale(otherLocale(locale)),
  };
  const twitter = { card: 'summary', title, description };
  return [
    ...Object.entries(openGraph).map(([name, content]) => ({ property: `og:${name}`, content })),
    ...Object.entries(twitter).map(([name, content]) => ({ name: `twitter:${name}`, content })),
  ];
}
