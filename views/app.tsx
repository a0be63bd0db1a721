import type { PagePayload } from '../src/shared/payload.js';
import DefaultLayout from './layout/default-layout.js';
import type { ViewModule } from './view-module.js';

/** The whole page body: the view inside its layout. Server and browser render the same tree. */
export function App({ payload, view }: { payload: PagePayload; view: ViewModule }) {
  const Layout = view.layout ?? DefaultLayout;
  const View = view.default;
  return (
    <Layout payload={payload}>
      <View data={payload.data} parts={payload.parts} locale={payload.locale} />
    </Layout>
  );
}
