// Decoration5's stepped line at one fixed size, under a page's main heading: it needs no
// measuring and no animation, so the stylesheet draws it (base.css) and a page carries only this
// empty element, not the drawing. The maintainers' gallery (/dev/widgets) shows the animated widget.

/** The stepped line under a page's main heading. */
export function HeadingRule() {
  return <div className="heading-rule" aria-hidden="true" />;
}
