import { useEffect } from 'react';
import { MARKED_ENTRY_ID } from '../../src/shared/ladder-query.js';
import type { LadderPageData, LadderParts } from '../../src/shared/page-data/ladder.js';
import { translator } from '../../src/shared/messages.js';
import { hrefFor } from '../../src/shared/route-paths.js';
import { HeadingRule } from '../layout/heading-rule.js';
import { Part } from '../part.js';
import type { ViewProps } from '../view-module.js';

/**
 * The ladder (天梯图): one segment's processors ranked by their open benchmark score, in tiers, or
 * by value for money (性价比天梯: per 100 yuan of the price now). Wide
 * screens show Intel on the left and AMD on the right, rows aligned by value so that equal heights
 * mean equal speed; phones show one column. A table below says the same for screen readers and
 * anyone who prefers one. Everything is a link or plain text: it reads without JavaScript, and the
 * browser receives it as HTML rather than as the code that draws it.
 */
export default function Ladder({ data, parts, locale }: ViewProps<LadderPageData, LadderParts>) {
  const t = translator(locale);
  const { marked } = data;
  // "Where is my CPU?": a link from a detail page ends in the marked entry's #fragment, which the browser
  // scrolls to; a marked URL without one (typed, shared) is scrolled here, once the page is shown.
  useEffect(() => {
    if (marked && !location.hash) document.getElementById(MARKED_ENTRY_ID)?.scrollIntoView({ block: 'center' });
  }, [marked]);
  return (
    <section className="ladder-page">
      <h1>{t(data.value ? 'valueLadderTitle' : 'ladderTitle', { segment: t(`ladderSegment.${data.segment}`) })}</h1>
      <HeadingRule />
      <Part parts={parts} name="body" />
      {/* Where the figures of CPU Atlas Bench come from: visitors' own runs. */}
      <p className="ladder-page__bench">
        <a href={hrefFor('bench', locale)}>{t('bench.link')}</a>
      </p>
    </section>
  );
}
