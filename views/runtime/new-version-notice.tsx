import type { Locale } from '../../src/shared/locales.js';
import { translator } from '../../src/shared/messages.js';

/**
 * Tells the visitor a newer build of the site is deployed. The next link
 * they follow loads in full anyway; the button does it now.
 */
export function NewVersionNotice({ locale, onReload }: { locale: Locale; onReload: () => void }) {
  const t = translator(locale);
  return (
    <div className="new-version" role="status">
      <span>{t('newVersion')}</span>
      <button type="button" className="button" onClick={onReload}>
        {t('reload')}
      </button>
    </div>
  );
}
