// BorderBox8: a 1 px frame inset 2.5 px from its box, with a light in colour 2 running round it,
// one lap per `dur` (3 s, linear); clockwise from the top-left corner, or down the left side first
// with `reverse`. Children render inside, over the frame. Still, the light rests at the top-left corner.
import type { CSSProperties, ReactElement, ReactNode } from 'react';
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
// The light is three dashes sharing one front, each shorter and brighter than the last: a comet
// (DataV moved a radial-gradient mask with SMIL, which has no CSS equivalent). Lengths in px,
// but never more than 40% of a lap, so a short frame gets a shorter light rather than one that
// laps itself. widgets.css draws them (the 25% and 50% strokes as colour 2 mixed with transparent).
const LIGHT = [150, 80, 30] as const;
const HALF_STROKE = 1.5;
const MAX_LIGHT_SHARE = 0.4;

/**
 * One side of the frame as a lane: an HTML strip over the 3 px the light's stroke covers, along
 * which a long strip painted with the comet, once per lap, slides (widgets.css). Sliding is a
 * transform, which the compositor runs alone, where the stroke-dashoffset of an SVG path repainted
 * the frame every frame. A lane holds its side and the corner it starts from, so each corner is lit
 * once; its place is a percentage of the box, so it is right before the box is measured.
 */
interface Lane {
  side: 'top' | 'right' | 'bottom' | 'left';
  /** Whether the light runs leftwards or upwards: the lane is mirrored. */
  backwards: boolean;
  /** How much of the lap, in px, comes before this side. */
  before: number;
}

export default function BorderBox8(props: BorderBox8Props): ReactElement {
  const box = useWidgetBox(props, DEFAULT_SIZE);
  const [frameColor, lightColor] = mergeColors(DEFAULT_COLORS, props.color);
  const { width, height } = box;
  const reverse = props.reverse ?? false;
  const frame = framePath(width, height, reverse);
  const across = Math.max(0, width - 2 * INSET);
  const down = Math.max(0, height - 2 * INSET);
  const lap = Math.max(1, 2 * (across + down));
  const lanes: Lane[] = reverse
    ? [
        { side: 'left', backwards: false, before: 0 },
        { side: 'bottom', backwards: false, before: down },
        { side: 'right', backwards: true, before: down + across },
        { side: 'top', backwards: true, before: 2 * down + across },
      ]
    : [
        { side: 'top', backwards: false, before: 0 },
        { side: 'right', backwards: false, before: across },
        { side: 'bottom', backwards: true, before: across + down },
        { side: 'left', backwards: true, before: 2 * across + down },
      ];
  const [long, middle, short] = LIGHT.map((length) => `${round(Math.min(length, MAX_LIGHT_SHARE * lap))}px`);
  const motion = box.animate && 'w-motion';
  return (
    <WidgetHost
      box={box}
      className={classNames('w-border-box-8', props.className)}
      variables={{
        '--w-dur': seconds(props.dur, 3),
        '--w-lap': `${round(lap)}px`,
        '--w-light': lightColor,
        '--w-light-long': long!,
        '--w-light-middle': middle!,
        '--w-light-short': short!,
      }}
    >
      {lanes.map(({ side, backwards, before }) => (
        <div key={side} className={classNames('w-border-box-8__lane', `w-border-box-8__lane--${side}`, backwards && 'w-border-box-8__lane--backwards')}>
          {/* Where the comet's front is on the sliding strip: when the lap begins it is at the
              top-left corner, `before` px back from this lane's first corner, which lies 1.5 px
              (half the stroke) into the lane. */}
          <div className={classNames('w-border-box-8__light', motion)} style={{ '--w-phase': `${round(mod(HALF_STROKE - before, lap))}px` } as CSSProperties} />
        </div>
      ))}
      <WidgetSvg width={width} height={height}>
        <path d={frame} fill="none" stroke={frameColor} strokeWidth={1} />
      </WidgetSvg>
      <div className="w-border-box-8__content">{props.children}</div>
    </WidgetHost>
  );
}

function mod(value: number, modulus: number): number {
  return ((value % modulus) + modulus) % modulus;
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
