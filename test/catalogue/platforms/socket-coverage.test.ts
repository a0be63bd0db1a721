import { fileURLToPath } from 'node:url';
import t from 'tap';
import { loadShippedProcessors } from '../../../src/record/shipped-records.js';
import { readPlatformFiles } from '../../../src/record/platforms/platform-files.js';
import { platformNames } from '../../../src/record/platforms/platform-names.js';
import { buildPlatforms } from '../../../src/catalogue/platforms/platforms.js';
import { PRODUCT_LINES } from '../../../src/catalogue/synthetic-lines.js';

/**
 * Every socket text the shipped catalogue and the board table use names a socket, or is one of
 * the texts below, each with the reason it names none. A new text that names nothing fails here
 * by name, as does a listed one that has come to name a socket (then it leaves the list).
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));

/** catalogue socket texts that name no socket, and why */
const CATALOGUE_NAMES_NO_SOCKET: Record<string, string> = {
  'FC-CSP1016': 'a chip-scale package name that says neither socket nor ball grid array',
  'FC-MB4760': 'a multi-chip package name that says neither socket nor ball grid array',
  'FC-MB5T1064': 'a multi-chip package name that says neither socket nor ball grid array',
  'FC-MB4617': 'a multi-chip package name that says neither socket nor ball grid array',
  'FC-MB5796': 'a multi-chip package name that says neither socket nor ball grid array',
  QFN40: "a microcontroller's quad flat package, soldered, with no socket or ball grid in its name",
  LQFN40: "a microcontroller's quad flat package, soldered, with no socket or ball grid in its name",
  // Loongson's server packages: a land grid array's ball count is not a socket's name, and no
  // source names the socket, its boards or which processors share it, so nothing is placed on one.
  LGA2422: 'a Loongson land grid array package (3C5000); no source names its socket or boards',
  LGA4129: 'a Loongson land grid array package (3D5000, 3C6000/D); no source names its socket or boards',
};

/** board-table socket texts that name no socket, and why */
const BOARDS_NAME_NO_SOCKET: Record<string, string> = {
  'Integrated Atom': 'the processor is soldered to the board',
  'Integrated Xeon D': 'the processor is soldered to the board',
  'Integrated Pentium': 'the processor is soldered to the board',
  'Integrated AMD': 'the processor is soldered to the board',
};

t.test('every socket text in the catalogue names a socket, or is reported by name', async (t) => {
  const [processors, files] = await Promise.all([loadShippedProcessors(root), readPlatformFiles(root)]);
  const platforms = buildPlatforms(processors, files);
  t.same(
    Object.fromEntries(
      [...platforms.unmatchedSocketTexts].map(([text]) => [text, CATALOGUE_NAMES_NO_SOCKET[text] ?? 'NOT LISTED: give it a socket record or a reason']),
    ),
    CATALOGUE_NAMES_NO_SOCKET,
  );
  const withSocket = processors.filter((p) => p.socket !== null);
  const placed = withSocket.filter((p) => platforms.socketsOf(p).length > 0);
  const listed = withSocket.filter((p) => p.socket !== null && p.socket in CATALOGUE_NAMES_NO_SOCKET);
  t.equal(placed.length + listed.length, withSocket.length, `${placed.length} of ${withSocket.length} processors with a socket placed`);
});

t.test('every socket text in the board table names a socket, or is reported by name', async (t) => {
  const files = await readPlatformFiles(root);
  t.ok(files.boards, 'the board index is imported');
  const names = platformNames(files.sockets, files.chipsets);
  const unmatched = new Set<string>();
  // The index must say what the name rules say today, or it is stale (run npm run import-boards).
  const stale: string[] = [];
  for (const board of files.boards!.boards) {
    const read = board.socketText === null ? { socket: null, count: 1 } : names.boardSocket(board.socketText);
    if (board.socket !== read.socket || board.socketCount !== read.count)
      stale.push(`${board.id}: "${board.socketText}" is ${board.socket} ×${board.socketCount}, reads as ${read.socket} ×${read.count}`);
    if (board.socketText !== null && read.socket === null) unmatched.add(board.socketText);
  }
  t.same(stale, []);
  t.same([...unmatched].sort(), Object.keys(BOARDS_NAME_NO_SOCKET).sort());
});

t.test('the board table and the catalogue meet on the desktop sockets people upgrade in', async (t) => {
  const [processors, files] = await Promise.all([loadShippedProcessors(root), readPlatformFiles(root)]);
  const platforms = buildPlatforms(processors, files);
  for (const id of ['am4', 'am5', 'lga1151', 'lga1200', 'lga1700', 'lga1851', 'lga2066', 'strx4', 'str5']) {
    const socket = platforms.socket(id);
    t.ok(socket && socket.processorCount > 0 && socket.boardCount > 0, `${id}: ${socket?.processorCount} processors, ${socket?.boardCount} boards`);
  }
});

t.test('every socket the synthetic generator hands out names a socket', async (t) => {
  const files = await readPlatformFiles(root);
  const platforms = buildPlatforms([], files);
  const base = JSON.parse(JSON.stringify((await loadShippedProcessors(root))[0]));
  for (const line of PRODUCT_LINES) {
    for (const socket of line.sockets) {
      t.ok(platforms.socketsOf({ ...base, socket }).length === 1, `${line.vendor} ${line.segment}: ${socket}`);
    }
  }
});
