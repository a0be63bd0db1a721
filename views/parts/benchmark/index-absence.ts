import type { IndexAbsence } from '../../../src/shared/benchmark.js';
import { formatNumber } from '../../../src/shared/format.js';
import type { Locale } from '../../../src/shared/locales.js';
import type { Translate } from '../../../src/shared/messages.js';
import { benchmarkText } from './benchmark-source.js';

/**
 * Why a processor has no single-thread index, as a clause the detail page's single-thread line and
 * the ladder's note about a marked processor both end with (src/catalogue/index-absence.ts decides it).
 */
export function indexAbsenceText(t: Translate, locale: Locale, absence: IndexAbsence): string {
  switch (absence.reason) {
    case 'not-x86':
      return t('indexAbsence.not-x86', { isa: t(`isa.${absence.isa}`) });
    case 'one-test':
      return t('indexAbsence.one-test', { test: benchmarkText(t, { id: absence.test }, 'short') });
    case 'one-result':
      return t('indexAbsence.one-result', { count: formatNumber(locale, absence.figures) });
    case 'doubtful':
      return t('indexAbsence.doubtful');
    case 'no-test':
      return t('indexAbsence.no-test');
  }
}
