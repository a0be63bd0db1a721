import { useSyncExternalStore } from 'react';
import type { Locale } from '../../src/shared/locales.js';
import type { Theme } from '../../src/shared/theme.js';
import { translator } from '../../src/shared/messages.js';
import { subscribeThemeControl, themeControl } from './theme-control.js';

/**
 * The header's dark/light switch: a toggle button named "Dark theme", pressed
 * while the page is dark. The server cannot know what the system prefers, so
 * it renders the button hidden and the browser reveals it once the client's
 * control is there (its slot keeps its size, so nothing moves when it does). Its icon, a moon
 * while dark and a sun while light, is drawn by CSS from `aria-pressed` (views/styles/layout.css):
 * every page's first download carries this component.
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
        <span className="visually-hidden">{t('themeDark')}</span>
      </button>
    </span>
  );
}

function currentTheme(): Theme | null {
  return themeControl()?.current() ?? null;
}
