import Decoration4 from '../widgets/decoration-4.js';
import Decoration5 from '../widgets/decoration-5.js';
import type { ColorPair } from '../widgets/widget-props.js';

/**
 * The dashboard widgets as the pages use them: mid-tone colours that read on
 * the navy and on the white theme alike (the widgets take colours as SVG
 * attributes, so one pair must suit both), and sizes fixed where the layout
 * allows, so the server's drawing is already the final one. All of it is
 * decoration: hidden from assistive technology, never holding needed text.
 */
export const WIDGET_COLORS = {
  frame: ['#2a6bb5', '#22c5e0'],
  rule: ['#1fb3cf', '#2a8fa5'],
  radar: ['#2783ce', '#1fc8e0'],
  gauge: ['rgba(3,166,224,0.85)', 'rgba(3,166,224,0.5)'],
  divider: ['rgba(63,150,190,0.45)', '#22b8d4'],
  line: ['#3faacb', '#22d3ee'],
} as const satisfies Record<string, ColorPair>;

/** The stepped line under a page's main heading. */
export function HeadingRule() {
  return (
    <div className="heading-rule" aria-hidden="true">
      <Decoration5 width={220} height={16} color={WIDGET_COLORS.rule} dur={1.6} />
    </div>
  );
}

/** A horizontal divider between the parts of a long page; it spans the content's width. */
export function SectionDivider() {
  return (
    <div className="section-divider" aria-hidden="true">
      <Decoration4 reverse color={WIDGET_COLORS.divider} />
    </div>
  );
}
