import Decoration4 from '../widgets/decoration-4.js';
import { WIDGET_COLORS } from './widget-colors.js';

/**
 * A horizontal divider between the parts of a long page. It spans the content's width, which only
 * the browser knows: the server's drawing is stretched to fit until the widget has measured its box.
 */
export function SectionDivider() {
  return (
    <div className="section-divider" aria-hidden="true">
      <Decoration4 reverse color={WIDGET_COLORS.divider} />
    </div>
  );
}
