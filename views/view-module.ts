import type { ComponentType, ReactNode } from 'react';
import type { Locale } from '../src/shared/locales.js';
import type { PagePayload } from '../src/shared/payload.js';

/**
 * The contract of a view file: a default-exported component that draws the
 * page from its data, and optionally the layout it wants (the default layout
 * otherwise). Loading data is the server's business (src/pages/), so nothing
 * here reaches the catalogue.
 */
export interface ViewProps<Data> {
  data: Data;
  locale: Locale;
}

export interface LayoutProps {
  payload: PagePayload;
  children: ReactNode;
}

export interface ViewModule<Data = any> {
  default: ComponentType<ViewProps<Data>>;
  layout?: ComponentType<LayoutProps>;
}
