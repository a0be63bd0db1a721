import { MAX_COMPARED } from '../../src/shared/compare-query.js';
import type { Locale } from '../../src/shared/locales.js';
import { translator } from '../../src/shared/messages.js';
import { formatNumber } from '../../src/shared/format.js';
import { clearPicks, comparisonHref, removePick, type Selection } from './selection-store.js';

/**
 * "2/4 selected · Compare": a bar that stays at the foot of the window while the library
 * scrolls, once something is picked (so only with JavaScript). It names the picks (each
 * removable), says why a fifth was refused, and links to the comparison — a plain link, so
 * the router opens it as any other page.
 */
export function CompareTray({ locale, selection }: { locale: Locale; selection: Selection }) {
  const t = translator(locale);
  const { picks, refused } = selection;
  if (!picks.length) return null;
  const href = comparisonHref(picks, locale);
  return (
    <aside className="compare-tray" aria-label={t('tray.label')}>
      <p className="compare-tray__count">{t('tray.count', { count: formatNumber(locale, picks.length), max: formatNumber(locale, MAX_COMPARED) })}</p>
      <ul className="compare-tray__picks">
        {picks.map((pick) => (
          <li key={pick.key}>
            <span>{pick.name}</span>
            <button type="button" onClick={() => removePick(pick.key)} aria-label={t('tray.remove', { name: pick.name })}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <p className="compare-tray__notice" role="status">
        {refused ? t('tray.full', { max: formatNumber(locale, MAX_COMPARED) }) : ''}
      </p>
      <div className="compare-tray__actions">
        <button type="button" className="button button--ghost" onClick={clearPicks}>
          {t('tray.clear')}
        </button>
        <a className="button compare-tray__go" href={href}>
          {t('tray.compare')}
        </a>
      </div>
    </aside>
  );
}
