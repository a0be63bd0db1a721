import { COMPARE_FORM_ID } from '../../src/shared/compare-dom.js';
import type { Locale } from '../../src/shared/locales.js';
import { hrefFor } from '../../src/shared/route-paths.js';
import { translator } from '../../src/shared/messages.js';

/**
 * Ticking processors in the results and pressing "compare selected" submits this GET form to
 * /compare?ids=amd:x&ids=intel:y — no JavaScript needed; the boxes live in the table's rows and
 * join the form by its id. With JavaScript the selection outlives the page, and once it has been
 * used its code sends the whole of it, as a client navigation (views/compare-selection/).
 */
export function CompareForm({ locale }: { locale: Locale }) {
  const t = translator(locale);
  return (
    <form id={COMPARE_FORM_ID} className="compare-form" method="get" action={hrefFor('compare', locale)}>
      <button type="submit" className="button">
        {t('compare.selected')}
      </button>
    </form>
  );
}
