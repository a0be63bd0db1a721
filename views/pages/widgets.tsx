import type { ReactNode } from 'react';
import { translator, type MessageKey } from '../../src/shared/messages.js';
import { HeadingRule } from '../layout/heading-rule.js';
import { WIDGET_COLORS } from '../layout/widget-colors.js';
import type { WidgetsData } from '../../src/shared/page-data/widgets.js';
import type { ViewProps } from '../view-module.js';
import BorderBox8 from '../widgets/border-box-8.js';
import Decoration2 from '../widgets/decoration-2.js';
import Decoration4 from '../widgets/decoration-4.js';
import Decoration5 from '../widgets/decoration-5.js';
import Decoration9 from '../widgets/decoration-9.js';
import Decoration12 from '../widgets/decoration-12.js';
import Loading from '../widgets/loading.js';

/**
 * For maintainers, at /dev/widgets outside production (src/shared/routes.ts): all seven
 * dashboard widgets side by side, each drawn and moving in the site's colours. Visitors see the
 * widgets only where they decorate the pages. Fixed sizes: every drawing is final from the
 * server on, and none is wider than a column of the two-column phone grid (136 px). The
 * drawings are hidden from assistive technology; each caption names its widget.
 */

const WIDGETS: readonly (readonly [MessageKey, ReactNode])[] = [
  ['widget.borderBox8', <BorderBox8 width={136} height={84} color={WIDGET_COLORS.frame} />],
  ['widget.decoration2', <Decoration2 width={136} height={8} color={WIDGET_COLORS.line} />],
  ['widget.decoration4', <Decoration4 reverse width={136} height={10} color={WIDGET_COLORS.divider} />],
  ['widget.decoration5', <Decoration5 width={136} height={28} color={WIDGET_COLORS.rule} />],
  ['widget.decoration9', <Decoration9 width={96} height={96} color={WIDGET_COLORS.gauge} />],
  ['widget.decoration12', <Decoration12 width={96} height={96} color={WIDGET_COLORS.radar} />],
  ['widget.loading', <Loading width={50} height={50} />],
];

export default function Widgets({ locale }: ViewProps<WidgetsData>) {
  const t = translator(locale);
  return (
    <section className="widget-gallery" aria-labelledby="widget-gallery">
      <h1 id="widget-gallery">{t('gallery.title')}</h1>
      <HeadingRule />
      <p className="muted">{t('gallery.intro')}</p>
      <p className="muted">{t('gallery.devOnly')}</p>
      <ul className="widget-gallery__list">
        {WIDGETS.map(([name, widget]) => (
          <li key={name} className="widget-gallery__item">
            <div className="widget-gallery__stage" aria-hidden="true">
              {widget}
            </div>
            <span className="widget-gallery__name">{t(name)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
