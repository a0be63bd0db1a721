import Decoration5 from '../widgets/decoration-5.js';
import { WIDGET_COLORS } from './widget-colors.js';

/** The stepped line under a page's main heading: decoration at a fixed size, so the server draws it final. */
export function HeadingRule() {
  return (
    <div className="heading-rule" aria-hidden="true">
      <Decoration5 width={220} height={16} color={WIDGET_COLORS.rule} dur={1.6} />
    </div>
  );
}
