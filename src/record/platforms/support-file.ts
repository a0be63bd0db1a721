import type { z } from 'zod';
import { CatalogueError } from '../catalogue-error.js';
import { fieldName, issueReason } from '../schema-issue.js';
import {
  SupportFileSchema,
  type ChipsetFileRecord,
  type ChipsetRecord,
  type ProcessorLine,
  type SocketRecord,
  type SupportFile,
  type SupportSource,
  type SupportStatement,
} from '../platform-schema.js';

/*
 * data/platforms/support.json: the sources (each page once, with its kind and publisher) and the
 * statements that cite them, each about some processor lines on some chipsets of one socket.
 * Checked like every platform file (the first problem names the file, the record and the field),
 * then joined onto the chipsets, so the model reads a chipset's statements from the chipset.
 * docs/platforms.md explains the file.
 */

export const SUPPORT_FILE = 'data/platforms/support.json';

export interface JoinedSupport {
  /** the chipsets, each with the statements about it */
  chipsets: ChipsetRecord[];
  /** statements about every board of a socket with no chipset (SP3, SP5), by socket id */
  socketWide: ReadonlyMap<string, readonly SupportStatement[]>;
  sources: readonly SupportSource[];
}

export const NO_SUPPORT: SupportFile = { sources: [], statements: [] };

export const lineKey = (line: ProcessorLine) => `${line.generation ?? '*'}|${line.codename ?? '*'}|${line.graphics ?? '*'}`;

function reasonOf(issue: z.core.$ZodIssue): { field: string | null; reason: string } {
  if (issue.code === 'invalid_type' && issue.input === undefined) return { field: fieldName(issue.path), reason: 'is missing' };
  return issueReason(issue);
}

export function validateSupport(data: unknown, sockets: readonly SocketRecord[], chipsets: readonly ChipsetFileRecord[], file = SUPPORT_FILE): SupportFile {
  const result = SupportFileSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const [list, index] = issue.path;
    const inList = (list === 'sources' || list === 'statements') && typeof index === 'number';
    const { field, reason } = reasonOf({ ...issue, path: inList ? issue.path.slice(2) : issue.path } as z.core.$ZodIssue);
    const record = inList ? ((data as Record<string, unknown[]>)[list as string] ?? [])[index as number] : undefined;
    const id = typeof record === 'object' && record !== null && typeof (record as { id?: unknown }).id === 'string' ? (record as { id: string }).id : null;
    const at = inList ? `${String(list)}[${index}]` : null;
    throw new CatalogueError({ file, id: field === 'id' ? null : id, field: at && field ? `${at}.${field}` : (at ?? field) }, reason);
  }
  const support = result.data;
  const sources = new Map<string, SupportSource>();
  for (const source of support.sources) {
    if (sources.has(source.id)) throw new CatalogueError({ file, id: source.id, field: 'id' }, 'is a duplicate: an earlier source has it');
    sources.set(source.id, source);
  }
  const socketVendor = new Map(sockets.map((socket) => [socket.id, socket.vendor]));
  const chipsetById = new Map(chipsets.map((chipset) => [chipset.id, chipset]));
  const socketsWithChipsets = new Set(chipsets.flatMap((chipset) => chipset.sockets));
  // Two statements on one cell (chipset × the very same line) would leave the answer to file order.
  const cells = new Map<string, number>();
  support.statements.forEach((statement, index) => {
    const where = { file, id: null };
    const at = (field: string) => `statements[${index}].${field}`;
    const vendor = socketVendor.get(statement.socket);
    if (vendor === undefined)
      throw new CatalogueError({ ...where, field: at('socket') }, `names socket "${statement.socket}", which sockets.json does not hold`);
    const source = sources.get(statement.source);
    if (source === undefined) throw new CatalogueError({ ...where, field: at('source') }, `names source "${statement.source}", which this file does not hold`);
    if (source.vendor !== vendor)
      throw new CatalogueError(
        { ...where, field: at('source') },
        `is a source about ${source.vendor} processors, but socket "${statement.socket}" is ${vendor}'s`,
      );
    if (statement.chipsets.length === 0 && socketsWithChipsets.has(statement.socket)) {
      throw new CatalogueError(
        { ...where, field: at('chipsets') },
        `is empty, but socket "${statement.socket}" has chipsets: name the ones the statement speaks of`,
      );
    }
    statement.chipsets.forEach((id, position) => {
      const chipset = chipsetById.get(id);
      if (chipset === undefined || !chipset.sockets.includes(statement.socket)) {
        throw new CatalogueError({ ...where, field: at(`chipsets[${position}]`) }, `"${id}" is not a chipset of socket "${statement.socket}" in chipsets.json`);
      }
    });
    for (const line of statement.lines) {
      for (const chipset of statement.chipsets.length ? statement.chipsets : [`*${statement.socket}`]) {
        const key = `${chipset}|${lineKey(line)}`;
        const earlier = cells.get(key);
        if (earlier !== undefined)
          throw new CatalogueError(
            { ...where, field: at('lines') },
            `says again what statements[${earlier}] says of ${chipset} and line ${lineKey(line)}: keep one`,
          );
        cells.set(key, index);
      }
    }
  });
  return support;
}

/** The statements onto their chipsets (in file order), and the socket-wide ones apart. */
export function joinSupport(chipsets: readonly ChipsetFileRecord[], support: SupportFile): JoinedSupport {
  const sources = new Map(support.sources.map((source) => [source.id, source]));
  const byChipset = new Map<string, SupportStatement[]>();
  const socketWide = new Map<string, SupportStatement[]>();
  for (const statement of support.statements) {
    for (const line of statement.lines) {
      const resolved: SupportStatement = {
        line,
        status: statement.status,
        firstBios: statement.firstBios,
        someBoards: statement.someBoards,
        text: statement.text,
        source: sources.get(statement.source)!,
      };
      if (statement.chipsets.length === 0) {
        let list = socketWide.get(statement.socket);
        if (list === undefined) socketWide.set(statement.socket, (list = []));
        list.push(resolved);
      }
      for (const id of statement.chipsets) {
        let list = byChipset.get(id);
        if (list === undefined) byChipset.set(id, (list = []));
        list.push(resolved);
      }
    }
  }
  return {
    chipsets: chipsets.map((chipset) => ({ ...chipset, support: byChipset.get(chipset.id) ?? [] })),
    socketWide,
    sources: support.sources,
  };
}
