import { formatLaunch } from '../../../src/shared/format.js';
import { translator, type MessageKey } from '../../../src/shared/messages.js';
import type { CompareParts } from '../../../src/shared/page-data/compare.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import { ProcessorLink } from '../processor-link.js';
import { specSections } from '../spec-sections.js';
import type { PartProps } from '../../view-module.js';

/** The facts a buyer weighs first; the comparison's table shows every row once there is a second. */
const KEY_FACTS: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'field.cores',
  'field.threads',
  'field.baseClockGHz',
  'field.boostClockGHz',
  'field.l3CacheMB',
  'field.tdpW',
  'field.socket',
  'field.memoryTypes',
  'field.igpu',
  'field.launchPriceUSD',
]);

/**
 * A comparison of one processor: its column, ready for a second — its name, linked to its page,
 * and the facts a buyer weighs first, beside the field that adds another (views/pages/compare.tsx),
 * short enough that a phone shows the field on its first screens. A plain link removes it, as the
 * table's × does.
 */
export function CompareLone({ processor, locale }: PartProps<NonNullable<CompareParts['lone']>>) {
  const t = translator(locale);
  const lede = [processor.family, t(`segment.${processor.segment}`), processor.launched ? formatLaunch(locale, processor.launched) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <article className="compare-lone__card" aria-labelledby="compare-lone-name">
      <h2 id="compare-lone-name">
        <span className={`vendor-tag vendor-${processor.vendor}`}>{t(`vendor.${processor.vendor}`)}</span>{' '}
        <ProcessorLink processor={processor} locale={locale} />
      </h2>
      <p className="muted compare-lone__lede">{lede}</p>
      <dl className="compare-lone__facts">
        {specSections(processor, locale, t)
          .flatMap((section) => section.rows)
          .filter(([label]) => KEY_FACTS.has(label))
          .map(([label, value]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>{value ?? t('unknown')}</dd>
            </div>
          ))}
      </dl>
      <p className="compare-lone__remove">
        <a href={hrefFor('compare', locale)}>{t('compareRemove', { name: processor.name })}</a>
      </p>
    </article>
  );
}
