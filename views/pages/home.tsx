import { SectionDivider } from '../layout/section-divider.js';
import { WIDGET_COLORS } from '../layout/widget-colors.js';
import type { HomeData, HomeParts } from '../../src/shared/page-data/home.js';
import { Part } from '../part.js';
import type { ViewProps } from '../view-module.js';
import BorderBox8 from '../widgets/border-box-8.js';
import { ServerDrawnWidgets } from '../widgets/server-drawn-widgets.js';

/**
 * The catalogue at a glance. The browser draws only the two widgets that follow the width of the
 * page, the hero's frame and the divider; the rest it puts in place as the server drew it.
 */
export default function Home({ parts }: ViewProps<HomeData, HomeParts>) {
  return (
    <>
      <section className="hero">
        <BorderBox8 className="hero-frame" color={WIDGET_COLORS.frame}>
          <ServerDrawnWidgets parts={parts} name="intro" />
        </BorderBox8>
      </section>
      <ServerDrawnWidgets parts={parts} name="overview" />
      <SectionDivider />
      <Part parts={parts} name="lists" />
    </>
  );
}
