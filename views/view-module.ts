import type { ComponentType, ReactNode } from 'react';
import type { Locale } from '../src/shared/locales.js';
import type { PagePayload } from '../src/shared/payload.js';

/**
 * The contracts of the two files a view may have. views/pages/{view}.tsx, which the browser
 * loads too, default-exports the component that draws the page from its data and its parts, and
 * optionally the layout it wants (the default layout otherwise). views/parts/{view}.tsx, which
 * only the server loads, default-exports the component that draws each part from the props the
 * page's loader (src/pages/{view}.ts) gives it. The page registry (src/pages/registry.ts) holds
 * each view to its loader's data and parts. Loading data is the server's business, so nothing
 * here reaches the catalogue.
 */
export interface ViewProps<Data, Parts = Record<never, never>> {
  data: Data;
  /** the parts' HTML, by name: drawn with <Part> (views/part.tsx), which takes only these names */
  parts: DrawnParts<Parts>;
  locale: Locale;
}

/**
 * The HTML of each part a page's loader gives props for (its Parts type, src/shared/page-data/):
 * every name is there, and a part the loader may leave out (props null) may be missing.
 */
export type DrawnParts<Parts> = { readonly [Name in keyof Parts & string]: null extends Parts[Name] ? string | undefined : string };

export interface LayoutProps {
  payload: PagePayload;
  children: ReactNode;
}

export interface ViewModule<Data = any, Parts = any> {
  default: ComponentType<ViewProps<Data, Parts>>;
  layout?: ComponentType<LayoutProps>;
}

/** A part's component takes the props its loader gave and the page's language. */
export type PartProps<Props> = Props & { locale: Locale };

/** The components of a view's parts, one for each part its loader can give props for. */
export type PartComponents<Parts> = { [Name in keyof Parts]-?: ComponentType<PartProps<NonNullable<Parts[Name]>>> };

export interface PartsModule<Parts = Record<string, object | null>> {
  default: PartComponents<Parts>;
}
