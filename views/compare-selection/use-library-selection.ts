import { useEffect, useState, type RefObject } from 'react';
import { loadSelection, type SelectionModule } from './load-selection.js';
import { hasStoredSelection } from './stored-selection.js';

/**
 * The library's side of the compare selection (load-selection.ts): its code once the tab holds a
 * selection, or once a box is ticked. The boxes ticked or unticked before the code arrives are
 * kept for it to apply (`pending`).
 */
export function useLibrarySelection(results: RefObject<HTMLElement | null>): { module: SelectionModule | null; pending: Set<HTMLInputElement> } {
  const [module, setModule] = useState<SelectionModule | null>(null);
  const [pending] = useState(() => new Set<HTMLInputElement>());
  useEffect(() => {
    const root = results.current;
    if (module || !root) return;
    const load = () => loadSelection().then(setModule, console.error);
    if (hasStoredSelection()) load();
    const onChange = (event: Event) => {
      const box = event.target as HTMLInputElement;
      if (box.name !== 'ids') return;
      pending.add(box);
      load();
    };
    root.addEventListener('change', onChange);
    return () => root.removeEventListener('change', onChange);
  }, [results, module, pending]);
  return { module, pending };
}

