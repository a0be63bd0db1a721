import { generationName } from '../shared/format.js';
import { LANGUAGE_TAGS, otherLocale } from '../shared/locales.js';
import { translator, type MessageKey } from '../shared/messages.js';
import type { JsonLd } from '../shared/payload.js';
import type { Processor } from '../shared/processor.js';
import { hrefFor, localizePath } from '../shared/route-paths.js';
import { translate } from '../messages.js';
import type { StructuredPage } from './page.js';

/**
 * What a page tells search engines in schema.org terms, as one JSON-LD document (an `@graph`)
 * that src/shared/document-head.ts writes into a `<script type="application/ld+json">`. A page
 * says what its graph holds (Page.structuredData: home a `WebSite` with a `SearchAction` on the
 * header search, a processor a `Product` and the `BreadcrumbList` its page shows); any other page
 * is a `BreadcrumbList` Home › {the page's title} (defaultGraph).
 *
 * Every word is in the page's language, every URL absolute. Only fields whose meaning is
 * settled in docs/record.md are used, and an unknown value is left out, never guessed.
 */
interface Crumb {
  name: string;
  url: string;
}

/** The graph of a page that says nothing more: how to reach it from home. */
export function defaultGraph(page: StructuredPage<unknown>): JsonLd[] {
  return [breadcrumbList([homeCrumb(page), { name: pageName(page), url: page.head.canonical }])];
}

/** The site, and how to search it: the header's search form (GET /search?q=, /en/search?q=). */
export function webSite({ siteUrl, locale, head }: StructuredPage<unknown>): JsonLd {
  return {
    '@type': 'WebSite',
    '@id': `${head.canonical}#website`,
    url: head.canonical,
    name: translate(locale, 'siteName'),
    alternateName: translate(otherLocale(locale), 'siteName'),
    description: head.description,
    inLanguage: LANGUAGE_TAGS[locale],
    potentialAction: {
      '@type': 'SearchAction',
      // The placeholder is written as it is: URLSearchParams would escape its braces.
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}${localizePath('/search', locale)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The unit of a specification, as text and as its UN/CEFACT common code (what schema.org asks for). */
const UNITS = {
  GHz: 'A86',
  MB: '4L',
  W: 'WTT',
} as const;

export function processorGraph(page: StructuredPage<unknown>, processor: Processor): JsonLd[] {
  const { locale, siteUrl, head } = page;
  const t = translator(locale);
  const vendor = t(`vendor.${processor.vendor}`);
  const property = (field: keyof Processor, name: MessageKey, value: string | number | null, unit?: keyof typeof UNITS): JsonLd[] =>
    value === null
      ? []
      : [
          {
            '@type': 'PropertyValue',
            propertyID: field,
            name: t(name),
            value,
            ...(unit ? { unitText: unit, unitCode: UNITS[unit] } : {}),
          },
        ];
  const product: JsonLd = {
    '@type': 'Product',
    '@id': `${head.canonical}#product`,
    url: head.canonical,
    name: `${vendor} ${processor.name}`,
    description: head.description,
    brand: { '@type': 'Brand', name: vendor },
    manufacturer: { '@type': 'Organization', name: vendor },
    model: processor.name,
    // ISO 8601, as the record has it: a day, or a month where the vendor names no day; a
    // quarter ("2024-Q3") has no ISO 8601 date form, so it is left out.
    ...(processor.launched && !processor.launched.includes('Q') ? { releaseDate: processor.launched } : {}),
    additionalProperty: [
      ...property('family', 'field.family', processor.family),
      ...property('generation', 'field.generation', generationName(processor.generation, t)),
      ...property('segment', 'segment', t(`segment.${processor.segment}`)),
      ...property('socket', 'field.socket', processor.socket),
      ...property('cores', 'field.cores', processor.cores),
      ...property('threads', 'field.threads', processor.threads),
      ...property('baseClockGHz', 'field.baseClockGHz', processor.baseClockGHz, 'GHz'),
      ...property('boostClockGHz', 'field.boostClockGHz', processor.boostClockGHz, 'GHz'),
      ...property('l3CacheMB', 'field.l3CacheMB', processor.l3CacheMB, 'MB'),
      ...property('tdpW', 'field.tdpW', processor.tdpW, 'W'),
    ],
  };
  // The trail the page's own breadcrumb shows (views/pages/processor.tsx).
  const trail = breadcrumbList([
    homeCrumb(page),
    { name: t('library'), url: siteUrl + hrefFor('library', locale) },
    { name: vendor, url: siteUrl + hrefFor('library', locale, {}, { vendor: processor.vendor }) },
    { name: processor.name, url: head.canonical },
  ]);
  return [product, trail];
}

/** A socket's page: the trail Home › Library › the socket. */
export function socketGraph(page: StructuredPage<unknown>, socket: { name: string }): JsonLd[] {
  const { locale, siteUrl, head } = page;
  return [
    breadcrumbList([
      homeCrumb(page),
      { name: translate(locale, 'library'), url: siteUrl + hrefFor('library', locale) },
      { name: translate(locale, 'socket.title', { socket: socket.name }), url: head.canonical },
    ]),
  ];
}

/**
 * The upgrade advisor: the candidates on the page as an ItemList, best first, each the URL of its
 * detail page, and the trail to the owned processor's page and on to its advice.
 */
export function upgradeGraph(
  page: StructuredPage<unknown>,
  data: { processor: Pick<Processor, 'vendor' | 'id' | 'name'>; listed: { name: string; path: string }[] },
): JsonLd[] {
  const { locale, siteUrl, head } = page;
  const t = translator(locale);
  const { processor } = data;
  const vendor = t(`vendor.${processor.vendor}`);
  const graph: JsonLd[] = [];
  if (data.listed.length) {
    graph.push({
      '@type': 'ItemList',
      '@id': `${head.canonical}#upgrades`,
      name: pageName(page),
      itemListOrder: 'https://schema.org/ItemListOrderDescending',
      numberOfItems: data.listed.length,
      itemListElement: data.listed.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, url: siteUrl + item.path })),
    });
  }
  graph.push(
    breadcrumbList([
      homeCrumb(page),
      { name: t('library'), url: siteUrl + hrefFor('library', locale) },
      { name: vendor, url: siteUrl + hrefFor('library', locale, {}, { vendor: processor.vendor }) },
      { name: processor.name, url: siteUrl + hrefFor(processor.vendor, locale, { id: processor.id }) },
      { name: t('upgrade.crumb'), url: head.canonical },
    ]),
  );
  return graph;
}

function breadcrumbList(crumbs: Crumb[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

function homeCrumb({ siteUrl, locale }: StructuredPage<unknown>): Crumb {
  return { name: translate(locale, 'home'), url: siteUrl + hrefFor('home', locale) };
}

/** A page's own name: its title without the site's name after it ("处理器库 · 芯片图鉴" → "处理器库"). */
function pageName({ head, locale }: StructuredPage<unknown>): string {
  const suffix = ` · ${translate(locale, 'siteName')}`;
  return head.title.endsWith(suffix) ? head.title.slice(0, -suffix.length) : head.title;
}
