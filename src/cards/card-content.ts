import type { Locale } from '../shared/locales.js';
import type { Vendor } from '../shared/processor.js';

/**
 * What a link-preview card says, in the page's language, made by the page type's card kind
 * (src/cards/card-kinds.ts) from what its loader returned; one layout draws every kind
 * (src/cards/card-layout.tsx), so a card kind decides only the words.
 */
export interface CardContent {
  /** what kind of page this is, beside the site's name: "天梯图", "Compare" */
  kicker: string;
  /** the page's subject: a processor's name, the ladder's title */
  title: string;
  /** the vendors' marks shown beside the title, in order */
  vendors: Vendor[];
  /** at most three short lines under the title: key specs, its standing, the verdict */
  lines: string[];
  /** large figures with their labels ("1,234 processors") */
  stats: { value: string; label: string }[];
  /** a ranked or listed few (a ladder's top ten); `share` (0–1) draws a bar */
  rows: CardRow[];
}

export interface CardRow {
  rank?: string;
  name: string;
  vendor?: Vendor;
  value?: string;
  share?: number;
}

/** What a card kind reads: the page as its loader made it (src/pages/page.ts LoadedPage). */
export interface CardSource<Data, Parts> {
  data: Data;
  parts: Parts;
  title: string;
  description: string;
  locale: Locale;
}

export type CardKind<Data, Parts> = (page: CardSource<Data, Parts>) => CardContent;

export const emptyCard = { vendors: [], lines: [], stats: [], rows: [] } satisfies Omit<CardContent, 'kicker' | 'title'>;

/** A page's title without the site's name after it ("… · 芯片图鉴"): the card names the site itself. */
export function titleWithoutSite(title: string, siteName: string): string {
  const suffix = ` · ${siteName}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}
