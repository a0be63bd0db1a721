// BorderBox8: a 1 px frame inset 2.5 px from its box, with a light in colour 2 running round it,
// one lap per `dur` (3 s, linear); clockwise from the top-left corner, or down the left side first
// with `reverse`. Children render inside, over the frame. Still, the light rests at the top-left corner.
import type { ReactElement, ReactNode } from 'react';
import { classNames } from './class-names.js';
import { round } from './svg-geometry.js';
import { useWidgetBox } from './use-widget-box.js';
import { WidgetHost } from './widget-host.js';
import { mergeColors, seconds } from './widget-props.js';
import type { WidgetProps } from './widget-props.js';
import { WidgetSvg } from './widget-svg.js';

export interface BorderBox8Props extends WidgetProps {
  /** Seconds per lap. */
  dur?: number;
  reverse?: boolean;
  children?: ReactNode;
}

const DEFAULT_COLORS = ['#235fa7', '#4fd2dd'] as const;
const DEFAULT_SIZE = { width: 300, height: 150 };
const INSET = 2.5;
// pathLength normalises the frame, so the keyframes in widgets.css move the light one lap
// (stroke-dashoffset 0 → -1000) whatever the box's size.
const PATH_LENGTH = 1000;
// The light is three dashes sharing one front, each shorter and brighter than the last: a comet
// drawn with strokes alone, where DataV moved a radial-gradient mask with SMIL (no CSS equivalent).
const LIGHT = [
  { length: 150, opacity: 0.25 },
  { length: 80, opacity: 0.5 },
  { length: 30, opacity: 1 },
] as const;

export default function BorderBox8(props: BorderBox8Props): ReactElement {
  const box = useWidgetBox(props, DEFAULT_SIZE);
  const [frameColor, lightColor] = mergeColors(DEFAULT_COLORS, props.color);
  const { width, height } = box;
  const frame = framePath(width, height, props.reverse ?? false);
  const perimeter = Math.max(1, 2 * (width + height) - 8 * INSET);
  return (
    <WidgetHost box={box} className={classNames('w-border-box-8', props.className)} variables={{ '--w-dur': seconds(props.dur, 3) }}>
      <WidgetSvg width={width} height={height}>
        <path d={frame} fill="none" stroke={frameColor} strokeWidth={1} />
        {LIGHT.map(({ length, opacity }) => {
          // The dash sits at the end of each lap, so its front is the path's start; a short
          // frame gets a shorter light rather than one that laps itself.
          const dash = round(Math.min(length / perimeter, 0.4) * PATH_LENGTH);
          return (
            <path
              key={length}
              className={classNames('w-border-box-8__light', box.animate && 'w-motion')}
              d={frame}
              pathLength={PATH_LENGTH}
              fill="none"
              stroke={lightColor}
              strokeOpacity={opacity}
              strokeWidth={3}
              strokeDasharray={`0 ${round(PATH_LENGTH - dash)} ${dash} 0`}
            />
          );
        })}
      </WidgetSvg>
      <div className="w-border-box-8__content">{props.children}</div>
    </WidgetHost>
  );
}

/** The frame's rectangle, starting at the top-left corner and running clockwise (or anticlockwise). */
function framePath(width: number, height: number, reverse: boolean): string {
  const left = INSET;
  const top = INSET;
  const right = round(width - INSET);
  const bottom = round(height - INSET);
  return reverse
    ? `M${left},${top} L${left},${bottom} L${right},${bottom} L${right},${top} Z`
    : `M${left},${top} L${right},${top} L${right},${bottom} L${left},${bottom} Z`;
}
