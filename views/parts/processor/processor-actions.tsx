import { COMPARE_PICK_ATTRIBUTE } from '../../../src/shared/compare-dom.js';
import { translator } from '../../../src/shared/messages.js';
import type { ProcessorParts } from '../../../src/shared/page-data/processor.js';
import { processorKey } from '../../../src/shared/processor.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import type { PartProps } from '../../view-module.js';

/**
 * What a visitor can do with a processor, under its heading: compare it — a plain link to the
 * comparison of it alone, which shows it beside the field that adds a second; with JavaScript and a
 * compare selection, the selection makes it "compare with my selection" (views/compare-selection/) —
 * and report an error in its record on this site's form, no account needed (docs/corrections.md),
 * and read its corrections when it has any — and measure it with CPU Atlas Bench, picked on the
 * bench's page. The GitHub report stays as a second way, at the end of the sources.
 */
export function ProcessorActions({ processor, reports, locale }: PartProps<ProcessorParts['actions']>) {
  const t = translator(locale);
  const key = processorKey(processor);
  const pick = { [COMPARE_PICK_ATTRIBUTE]: key, 'data-name': processor.name };
  return (
    <div className="processor-actions">
      <a className="button" href={hrefFor('compare', locale, {}, { ids: key })} {...pick}>
        {t('compareWith')}
      </a>
      <a className="processor-actions__report" href={reports.formHref} rel="nofollow">
        {t('report.error')}
      </a>
      {reports.historyHref && (
        <a className="processor-actions__history" href={reports.historyHref}>
          {t('correction.historyLink')}
        </a>
      )}
      <a className="processor-actions__bench" href={hrefFor('bench', locale, {}, { cpu: key })}>
        {t('bench.link')}
      </a>
    </div>
  );
}
