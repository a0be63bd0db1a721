import { formatList, formatNumber } from '../../shared/format.js';
import { translator } from '../../shared/messages.js';
import type { SocketPageData, SocketParts } from '../../shared/page-data/socket.js';
import { emptyCard, titleWithoutSite, type CardKind } from '../card-content.js';

/** A socket: its name, its years and memory, and how many processors and boards it has. */
export const socketCard: CardKind<SocketPageData, SocketParts> = ({ parts, title, locale }) => {
  const t = translator(locale);
  const { socket } = parts.body;
  const years = socket.years ? (socket.years.first === socket.years.last ? String(socket.years.first) : `${socket.years.first}–${socket.years.last}`) : null;
  return {
    ...emptyCard,
    kicker: t('cards.kind.socket'),
    title: titleWithoutSite(title, t('siteName')),
    lines: [[years, socket.memoryTypes.length ? formatList(locale, socket.memoryTypes) : null].filter(Boolean).join(' · ')].filter(Boolean),
    stats: [
      { value: formatNumber(locale, socket.processorCount), label: t('cards.processors') },
      { value: formatNumber(locale, socket.boardCount), label: t('cards.boards') },
    ],
  };
};
