import type { Processor } from '../../src/shared/processor.js';
import { hrefFor } from '../../src/shared/route-paths.js';
import { formatLaunch } from '../format.js';
import { HeadingRule } from '../layout/heading-rule.js';
import { processorKey } from '../../src/shared/processor.js';
import { translator } from '../../src/shared/messages.js';
import { StaticHtml } from '../static-html.js';
import type { ViewProps } from '../view-module.js';

export interface ProcessorData {
  processor: Processor;
  /**
   * The rest of the page as HTML the server rendered (views/static-html.tsx): facts and links
   * that need no script, so a first visit downloads them without the code and the words that
   * draw them. The open benchmark block (views/benchmark/score-block.tsx; null when the catalogue
   * has no scores), then the specifications with their sources, then the similar processors and
   * the family's neighbours (views/processor/processor-details.tsx).
   */
  scoreBlock: string | null;
  details: string;
}

/** One processor: every field grouped as the vendors group them, then where to go next. */
export default function ProcessorPage({ data, locale }: ViewProps<ProcessorData>) {
  const t = translator(locale);
  const { processor } = data;
  const vendorName = t(`vendor.${processor.vendor}`);
  return (
    <article className="processor">
      <nav aria-label={t('breadcrumb')} className="breadcrumb">
        <ol>
          <li><a href={hrefFor('home', locale)}>{t('home')}</a></li>
          <li><a href={hrefFor('library', locale)}>{t('library')}</a></li>
          <li><a href={hrefFor('library', locale, {}, { vendor: processor.vendor })}>{vendorName}</a></li>
          <li aria-current="page">{processor.name}</li>
        </ol>
      </nav>
      <h1>{vendorName} {processor.name}</h1>
      <HeadingRule />
      <p className="processor-lede">
        {[processor.family, processor.codename, t(`segment.${processor.segment}`), processor.launched ? formatLaunch(locale, processor.launched) : null]
          .filter(Boolean).join(' · ')}
      </p>
      <p className="processor-actions">
        <a className="button" href={hrefFor('compare', locale, {}, { ids: processorKey(processor) })}>{t('compareWith')}</a>
      </p>
      {data.scoreBlock ? <div className="score-block-host"><StaticHtml html={data.scoreBlock} /></div> : null}
      <StaticHtml html={data.details} />
    </article>
  );
}

