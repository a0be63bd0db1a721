import type { Catalogue } from './catalogue.js';
import { perCatalogue } from './per-catalogue.js';
import type { Segment } from '../shared/processor.js';

/**
 * The socket filter's options in groups, so a visitor looking for a desktop board's socket does not
 * read past a hundred laptop and embedded packages: desktop (and workstation) sockets, server
 * sockets, then mobile and embedded packages. A socket goes where most of the processors sold on it
 * are (a tie to the earlier group); within a group the catalogue's order (natural) holds.
 */
export const SOCKET_GROUPS = ['desktop', 'server', 'mobile'] as const;
export type SocketGroup = (typeof SOCKET_GROUPS)[number];

const GROUP_OF: Record<Segment, SocketGroup> = { desktop: 'desktop', workstation: 'desktop', server: 'server', mobile: 'mobile', embedded: 'mobile' };

export const socketGroupsOf = perCatalogue((catalogue: Catalogue): { group: SocketGroup; sockets: string[] }[] => {
  const counts = new Map<string, Record<SocketGroup, number>>();
  for (const processor of catalogue.processors) {
    if (processor.socket === null) continue;
    for (const socket of processor.socket.split(/\s*,\s*/)) {
      if (!socket) continue;
      const count = counts.get(socket) ?? { desktop: 0, server: 0, mobile: 0 };
      count[GROUP_OF[processor.segment]]++;
      counts.set(socket, count);
    }
  }
  const groupOf = (socket: string): SocketGroup => {
    const count = counts.get(socket);
    if (!count) return 'mobile';
    return SOCKET_GROUPS.reduce((best, group) => (count[group] > count[best] ? group : best), SOCKET_GROUPS[0]);
  };
  return SOCKET_GROUPS.map((group) => ({ group, sockets: catalogue.library.sockets.filter((socket) => groupOf(socket) === group) })).filter(
    (entry) => entry.sockets.length > 0,
  );
});
