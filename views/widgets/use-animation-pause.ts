// Pauses a widget's animations while nobody can see them: scrolled off-screen or in a hidden tab.
// DataV's loops ran forever (its tracker recorded a few border boxes costing ~40% CPU), and WCAG 2.2.2 asks that
// looping motion can stop. The widget sets data-paused and widgets.css pauses; reduced motion is CSS only.
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** Calls onPausedChange whenever "off-screen or tab hidden" flips; returns the teardown. */
export function watchAnimationPause(element: Element, onPausedChange: (paused: boolean) => void): () => void {
  let offscreen = false;
  let hidden = false;
  let paused = false;
  const update = (): void => {
    if (offscreen || hidden) {
      if (!paused) onPausedChange((paused = true));
    } else if (paused) onPausedChange((paused = false));
  };
  const teardowns: Array<() => void> = [];
  if (typeof IntersectionObserver !== 'undefined') {
    const observer = new IntersectionObserver((entries) => {
      const latest = entries.at(-1);
      if (latest === undefined) return;
      offscreen = !latest.isIntersecting;
      update();
    });
    observer.observe(element);
    teardowns.push(() => observer.disconnect());
  }
  if (typeof document !== 'undefined') {
    const onVisibilityChange = (): void => {
      hidden = document.visibilityState === 'hidden';
      update();
    };
    onVisibilityChange();
    document.addEventListener('visibilitychange', onVisibilityChange);
    teardowns.push(() => document.removeEventListener('visibilitychange', onVisibilityChange));
  }
  return () => {
    for (const teardown of teardowns) teardown();
  };
}

/** Whether ref's element should hold its animations still; false on the server and when disabled. */
export function useAnimationPause(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || element === null) return undefined;
    const stop = watchAnimationPause(element, setPaused);
    return () => {
      stop();
      setPaused(false);
    };
  }, [ref, enabled]);
  return enabled && paused;
}
