import type { Locale } from '../../src/shared/locales.js';
import { translator } from '../../src/shared/messages.js';
import { searchAction } from '../../src/shared/search.js';

/**
 * A search field: a plain GET form to `/search` (src/http/search.ts), so it works before any
 * script runs. client/search-combobox.ts, loaded on its first focus, makes it a combobox that
 * suggests as the visitor types; `data-search` is how it finds the fields it serves. Kept small:
 * every page's first download carries it (the button's icon is drawn by CSS).
 */
export function SearchForm({
  locale,
  id,
  value,
  shortcut,
}: {
  locale: Locale;
  id: string;
  value?: string;
  /** the field `/` focuses (client/search-shortcut.ts): the header's */
  shortcut?: boolean;
}) {
  const t = translator(locale);
  return (
    <form className="search-form" role="search" action={searchAction(locale)}>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={value}
        data-search=""
        aria-keyshortcuts={shortcut ? '/' : undefined}
        aria-label={t('search.submit')}
        placeholder={t('search.placeholder')}
      />
      {/* biome-ignore lint/a11y/useButtonType: a submit button, the default; spelling it out would change every page's bytes */}
      <button>{t('search.submit')}</button>
    </form>
  );
}
