import { LANGUAGE_TAGS, LOCALES, otherLocale, type Locale } from '../shared/locales.js';
import { localizePath } from '../shared/route-paths.js';
import type { PageHead } from '../shared/payload.js';
import { translate } from '../messages.js';
import { CARD_HEIGHT, CARD_SUFFIX, CARD_WIDTH, pictureUrl } from '../shared/card-url.js';
import { titleWithoutSite } from '../cards/card-content.js';

/**
 * Canonical and hreflang links for a page, absolute and built from the clean
 * path (no query), so filtered or tracked URLs never multiply the alternates;
 * and the Open Graph and Twitter card tags a shared link's preview is drawn from, with the card the
 * server draws of the page (src/cards/) when `search` is given: the page's own query ('' or '?…'),
 * so a filtered library or a comparison previews as itself. `unprefixedPath` is the Chinese
 * spelling, e.g. '/lib'.
 */
export function pageHead(siteUrl: string, unprefixedPath: string, locale: Locale, words: { title: string; description: string }, search?: string): PageHead {
  const url = (target: Locale) => siteUrl + localizePath(unprefixedPath, target);
  const card = search === undefined ? null : siteUrl + pictureUrl(localizePath(unprefixedPath, locale), search, CARD_SUFFIX);
  return {
    ...words,
    canonical: url(locale),
    alternates: [...LOCALES.map((target) => ({ hreflang: LANGUAGE_TAGS[target], href: url(target) })), { hreflang: 'x-default', href: url('zh') }],
    social: socialMeta(locale, words, url(locale), card),
  };
}

/** Open Graph spells a language tag with an underscore: zh_CN, en_US. */
const ogLocale = (locale: Locale) => LANGUAGE_TAGS[locale].replace('-', '_');

/**
 * Open Graph (https://ogp.me) with the page's language and the other one, the page's card with
 * its size and what it shows, and a Twitter/X card: the large picture where there is a card.
 * Chat apps and social sites fetch og:image as it is, so it is absolute, on our own origin.
 */
function socialMeta(locale: Locale, { title, description }: { title: string; description: string }, canonical: string, card: string | null) {
  const openGraph = {
    type: 'website',
    site_name: translate(locale, 'siteName'),
    title,
    description,
    url: canonical,
    locale: ogLocale(locale),
    'locale:alternate': ogLocale(otherLocale(locale)),
    ...(card
      ? {
          image: card,
          'image:type': 'image/png',
          'image:width': String(CARD_WIDTH),
          'image:height': String(CARD_HEIGHT),
          'image:alt': translate(locale, 'cards.alt', { title: titleWithoutSite(title, translate(locale, 'siteName')) }),
        }
      : {}),
  };
  const twitter = card
    ? {
        card: 'summary_large_image',
        title,
        description,
        image: card,
        'image:alt': translate(locale, 'cards.alt', { title: titleWithoutSite(title, translate(locale, 'siteName')) }),
      }
    : { card: 'summary', title, description };
  return [
    ...Object.entries(openGraph).map(([name, content]) => ({ property: `og:${name}`, content })),
    ...Object.entries(twitter).map(([name, content]) => ({ name: `twitter:${name}`, content })),
  ];
}
