// The SVG every widget draws in. It is decoration, so it is hidden from assistive technology and
// from the tab order; text a reader needs is never inside it. The width/height attributes carry the
// drawn size for a page without widgets.css; with it, CSS stretches the SVG over its box, and
// preserveAspectRatio "none" keeps the drawing whole between a resize and the re-measure.
import type { ReactElement, ReactNode } from 'react';
import { classNames } from './class-names.js';

export interface WidgetSvgProps {
  width: number;
  height: number;
  /** Defaults to the drawn size, 1 unit = 1 px. */
  viewBox?: string;
  /** Drawings in a fixed viewBox (rings, the spinner) keep their shape with "xMidYMid meet". */
  fit?: 'none' | 'xMidYMid meet';
  className?: string | false;
  children: ReactNode;
}

export function WidgetSvg({ width, height, viewBox, fit = 'none', className, children }: WidgetSvgProps): ReactElement {
  return (
    <svg
      className={classNames('w-svg', className)}
      width={width}
      height={height}
      viewBox={viewBox ?? `0 0 ${width} ${height}`}
      preserveAspectRatio={fit}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
