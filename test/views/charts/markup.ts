// Reading the server markup back in chart tests: opening tags with their attributes, the hidden table's
import '../../../src/messages.js'; // views render on the server here: both languages' messages
// cells, and the checks every chart's markup must pass. Regexes suffice: React's static markup is regular.
import { createElement } from 'react';
import type { FunctionComponent } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export type Attributes = Record<string, string>;

/** Every opening <name …> tag, in document order, with its attributes. */
export function tags(markup: string, name: string): Attributes[] {
  const found: Attributes[] = [];
  for (const [, body = ''] of markup.matchAll(new RegExp(`<${name}(\\s[^>]*)?>`, 'g'))) {
    const attributes: Attributes = {};
    for (const [, key = '', value = ''] of body.matchAll(/([\w:-]+)="([^"]*)"/g)) attributes[key] = value;
    found.push(attributes);
  }
  return found;
}

/** The tags whose class list holds className. */
export function withClass(markup: string, name: string, className: string): Attributes[] {
  return tags(markup, name).filter((attributes) => (attributes.class ?? '').split(' ').includes(className));
}

export function number(attributes: Attributes | undefined, key: string): number {
  const value = attributes?.[key];
  if (value === undefined) throw new Error(`no ${key} attribute`);
  return Number(value);
}

/** The hidden table's rows, each as its header and cells' text. */
export function tableRows(markup: string): string[][] {
  const table = /<table class="visually-hidden">(.*?)<\/table>/s.exec(markup)?.[1] ?? '';
  return [...table.matchAll(/<tr>(.*?)<\/tr>/gs)].map(([, row = '']) =>
    [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map(([, cell = '']) => cell.replace(/&amp;/g, '&')),
  );
}

/** Text a chart must never contain: numbers that went wrong, or negative geometry. */
export const BROKEN = [/NaN/, /Infinity/, /undefined/, /="-/, />-\d/];

export function render<P extends object>(component: FunctionComponent<P>, props: P): string {
  return renderToStaticMarkup(createElement(component, props));
}
