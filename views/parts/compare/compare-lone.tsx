import { formatLaunch } from '../../../src/shared/format.js';
import { translator } from '../../../src/shared/messages.js';
import type { CompareParts } from '../../../src/shared/page-data/compare.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import { ProcessorLink } from '../processor-link.js';
import { specSections } from '../spec-sections.js';
import type { PartProps } from '../../view-module.js';

/**
 * A comparison of one processor: its column, ready for a second. The processor's facts, grouped
 * as the table will group them, beside the field that adds another (views/pages/compare.tsx). A
 * plain link removes it, as the table's × does.
 */
export function CompareLone({ processor, locale }: PartProps<NonNullable<CompareParts['lone']>>) {
  const t = translator(locale);
  const lede = [processor.family, t(`segment.${processor.segment}`), processor.launched ? formatLaunch(locale, processor.launched) : null].filter(Boolean).join(' · ');
  return (
    <article className="compare-lone__card" aria-labelledby="compare-lone-name">
      <h2 id="compare-lone-name">
        <span className={`vendor-tag vendor-${processor.vendor}`}>{t(`vendor.${processor.vendor}`)}</span>{' '}
        <ProcessorLink processor={processor} locale={locale} />
      </h2>
      <p className="muted compare-lone__lede">{lede}</p>
      {specSections(processor, locale, t).map((section) => (
        <section key={section.heading} className="compare-lone__section">
          <h3>{t(section.heading)}</h3>
          <dl>
            {section.rows.map(([label, value]) => (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{value ?? t('unknown')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <p className="compare-lone__remove">
        <a href={hrefFor('compare', locale)}>{t('compareRemove', { name: processor.name })}</a>
      </p>
    </article>
  );
}
