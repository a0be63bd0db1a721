// Decoration2: a 1 px line in colour 1 growing across the middle of its box, led by a 1 px dot in
// colour 2, over `dur` (6 s, ease-in-out), then starting again; `reverse` draws it top to bottom.
// Still, the line is drawn in full with the dot at its end.
import type { ReactElement } from 'react';
import { classNames } from './class-names.js';
import { round } from './svg-geometry.js';
import { useWidgetBox } from './use-widget-box.js';
import { WidgetHost } from './widget-host.js';
import { mergeColors, seconds } from './widget-props.js';
import type { WidgetProps } from './widget-props.js';
import { WidgetSvg } from './widget-svg.js';

export interface Decoration2Props extends WidgetProps {
  dur?: number;
  /** Vertical instead of horizontal. */
  reverse?: boolean;
}

const DEFAULT_COLORS = ['#3faacb', '#fff'] as const;
// The sizes in DataV's documentation.
const DEFAULT_SIZE = { width: 200, height: 5 };
const DEFAULT_SIZE_REVERSED = { width: 5, height: 150 };

export default function Decoration2(props: Decoration2Props): ReactElement {
  const reverse = props.reverse ?? false;
  const box = useWidgetBox(props, reverse ? DEFAULT_SIZE_REVERSED : DEFAULT_SIZE);
  const [lineColor, dotColor] = mergeColors(DEFAULT_COLORS, props.color);
  const { width, height } = box;
  // The dot is drawn where the line ends; the keyframes start it `--w-travel` back, at the line's start.
  const line = reverse ? { x: round(width / 2 - 0.5), y: 0, width: 1, height } : { x: 0, y: round(height / 2 - 0.5), width, height: 1 };
  const dot = reverse ? { x: line.x, y: round(height - 1) } : { x: round(width - 1), y: line.y };
  const motion = box.animate && 'w-motion';
  return (
    <WidgetHost
      box={box}
      className={classNames('w-decoration-2', reverse && 'w-decoration-2--reverse', props.className)}
      variables={{ '--w-dur': seconds(props.dur, 6), '--w-travel': `${round((reverse ? height : width) - 1)}px` }}
    >
      {/* The line and the dot each move as an HTML layer, which the compositor scales and slides
          alone (a transform on an SVG element is repainted every frame). The line grows from its
          start, the box's top-left corner. */}
      <div className={classNames('w-layer w-decoration-2__line', motion)}>
        <WidgetSvg width={width} height={height}>
          <rect {...line} fill={lineColor} />
        </WidgetSvg>
      </div>
      <div className={classNames('w-layer w-decoration-2__dot', motion)}>
        <WidgetSvg width={width} height={height}>
          <rect {...dot} width={1} height={1} fill={dotColor} />
        </WidgetSvg>
      </div>
    </WidgetHost>
  );
}
