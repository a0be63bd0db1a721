import { formatLaunch, formatNumber, formatUnit } from './format.js';
import { translator } from './messages.js';
import { ProcessorLink } from './processor-link.js';
import type { ProcessorSummary } from './processor-summary.js';
import type { ViewProps } from './view-module.js';

export interface LibraryData {
  total: number;
  results: ProcessorSummary[];
}

/** The catalogue as a table. */
export default function Library({ data, locale }: ViewProps<LibraryData>) {
  const t = translator(locale);
  const dash = t('unknown');
  return (
    <section>
      <h1>{t('libraryTitle')}</h1>
      <p>{t('libraryResults', { count: formatNumber(locale, data.total) })}</p>
      <table className="library-table">
        <thead>
          <tr>
            <th scope="col">{t('field.name')}</th>
            <th scope="col">{t('vendor')}</th>
            <th scope="col">{t('segment')}</th>
            <th scope="col">{t('field.cores')}</th>
            <th scope="col">{t('field.boostClockGHz')}</th>
            <th scope="col">{t('field.tdpW')}</th>
            <th scope="col">{t('field.launched')}</th>
          </tr>
        </thead>
        <tbody>
          {data.results.map((processor) => (
            <tr key={`${processor.vendor}:${processor.id}`}>
              <th scope="row"><ProcessorLink processor={processor} locale={locale} /></th>
              <td>{t(`vendor.${processor.vendor}`)}</td>
              <td>{t(`segment.${processor.segment}`)}</td>
              <td>{formatNumber(locale, processor.cores)} / {formatNumber(locale, processor.threads)}</td>
              <td>{processor.boostClockGHz === null ? dash : formatUnit(locale, processor.boostClockGHz, 'GHz')}</td>
              <td>{processor.tdpW === null ? dash : formatUnit(locale, processor.tdpW, 'W')}</td>
              <td>{processor.launched === null ? dash : formatLaunch(locale, processor.launched)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
