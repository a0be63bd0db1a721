import type { CSSProperties } from 'react';
import { CARD_HEIGHT, CARD_WIDTH } from '../shared/card-url.js';
import { translator } from '../shared/messages.js';
import type { Locale } from '../shared/locales.js';
import type { Vendor } from '../shared/processor.js';
import type { CardContent, CardRow } from './card-content.js';
import { FONT_FAMILY, PALETTE, VENDOR_COLOURS } from './card-palette.js';

/**
 * The one layout of every link-preview card, 1200 × 630, for satori (src/cards/draw-picture.ts):
 * the site's name and the page's kind, the title with the vendors' marks, a few lines, then large
 * figures or a short ranked list, and the site's address at the foot. Satori lays out flexbox
 * only: every element with more than one child is a flex box, and nothing here is HTML a browser
 * ever sees. Sizes are of the border box, as satori otherwise adds the padding to them.
 */
export function CardLayout({ content, locale, host }: { content: CardContent; locale: Locale; host: string }) {
  const t = translator(locale);
  const rows = content.rows.length;
  // Ten rows take the room the lines and figures would: the title then keeps to one line.
  const titleSize = rows > 5 ? 48 : content.title.length > 28 ? 56 : 68;
  return (
    <div
      style={{
        ...box,
        flexDirection: 'column',
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        boxSizing: 'border-box',
        padding: '40px 64px 32px',
        background: PALETTE.background,
        color: PALETTE.text,
        fontFamily: FONT_FAMILY,
        borderTop: `8px solid ${PALETTE.accent}`,
      }}
    >
      <div style={{ ...box, justifyContent: 'space-between', alignItems: 'center', fontSize: 26, color: PALETTE.muted }}>
        <span style={{ color: PALETTE.accent, fontWeight: 700 }}>{t('cards.brand')}</span>
        <span>{content.kicker}</span>
      </div>
      <div style={{ ...box, alignItems: 'center', marginTop: rows > 5 ? 12 : 28, gap: 16 }}>
        {content.vendors.map((vendor) => (
          <VendorMark key={vendor} vendor={vendor} locale={locale} />
        ))}
      </div>
      <div
        style={{
          ...box,
          marginTop: content.vendors.length ? 12 : 0,
          fontSize: titleSize,
          fontWeight: 700,
          lineHeight: 1.15,
          maxHeight: titleSize * 1.15 * (rows > 5 ? 1 : 2),
          overflow: 'hidden',
        }}
      >
        {content.title}
      </div>
      {content.lines.map((line, index) => (
        <div
          key={index}
          style={{
            ...box,
            marginTop: 14,
            fontSize: content.lines.length > 1 ? 26 : 30,
            color: index === 0 ? PALETTE.text : PALETTE.muted,
            lineHeight: 1.35,
            maxHeight: 2 * 1.35 * 30,
            overflow: 'hidden',
          }}
        >
          {line}
        </div>
      ))}
      <div style={{ ...box, flexGrow: 1, flexDirection: 'column', justifyContent: 'flex-end' }}>
        {content.stats.length ? (
          <div style={{ ...box, gap: 64, marginBottom: rows ? 20 : 0 }}>
            {content.stats.map((stat, index) => (
              <div key={index} style={{ ...box, flexDirection: 'column' }}>
                <span style={{ fontSize: 64, fontWeight: 700, color: PALETTE.accent, lineHeight: 1.1 }}>{stat.value}</span>
                <span style={{ fontSize: 24, color: PALETTE.muted }}>{stat.label}</span>
              </div>
            ))}
          </div>
        ) : null}
        {rows ? (
          <div style={{ ...box, flexDirection: 'column', gap: rows > 5 ? 2 : 8 }}>
            {content.rows.map((row, index) => (
              <Row key={index} row={row} compact={rows > 5} />
            ))}
          </div>
        ) : null}
      </div>
      <div style={{ ...box, justifyContent: 'space-between', marginTop: 20, fontSize: 22, color: PALETTE.muted }}>
        <span>{host}</span>
        <span>{t('cards.footer')}</span>
      </div>
    </div>
  );
}

/** Satori's boxes are flex boxes; every element says so. */
export const box: CSSProperties = { display: 'flex' };

export function VendorMark({ vendor, locale, size = 24 }: { vendor: Vendor; locale: Locale; size?: number }) {
  const colour = VENDOR_COLOURS[vendor];
  return (
    <span
      style={{
        ...box,
        padding: `${size / 6}px ${size / 2}px`,
        border: `2px solid ${colour}`,
        borderRadius: size / 4,
        color: colour,
        fontSize: size,
        fontWeight: 700,
      }}
    >
      {translator(locale)(`vendor.${vendor}`)}
    </span>
  );
}

/** One ranked or listed entry: its place, its name in its vendor's colour, a bar as long as its share of the best, its figure. */
export function Row({ row, compact, nameWidth = 560 }: { row: CardRow; compact: boolean; nameWidth?: number }) {
  const size = compact ? 22 : 30;
  return (
    <div style={{ ...box, alignItems: 'center', fontSize: size, height: size * 1.45 }}>
      {row.rank !== undefined ? <span style={{ width: size * 2.4, color: PALETTE.muted }}>{row.rank}</span> : null}
      <span
        style={{
          width: nameWidth,
          color: row.vendor ? VENDOR_COLOURS[row.vendor] : PALETTE.text,
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
        }}
      >
        {row.name}
      </span>
      {row.share !== undefined ? (
        <div style={{ ...box, flexGrow: 1, height: size * 0.5, background: PALETTE.track, marginRight: 16 }}>
          <div
            style={{
              ...box,
              width: `${Math.round(Math.max(0, Math.min(1, row.share)) * 100)}%`,
              height: '100%',
              background: row.vendor ? VENDOR_COLOURS[row.vendor] : PALETTE.accent,
            }}
          />
        </div>
      ) : null}
      {row.value !== undefined ? <span style={{ ...box, minWidth: size * 3.5, justifyContent: 'flex-end', fontWeight: 700 }}>{row.value}</span> : null}
    </div>
  );
}
