import { hrefFor } from '../src/route-paths.js';
import { formatLaunch, formatNumber } from './format.js';
import { translator } from './messages.js';
import { ProcessorLink } from './processor-link.js';
import type { ProcessorSummary } from './processor-summary.js';
import type { ViewProps } from './view-module.js';

export interface HomeData {
  total: number;
  byVendor: { amd: number; intel: number };
  newest: ProcessorSummary[];
}

/** The catalogue at a glance: welcome, totals, newest launches, the way into the library. */
export default function Home({ data, locale }: ViewProps<HomeData>) {
  const t = translator(locale);
  return (
    <>
      <section className="hero">
        <h1>{t('welcome')}</h1>
        <p>{t('homeIntro', { count: formatNumber(locale, data.total) })}</p>
        <dl className="totals">
          {(['amd', 'intel'] as const).map((vendor) => (
            <div key={vendor}>
              <dt>{t(`vendor.${vendor}`)}</dt>
              <dd>{formatNumber(locale, data.byVendor[vendor])}</dd>
            </div>
          ))}
        </dl>
        <p><a className="button" href={hrefFor('library', locale)}>{t('homeBrowse')}</a></p>
      </section>
      <section>
        <h2>{t('homeNewest')}</h2>
        <ul className="processor-list">
          {data.newest.map((processor) => (
            <li key={`${processor.vendor}:${processor.id}`}>
              <ProcessorLink processor={processor} locale={locale} />
              {processor.launched ? <span className="muted"> · {formatLaunch(locale, processor.launched)}</span> : null}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
