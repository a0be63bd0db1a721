import type { Locale } from '../../src/shared/locales.js';
import { translator } from '../../src/shared/messages.js';
import { hrefFor } from '../../src/shared/route-paths.js';

/**
 * Where a page sits: home, the library, the steps between, then the page itself (not a link).
 * Every page below the library draws its trail here, so the trails read and are marked up alike.
 */
export function Breadcrumb({
  locale,
  steps = [],
  current,
}: {
  locale: Locale;
  /** the links between the library and this page */
  steps?: readonly { href: string; label: string }[];
  current: string;
}) {
  const t = translator(locale);
  return (
    <nav aria-label={t('breadcrumb')} className="breadcrumb">
      <ol>
        <li>
          <a href={hrefFor('home', locale)}>{t('home')}</a>
        </li>
        <li>
          <a href={hrefFor('library', locale)}>{t('library')}</a>
        </li>
        {steps.map((step) => (
          <li key={step.href}>
            <a href={step.href}>{step.label}</a>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
