import { SectionDivider } from '../layout/section-divider.js';
import { WIDGET_COLORS } from '../layout/widget-colors.js';
import { StaticHtml } from '../static-html.js';
import type { ViewProps } from '../view-module.js';
import BorderBox8 from '../widgets/border-box-8.js';
import { ServerDrawnWidgets } from '../widgets/server-drawn-widgets.js';

/**
 * The home page as HTML the server rendered (views/home/, src/pages/home.ts): nothing in its words,
 * figures, charts and lists changes in the browser, so a first visit downloads them, not the code
 * and the words that made them.
 */
export interface HomeData {
  /** the hero's words and radar (views/home/home-intro.tsx) */
  intro: string;
  /** totals, share gauge, charts and the top of each ladder (views/home/home-overview.tsx) */
  overview: string;
  /** the newest launches and the library shortcuts (views/home/home-lists.tsx) */
  lists: string;
}

/**
 * The catalogue at a glance. The browser draws only the two widgets that follow the width of the
 * page, the hero's frame and the divider; the rest it puts in place as the server drew it.
 */
export default function Home({ data }: ViewProps<HomeData>) {
  return (
    <>
      <section className="hero">
        <BorderBox8 className="hero-frame" color={WIDGET_COLORS.frame}>
          <ServerDrawnWidgets html={data.intro} />
        </BorderBox8>
      </section>
      <ServerDrawnWidgets html={data.overview} />
      <SectionDivider />
      <StaticHtml html={data.lists} />
    </>
  );
}
