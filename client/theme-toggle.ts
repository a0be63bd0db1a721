import { THEME_COOKIE, THEME_COOKIE_MAX_AGE_S, themeOfCookie, type Theme } from '../src/shared/theme.js';
import { registerThemeControl } from '../views/layout/theme-control.js';
import { readCookie, writeCookie } from './cookies.js';

/**
 * The browser half of the header's theme toggle (views/layout/theme-toggle.tsx):
 * importing this module registers it. A choice is shown at once through
 * <html data-theme> and kept in a cookie, which the server renders as the
 * same attribute on every later page, so no page ever paints in the wrong
 * theme first. Until a choice is made, the system's preference decides.
 */
const root = document.documentElement;
const systemLight = matchMedia('(prefers-color-scheme: light)');

// A page from a static host (npm run prerender) was written without the visitor's cookie:
// apply a saved choice now, late but right. A server-rendered page already carries it.
const saved = themeOfCookie(readCookie(THEME_COOKIE));
if (saved && !root.dataset.theme) root.dataset.theme = saved;
const listeners = new Set<() => void>();

registerThemeControl({
  current: (): Theme => themeOfCookie(root.dataset.theme) ?? (systemLight.matches ? 'light' : 'dark'),
  choose(theme) {
    root.dataset.theme = theme;
    writeCookie(THEME_COOKIE, theme, THEME_COOKIE_MAX_AGE_S);
    for (const listener of listeners) listener();
  },
  subscribe(listener) {
    listeners.add(listener);
    // The system may change while no choice is saved (a sunset switch); the icon follows.
    systemLight.addEventListener('change', listener);
    return () => {
      listeners.delete(listener);
      systemLight.removeEventListener('change', listener);
    };
  },
});
