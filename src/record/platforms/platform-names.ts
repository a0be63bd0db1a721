import type { ChipsetFileRecord, SocketRecord } from '../platform-schema.js';
import { boardSocketKey, chipsetKey, socketKey } from './socket-name.js';

/**
 * Names to records: which socket record a spelling names (its id, its name or an alias, read by
 * the rules in socket-name.ts), and which chipset record a board's chipset names on its socket.
 * The board importer and the server share it, so a board and a processor are matched alike.
 */
export interface PlatformNames {
  /** the socket record's id for a key from socket-name.ts, or null */
  socketOfKey(key: string): string | null;
  /** the socket a board's socket text names, with the number of sockets on the board */
  boardSocket(text: string): { socket: string | null; count: number };
  /** the chipset record a chipset name names on that socket, or null */
  chipsetOn(socket: string, name: string): string | null;
}

export function platformNames(sockets: readonly SocketRecord[], chipsets: readonly Pick<ChipsetFileRecord, 'id' | 'name' | 'sockets'>[]): PlatformNames {
  const byKey = new Map<string, string>();
  for (const socket of sockets) {
    for (const spelling of [socket.id, socket.name, ...socket.aliases]) {
      const key = socketKey(spelling);
      if (key !== null) byKey.set(key, socket.id);
    }
  }
  const chipsetByKey = new Map<string, Pick<ChipsetFileRecord, 'id' | 'name' | 'sockets'>>();
  for (const chipset of chipsets) {
    for (const spelling of [chipset.id, chipset.name]) {
      const key = chipsetKey(spelling);
      if (key !== null) chipsetByKey.set(key, chipset);
    }
  }
  return {
    socketOfKey: (key) => byKey.get(key) ?? null,
    boardSocket(text) {
      const { key, count } = boardSocketKey(text);
      return { socket: key === null ? null : (byKey.get(key) ?? null), count };
    },
    chipsetOn(socket, name) {
      const key = chipsetKey(name);
      const chipset = key === null ? undefined : chipsetByKey.get(key);
      return chipset !== undefined && chipset.sockets.includes(socket) ? chipset.id : null;
    },
  };
}
