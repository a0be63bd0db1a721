// The plot every chart draws in (chart-tiers.ts): a box of a fixed shape, its marks an SVG stretched
// over the plot inside the margins, its tick labels HTML beside and below it at their own size.
// The drawing is aria-hidden: every chart's figure carries a table with the same numbers, which is
// what assistive technology reads, so nothing is announced twice. A chart whose drawing says more
// than its table at a glance (where the gaps are, which points are marked) names it instead: a
// title and a description that sum it up, read before the table's values.
import type { ReactElement, ReactNode } from 'react';
import { percent, tiersAttribute, type ChartTier } from './chart-tiers.js';

export interface ChartPlotProps {
  /** the whole drawing's width over its height */
  aspect: number;
  margin: { top: number; right: number; bottom: number; left: number };
  /** the marks' own units across and down */
  width: number;
  height: number;
  /** labels left of the plot, at a fraction of its height from the top */
  yLabels: readonly ChartLabel[];
  /** labels under the plot, at a fraction of its width from the left */
  xLabels: readonly ChartLabel[];
  /** a title under the x labels */
  xTitle?: string;
  yLabelClass?: string;
  /** the drawing as an image with a title and a description (their ids are `{id}-title`, `{id}-desc`); without it, aria-hidden */
  label?: { id: string; title: string; description: string };
  children: ReactNode;
}

export interface ChartLabel {
  key: string | number;
  text: string;
  at: number;
  tiers?: readonly ChartTier[];
}

export function ChartPlot({ aspect, margin, width, height, yLabels, xLabels, xTitle, yLabelClass, label, children }: ChartPlotProps): ReactElement {
  const named = label ? { role: 'img', 'aria-labelledby': `${label.id}-title ${label.id}-desc` } : { 'aria-hidden': true };
  return (
    <div className="chart__plot" style={{ aspectRatio: String(Math.round(aspect * 10000) / 10000) }}>
      <div className="chart__area" style={margin}>
        <svg className="chart__marks" viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" {...named} focusable="false">
          {label ? (
            <>
              <title id={`${label.id}-title`}>{label.title}</title>
              <desc id={`${label.id}-desc`}>{label.description}</desc>
            </>
          ) : null}
          {children}
        </svg>
        <div className="chart__y-labels" aria-hidden="true">
          {yLabels.map((label) => (
            <span
              key={label.key}
              className={yLabelClass ?? 'chart__tick-label'}
              data-tiers={label.tiers && tiersAttribute(label.tiers)}
              style={{ top: percent(label.at) }}
            >
              {label.text}
            </span>
          ))}
        </div>
        <div className="chart__x-labels" aria-hidden="true">
          {xLabels.map((label) => (
            <span key={label.key} className="chart__tick-label" data-tiers={label.tiers && tiersAttribute(label.tiers)} style={{ left: percent(label.at) }}>
              {label.text}
            </span>
          ))}
          {xTitle ? <span className="chart__axis-title">{xTitle}</span> : null}
        </div>
      </div>
    </div>
  );
}
