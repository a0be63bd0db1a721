import { useEffect, useState, type RefObject } from 'react';
import { loadSelection, loadedSelection, type SelectionModule } from './load-selection.js';
import { hasStoredSelection } from './stored-selection.js';

/**
 * The boxes ticked or unticked before the code arrived, for it to apply. Kept for the page's life,
 * not the view's: a box ticked just before the visitor opens a processor still counts when they
 * come Back.
 */
const pending = new Set<HTMLInputElement>();

/**
 * The library's side of the compare selection (load-selection.ts): its code once the tab holds a
 * selection, or once a box is ticked — at once, in the first render, when it is already here.
 */
export function useLibrarySelection(results: RefObject<HTMLElement | null>): { module: SelectionModule | null; pending: Set<HTMLInputElement> } {
  const [module, setModule] = useState(loadedSelection);
  useEffect(() => {
    const root = results.current;
    if (module || !root) return;
    const load = () => loadSelection().then(setModule, console.error);
    if (hasStoredSelection() || pending.size) load();
    const onChange = (event: Event) => {
      const box = event.target as HTMLInputElement;
      if (box.name !== 'ids') return;
      pending.add(box);
      load();
    };
    root.addEventListener('change', onChange);
    return () => root.removeEventListener('change', onChange);
  }, [results, module]);
  return { module, pending };
}
