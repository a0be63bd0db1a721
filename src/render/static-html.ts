import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * A view part rendered to HTML on the server, for a page's data to carry (views/static-html.tsx
 * puts it in place in the browser). Everything in it is escaped by React as in any render.
 * `idPrefix` keeps the ids React makes (a widget's SVG gradient) apart from those of the page and
 * of its other parts, each of which is a render of its own counting from the same start.
 */
export function staticHtml<P extends object>(component: FunctionComponent<P>, props: P, idPrefix?: string): string {
  return renderToStaticMarkup(createElement(component, props), { identifierPrefix: idPrefix });
}
