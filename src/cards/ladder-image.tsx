import { formatLaunch, formatNumber, formatYuan } from '../shared/format.js';
import type { Locale } from '../shared/locales.js';
import { translator, type MessageKey } from '../shared/messages.js';
import type { LadderData, LadderParts } from '../shared/page-data/ladder.js';
import { box, Row } from './card-layout.js';
import { FONT_FAMILY, PALETTE } from './card-palette.js';
import { titleWithoutSite } from './card-content.js';
import { ladderEntries, ladderRow } from './kinds/ladder.js';

/**
 * A page of the ladder (天梯图) as one tall picture to pass around, as Chinese enthusiasts pass
 * ladders: 1080 px wide, which a phone shows at its width with the names still readable (30 px
 * type is 11 CSS px on a 390 px screen, and the picture zooms), every entry of the page in its
 * tier with its place, figure and bar, and at the foot what a picture needs once it has left the
 * site: the data's credit with its date (and the prices' on the value ladder), the site's name and
 * the page's address.
 */
export const LADDER_IMAGE_WIDTH = 1080;
const HEAD = 300;
const TIER_HEAD = 72;
const ROW = 44;
const FOOT = 330;

export function ladderImageHeight(data: LadderData): number {
  const tiers = data.tiers.filter(({ tier }) => tier !== null).length;
  return HEAD + tiers * TIER_HEAD + Math.max(ladderEntries(data).length, 2) * ROW + FOOT;
}

export function LadderImage({
  data,
  priceCredit,
  title,
  locale,
  url,
  host,
}: LadderParts['body'] & { title: string; locale: Locale; url: string; host: string }) {
  const t = translator(locale);
  const { query, benchmark } = data;
  const summary = [
    t('ladder.summary', { count: formatNumber(locale, data.total), metric: t(`metric.${query.metric}`) }),
    data.value && query.cnyMax !== null
      ? t('ladder.budgetSummary', { price: formatYuan(locale, query.cnyMax), count: formatNumber(locale, data.value.ranked) })
      : null,
    data.pages > 1 ? t('cards.page', { page: formatNumber(locale, data.page), pages: formatNumber(locale, data.pages) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const credit = benchmark
    ? t(`benchmarkSource.${benchmark.source}.credit` as MessageKey, {
        date: formatLaunch(locale, benchmark.snapshot),
        licence: benchmark.licence,
        sources: benchmark.derivedFrom?.sources.join(t('verdict.enumerationSeparator')) ?? benchmark.sourceName,
      })
    : null;
  return (
    <div
      style={{
        ...box,
        flexDirection: 'column',
        width: LADDER_IMAGE_WIDTH,
        height: ladderImageHeight(data),
        boxSizing: 'border-box',
        padding: '48px 48px 0',
        background: PALETTE.background,
        color: PALETTE.text,
        fontFamily: FONT_FAMILY,
        borderTop: `10px solid ${PALETTE.accent}`,
      }}
    >
      <div style={{ ...box, flexDirection: 'column', height: HEAD - 48 }}>
        <span style={{ fontSize: 30, fontWeight: 700, color: PALETTE.accent }}>{t('cards.brand')}</span>
        <span style={{ fontSize: 56, fontWeight: 700, marginTop: 16, lineHeight: 1.2 }}>{titleWithoutSite(title, t('siteName'))}</span>
        <span style={{ fontSize: 28, color: PALETTE.muted, marginTop: 16 }}>{summary}</span>
      </div>
      {data.total === 0 ? <span style={{ fontSize: 30, height: 2 * ROW }}>{t(benchmark ? 'ladder.empty' : 'ladder.noScores')}</span> : null}
      {data.tiers.map(({ tier, rows }) => (
        <div key={tier ?? 'all'} style={{ ...box, flexDirection: 'column' }}>
          {tier ? (
            <div
              style={{
                ...box,
                alignItems: 'flex-end',
                height: TIER_HEAD,
                paddingBottom: 10,
                fontSize: 32,
                fontWeight: 700,
                borderBottom: `2px solid ${PALETTE.line}`,
                marginBottom: 6,
              }}
            >
              {t(`tier.${tier}`)}
            </div>
          ) : null}
          {rows
            .flatMap((row) => Object.values(row))
            .sort((a, b) => a.rank - b.rank)
            .map((entry) => {
              const shown = ladderRow(entry, data, locale);
              const name = entry.price ? `${entry.name} · ${formatYuan(locale, entry.price.yuan)}` : entry.name;
              return (
                <div key={`${entry.vendor}:${entry.id}`} style={{ ...box, flexDirection: 'column', justifyContent: 'center', height: ROW }}>
                  <Row row={{ ...shown, name }} compact={false} nameWidth={520} />
                </div>
              );
            })}
        </div>
      ))}
      <div
        style={{
          ...box,
          flexDirection: 'column',
          marginTop: 'auto',
          height: FOOT,
          paddingTop: 28,
          paddingBottom: 40,
          borderTop: `2px solid ${PALETTE.line}`,
          fontSize: 24,
          color: PALETTE.muted,
          lineHeight: 1.4,
          gap: 10,
        }}
      >
        {credit ? <span>{credit}</span> : null}
        {priceCredit ? <span>{priceCredit.credit}</span> : null}
        <span style={{ marginTop: 'auto', color: PALETTE.text, fontSize: 26 }}>{`${t('siteName')} · ${host}`}</span>
        <span style={{ color: PALETTE.accent, fontSize: 22, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>{url}</span>
      </div>
    </div>
  );
}
