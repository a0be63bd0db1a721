import type { PerWattPower } from '../../../src/shared/figure-metrics.js';
import { formatUnit } from '../../../src/shared/format.js';
import type { Locale } from '../../../src/shared/locales.js';
import { translator, type Translate } from '../../../src/shared/messages.js';
import type { StatementSource as Source } from '../../../src/shared/page-data/platform.js';
import { StatementSource } from '../platform/statement-source.js';

/**
 * What a per-watt value is divided by, said beside it wherever one is shown: the watts and the
 * rating they are ("253 W max turbo", "162 W PPT", "65 W TDP"; src/shared/figure-metrics.ts
 * decides which). A value divided by the TDP is marked: the vendor states no higher limit for it,
 * so it may read more efficient than the others.
 */
export function powerText(t: Translate, locale: Locale, power: PerWattPower): string {
  return t('power.tag', { watts: formatUnit(locale, power.watts, 'W', 0), basis: t(`power.basis.${power.basis}`) });
}

export function PowerTag({ power, locale, t }: { power: PerWattPower; locale: Locale; t: Translate }) {
  return (
    <span className={`power-tag power-tag--${power.basis}`} title={t(`power.long.${power.basis}`)}>
      {powerText(t, locale, power)}
    </span>
  );
}

/** The pages that state AMD's package power limits a page divides by, each cited as the platform pages cite a source. */
export function PowerSources({ sources, locale }: { sources: readonly Source[]; locale: Locale }) {
  if (!sources.length) return null;
  const t = translator(locale);
  return (
    <span className="power-sources">
      {t('power.sources')}{' '}
      {sources.map((source, i) => (
        <span key={source.url}>
          {i > 0 ? t('verdict.enumerationSeparator') : null}
          <StatementSource source={source} locale={locale} />
        </span>
      ))}
    </span>
  );
}
