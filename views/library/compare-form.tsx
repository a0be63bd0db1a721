import type { Locale } from '../../src/shared/locales.js';
import { hrefFor } from '../../src/shared/route-paths.js';
import { translator } from '../../src/shared/messages.js';

/**
 * Ticking processors in the results and pressing "compare selected" submits
 * this GET form to /compare?ids=amd:x&ids=intel:y — no JavaScript needed.
 * The checkboxes live in the table rows and join the form by its id.
 */
export const COMPARE_FORM_ID = 'compare-form';

export function CompareForm({ locale }: { locale: Locale }) {
  const t = translator(locale);
  return (
    <form id={COMPARE_FORM_ID} className="compare-form" method="get" action={hrefFor('compare', locale)}>
      <button type="submit" className="button button--secondary">{t('compare.selected')}</button>
    </form>
  );
}
