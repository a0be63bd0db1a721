import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import { CatalogueError } from '../catalogue-error.js';
import { readJsonFile } from '../json-file.js';
import { fieldName, issueReason } from '../schema-issue.js';
import {
  BoardIndexSchema,
  ChipsetSchema,
  SocketSchema,
  type BoardIndex,
  type ChipsetFileRecord,
  type ChipsetRecord,
  type SocketRecord,
  type SupportSource,
  type SupportStatement,
} from '../platform-schema.js';
import type { PowerLimitFile } from '../power-limit-schema.js';
import { boardIndexOfFile } from './board-file.js';
import { NO_POWER_LIMITS, POWER_LIMITS_FILE, validatePowerLimits } from './power-limit-file.js';
import { socketKey } from './socket-name.js';
import { joinSupport, NO_SUPPORT, SUPPORT_FILE, validateSupport } from './support-file.js';

/*
 * The platform files under data/platforms/, read and checked the way the catalogue is: every
 * record through its schema, then the references between files (a chipset's sockets, a board's
 * socket and chipset) and the spellings (no two sockets claim one name). The first problem
 * throws a CatalogueError naming the file, the record and the field, and the server does not start.
 * The support statements (support.json) are joined onto their chipsets here; the package power
 * limits (power-limits.json) are checked against the sockets.
 */

export const SOCKETS_FILE = 'data/platforms/sockets.json';
export const CHIPSETS_FILE = 'data/platforms/chipsets.json';
export const BOARDS_FILE = 'data/platforms/boards.json';

export interface PlatformFiles {
  sockets: readonly SocketRecord[];
  /** each with the support statements about it */
  chipsets: readonly ChipsetRecord[];
  /** statements about every board of a socket with no chipset, by socket id */
  socketWide: ReadonlyMap<string, readonly SupportStatement[]>;
  /** every source the statements cite */
  sources: readonly SupportSource[];
  /** null when no board index has been imported */
  boards: BoardIndex | null;
  /** the package power limits vendors state for their sockets' TDP classes, which per watt divides by */
  powerLimits: PowerLimitFile;
}

export const NO_PLATFORM_FILES: PlatformFiles = { sockets: [], chipsets: [], socketWide: new Map(), sources: [], boards: null, powerLimits: NO_POWER_LIMITS };

/** as the catalogue reports a schema's complaint, and a field that is absent says so plainly */
function reasonOf(issue: z.core.$ZodIssue): { field: string | null; reason: string } {
  if (issue.code === 'invalid_type' && issue.input === undefined) return { field: fieldName(issue.path), reason: 'is missing' };
  return issueReason(issue);
}

const idOf = (value: unknown): string | null => {
  const id = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['id'] : undefined;
  return typeof id === 'string' ? id : null;
};

/** Each element of a JSON array through `schema`; an error names the element by id, else by position. */
function validateList<T>(schema: z.ZodType<T>, data: unknown, file: string, what: string): T[] {
  if (!Array.isArray(data)) throw new CatalogueError({ file }, `must hold a JSON array of ${what}`);
  return data.map((value: unknown, index) => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    const { field, reason } = issue === undefined ? { field: null, reason: `is not a ${what.replace(/s$/, '')}` } : reasonOf(issue);
    throw new CatalogueError({ file, id: field === 'id' ? null : idOf(value), index, field }, reason);
  });
}

function checkUnique(records: readonly { id: string }[], file: string): void {
  const seen = new Set<string>();
  for (const record of records) {
    if (seen.has(record.id)) throw new CatalogueError({ file, id: record.id, field: 'id' }, 'is a duplicate: an earlier record has it');
    seen.add(record.id);
  }
}

export function validateSockets(data: unknown, file = SOCKETS_FILE): SocketRecord[] {
  const sockets = validateList(SocketSchema, data, file, 'socket records');
  checkUnique(sockets, file);
  // Every spelling must name one socket, or a processor could land on either.
  const owner = new Map<string, string>();
  for (const socket of sockets) {
    for (const [index, spelling] of [socket.id, socket.name, ...socket.aliases].entries()) {
      const key = socketKey(spelling);
      const field = index === 0 ? 'id' : index === 1 ? 'name' : `aliases[${index - 2}]`;
      if (key === null) throw new CatalogueError({ file, id: socket.id, field }, 'reads as no socket name');
      const other = owner.get(key);
      if (other !== undefined && other !== socket.id) {
        throw new CatalogueError({ file, id: socket.id, field }, `"${spelling}" reads as "${key}", which already names socket "${other}"`);
      }
      owner.set(key, socket.id);
    }
    // The id is what the socket's name reads as, so /socket/{id} and the name never disagree.
    if (socketKey(socket.name) !== socket.id) {
      throw new CatalogueError({ file, id: socket.id, field: 'id' }, `must be what the name reads as ("${socketKey(socket.name)}")`);
    }
  }
  return sockets;
}

export function validateChipsets(data: unknown, sockets: readonly SocketRecord[], file = CHIPSETS_FILE): ChipsetFileRecord[] {
  const chipsets = validateList(ChipsetSchema, data, file, 'chipset records');
  checkUnique(chipsets, file);
  const socketIds = new Set(sockets.map((socket) => socket.id));
  for (const chipset of chipsets) {
    chipset.sockets.forEach((id, index) => {
      if (!socketIds.has(id))
        throw new CatalogueError({ file, id: chipset.id, field: `sockets[${index}]` }, `names socket "${id}", which ${SOCKETS_FILE} does not hold`);
    });
  }
  return chipsets;
}

export function validateBoardIndex(data: unknown, sockets: readonly SocketRecord[], chipsets: readonly ChipsetFileRecord[], file = BOARDS_FILE): BoardIndex {
  const result = BoardIndexSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const inBoard = issue.path[0] === 'boards' && typeof issue.path[1] === 'number';
    const { field, reason } = reasonOf({ ...issue, path: inBoard ? issue.path.slice(2) : issue.path } as z.core.$ZodIssue);
    const index = inBoard ? (issue.path[1] as number) : null;
    const board = inBoard && typeof data === 'object' && data !== null ? ((data as { boards?: unknown[] }).boards ?? [])[index!] : undefined;
    throw new CatalogueError({ file, id: field === 'id' ? null : idOf(board), index, field }, reason);
  }
  const index = result.data;
  checkUnique(index.boards, file);
  // An old id of a merged board keeps answering: it may name no other board.
  const ids = new Set(index.boards.map((board) => board.id));
  const aliased = new Set<string>();
  for (const board of index.boards) {
    board.aliases.forEach((alias, at) => {
      if (ids.has(alias) || aliased.has(alias))
        throw new CatalogueError({ file, id: board.id, field: `aliases[${at}]` }, `"${alias}" already names another board`);
      aliased.add(alias);
    });
  }
  const socketIds = new Set(sockets.map((socket) => socket.id));
  const chipsetSockets = new Map(chipsets.map((chipset) => [chipset.id, chipset.sockets]));
  for (const board of index.boards) {
    if (board.socket !== null && !socketIds.has(board.socket)) {
      throw new CatalogueError({ file, id: board.id, field: 'socket' }, `names socket "${board.socket}", which ${SOCKETS_FILE} does not hold`);
    }
    if (board.chipset !== null) {
      const on = chipsetSockets.get(board.chipset);
      if (on === undefined)
        throw new CatalogueError({ file, id: board.id, field: 'chipset' }, `names chipset "${board.chipset}", which ${CHIPSETS_FILE} does not hold`);
      if (board.socket === null || !on.includes(board.socket)) {
        throw new CatalogueError({ file, id: board.id, field: 'chipset' }, `"${board.chipset}" is not listed for socket "${board.socket}" in ${CHIPSETS_FILE}`);
      }
    }
  }
  return index;
}

/**
 * The platform files under rootDir, validated. A catalogue without data/platforms/ (a test's
 * temporary root) has no platforms: every socket page and upgrade answer says so. Once
 * sockets.json is there, a missing chipsets.json stops start-up; a missing boards.json means
 * no board index has been imported yet.
 */
export async function readPlatformFiles(rootDir: string): Promise<PlatformFiles> {
  // The same files, unchanged, are validated once per process: tests boot the app hundreds of
  // times, and checking three thousand boards costs a fifth of a second each time. A file
  // written since (its size or time changed) is read and checked again.
  const key = (
    await Promise.all(
      [SOCKETS_FILE, CHIPSETS_FILE, SUPPORT_FILE, BOARDS_FILE, POWER_LIMITS_FILE].map(async (file) => {
        const path = join(rootDir, file);
        const info = await stat(path).catch(() => null);
        return info === null ? `${path}:-` : `${path}:${info.size}:${info.mtimeMs}`;
      }),
    )
  ).join('|');
  let files = validated.get(key);
  if (files === undefined) {
    files = readAndValidate(rootDir);
    validated.set(key, files);
    // a failure is not remembered: the next attempt reports it afresh
    files.catch(() => validated.delete(key));
  }
  return files;
}

const validated = new Map<string, Promise<PlatformFiles>>();

async function readAndValidate(rootDir: string): Promise<PlatformFiles> {
  const socketData = await readJsonFile(join(rootDir, SOCKETS_FILE), SOCKETS_FILE);
  if (socketData === undefined) return NO_PLATFORM_FILES;
  const sockets = validateSockets(socketData);
  const chipsetData = await readJsonFile(join(rootDir, CHIPSETS_FILE), CHIPSETS_FILE);
  if (chipsetData === undefined) throw new CatalogueError({ file: CHIPSETS_FILE }, `file not found (${SOCKETS_FILE} is there, and its chipsets must be too)`);
  const chipsetRecords = validateChipsets(chipsetData, sockets);
  // No support.json: no statements, every line on every chipset not stated.
  const supportData = await readJsonFile(join(rootDir, SUPPORT_FILE), SUPPORT_FILE);
  const support = supportData === undefined ? NO_SUPPORT : validateSupport(supportData, sockets, chipsetRecords);
  const boardData = await readJsonFile(join(rootDir, BOARDS_FILE), BOARDS_FILE);
  const boards = boardData === undefined ? null : validateBoardIndex(boardIndexOfFile(boardData, BOARDS_FILE), sockets, chipsetRecords);
  // No power-limits.json: per watt divides by the records' own ratings alone.
  const powerData = await readJsonFile(join(rootDir, POWER_LIMITS_FILE), POWER_LIMITS_FILE);
  const powerLimits = powerData === undefined ? NO_POWER_LIMITS : validatePowerLimits(powerData, sockets);
  return { sockets, ...joinSupport(chipsetRecords, support), boards, powerLimits };
}
