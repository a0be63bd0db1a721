import { BUILDCORES_ATTRIBUTION, BUILDCORES_LICENCE, BUILDCORES_REPOSITORY, type Board, type BoardIndex } from '../../record/platform-schema.js';
import { slugify } from '../../record/slug.js';
import { documentUrl } from '../../record/platforms/board-file.js';
import type { PlatformNames } from '../../record/platforms/platform-names.js';
import { cleanBoardName, modelKey } from './board-names.js';

/**
 * BuildCores OpenDB's motherboard documents → the board index we publish and serve
 * (data/platforms/boards.json): per board its name, maker, socket and chipset as our records
 * name them, form factor, memory and release year, whether it can flash its BIOS without a
 * processor, its maker's page, and BuildCores' own id and document URL for attribution. Names are
 * cleaned (board-names.ts), and listings of one model (same maker, socket, chipset — the one the
 * name states first —, memory type and form factor, names alike but for word order and case) are
 * merged into one board, whose aliases
 * keep the ids the others were published under. Pure: the same documents and notes always give the
 * same index, whatever order the documents come in.
 */

export interface BuildCoresNotes {
  commit: string;
  /** the commit's date, YYYY-MM-DD */
  date: string;
}

/** What the import could not place, for the report: counts by the source's own spelling. */
export interface BoardImportReport {
  read: number;
  /** boards whose socket is a socket record */
  socketMatched: number;
  /** boards whose chipset is a chipset record on that socket */
  chipsetMatched: number;
  /** socket text (or "(none)") → boards whose socket names no socket record */
  unmatchedSockets: Map<string, number>;
  /** "socket / chipset" → boards on a known socket whose chipset names no chipset record on it */
  unmatchedChipsets: Map<string, number>;
  /** boards whose name cleaning changed, with a few examples (BuildCores' name → ours) */
  cleaned: number;
  cleanedExamples: [string, string][];
  /** listings merged into another of the same model, with examples (the merged listing's id → the board's name) */
  merged: number;
  mergedExamples: [string, string][];
  /** merged boards whose listings disagree on BIOS Flashback (one records it, another says it has none): unknown, the dispute recorded */
  flashbackDisputed: string[];
}

export class BoardDocumentError extends Error {}

interface Document {
  opendb_id?: unknown;
  socket?: unknown;
  chipset?: unknown;
  form_factor?: unknown;
  memory?: { max?: unknown; ram_type?: unknown; slots?: unknown } | null;
  metadata?: { name?: unknown; manufacturer?: unknown; releaseYear?: unknown } | null;
  bios_features?: { flashback?: unknown } | null;
  general_product_information?: { manufacturer_url?: unknown } | null;
}

const EXAMPLES = 12;

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
/** BuildCores writes 0 where it does not know a count or a capacity */
const positiveOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);
const wholeOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

export function buildBoardIndex(documents: readonly unknown[], notes: BuildCoresNotes, names: PlatformNames): { index: BoardIndex; report: BoardImportReport } {
  const report: BoardImportReport = {
    read: documents.length,
    socketMatched: 0,
    chipsetMatched: 0,
    unmatchedSockets: new Map(),
    unmatchedChipsets: new Map(),
    cleaned: 0,
    cleanedExamples: [],
    merged: 0,
    mergedExamples: [],
    flashbackDisputed: [],
  };
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  // By BuildCores id, so that which board keeps the plain slug when two share a name does not
  // depend on the file's order, and a newer snapshot that adds boards leaves earlier ids alone.
  const ordered = documents
    .map((value, line) => {
      const document = (typeof value === 'object' && value !== null ? value : {}) as Document;
      const id = textOrNull(document.opendb_id);
      if (id === null) throw new BoardDocumentError(`document ${line + 1} has no opendb_id`);
      return { id, document };
    })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  const taken = new Set<string>();
  const boards: Board[] = [];
  for (const { id: opendbId, document } of ordered) {
    if (taken.has(`#${opendbId}`)) throw new BoardDocumentError(`opendb_id ${opendbId} appears twice`);
    taken.add(`#${opendbId}`);
    const listed = textOrNull(document.metadata?.name) ?? `Board ${opendbId}`;
    // The id is the slug of BuildCores' own name, as it was first published: links keep working.
    let id = slugify(listed, 71) || `board-${opendbId.slice(0, 8)}`;
    if (taken.has(id)) id = `${id}-${opendbId.slice(0, 8).toLowerCase()}`;
    taken.add(id);

    const socketText = textOrNull(document.socket);
    const { socket, count: socketCount } = socketText === null ? { socket: null, count: 1 } : names.boardSocket(socketText);
    if (socket === null) count(report.unmatchedSockets, socketText ?? '(none)');
    else report.socketMatched++;
    const chipsetText = textOrNull(document.chipset);
    const chipset = socket === null || chipsetText === null ? null : names.chipsetOn(socket, chipsetText);
    if (socket !== null) {
      if (chipset === null) count(report.unmatchedChipsets, `${socketText} / ${chipsetText ?? '(none)'}`);
      else report.chipsetMatched++;
    }
    const ramType = textOrNull(document.memory?.ram_type);
    const year = document.metadata?.releaseYear;
    const manufacturer = textOrNull(document.metadata?.manufacturer);
    const name = cleanBoardName(listed, manufacturer, chipsetText);
    if (name !== listed) {
      report.cleaned++;
      if (report.cleanedExamples.length < EXAMPLES && report.cleaned % 97 === 1) report.cleanedExamples.push([listed, name]);
    }
    const flashback = document.bios_features?.flashback;
    const makerUrl = textOrNull(document.general_product_information?.manufacturer_url);
    boards.push({
      id,
      name,
      manufacturer,
      socket,
      socketText,
      socketCount,
      chipset,
      chipsetText,
      formFactor: textOrNull(document.form_factor),
      memory: {
        type: ramType !== null && /^(?:LP)?DDR\d[A-Z]?X?$/.test(ramType) ? ramType : null,
        slots: wholeOrNull(document.memory?.slots),
        maxGB: positiveOrNull(document.memory?.max),
      },
      releaseYear: typeof year === 'number' && Number.isInteger(year) && year > 0 ? year : null,
      biosFlashback: typeof flashback === 'boolean' ? flashback : null,
      flashbackDisputed: false,
      makerUrl: makerUrl !== null && /^https?:\/\/\S+$/.test(makerUrl) ? makerUrl : null,
      aliases: [],
      buildcores: { id: opendbId, url: documentUrl(notes.commit, opendbId) },
    });
  }
  const kept = mergeListings(boards, names, report);
  kept.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    index: {
      attribution: BUILDCORES_ATTRIBUTION,
      licence: BUILDCORES_LICENCE,
      source: { name: 'BuildCores OpenDB', url: BUILDCORES_REPOSITORY, commit: notes.commit, date: notes.date },
      boards: kept,
    },
    report,
  };
}

const formKey = (board: Board) => (board.formFactor === null ? null : slugify(board.formFactor));
const agree = <T>(a: T | null, b: T | null) => a === null || b === null || a === b;

/**
 * The chipset a board's own name states: the one chipset of its socket among the name's words
 * ("ASUS ROG CROSSHAIR X670E EXTREME" → x670e), or null where it names none or several. Listings
 * of one model disagree on the chipset column more often than on the name (the same Crosshair is
 * listed once as X670 and once as X670E), so the name decides which model a listing is.
 */
function chipsetNamed(board: Board, names: PlatformNames): string | null {
  if (board.socket === null) return null;
  const named = new Set<string>();
  for (const word of board.name.split(/[\s\-/()]+/)) {
    const chipset = word === '' ? null : names.chipsetOn(board.socket, word);
    if (chipset !== null) named.add(chipset);
  }
  return named.size === 1 ? [...named][0]! : null;
}

/**
 * Listings of one model as one board: same maker and socket, the same chipset (the one the name
 * states, else the listing's), names alike (modelKey), and no known memory type or form factor
 * that differs. The listing with the smallest BuildCores id is the board (so which one does not
 * depend on file order); the others' ids become its aliases, and what it leaves unknown is taken
 * from them. Where they disagree the name's chipset wins; where one records BIOS Flashback and
 * another records none, neither is chosen: the board's flashback is unknown, the board records the
 * dispute (flashbackDisputed) so that pages can show it, and the report lists it.
 */
function mergeListings(boards: readonly Board[], names: PlatformNames, report: BoardImportReport): Board[] {
  const byModel = new Map<string, Board[]>();
  const kept: Board[] = [];
  // `boards` is in BuildCores id order: the first of a model is the board the later ones merge into.
  for (const board of boards) {
    const named = chipsetNamed(board, names);
    const key = `${board.manufacturer ?? ''}|${board.socket ?? board.socketText ?? ''}|${named ?? board.chipset ?? board.chipsetText ?? ''}|${modelKey(board.name)}`;
    const same = byModel.get(key) ?? [];
    const into = same.find((other) => agree(other.memory.type, board.memory.type) && agree(formKey(other), formKey(board)));
    if (into === undefined) {
      const copy = { ...board, memory: { ...board.memory }, aliases: [...board.aliases] };
      same.push(copy);
      byModel.set(key, same);
      kept.push(copy);
      continue;
    }
    into.aliases.push(board.id, ...board.aliases);
    into.aliases.sort();
    if (board.chipset !== null && into.chipset !== board.chipset && (into.chipset === null || board.chipset === named)) {
      into.chipset = board.chipset;
      into.chipsetText = board.chipsetText;
    }
    into.formFactor ??= board.formFactor;
    into.memory.type ??= board.memory.type;
    into.memory.slots ??= board.memory.slots;
    into.memory.maxGB ??= board.memory.maxGB;
    into.releaseYear ??= board.releaseYear;
    into.makerUrl ??= board.makerUrl;
    if (!into.flashbackDisputed && board.biosFlashback !== null) {
      if (into.biosFlashback === null) into.biosFlashback = board.biosFlashback;
      else if (into.biosFlashback !== board.biosFlashback) {
        into.flashbackDisputed = true;
        into.biosFlashback = null;
      }
    }
    report.merged++;
    if (report.mergedExamples.length < EXAMPLES) report.mergedExamples.push([board.id, into.name]);
  }
  report.flashbackDisputed = kept
    .filter((board) => board.flashbackDisputed)
    .map((board) => board.name)
    .sort();
  return kept;
}

/** "Commit: 136a77a… (2026-08-17)" in the folder's SOURCE.txt */
export function parseSourceNotes(text: string): BuildCoresNotes {
  const match = /^Commit:\s*([0-9a-f]{40})\s*\((\d{4}-\d{2}-\d{2})\)/m.exec(text);
  if (!match?.[1] || !match[2]) throw new BoardDocumentError('SOURCE.txt has no line "Commit: <40-digit id> (YYYY-MM-DD)"');
  return { commit: match[1], date: match[2] };
}
