import { useEffect, type RefObject } from 'react';
import { togglePick, type Selection } from './compare-selection.js';

/**
 * The results' "compare" boxes arrive as HTML the server rendered, every box unticked; here the
 * browser ticks those the visitor has picked in this tab, and hands each tick to the selection.
 * A refused fifth tick is put back as it was.
 */
export function usePickBoxes(container: RefObject<HTMLElement | null>, selection: Selection, results: string): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const picked = new Set(selection.picks.map((pick) => pick.key));
    for (const box of root.querySelectorAll<HTMLInputElement>('input[name="ids"]')) box.checked = picked.has(box.value);
  }, [container, selection, results]);

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onChange = (event: Event) => {
      const box = event.target;
      if (!(box instanceof HTMLInputElement) || box.name !== 'ids') return;
      if (!togglePick({ key: box.value, name: box.dataset.name ?? box.value })) box.checked = false;
    };
    root.addEventListener('change', onChange);
    return () => root.removeEventListener('change', onChange);
  }, [container]);
}
