import type { Locale } from '../../src/shared/locales.js';
import { NavigationProgress } from './navigation-progress.js';
import { NewVersionNotice } from './new-version-notice.js';

/**
 * What the browser runtime draws over the page now and then: navigation
 * progress and the new-version notice. The runtime loads this module only
 * when it first needs it (client/runtime-ui.tsx), so a first visit does not
 * pay for the Loading widget.
 */
export interface RuntimeOverlayProps {
  locale: Locale;
  loading: boolean;
  newBuild: boolean;
  onReload: () => void;
}

export default function RuntimeOverlay(props: RuntimeOverlayProps) {
  return (
    <>
      {props.loading ? <NavigationProgress locale={props.locale} /> : null}
      {props.newBuild ? <NewVersionNotice locale={props.locale} onReload={props.onReload} /> : null}
    </>
  );
}
