import { CatalogueError } from '../catalogue-error.js';
import { BUILDCORES_REPOSITORY, type Board, type BoardIndex } from '../platform-schema.js';

/*
 * How the board index sits in data/platforms/boards.json: the header (attribution, licence, the
 * BuildCores commit and its date), the template of a board's document URL, the names of the
 * columns, then one board per line as an array of those columns. Written as objects, the column
 * names and a URL that differs only by BuildCores' id made up two thirds of the file's bytes.
 * Read back, each row becomes the board record the schema and every page know
 * (src/record/platform-schema.ts), with its document URL filled in from the template.
 * docs/platforms.md describes the file for a person.
 */

/** The columns of a row, in order; the nested memory fields are flattened. */
export const BOARD_COLUMNS = [
  'id',
  'name',
  'manufacturer',
  'socket',
  'socketText',
  'socketCount',
  'chipset',
  'chipsetText',
  'formFactor',
  'memoryType',
  'memorySlots',
  'memoryMaxGB',
  'releaseYear',
  'biosFlashback',
  'flashbackDisputed',
  'makerUrl',
  'aliases',
  'buildcoresId',
] as const;

type BoardRow = [
  string,
  string,
  string | null,
  string | null,
  string | null,
  number,
  string | null,
  string | null,
  string | null,
  string | null,
  number | null,
  number | null,
  number | null,
  boolean | null,
  boolean,
  string | null,
  string[],
  string,
];

/** the placeholder in `documentUrl` that a board's BuildCores id replaces */
export const BUILDCORES_ID_PLACEHOLDER = '{buildcoresId}';

/** A BuildCores motherboard document at a commit: where the data of one board can be read. */
export function documentUrl(commit: string, opendbId: string): string {
  return `${BUILDCORES_REPOSITORY}/blob/${commit}/open-db/Motherboard/${opendbId}.json`;
}

/** The file's text: the header as ordinary JSON, then one board per line so a change reads as a one-line diff. */
export function boardFileText(index: BoardIndex): string {
  const { boards, ...header } = index;
  const head = JSON.stringify(
    {
      ...header,
      documentUrl: documentUrl(header.source.commit, BUILDCORES_ID_PLACEHOLDER),
      columns: BOARD_COLUMNS,
    },
    null,
    2,
  ).replace(/\n}$/, '');
  const lines = boards.map((board) => `    ${JSON.stringify(rowOf(board))}`);
  return `${head},\n  "boards": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

function rowOf(board: Board): BoardRow {
  return [
    board.id,
    board.name,
    board.manufacturer,
    board.socket,
    board.socketText,
    board.socketCount,
    board.chipset,
    board.chipsetText,
    board.formFactor,
    board.memory.type,
    board.memory.slots,
    board.memory.maxGB,
    board.releaseYear,
    board.biosFlashback,
    board.flashbackDisputed,
    board.makerUrl,
    board.aliases,
    board.buildcores.id,
  ];
}

/**
 * The parsed file as the board index in records, for the schema to check (validateBoardIndex).
 * Only the file's own frame is checked here: the column list this code reads, rows of that
 * length, and a URL template that is BuildCores' document URL at the header's commit.
 */
export function boardIndexOfFile(data: unknown, file: string): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new CatalogueError({ file }, 'must hold a JSON object');
  const { documentUrl: template, columns, boards, ...header } = data as Record<string, unknown>;
  if (JSON.stringify(columns) !== JSON.stringify(BOARD_COLUMNS)) {
    throw new CatalogueError({ file, field: 'columns' }, `must be ${JSON.stringify(BOARD_COLUMNS)} (re-run npm run import-boards)`);
  }
  const commit = (header['source'] as { commit?: unknown } | undefined)?.commit;
  const expected = typeof commit === 'string' ? documentUrl(commit, BUILDCORES_ID_PLACEHOLDER) : null;
  if (expected === null || template !== expected) {
    throw new CatalogueError({ file, field: 'documentUrl' }, `must be BuildCores' document URL at source.commit${expected ? ` (${expected})` : ''}`);
  }
  if (!Array.isArray(boards)) throw new CatalogueError({ file, field: 'boards' }, 'must hold an array of rows');
  return {
    ...header,
    boards: boards.map((row: unknown, index) => {
      if (!Array.isArray(row) || row.length !== BOARD_COLUMNS.length) {
        const id = Array.isArray(row) && typeof row[0] === 'string' ? row[0] : null;
        throw new CatalogueError({ file, id, index }, `must be a row of ${BOARD_COLUMNS.length} columns (${BOARD_COLUMNS.join(', ')})`);
      }
      const [
        id,
        name,
        manufacturer,
        socket,
        socketText,
        socketCount,
        chipset,
        chipsetText,
        formFactor,
        type,
        slots,
        maxGB,
        releaseYear,
        biosFlashback,
        flashbackDisputed,
        makerUrl,
        aliases,
        buildcoresId,
      ] = row as BoardRow;
      const url = typeof buildcoresId === 'string' ? expected.replace(BUILDCORES_ID_PLACEHOLDER, buildcoresId) : null;
      return {
        id,
        name,
        manufacturer,
        socket,
        socketText,
        socketCount,
        chipset,
        chipsetText,
        formFactor,
        memory: { type, slots, maxGB },
        releaseYear,
        biosFlashback,
        flashbackDisputed,
        makerUrl,
        aliases,
        buildcores: { id: buildcoresId, url },
      };
    }),
  };
}
