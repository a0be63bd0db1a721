import { useSyncExternalStore } from 'react';
import type { Locale } from '../../src/shared/locales.js';
import type { Theme } from '../../src/shared/theme.js';
import { translator } from '../../src/shared/messages.js';
import { subscribeThemeControl, themeControl } from './theme-control.js';

/**
 * The header's dark/light switch: a toggle button named "Dark theme", pressed
 * while the page is dark. The server cannot know what the system prefers, so
 * it renders the button hidden and the browser reveals it once the client's
 * control is there (its slot keeps its size, so nothing moves when it does).
 */
export function ThemeToggle({ locale }: { locale: Locale }) {
  const t = translator(locale);
  const theme = useSyncExternalStore(subscribeThemeControl, currentTheme, () => null);
  return (
    <span className="theme-slot">
      <button
        type="button"
        className="theme-toggle"
        hidden={theme === null}
        aria-pressed={theme === null ? undefined : theme === 'dark'}
        title={t('themeToggleHint')}
        onClick={() => themeControl()?.choose(theme === 'dark' ? 'light' : 'dark')}
      >
        <ThemeIcon theme={theme} />
        <span className="visually-hidden">{t('themeDark')}</span>
      </button>
    </span>
  );
}

function currentTheme(): Theme | null {
  return themeControl()?.current() ?? null;
}

/** A moon while dark, a sun while light. */
function ThemeIcon({ theme }: { theme: Theme | null }) {
  return (
    <svg className="theme-toggle__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {theme === 'light' ? (
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="12" cy="12" r="4.2" />
          <path d="M12 2.5v2.2M12 19.3v2.2M2.5 12h2.2M19.3 12h2.2M5.3 5.3l1.6 1.6M17.1 17.1l1.6 1.6M5.3 18.7l1.6-1.6M17.1 6.9l1.6-1.6" />
        </g>
      ) : (
        <path fill="currentColor" d="M20.2 14.6A8.5 8.5 0 0 1 9.4 3.8a8.5 8.5 0 1 0 10.8 10.8Z" />
      )}
    </svg>
  );
}
