/**
 * The site's mark: a chip seen from above, in the accent colour — the favicon's drawing. CSS draws
 * it (views/styles/layout.css), so every page's first download carries one element, not an SVG.
 */
export function LogoMark() {
  return <span className="logo-mark" aria-hidden="true" />;
}
