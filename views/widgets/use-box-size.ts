// Re-measures a widget's box after hydration, so the drawing follows the layout it lands in.
// DataV watched only the host's style attribute and window resizes, so a parent, a flex/grid reflow
// or a font load went unseen and frames stayed incomplete (as DataV's tracker recorded, more than once);
// one ResizeObserver sees every change to the box itself.
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

export interface BoxSize {
  readonly width: number;
  readonly height: number;
}

/** Trailing, as in DataV: a drag-resize redraws once it settles, not on every frame. */
export const RESIZE_DEBOUNCE_MS = 100;

/** Calls onSize with the element's size after it stops changing; returns the teardown. */
export function watchBoxSize(element: Element, onSize: (size: BoxSize) => void, delay = RESIZE_DEBOUNCE_MS): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new ResizeObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      // The padding box, which is what the absolutely placed SVG fills.
      const size = { width: element.clientWidth, height: element.clientHeight };
      // display: none or a detached box measures 0: keep the last drawing instead of blanking it.
      if (size.width > 0 && size.height > 0) onSize(size);
    }, delay);
  });
  observer.observe(element);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}

/** The measured size of ref's element, or undefined until measured (always, on the server). */
export function useBoxSize(ref: RefObject<Element | null>, enabled: boolean): BoxSize | undefined {
  const [size, setSize] = useState<BoxSize>();
  useEffect(() => {
    const element = ref.current;
    if (!enabled || element === null) return undefined;
    return watchBoxSize(element, (next) => setSize((previous) => (previous?.width === next.width && previous.height === next.height ? previous : next)));
  }, [ref, enabled]);
  return size;
}
