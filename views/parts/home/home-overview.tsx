import type { HomeParts } from '../../../src/shared/page-data/home.js';
import { translator } from '../../../src/shared/messages.js';
import { SEGMENTS, VENDORS } from '../../../src/shared/processor.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import { LadderTops } from '../benchmark/ladder-tops.js';
import { CoreSpreadChart } from '../charts/core-spread-chart.js';
import { LaunchesPerYearChart } from '../charts/launches-per-year-chart.js';
import { formatNumber, formatPercent } from '../../../src/shared/format.js';
import { WIDGET_COLORS } from '../../layout/widget-colors.js';
import Decoration9 from '../../widgets/decoration-9.js';
import type { PartProps } from '../../view-module.js';

/**
 * The catalogue in figures: totals by vendor (with the share gauge) and by segment, the two charts
 * and the top of each ladder. Drawn on the server only (src/pages/home.ts): nothing in it changes
 * in the browser, where the gauge, fixed in size, is only paused while out of sight.
 */
export function HomeOverview({ figures, locale }: PartProps<HomeParts['overview']>) {
  const t = translator(locale);
  const { total, byVendor, bySegment } = figures;
  const amdShare = formatPercent(locale, total ? byVendor.amd / total : 0);
  return (
    <>
      <section className="stats" aria-labelledby="stats-vendor">
        <div className="stat-card panel">
          <h2 id="stats-vendor">{t('homeByVendor')}</h2>
          <div className="stat-card__body">
            <dl className="totals">
              <div>
                <dt>{t('homeTotal')}</dt>
                <dd>{formatNumber(locale, total)}</dd>
              </div>
              {VENDORS.filter((vendor) => byVendor[vendor] > 0).map((vendor) => (
                <div key={vendor} className={`totals__${vendor}`}>
                  <dt>
                    <a href={hrefFor('library', locale, {}, { vendor })}>{t(`vendor.${vendor}`)}</a>
                  </dt>
                  <dd>{formatNumber(locale, byVendor[vendor])}</dd>
                </div>
              ))}
            </dl>
            {/* The gauge repeats, as decoration, the share the sentence under it states. */}
            <div className="vendor-share">
              <div className="vendor-share__gauge" aria-hidden="true">
                <Decoration9 width={112} height={112} color={WIDGET_COLORS.gauge}>
                  {amdShare}
                </Decoration9>
              </div>
              <p>{t('homeVendorShare', { vendor: t('vendor.amd'), share: amdShare })}</p>
            </div>
          </div>
        </div>
        {/* A row per segment with its share as a bar: five rows fill the height the vendor card sets,
            where five tiles in a grid of three left a blank band in each tile or above them. */}
        <div className="stat-card panel">
          <h2>{t('homeBySegment')}</h2>
          <dl className="segment-totals">
            {SEGMENTS.filter((segment) => bySegment[segment] > 0).map((segment) => (
              <div key={segment}>
                <dt>
                  <a href={hrefFor('library', locale, {}, { segment })}>{t(`segment.${segment}`)}</a>
                </dt>
                <dd>
                  {formatNumber(locale, bySegment[segment])}
                  <span className="segment-totals__share">{formatPercent(locale, total ? bySegment[segment] / total : 0)}</span>
                </dd>
                <span className="segment-totals__bar" aria-hidden="true">
                  <span style={{ width: `${Math.round((total ? bySegment[segment] / total : 0) * 1000) / 10}%` }} />
                </span>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section className="charts" aria-labelledby="home-charts">
        <h2 id="home-charts" className="visually-hidden">
          {t('homeCharts')}
        </h2>
        <div className="panel">
          <LaunchesPerYearChart locale={locale} years={figures.launches} />
        </div>
        <div className="panel">
          <CoreSpreadChart locale={locale} segments={figures.spread} />
        </div>
      </section>
      {figures.benchmark ? (
        <LadderTops
          ladders={figures.ladders}
          benchmark={figures.benchmark}
          singleThread={figures.singleThread}
          pricesMonth={figures.pricesMonth}
          locale={locale}
        />
      ) : null}
    </>
  );
}
