import { useRef } from 'react';
import type { ProcessorData, ProcessorParts } from '../../src/shared/page-data/processor.js';
import { useCompareLinks } from '../compare-selection/use-compare-links.js';
import { hrefFor } from '../../src/shared/route-paths.js';
import { formatLaunch } from '../../src/shared/format.js';
import { Breadcrumb } from '../layout/breadcrumb.js';
import { HeadingRule } from '../layout/heading-rule.js';
import { translator } from '../../src/shared/messages.js';
import { Part } from '../part.js';
import type { ViewProps } from '../view-module.js';

/** One processor: every field grouped as the vendors group them, then where to go next. */
export default function ProcessorPage({ data, parts, locale }: ViewProps<ProcessorData, ProcessorParts>) {
  const t = translator(locale);
  const { processor } = data;
  const vendorName = t(`vendor.${processor.vendor}`);
  const actions = useRef<HTMLDivElement>(null);
  // The compare button follows the tab's compare selection (views/compare-selection/).
  useCompareLinks(actions, parts.actions, locale);
  return (
    <article className="processor">
      <Breadcrumb
        locale={locale}
        steps={[{ href: hrefFor('library', locale, {}, { vendor: processor.vendor }), label: vendorName }]}
        current={processor.name}
      />
      <h1>
        {vendorName} {processor.name}
      </h1>
      <HeadingRule />
      <p className="processor-lede">
        {[processor.family, processor.codename, t(`segment.${processor.segment}`), processor.launched ? formatLaunch(locale, processor.launched) : null]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <Part ref={actions} parts={parts} name="actions" />
      {parts.score ? (
        <div className="score-block-host">
          <Part parts={parts} name="score" />
        </div>
      ) : null}
      {parts.price ? <Part parts={parts} name="price" /> : null}
      <Part parts={parts} name="details" />
    </article>
  );
}
