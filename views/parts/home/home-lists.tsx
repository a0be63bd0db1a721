import type { HomeParts } from '../../../src/shared/page-data/home.js';
import { translator } from '../../../src/shared/messages.js';
import { processorKey } from '../../../src/shared/processor.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import { formatLaunch, formatNumber } from '../../../src/shared/format.js';
import { ProcessorLink } from '../processor-link.js';
import type { PartProps } from '../../view-module.js';

/** The newest launches and ready-made ways into the library. Drawn on the server only (src/pages/home.ts). */
export function HomeLists({ newest, shortcuts, locale }: PartProps<HomeParts['lists']>) {
  const t = translator(locale);
  return (
    <>
      <section className="home-newest">
        <h2>{t('homeNewest')}</h2>
        <ul className="summary-list newest">
          {newest.map((processor) => (
            <li key={processorKey(processor)}>
              <span className={`vendor-tag vendor-${processor.vendor}`}>{t(`vendor.${processor.vendor}`)}</span>{' '}
              <ProcessorLink processor={processor} locale={locale} />
              {processor.launched ? (
                <>
                  {' '}
                  <span className="muted summary-meta">{formatLaunch(locale, processor.launched)}</span>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section className="home-explore">
        <h2>{t('homeExplore')}</h2>
        <ul className="shortcuts">
          {shortcuts.map((shortcut) => (
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
