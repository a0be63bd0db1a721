import { SEGMENTS, type Segment } from '../src/catalogue/processor.js';
import type { SegmentSpread, YearCount } from '../src/catalogue/statistics.js';
import { hrefFor } from '../src/route-paths.js';
import { CoreSpreadChart } from './charts/core-spread-chart.js';
import { LaunchesPerYearChart } from './charts/launches-per-year-chart.js';
import { formatLaunch, formatNumber } from './format.js';
import { translator, type MessageKey } from './messages.js';
import { ProcessorLink } from './processor-link.js';
import type { ProcessorSummary } from './processor-summary.js';
import type { ViewProps } from './view-module.js';

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
}

/** The catalogue at a glance: welcome, totals, newest launches, ways into the library. */
export default function Home({ data, locale }: ViewProps<HomeData>) {
  const t = translator(locale);
  return (
    <>
      <section className="hero">
        <h1>{t('welcome')}</h1>
        <p className="hero-lede">{t('homeDescription', { count: formatNumber(locale, data.total) })}</p>
        <p><a className="button" href={hrefFor('library', locale)}>{t('homeBrowse')}</a></p>
      </section>
      <section className="stats" aria-labelledby="stats-vendor">
        <div className="stat-card">
          <h2 id="stats-vendor">{t('homeByVendor')}</h2>
          <dl className="totals">
            <div><dt>{t('homeTotal')}</dt><dd>{formatNumber(locale, data.total)}</dd></div>
            {(['amd', 'intel'] as const).map((vendor) => (
              <div key={vendor}>
                <dt><a href={hrefFor('library', locale, {}, { vendor })}>{t(`vendor.${vendor}`)}</a></dt>
                <dd>{formatNumber(locale, data.byVendor[vendor])}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="stat-card">
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
      <section className="charts">
        <LaunchesPerYearChart locale={locale} years={data.launches} />
        <CoreSpreadChart locale={locale} segments={data.spread} />
      </section>
      <section>
        <h2>{t('homeNewest')}</h2>
        <ul className="summary-list newest">
          {data.newest.map((processor) => (
            <li key={`${processor.vendor}:${processor.id}`}>
              <ProcessorLink processor={processor} locale={locale} />
              <span className="muted">
                {' '}{t(`vendor.${processor.vendor}`)}
                {processor.launched ? ` · ${formatLaunch(locale, processor.launched)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section>
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
