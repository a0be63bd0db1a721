// A part of a page the server drew with widgets of a fixed size in it (src/shared/page-parts.ts).
// A widget that never changes size never redraws, so the browser needs none of the code that draws
// it, only the pausing: each widget in the part holds still while it is off-screen or its tab is
// hidden, as use-animation-pause.ts does for the widgets the browser draws.
import { useEffect, useRef } from 'react';
import type { PageParts } from '../../src/shared/page-parts.js';
import { Part } from '../part.js';
import { watchAnimationPause } from './use-animation-pause.js';

export function ServerDrawnWidgets<Name extends string>({ parts, name }: { parts: PageParts<Name>; name: NoInfer<Name> }) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: parts and name are the trigger: a new part holds new widgets to pause
  useEffect(() => {
    const widgets = [...(ref.current?.querySelectorAll('.w-widget') ?? [])];
    const stops = widgets.map((widget) => watchAnimationPause(widget, (paused) => widget.toggleAttribute('data-paused', paused)));
    return () => {
      for (const stop of stops) stop();
    };
  }, [parts, name]);
  return <Part ref={ref} parts={parts} name={name} />;
}
