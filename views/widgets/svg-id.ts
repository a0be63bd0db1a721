// SVG ids come from React's useId: the same on server and client, so hydration matches, and unique
// per instance (DataV's timestamp ids collided between border boxes, as its tracker recorded).
// useId's separators differ between React versions (":r1:", "«r1»", "_R_1_") and not all are safe
// inside url(#…), so anything outside [A-Za-z0-9_-] becomes "_".
import { useId } from 'react';

export function useSvgId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^A-Za-z0-9_-]/g, '_')}`;
}
