/**
 * The colour theme a visitor picked with the header's toggle. Without a
 * choice the page follows the system (`prefers-color-scheme`); with one, the
 * server reads this cookie and renders `<html data-theme>`, so the first
 * paint is already in the right theme — no inline script is allowed to fix
 * it up later (CSP `script-src 'self'`). Safe to import in the browser.
 */
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_COOKIE = 'theme';
export const THEME_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The saved theme, or undefined for "follow the system" (also for a malformed value). */
export function themeOfCookie(value: string | undefined): Theme | undefined {
  return value === 'dark' || value === 'light' ? value : undefined;
}
