// The SVG a chart draws in. It is aria-hidden: every chart's figure carries a table with the same
// numbers, which is what assistive technology reads, so the drawing is not announced twice.
// No width/height attributes: with the viewBox alone the SVG fills its box's width and takes its height
// from the aspect ratio, from the first server render on (charts.css says the same for old engines).
import type { ReactElement, ReactNode } from 'react';
import { CHART_FONT_SIZE } from './text-width.js';

export interface ChartSvgProps {
  width: number;
  height: number;
  children: ReactNode;
}

export function ChartSvg({ width, height, children }: ChartSvgProps): ReactElement {
  return (
    <svg className="chart__svg" viewBox={`0 0 ${width} ${height}`} fontSize={CHART_FONT_SIZE} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}
