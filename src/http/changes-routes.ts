import { SERVER_ERRORS } from '../errors.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changesFeed } from '../corrections/changes-feed.js';
import { changesPage } from '../corrections/changes-page.js';
import { CHANGES_PATH, FEED_PATH } from '../corrections/correction-paths.js';
import type { CorrectionReports } from '../corrections/correction-reports.js';
import { dataChanges, type DataChange } from '../corrections/data-changes.js';
import { acceptedReports, type PublicReport } from '../corrections/report-store.js';
import { siteLookOf, type PageServices } from '../render/page-services.js';
import { LOCALES, LOCALE_PREFIX } from '../shared/locales.js';
import { parseProcessorKey, type Vendor } from '../shared/processor.js';

/**
 * /changes (and /en/changes) and its Atom feed, /changes.atom (docs/corrections.md). Read from the
 * database on each request, as the bench's open data is, so an accepted report shows at once on
 * every instance; outside the page cache and the route table, whose pages never open the database.
 * When the database cannot be read the page still lists the repository's data changes and says so;
 * while it can hold no report (`mayHoldReports`: an embedded database never made) it is not opened,
 * and the page lists no report.
 */
export function registerChangesRoutes(app: FastifyInstance, services: PageServices, reports: CorrectionReports, mayHoldReports: () => boolean): void {
  // Read from the records on the first request, not at start-up: no cost for a server nobody asks.
  let recorded: DataChange[] | null = null;
  const dataOf = () => (recorded ??= dataChanges(services.catalogue));
  // the file the data corrections are kept in, on the repository's default branch
  const correctionsFile = `${services.repositoryUrl}/blob/main/data/curated/corrections.json`;
  const nameOf = (vendor: Vendor, id: string) => services.catalogue.find(vendor, id)?.name ?? id;
  const processorOf = (request: FastifyRequest) => {
    const key = (request.query as Record<string, unknown>).processor;
    const named = typeof key === 'string' ? parseProcessorKey(key) : null;
    return (named && services.catalogue.find(named.vendor, named.id)) || null;
  };
  const readReports = async (request: FastifyRequest, processor?: { vendor: Vendor; id: string }): Promise<PublicReport[] | null> => {
    if (!mayHoldReports()) return [];
    try {
      return await acceptedReports(await reports.database.open(), processor);
    } catch (error) {
      request.log.error(error, 'accepted reports could not be read');
      return null;
    }
  };

  for (const locale of LOCALES) {
    app.get(`${LOCALE_PREFIX[locale]}${CHANGES_PATH}`, async (request, reply) => {
      const processor = processorOf(request);
      const shown: DataChange[] = processor ? dataOf().filter((change) => change.vendor === processor.vendor && change.processorId === processor.id) : dataOf();
      const listing = { reports: await readReports(request, processor ?? undefined), data: shown, processor, nameOf, correctionsFile };
      reply.header('cache-control', 'public, max-age=60').type('text/html; charset=utf-8');
      return changesPage(locale, listing, siteLookOf(services));
    });
    app.get(`${LOCALE_PREFIX[locale]}${FEED_PATH}`, async (request, reply) => {
      const accepted = await readReports(request);
      if (accepted === null)
        return reply.code(SERVER_ERRORS.ATLAS_CHANGES_UNAVAILABLE).header('retry-after', '60').type('text/plain; charset=utf-8').send('Service Unavailable');
      reply.header('cache-control', 'public, max-age=300').type('application/atom+xml; charset=utf-8');
      return changesFeed(locale, services.siteUrl, accepted, nameOf, new Date(services.manifest.timestamp));
    });
  }
}
