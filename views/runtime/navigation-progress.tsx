import type { Locale } from '../../src/shared/locales.js';
import { translator } from '../../src/shared/messages.js';
import Loading from '../widgets/loading.js';

/**
 * Shown while a client navigation waits longer than 100 ms for its chunk or
 * payload: a thin bar along the top of the window and the Loading widget,
 * whose label a screen reader hears. The page underneath stays as it was
 * until the new one is ready.
 */
export function NavigationProgress({ locale }: { locale: Locale }) {
  return (
    <>
      <div className="route-progress" aria-hidden="true" />
      <div className="route-loading">
        <Loading>{translator(locale)('loading')}</Loading>
      </div>
    </>
  );
}
