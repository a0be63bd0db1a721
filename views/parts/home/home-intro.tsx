import type { HomeParts } from '../../../src/shared/page-data/home.js';
import { hrefFor } from '../../../src/shared/route-paths.js';
import { translator } from '../../../src/shared/messages.js';
import { formatNumber } from '../../../src/shared/format.js';
import { HeadingRule } from '../../layout/heading-rule.js';
import { SearchForm } from '../../layout/search-form.js';
import { WIDGET_COLORS } from '../../layout/widget-colors.js';
import Decoration12 from '../../widgets/decoration-12.js';
import type { PartProps } from '../../view-module.js';

/**
 * The hero's words — what CPU Atlas is, and the three ways in: find one's processor, compare, the
 * ladder — and its radar, inside the frame the browser keeps drawing (views/pages/home.tsx).
 * Drawn on the server only (src/pages/home.ts): the radar has a fixed size, so its drawing never
 * changes, and the browser only pauses it while it is out of sight (views/widgets/server-drawn-widgets.tsx).
 */
export function HomeIntro({ total, locale }: PartProps<HomeParts['intro']>) {
  const t = translator(locale);
  return (
    <div className="hero-body">
      <div className="hero-text">
        <h1>
          {t('home.heroTitle')}
          <span className="hero-what">{t('home.heroWhat')}</span>
        </h1>
        <HeadingRule />
        <p className="hero-lede">{t('homeDescription', { count: formatNumber(locale, total) })}</p>
        {/* What visitors come for: their own processor (the search, a plain GET form), a comparison, the ladder. */}
        <div className="hero-find">
          <label htmlFor="hero-search">{t('home.heroFind')}</label>
          <SearchForm locale={locale} id="hero-search" />
        </div>
        <p className="hero-actions">
          <a className="button" href={hrefFor('compare', locale)}>
            {t('home.heroCompare')}
          </a>
          <a className="button" href={hrefFor('ladder', locale)}>
            {t('home.heroLadder')}
          </a>
          <a href={hrefFor('library', locale)}>{t('homeBrowse')}</a>
        </p>
      </div>
      {/* A desktop ornament only: on a phone the hero keeps to its words. */}
      <div className="hero-radar" aria-hidden="true">
        <Decoration12 width={200} height={200} color={WIDGET_COLORS.radar} />
      </div>
    </div>
  );
}
