// Loading: a spinner of two dashed circles, the outer turning clockwise and the inner anticlockwise,
// one turn per `dur` (1.5 s), their colours trading places over two turns. An optional label (children)
// shows below it in a polite live region, so a screen reader hears it; the spinner itself is decoration.
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { classNames } from './class-names.js';
import { useWidgetBox } from './use-widget-box.js';
import type { CssVariables } from './widget-host.js';
import { mergeColors, seconds } from './widget-props.js';
import type { WidgetProps } from './widget-props.js';
import { WidgetSvg } from './widget-svg.js';

export interface LoadingProps extends WidgetProps {
  /** Seconds per turn. */
  dur?: number;
  /** The label, e.g. "Loading…". */
  children?: ReactNode;
}

const DEFAULT_COLORS = ['#02bcfe', '#3be6cb'] as const;
// The spinner's box; width/height and page CSS size the spinner, not the label under it.
const DEFAULT_SIZE = { width: 50, height: 50 };
// Each circle is dashed into two quarter arcs: dash = gap = a quarter of its circumference.
const OUTER = { r: 20, width: 3, dash: (Math.PI * 20) / 2 };
const INNER = { r: 10, width: 3, dash: (Math.PI * 10) / 2 };

export default function Loading(props: LoadingProps): ReactElement {
  const box = useWidgetBox(props, DEFAULT_SIZE);
  const [first, second] = mergeColors(DEFAULT_COLORS, props.color);
  const hasLabel = props.children !== undefined && props.children !== null && props.children !== false;
  const motion = box.animate && 'w-motion';
  // Each circle is drawn twice, the copy in the other colour fading in and out, so the colour change
  // is an opacity animation and the colours stay in attributes rather than in CSS. The circles turn,
  // and the copies fade, as HTML layers, which the compositor runs alone (a transform or an opacity
  // on an SVG element is repainted every frame).
  const svg = { width: box.width, height: box.height, viewBox: '0 0 50 50', fit: 'xMidYMid meet' } as const;
  const ring = (spin: 'w-spin' | 'w-spin-back', circle: typeof OUTER, color: string, copyColor: string): ReactElement => {
    const dash = `${circle.dash.toFixed(3)} ${circle.dash.toFixed(3)}`;
    const shape = { cx: 25, cy: 25, r: circle.r, fill: 'none', strokeWidth: circle.width, strokeLinecap: 'round', strokeDasharray: dash } as const;
    return (
      <div className={classNames('w-layer', spin, motion)}>
        <WidgetSvg {...svg}>
          <circle {...shape} stroke={color} />
        </WidgetSvg>
        {box.animate && (
          <div className="w-layer w-loading__blend w-motion">
            <WidgetSvg {...svg}>
              <circle {...shape} stroke={copyColor} />
            </WidgetSvg>
          </div>
        )}
      </div>
    );
  };
  return (
    <div
      className={classNames('w-widget w-loading', props.className)}
      style={{ '--w-dur': seconds(props.dur, 1.5) } satisfies CssVariables as CSSProperties}
      data-paused={box.paused ? '' : undefined}
    >
      <div ref={box.ref} className="w-box w-loading__spinner" style={box.style}>
        <div className="w-layers">
          {ring('w-spin', OUTER, first, second)}
          {ring('w-spin-back', INNER, second, first)}
        </div>
      </div>
      {hasLabel && (
        <div className="w-loading__label" role="status" aria-live="polite">
          {props.children}
        </div>
      )}
    </div>
  );
}
