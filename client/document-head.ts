import { PAGE_HEAD_SELECTOR, documentHead } from '../src/shared/document-head.js';
import type { PagePayload } from '../src/shared/payload.js';

/**
 * Makes the head say what a full load of the page would have said: the same DocumentHead the
 * server wrote into the HTML — description, Open Graph and Twitter tags, canonical and hreflang
 * links, JSON-LD — put in place by hand, since React renders only inside #app. A script
 * element made this way with a JSON type is data: the browser never runs it.
 */
export function applyDocumentHead(payload: PagePayload): void {
  const head = documentHead(payload);
  document.documentElement.lang = head.lang;
  document.title = head.title;
  for (const old of document.head.querySelectorAll(PAGE_HEAD_SELECTOR)) old.remove();
  for (const [tag, attributes, json] of head.elements) {
    const element = document.createElement(tag);
    for (const name in attributes) element.setAttribute(name, attributes[name]!);
    if (json) element.textContent = JSON.stringify(json);
    document.head.append(element);
  }
}
