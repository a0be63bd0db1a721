import type { Theme } from '../../src/shared/theme.js';

/**
 * How the header's theme toggle reaches the browser without importing it:
 * client/theme-toggle.ts registers the control when the client starts (as
 * the router registers itself in views/navigation.ts). On the server, and in
 * a browser where the client never ran, there is no control and the toggle
 * stays hidden rather than dead.
 */
export interface ThemeControl {
  /** the theme the page shows now: the saved choice, else the system's */
  current(): Theme;
  /** shows a theme and remembers it */
  choose(theme: Theme): void;
  /** calls back whenever current() may have changed; returns the unsubscribe */
  subscribe(listener: () => void): () => void;
}

let control: ThemeControl | null = null;
const waiting = new Set<() => void>();

export function registerThemeControl(next: ThemeControl): void {
  control = next;
  for (const listener of waiting) listener();
}

export function themeControl(): ThemeControl | null {
  return control;
}

/** Subscribes to the control, and to its arrival if it has not registered yet. */
export function subscribeThemeControl(listener: () => void): () => void {
  waiting.add(listener);
  const unsubscribe = control?.subscribe(listener);
  return () => {
    waiting.delete(listener);
    unsubscribe?.();
  };
}
