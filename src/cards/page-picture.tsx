import type { ResolvedPage } from '../render/page-payload.js';
import type { PageServices } from '../render/page-services.js';
import { CARD_HEIGHT, CARD_WIDTH, LADDER_IMAGE_SUFFIX, type PictureSuffix } from '../shared/card-url.js';
import type { LadderParts } from '../shared/page-data/ladder.js';
import { cardKindOf } from './card-kinds.js';
import { CardLayout } from './card-layout.js';
import { drawPicture } from './draw-picture.js';
import { LADDER_IMAGE_WIDTH, LadderImage, ladderImageHeight } from './ladder-image.js';

/**
 * The picture of a page its loader accepted: the page's link-preview card, or for a ladder the
 * whole page of it as one tall image. Made from what the page's loader returns for the same
 * params and query, so the picture says what the page says; null for a page type without one.
 */
export async function drawPagePicture(resolved: ResolvedPage, suffix: PictureSuffix, services: PageServices, rootDir: string): Promise<Buffer | null> {
  const { page, route, params, query, visit } = resolved;
  const { locale } = visit;
  const kind = cardKindOf(route.view);
  if (!kind || (suffix === LADDER_IMAGE_SUFFIX && route.view !== 'ladder')) return null;
  const loaded = page.load({
    route: route.name as never,
    params: params as never,
    catalogue: services.catalogue,
    query,
    locale,
    repositoryUrl: services.repositoryUrl,
  });
  const host = new URL(services.siteUrl).host;
  if (suffix === LADDER_IMAGE_SUFFIX) {
    const { body } = loaded.parts as unknown as LadderParts;
    const url = services.siteUrl + resolved.path + resolved.search;
    const image = <LadderImage {...body} title={loaded.title} locale={locale} url={url} host={host} />;
    return drawPicture(image, { width: LADDER_IMAGE_WIDTH, height: ladderImageHeight(body.data) }, rootDir);
  }
  const content = kind({ data: loaded.data, parts: loaded.parts, title: loaded.title, description: loaded.description, locale });
  return drawPicture(<CardLayout content={content} locale={locale} host={host} />, { width: CARD_WIDTH, height: CARD_HEIGHT }, rootDir);
}
