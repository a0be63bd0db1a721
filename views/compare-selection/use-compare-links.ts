import { useEffect, type RefObject } from 'react';
import { COMPARE_PICK_ATTRIBUTE } from '../../src/shared/compare-dom.js';
import type { Locale } from '../../src/shared/locales.js';
import { loadSelection } from './load-selection.js';
import { hasStoredSelection } from './stored-selection.js';

/**
 * The detail page's side of the compare selection (load-selection.ts): its compare button (the link marked COMPARE_PICK_ATTRIBUTE in `root`,
 * whose HTML is `html`) becomes "compare with my selection" once the selection's code is here —
 * at once when the tab holds a selection. A press before then loads it and adds this processor
 * to the selection on the way to the comparison.
 */
export function useCompareLinks(root: RefObject<HTMLElement | null>, html: string | undefined, locale: Locale): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: html is the trigger: new server-drawn HTML holds new links to watch
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    if (hasStoredSelection()) {
      loadSelection().then((loaded) => {
        if (!stopped) stop = loaded.showSelectionOn(element, locale);
      }, console.error);
    }
    const onClick = (event: MouseEvent) => {
      if (stop || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(`a[${COMPARE_PICK_ATTRIBUTE}]`);
      if (!link) return;
      event.preventDefault();
      loadSelection().then(
        (loaded) => loaded.compareFrom(link, locale),
        () => location.assign(link.href),
      );
    };
    element.addEventListener('click', onClick);
    return () => {
      stopped = true;
      stop?.();
      element.removeEventListener('click', onClick);
    };
  }, [root, html, locale]);
}
