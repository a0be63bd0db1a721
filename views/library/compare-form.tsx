import type { FormEvent } from 'react';
import { compareQuery } from '../../src/shared/compare-query.js';
import type { Locale } from '../../src/shared/locales.js';
import { hrefFor } from '../../src/shared/route-paths.js';
import { translator } from '../../src/shared/messages.js';
import { navigate } from '../navigation.js';
import { useCompareSelection } from './compare-selection.js';

/**
 * Ticking processors in the results and pressing "compare selected" submits
 * this GET form to /compare?ids=amd:x&ids=intel:y — no JavaScript needed.
 * The checkboxes live in the table rows and join the form by its id. With
 * JavaScript the selection outlives the page (compare-selection.ts), so the
 * button compares all of it, as a client navigation: focus on the new heading,
 * the title announced.
 */
export const COMPARE_FORM_ID = 'compare-form';

export function CompareForm({ locale }: { locale: Locale }) {
  const t = translator(locale);
  const { picks } = useCompareSelection();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(hrefFor('compare', locale, {}, compareQuery({ ids: picks.map((pick) => pick.key), diff: false })));
  };
  return (
    <form id={COMPARE_FORM_ID} className="compare-form" method="get" action={hrefFor('compare', locale)} onSubmit={submit}>
      <button type="submit" className="button">{t('compare.selected')}</button>
    </form>
  );
}
