// Decoration5's stepped line at one fixed size (220 × 16), written out: a page heading's rule needs
// no measuring and no animation, so it is plain markup and costs the browser no widget code.
// The maintainers' gallery (/dev/widgets) shows the animated widget itself. Colours come from the
// stylesheet (base.css).
const STEPS = 'M0,3.2 L39.6,3.2 L44,6.4 L55,6.4 L59.4,9.6 L158.4,9.6 L165,6.4 L176,6.4 L180.4,3.2 L220,3.2';
const BASE = 'M66,12.8 L154,12.8';

/** The stepped line under a page's main heading. */
export function HeadingRule() {
  return (
    <div className="heading-rule" aria-hidden="true">
      <svg width={220} height={16} viewBox="0 0 220 16" focusable="false">
        {/* The glow: the same line, wider and faint. */}
        <path className="heading-rule__glow" d={STEPS} />
        <path className="heading-rule__steps" d={STEPS} />
        <path className="heading-rule__base" d={BASE} />
      </svg>
    </div>
  );
}
