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
  // is an opacity animation and the colours stay in attributes rather than in CSS.
  const circle = (ring: typeof OUTER, color: string, copyColor: string): ReactElement => {
    const dash = `${ring.dash.toFixed(3)} ${ring.dash.toFixed(3)}`;
    const shape = { cx: 25, cy: 25, r: ring.r, fill: 'none', strokeWidth: ring.width, strokeLinecap: 'round', strokeDasharray: dash } as const;
    return (
      <>
        <circle {...shape} stroke={color} />
        {box.animate && <circle {...shape} className="w-loading__blend w-motion" stroke={copyColor} opacity={0} />}
      </>
    );
  };
  return (
    <div
      className={classNames('w-widget w-loading', props.className)}
      style={({ '--w-dur': seconds(props.dur, 1.5) } satisfies CssVariables) as CSSProperties}
      data-paused={box.paused ? '' : undefined}
    >
      <div ref={box.ref} className="w-box w-loading__spinner" style={box.style}>
        <WidgetSvg width={box.width} height={box.height} viewBox="0 0 50 50" fit="xMidYMid meet">
          <g className={classNames('w-spin', motion)}>{circle(OUTER, first, second)}</g>
          <g className={classNames('w-spin-back', motion)}>{circle(INNER, second, first)}</g>
        </WidgetSvg>
      </div>
      {hasLabel && (
        <div className="w-loading__label" role="status" aria-live="polite">
          {props.children}
        </div>
      )}
    </div>
  );
}
