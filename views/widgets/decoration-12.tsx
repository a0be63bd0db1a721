// Decoration12: a radar. A 60° wedge in colour 1, fading from its leading edge, sweeps clockwise once per
// `scanDur` (3 s, linear) over rings, spokes and rim arcs in colour 2, while a halo swells from the centre
// and fades every `haloDur` (2 s). Children are centred over it as page text.
import type { ReactElement, ReactNode } from 'react';
import { classNames } from './class-names.js';
import { fade, toRgbString } from './color.js';
import { polar, round } from './svg-geometry.js';
import { useSvgId } from './svg-id.js';
import { useWidgetBox } from './use-widget-box.js';
import { WidgetHost } from './widget-host.js';
import { mergeColors, seconds } from './widget-props.js';
import type { WidgetProps } from './widget-props.js';
import { WidgetSvg } from './widget-svg.js';

export interface Decoration12Props extends WidgetProps {
  /** Seconds per turn of the wedge. */
  scanDur?: number;
  /** Seconds per halo pulse. */
  haloDur?: number;
  children?: ReactNode;
}

const DEFAULT_COLORS = ['#2783ce', '#2cf7fe'] as const;
const DEFAULT_SIZE = { width: 150, height: 150 };
const WEDGE_SLICES = 30;
const SLICE_DEGREES = 2;
// Each slice reaches this far into the next, which is drawn under it, so no hairline seams show.
const SLICE_OVERLAP = 0.5;
const SPOKE_ANGLES = [0, 30, 60, 90, 120, 150];
const RIM_ARC_STARTS = [30, 120, 210, 300];

export default function Decoration12(props: Decoration12Props): ReactElement {
  const box = useWidgetBox(props, DEFAULT_SIZE);
  const haloId = useSvgId('w-decoration-12-halo');
  const [first, second] = mergeColors(DEFAULT_COLORS, props.color);
  // The wedge and halo are faded shades, so both colours must parse; a bad one throws here.
  const scanColor = toRgbString(first);
  const lineColor = toRgbString(second);
  const { width, height } = box;
  const cx = width / 2;
  const cy = height / 2;
  // Radii come from the shorter side: DataV took them all from the width and assumed a square box.
  const radius = Math.min(width, height) / 2;
  const at = (r: number, degrees: number): string => polar(cx, cy, r, degrees);
  const motion = box.animate && 'w-motion';

  // Slice 0 is the leading edge at 12 o'clock; later slices trail anticlockwise, fading out.
  const slices = Array.from({ length: WEDGE_SLICES }, (_, index) => {
    const start = -index * SLICE_DEGREES;
    const end = start - SLICE_DEGREES - (index < WEDGE_SLICES - 1 ? SLICE_OVERLAP : 0);
    return {
      d: `M${round(cx)},${round(cy)} L${at(radius, start)} A${round(radius)},${round(radius)} 0 0 0 ${at(radius, end)} Z`,
      fill: fade(scanColor, 100 - (index * 100) / (WEDGE_SLICES - 1)),
    };
  }).reverse();
  const rings = [1, 2, 3].map((k) => ({ k, r: round((k * (radius - 0.5)) / 3) }));
  const spokes = SPOKE_ANGLES.map((angle) => `M${at(radius, angle)} L${at(radius, angle + 180)}`).join(' ');
  const rim = radius - 1;
  const rimArcs = RIM_ARC_STARTS.map((start) => `M${at(rim, start)} A${round(rim)},${round(rim)} 0 0 1 ${at(rim, start + 30)}`).join(' ');

  return (
    <WidgetHost
      box={box}
      className={classNames('w-decoration-12', props.className)}
      variables={{ '--w-dur': seconds(props.scanDur, 3), '--w-halo-dur': seconds(props.haloDur, 2) }}
    >
      {/* The wedge and the halo move as HTML layers the compositor turns, scales and fades alone
          (a transform on an SVG element is repainted every frame). The halo, in colour 2 like the
          lines, looks the same under them as over them; the still lines are the SVG last. */}
      <div className="w-layers">
        <div className={classNames('w-layer w-spin', motion)}>
          <WidgetSvg width={width} height={height}>
            {slices.map(({ d, fill }) => (
              <path key={d} d={d} fill={fill} />
            ))}
          </WidgetSvg>
        </div>
        {/* opacity 0 until its keyframes run, so under reduced motion no halo is left standing. */}
        {box.animate && (
          <div className="w-layer w-decoration-12__halo w-motion">
            <WidgetSvg width={width} height={height}>
              <defs>
                <radialGradient id={haloId}>
                  <stop offset="0%" stopColor={fade(lineColor, 0)} />
                  <stop offset="100%" stopColor={fade(lineColor, 30)} />
                </radialGradient>
              </defs>
              <circle cx={round(cx)} cy={round(cy)} r={round(radius)} fill={`url(#${haloId})`} />
            </WidgetSvg>
          </div>
        )}
      </div>
      <WidgetSvg width={width} height={height}>
        {rings.map(({ k, r }) => (
          <circle key={k} cx={round(cx)} cy={round(cy)} r={r} fill="none" stroke={lineColor} strokeWidth={0.5} />
        ))}
        <path d={spokes} fill="none" stroke={lineColor} strokeWidth={0.5} strokeOpacity={0.5} />
        <path d={rimArcs} fill="none" stroke={lineColor} strokeWidth={2} />
        <circle cx={round(cx)} cy={round(cy)} r={1} fill={lineColor} />
      </WidgetSvg>
      <div className="w-overlay">{props.children}</div>
    </WidgetHost>
  );
}
