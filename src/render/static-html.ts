import { createElement, type FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * A view part rendered to HTML on the server, for a page's data to carry (views/static-html.tsx
 * puts it in place in the browser). Everything in it is escaped by React as in any render.
 */
export function staticHtml<P extends object>(component: FunctionComponent<P>, props: P): string {
  return renderToStaticMarkup(createElement(component, props));
}
