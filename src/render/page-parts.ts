import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '../shared/locales.js';
import type { PageParts } from '../shared/page-parts.js';
import type { ViewName } from '../shared/routes.js';
import type { PartsModule } from '../../views/view-module.js';

/**
 * Draws a page's parts (src/shared/page-parts.ts): each part the loader gave props for, with the
 * component views/parts/{view}.tsx names for it, into HTML. Each part is a render of its own, so
 * its name prefixes the ids React makes in it (a widget's SVG gradient), keeping them apart from
 * the page's and from the other parts'. Everything in it is escaped by React as in any render.
 */
export function drawParts(view: ViewName, components: PartsModule['default'] | undefined, parts: Record<string, object | null>, locale: Locale): PageParts {
  const drawn: Record<string, string> = {};
  for (const [name, props] of Object.entries(parts)) {
    if (props === null) continue;
    const component = components?.[name] as ComponentType<{ locale: Locale }> | undefined;
    if (!component) throw new Error(`src/pages/${view}.ts gives props for a part "${name}" that views/parts/${view}.tsx does not draw`);
    drawn[name] = renderToStaticMarkup(createElement(component, { ...props, locale }), { identifierPrefix: `${name}-` });
  }
  return drawn;
}
