// The outer element of every widget that draws over its own box: class names, size, the duration
// custom properties its keyframes read, and data-paused, which widgets.css turns into a paused animation.
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { classNames } from './class-names.js';
import type { WidgetBox } from './use-widget-box.js';

export type CssVariables = Readonly<Record<`--w-${string}`, string>>;

export interface WidgetHostProps {
  box: WidgetBox;
  className: string;
  variables?: CssVariables;
  children: ReactNode;
}

export function WidgetHost({ box, className, variables, children }: WidgetHostProps): ReactElement {
  return (
    <div
      ref={box.ref}
      className={classNames('w-widget w-box', className)}
      style={{ ...box.style, ...variables } as CSSProperties}
      data-paused={box.paused ? '' : undefined}
    >
      {children}
    </div>
  );
}
