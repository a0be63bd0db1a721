/**
 * How a view asks for a client-side navigation (the library does, as the
 * visitor types) without importing the browser router: the router registers
 * itself here when it starts. On the server, or before the router runs, or if
 * it failed to start, the view falls back to a plain page load.
 */
export interface NavigateOptions {
  /** replace the history entry instead of pushing one (search-as-you-type) */
  replace?: boolean;
  /** keep the scroll position (results updating in place) */
  keepScroll?: boolean;
}

type Navigator = (href: string, options: NavigateOptions) => void;

let navigator: Navigator | null = null;

export function registerNavigator(handler: Navigator | null): void {
  navigator = handler;
}

export function navigate(href: string, options: NavigateOptions = {}): void {
  if (navigator) navigator(href, options);
  else if (typeof window !== 'undefined') window.location.assign(href);
}
