// Decoration4: a line down the middle of its box (thin colour 1 under a dashed 3 px colour 2),
// revealed top to bottom in the first 70% of `dur` (3 s, ease-in-out) and held until the next sweep;
// `reverse` lays it horizontally and sweeps left to right. Still, the whole line shows.
import type { ReactElement } from 'react';
import { classNames } from './class-names.js';
import { round } from './svg-geometry.js';
import { useWidgetBox } from './use-widget-box.js';
import { WidgetHost } from './widget-host.js';
import { mergeColors, seconds } from './widget-props.js';
import type { WidgetProps } from './widget-props.js';
import { WidgetSvg } from './widget-svg.js';

export interface Decoration4Props extends WidgetProps {
  dur?: number;
  /** Horizontal instead of vertical. */
  reverse?: boolean;
}

const DEFAULT_COLORS = ['rgba(255,255,255,0.3)', 'rgba(255,255,255,0.3)'] as const;
const DEFAULT_SIZE = { width: 5, height: 150 };
const DEFAULT_SIZE_REVERSED = { width: 150, height: 5 };

export default function Decoration4(props: Decoration4Props): ReactElement {
  const reverse = props.reverse ?? false;
  const box = useWidgetBox(props, reverse ? DEFAULT_SIZE_REVERSED : DEFAULT_SIZE);
  const [lineColor, dashColor] = mergeColors(DEFAULT_COLORS, props.color);
  const { width, height } = box;
  const motion = box.animate && 'w-motion';
  const line = reverse ? `M0,${round(height / 2)} H${width}` : `M${round(width / 2)},0 V${height}`;
  return (
    <WidgetHost
      box={box}
      className={classNames('w-decoration-4', reverse && 'w-decoration-4--reverse', props.className)}
      variables={{ '--w-dur': seconds(props.dur, 3) }}
    >
      {/* The sweep: a window the compositor slides in over the line while the line inside slides
          the other way by as much, so the line stands still and is uncovered from its start, as
          DataV grew an overflow-hidden box. Clipping it (clip-path, as before) repainted it every frame. */}
      <div className={classNames('w-layer w-decoration-4__sweep', motion)}>
        <div className={classNames('w-layer w-decoration-4__line', motion)}>
          <WidgetSvg width={width} height={height}>
            <path d={line} fill="none" stroke={lineColor} strokeWidth={1} />
            <path d={line} fill="none" stroke={dashColor} strokeWidth={3} strokeDasharray="20 80" strokeDashoffset={-30} />
          </WidgetSvg>
        </div>
      </div>
    </WidgetHost>
  );
}
