import { SEGMENTS, processorKey, type Segment } from '../../src/shared/processor.js';
import type { BenchmarkSource } from '../../src/shared/benchmark.js';
import { LadderTops, type HomeLadder } from '../benchmark/ladder-tops.js';
import type { Locale } from '../../src/shared/locales.js';
import type { SegmentSpread, YearCount } from '../../src/shared/statistics.js';
import { hrefFor } from '../../src/shared/route-paths.js';
import { CoreSpreadChart } from '../charts/core-spread-chart.js';
import { LaunchesPerYearChart } from '../charts/launches-per-year-chart.js';
import { formatLaunch, formatNumber, formatPercent } from '../format.js';
import { HeadingRule } from '../layout/heading-rule.js';
import { SectionDivider } from '../layout/section-divider.js';
import { WIDGET_COLORS } from '../layout/widget-colors.js';
import { translator, type MessageKey } from '../../src/shared/messages.js';
import { ProcessorLink } from '../processor-link.js';
import type { ProcessorSummary } from '../../src/shared/processor-summary.js';
import type { ViewProps } from '../view-module.js';
import BorderBox8 from '../widgets/border-box-8.js';
import Decoration9 from '../widgets/decoration-9.js';
import Decoration12 from '../widgets/decoration-12.js';

export interface HomeShortcut {
  label: MessageKey;
  /** library query string, '?vendor=amd&segment=desktop' */
  search: string;
  count: number;
}

export interface HomeData {
  total: number;
  byVendor: { amd: number; intel: number };
  bySegment: Record<Segment, number>;
  newest: ProcessorSummary[];
  shortcuts: HomeShortcut[];
  launches: YearCount[];
  spread: SegmentSpread[];
  /** the top of each performance ladder, and where its scores come from (null: no scores) */
  ladders: HomeLadder[];
  scoreSource: BenchmarkSource | null;
}

/** The catalogue at a glance: welcome, totals, newest launches, ways into the library. */
export default function Home({ data, locale }: ViewProps<HomeData>) {
  const t = translator(locale);
  const amdShare = formatPercent(locale, data.total ? data.byVendor.amd / data.total : 0);
  return (
    <>
      <section className="hero">
        <BorderBox8 className="hero-frame" color={WIDGET_COLORS.frame}>
          <div className="hero-body">
            <div className="hero-text">
              <h1>{t('welcome')}</h1>
              <HeadingRule />
              <p className="hero-lede">{t('homeDescription', { count: formatNumber(locale, data.total) })}</p>
              <p className="hero-actions"><a className="button" href={hrefFor('library', locale)}>{t('homeBrowse')}</a></p>
            </div>
            {/* A desktop ornament only: on a phone the hero keeps to its words. */}
            <div className="hero-radar" aria-hidden="true">
              <Decoration12 width={200} height={200} color={WIDGET_COLORS.radar} />
            </div>
          </div>
        </BorderBox8>
      </section>
      <section className="stats" aria-labelledby="stats-vendor">
        <div className="stat-card panel">
          <h2 id="stats-vendor">{t('homeByVendor')}</h2>
          <div className="stat-card__body">
            <dl className="totals">
              <div><dt>{t('homeTotal')}</dt><dd>{formatNumber(locale, data.total)}</dd></div>
              {(['amd', 'intel'] as const).map((vendor) => (
                <div key={vendor} className={`totals__${vendor}`}>
                  <dt><a href={hrefFor('library', locale, {}, { vendor })}>{t(`vendor.${vendor}`)}</a></dt>
                  <dd>{formatNumber(locale, data.byVendor[vendor])}</dd>
                </div>
              ))}
            </dl>
            {/* The gauge repeats, as decoration, the share the sentence under it states. */}
            <div className="vendor-share">
              <div className="vendor-share__gauge" aria-hidden="true">
                <Decoration9 width={112} height={112} color={WIDGET_COLORS.gauge}>{amdShare}</Decoration9>
              </div>
              <p>{t('homeVendorShare', { vendor: t('vendor.amd'), share: amdShare })}</p>
            </div>
          </div>
        </div>
        <div className="stat-card panel">
          <h2>{t('homeBySegment')}</h2>
          <dl className="totals">
            {SEGMENTS.filter((segment) => data.bySegment[segment] > 0).map((segment) => (
              <div key={segment}>
                <dt><a href={hrefFor('library', locale, {}, { segment })}>{t(`segment.${segment}`)}</a></dt>
                <dd>{formatNumber(locale, data.bySegment[segment])}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section className="charts" aria-labelledby="home-charts">
        <h2 id="home-charts" className="visually-hidden">{t('homeCharts')}</h2>
        <div className="panel"><LaunchesPerYearChart locale={locale} years={data.launches} /></div>
        <div className="panel"><CoreSpreadChart locale={locale} segments={data.spread} /></div>
      </section>
      {data.scoreSource ? <LadderTops ladders={data.ladders} source={data.scoreSource} locale={locale} /> : null}
      <SectionDivider />
      <section className="home-newest">
        <h2>{t('homeNewest')}</h2>
        <ul className="summary-list newest">
          {data.newest.map((processor) => (
            <li key={processorKey(processor)}>
              <span className={`vendor-tag vendor-${processor.vendor}`}>{t(`vendor.${processor.vendor}`)}</span>{' '}
              <ProcessorLink processor={processor} locale={locale} />
              {processor.launched ? <>{' '}<span className="muted summary-meta">{formatLaunch(locale, processor.launched)}</span></> : null}
            </li>
          ))}
        </ul>
      </section>
      <section className="home-explore">
        <h2>{t('homeExplore')}</h2>
        <ul className="shortcuts">
          {data.shortcuts.map((shortcut) => (
            <li key={shortcut.label}>
              <a href={hrefFor('library', locale, {}, shortcut.search)}>
                <span>{t(shortcut.label)}</span>
                <span className="shortcut-count">{formatNumber(locale, shortcut.count)}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
