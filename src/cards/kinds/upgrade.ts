import { translator } from '../../shared/messages.js';
import type { UpgradePageData, UpgradeParts } from '../../shared/page-data/upgrade.js';
import { emptyCard, titleWithoutSite, type CardKind } from '../card-content.js';

/** The upgrade advisor: the processor to upgrade from and the best few it can be changed for. */
export const upgradeCard: CardKind<UpgradePageData, UpgradeParts> = ({ data, title, description, locale }) => {
  const t = translator(locale);
  return {
    ...emptyCard,
    kicker: t('cards.kind.upgrade'),
    title: titleWithoutSite(title, t('siteName')),
    vendors: [data.processor.vendor],
    lines: data.listed.length ? [] : [description],
    rows: data.listed.slice(0, 5).map((candidate, index) => ({ rank: String(index + 1), name: candidate.name })),
  };
};
