// Decoration5: a stepped line in colour 1 (3 px, with a soft glow) that dips in the middle, over a short
// colour-2 line below it; both unfold outwards from their midpoints over `dur` (1.2 s, quick then slow)
// and start again. Still, both lines are drawn in full.
import type { ReactElement } from 'react';
import { classNames } from './class-names.js';
import { polyline } from './svg-geometry.js';
import { useWidgetBox } from './use-widget-box.js';
import { WidgetHost } from './widget-host.js';
import { mergeColors, seconds } from './widget-props.js';
import type { WidgetProps } from './widget-props.js';
import { WidgetSvg } from './widget-svg.js';

export interface Decoration5Props extends WidgetProps {
  dur?: number;
}

const DEFAULT_COLORS = ['#3f96a5', '#3f96a5'] as const;
const DEFAULT_SIZE = { width: 300, height: 40 };
// [x, y] as fractions of the box; the stepped line is symmetric, so its midpoint by length is x = 0.5.
const STEPS = [
  [0, 0.2], [0.18, 0.2], [0.2, 0.4], [0.25, 0.4], [0.27, 0.6],
  [0.72, 0.6], [0.75, 0.4], [0.8, 0.4], [0.82, 0.2], [1, 0.2],
] as const;
const BASE = [[0.3, 0.8], [0.7, 0.8]] as const;
// pathLength lets one keyframe unfold lines of any length (stroke-dasharray "0 50 0 50" → "0 0 100 0").
const PATH_LENGTH = 100;

export default function Decoration5(props: Decoration5Props): ReactElement {
  const box = useWidgetBox(props, DEFAULT_SIZE);
  const [stepColor, baseColor] = mergeColors(DEFAULT_COLORS, props.color);
  const { width, height } = box;
  const scale = (points: ReadonlyArray<readonly [number, number]>): string =>
    polyline(points.map(([x, y]) => [x * width, y * height] as const));
  const steps = scale(STEPS);
  const lineClass = classNames('w-decoration-5__line', box.animate && 'w-motion');
  return (
    <WidgetHost box={box} className={classNames('w-decoration-5', props.className)} variables={{ '--w-dur': seconds(props.dur, 1.2) }}>
      <WidgetSvg width={width} height={height}>
        {/* The glow: the same line, wider and faint, which costs nothing per frame unlike a blur filter. */}
        <path className={lineClass} d={steps} pathLength={PATH_LENGTH} fill="none" stroke={stepColor} strokeOpacity={0.25} strokeWidth={7} strokeLinejoin="round" />
        <path className={lineClass} d={steps} pathLength={PATH_LENGTH} fill="none" stroke={stepColor} strokeWidth={3} />
        <path className={lineClass} d={scale(BASE)} pathLength={PATH_LENGTH} fill="none" stroke={baseColor} strokeWidth={2} />
      </WidgetSvg>
    </WidgetHost>
  );
}
