import type { UpgradePageData, UpgradeParts } from '../../src/shared/page-data/upgrade.js';
import { hrefFor } from '../../src/shared/route-paths.js';
import { translator } from '../../src/shared/messages.js';
import { Breadcrumb } from '../layout/breadcrumb.js';
import { HeadingRule } from '../layout/heading-rule.js';
import { Part } from '../part.js';
import type { ViewProps } from '../view-module.js';

/**
 * The upgrade advisor for one processor. The advice, its caveats and the chipset/board form are
 * drawn on the server (views/parts/upgrade.tsx): the page works without JavaScript.
 */
export default function UpgradePage({ data, parts, locale }: ViewProps<UpgradePageData, UpgradeParts>) {
  const t = translator(locale);
  const { processor } = data;
  const vendorName = t(`vendor.${processor.vendor}`);
  return (
    <article className="platform-page">
      <Breadcrumb
        locale={locale}
        steps={[{ href: hrefFor(processor.vendor, locale, { id: processor.id }), label: `${vendorName} ${processor.name}` }]}
        current={t('upgrade.crumb')}
      />
      <h1>{t('upgrade.title', { name: `${vendorName} ${processor.name}` })}</h1>
      <HeadingRule />
      <Part parts={parts} name="body" />
    </article>
  );
}
