// The width a chart lays itself out at. The server, and the browser's first render, use the chart's
// default, so hydration matches the server markup exactly; afterwards the plot box is measured with the
// widgets' ResizeObserver (debounced 100 ms) and the chart re-lays out at that width — 1 SVG unit = 1 CSS px,
// so text keeps its size and a phone gets fewer ticks instead of shrunken ones. The SVG keeps its
// aspect ratio throughout (viewBox + width 100% + height auto), so re-laying out never shifts the page.
import { useRef } from 'react';
import type { RefObject } from 'react';
import { useBoxSize } from '../widgets/use-box-size.js';

/** Below this the drawing is scaled down rather than squeezed: labels would collide. */
export const MIN_CHART_WIDTH = 280;
/** Above this the drawing is scaled up rather than stretched: bars would turn into slabs. */
export const MAX_CHART_WIDTH = 960;

export interface ChartWidth {
  readonly ref: RefObject<HTMLDivElement | null>;
  readonly width: number;
}

export function layoutWidth(measured: number | undefined, defaultWidth: number): number {
  if (measured === undefined || !(measured > 0)) return defaultWidth;
  return Math.min(MAX_CHART_WIDTH, Math.max(MIN_CHART_WIDTH, Math.round(measured)));
}

export function useChartWidth(defaultWidth: number): ChartWidth {
  const ref = useRef<HTMLDivElement>(null);
  const measured = useBoxSize(ref, true);
  return { ref, width: layoutWidth(measured?.width, defaultWidth) };
}
