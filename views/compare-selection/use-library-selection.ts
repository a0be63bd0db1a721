import { useEffect, useState, type RefObject } from 'react';
import { loadSelection, loadedSelection, type SelectionModule } from './load-selection.js';
import type { EarlyTicks } from './early-ticks.js';
import { hasStoredSelection } from './stored-selection.js';

/** Kept for the page's life, not the view's: a box ticked just before the visitor opens a processor still counts when they come Back. */
const early: EarlyTicks = { boxes: new Set(), taken: false };

/**
 * The library's side of the compare selection (load-selection.ts): its code once the tab holds a
 * selection, or once a box is ticked — at once, in the first render, when it is already here.
 */
export function useLibrarySelection(results: RefObject<HTMLElement | null>): { module: SelectionModule | null; early: EarlyTicks } {
  const [module, setModule] = useState(loadedSelection);
  useEffect(() => {
    const root = results.current;
    if (module || !root) return;
    const load = () => loadSelection().then(setModule, console.error);
    if (hasStoredSelection() || early.boxes.size) load();
    const onChange = (event: Event) => {
      const box = event.target as HTMLInputElement;
      if (box.name !== 'ids' || early.taken) return;
      early.boxes.add(box);
      load();
    };
    root.addEventListener('change', onChange);
    return () => root.removeEventListener('change', onChange);
  }, [results, module]);
  return { module, early };
}
